import { keyedRecord, safeAddress, sitePath } from '@portico/core';

/**
 * zod/mini schemas for values an admin writes in `portal.config.json` (plugin options, point
 * fields), defined once in core with one message each, as the host config uses them too.
 *
 * - `sitePath`: a path on the portal's origin (`/help/`; not `//host`, `/\host` or `help/`).
 * - `safeAddress`: a `sitePath` or an http(s) address with a host (never `javascript:`).
 * - `keyedRecord(keys, noun, value)`: an object keyed by some of `keys`; a wrong key fails at
 *   its own path with "is not <noun> (known: …)".
 *
 * @example
 * const optionsSchema = z.object({
 *   agreementUrl: z._default(configSchemas.sitePath, '/agreement/'),
 *   links: z._default(configSchemas.keyedRecord(['help', 'docs'], 'a quick link', configSchemas.safeAddress), {}),
 * });
 */
export const configSchemas = Object.freeze({ sitePath, safeAddress, keyedRecord });
