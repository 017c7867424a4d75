/**
 * The host that stands in for the separate apps of spec §2.2 (site builder, interactive platform,
 * lead management …) in dev answers: the link-source calls' links and the interactive previews
 * name it over https, as the real ones name their own hosts. Nothing serves it: add it to
 * `allowedHosts` to follow such a link in the dev portal, and answer it with `page.route` in a test.
 */
export const DEV_APPS_HOST = 'apps.portico-dev.example';

/** An https address on {@link DEV_APPS_HOST}. */
export const devAppUrl = (path: string): string => `https://${DEV_APPS_HOST}${path}`;
