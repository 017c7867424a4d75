/** Spec §9: a viewport at most this wide counts as mobile. */
export const MOBILE_VIEWPORT_WIDTH = 600;
/** The mobile site (spec §2.2). */
export const MOBILE_SITE = '/markets-mobile/';
/** Storage namespace of the plugin (its id): keys are `portico:<ownerId>:mobile-tip:<name>`. */
export const STORAGE_NAMESPACE = 'mobile-tip';
/** Name, in session storage, of the flag remembering "continue on desktop". */
export const DISMISSED = 'dismissed';
const MOBILE_UA = /Android|iPhone|iPod|iPad|Mobile|HarmonyOS|MicroMessenger|Windows Phone/i;

/**
 * Whether the browser is a mobile one: a narrow viewport or a mobile user agent. A width that could
 * not be measured (null) leaves the user agent to decide.
 */
export function isMobileBrowser(width: number | null, userAgent: string): boolean {
  return (width !== null && width <= MOBILE_VIEWPORT_WIDTH) || MOBILE_UA.test(userAgent);
}

/** The viewport width as laid out, or null while the window has none yet (0 before layout). */
export const viewportWidth = (): number | null => (window.innerWidth > 0 ? window.innerWidth : null);
