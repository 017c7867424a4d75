/** Id of this plugin (its storage namespace). */
export const PLUGIN_ID = 'top-banner';

/** Spec §2.7/§9: the next valid banner shows every 60 s. */
export const ROTATE_MS = 60_000;
/** Spec §7/§9: a banner shown this long sends `v3-banner-show-3sec`. */
export const SHOWN_REPORT_MS = 3_000;

/** Calls of spec §7. */
export const BANNER_API = {
  query: '/v2/communal/owner/banner/query',
  invalid: '/v2/communal/owner/banner/invalid',
} as const;

/** Usage-report operation types of spec §7. */
export const BANNER_OPERATIONS = {
  shown: 'v3-banner-show-3sec',
  closed: 'v3-banner-close',
} as const;

/** Session-storage name of the banners closed in this browser session (per owner). */
export const CLOSED_STORAGE_NAME = 'closed';

/**
 * Height of the strip with a one-line announcement (the MessageBar's own, rounded up): the first
 * screen holds it while the banner's chunk loads, and the bar never is lower, so it arrives
 * without moving the page. A longer announcement that wraps makes it taller.
 */
export const BANNER_HEIGHT = '48px';
