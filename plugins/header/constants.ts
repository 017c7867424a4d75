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

/*
 * The password notices are written into session storage outside the portal (spec §2.3: "a
 * password-change notice held in session storage"; nothing in the portal writes them), so
 * their keys are a contract with that writer. They keep these names and stay outside the
 * per-owner `portico:<ownerId>:<namespace>:<name>` scheme of the storage service, which is
 * for state the plugin itself owns.
 */
/** Session-storage key of the password-change notice (JSON: optional `text` and `link`). */
export const PASSWORD_NOTICE_KEY = 'portico.passwordNotice';
/** Session-storage key of the one-time password hint dialog (JSON: optional `text`); removed once confirmed. */
export const PASSWORD_HINT_KEY = 'portico.passwordHint';
