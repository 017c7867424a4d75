/** Id of this plugin (the owner of the built-in entries). */
export const PLUGIN_ID = 'toolbox-flyout';

/** Spec §2.4/§9: the flyout hides this long after the pointer leaves it. */
export const HIDE_DELAY_MS = 100;

/** Operation type of a toolbox click in the usage report (ours; banners use `v3-banner-…`). */
export const TOOLBOX_CLICK_OPERATION = 'v3-toolbox-click';

/** Calls that return the link an entry opens (spec §7). */
export const LINK_API = {
  datacenterAccess: '/v2/leaves/site/datacenter/access',
  quickappAccess: '/v2/leaves/site/quickapp/access',
  siteAuth: '/v2/leaves/site/auth',
} as const;

/** Query parameter that carries the token of a link-source answer (ours: the spec names only the fields). */
export const LINK_TOKEN_PARAM = 'token';

/** Pages of the portal: opened with the router, and with `agency=true` for agencies and operators (spec §6). */
export const PORTAL_PATH_PREFIX = '/markets/';
