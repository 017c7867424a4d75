/** Menu ids of spec §6 used by the header. */
export const MENU = {
  BRAND_DELIVERY: 577,
} as const;

/**
 * Link targets of the header outside the portal's sub-apps (spec §2.2, §2.3); the sub-apps'
 * pages are linked through their route refs (`@portico/plugin/<id>`).
 */
export const LINKS = {
  brandDelivery: '/brand-web/',
  marketingSchool: '/marketSchool/',
  messagePlatform: '/sms/home.html',
  mobileSite: '/markets-mobile/',
  logout: '/logoutV2',
} as const;

/** The password notices' session-storage keys: a contract with the login page and the change-password pages, kept in the header's public module. */
export { PASSWORD_HINT_KEY, PASSWORD_NOTICE_KEY } from './public';
