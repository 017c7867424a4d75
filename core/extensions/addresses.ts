// The addresses an admin or a plugin author writes (portal.config.json, extension points): one
// rule, one message. A path must stay on the page's origin — `//host` and `/\host` are other
// hosts to a browser — and anything else must name http(s) and a host, so `javascript:`,
// `http:/x` and a leading space are refused where they are written, not when clicked.
import * as z from 'zod/mini';

/** A path on the portal's origin: one `/`, then no `/` or `\`, and no white space anywhere. */
export const SITE_PATH = /^\/(?![/\\])\S*$/;
/** A path on the portal's origin ({@link SITE_PATH}) or an http(s) address with a host. */
export const SAFE_ADDRESS = /^(?:\/(?![/\\])|https?:\/\/[^/\\\s])\S*$/i;

const SITE_PATH_MESSAGE = "must be a path on the portal's origin, like /help/ (not //host or /\\host)";
const SAFE_ADDRESS_MESSAGE = "must be a path on the portal's origin, like /help/, or an http(s) address";

/** Schema of a path on the portal's origin (`/help/`; not `//host`, `/\host` or `help/`). */
export const sitePath = z.string({ error: SITE_PATH_MESSAGE }).check(z.regex(SITE_PATH, SITE_PATH_MESSAGE));

/** Schema of a path on the portal's origin or an http(s) address (`/help/`, `https://help.example.com/`). */
export const safeAddress = z.string({ error: SAFE_ADDRESS_MESSAGE }).check(z.regex(SAFE_ADDRESS, SAFE_ADDRESS_MESSAGE));
