/** Menu ids of spec §6 used by the header. */
export const MENU = {
  TOOLBOX_AND_MESSAGE_PLATFORM: 927,
  BRAND_DELIVERY: 577,
} as const;

/** Link targets of the header (spec §2.2, §2.3). */
export const LINKS = {
  agencyHome: '/markets/manage/agency/home',
  changePassword: '/markets/toolbox/changepwd',
  ownerHome: '/markets/manage/IndexManage',
  brandDelivery: '/brand-web/',
  marketingSchool: '/marketSchool/',
  messagePlatform: '/sms/home.html',
  workOrder: '/markets/toolbox/workOrderManage',
  newCreative: '/markets/creative/create?type=create&level=creative',
  mobileSite: '/markets-mobile/',
  logout: '/logoutV2',
} as const;

/** The password notices' session-storage keys: a contract with the login page and the change-password pages, kept in the header's public module. */
export { PASSWORD_HINT_KEY, PASSWORD_NOTICE_KEY } from './public';
