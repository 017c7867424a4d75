import * as z from 'zod/mini';

const pluginEntry = z.strictObject({
  enabled: z.optional(z.boolean()),
  options: z.optional(z.record(z.string(), z.unknown())),
});

/** Schema of `portal.config.json`, fetched at boot from beside the built assets. */
export const portalConfigSchema = z.strictObject({
  $schema: z.optional(z.string()),
  /** Origin of the API when it is not the page's own (normally empty: same origin). */
  apiOrigin: z.optional(
    z
      .string()
      .check(z.regex(/^(https?:\/\/[^/\s]+)?$/, 'must be empty or an origin like https://api.example.com (no path)')),
  ),
  /** Hosts that external links from the server may open (besides the page's own). */
  allowedHosts: z.optional(z.array(z.string().check(z.regex(/^[a-z0-9.-]+$/i, 'must be a host name')))),
  reporter: z.optional(
    z.strictObject({
      appKey: z.optional(z.string()),
      productId: z.optional(z.string()),
      consoleEndpoint: z.optional(z.string()),
      offlineEndpoint: z.optional(z.string()),
      beaconEndpoint: z.optional(z.string()),
      collectEndpoint: z.optional(z.string()),
      /** Report even on local and test hosts. */
      force: z.optional(z.boolean()),
    }),
  ),
  /** Per extension id (`kind:plugin/name`): `enabled: false` hides that one contribution. */
  extensions: z.optional(
    z.record(
      z
        .string()
        .check(
          z.regex(
            /^[a-z][a-z0-9-]*:[a-z][a-z0-9-]*\/[A-Za-z0-9][A-Za-z0-9/_.-]*$/,
            'extension ids are kind:plugin/name, e.g. header-widget:daily-tips/tips',
          ),
        ),
      z.strictObject({ enabled: z.boolean() }),
    ),
  ),
  /** Per plugin: `enabled` and `options`. Plugins not named keep their default. */
  plugins: z.optional(
    z.record(
      z.string().check(z.regex(/^[a-z][a-z0-9-]*$/, 'plugin ids are lower-case letters, digits and dashes')),
      pluginEntry,
    ),
  ),
});

/** The parsed portal configuration. */
export type PortalConfig = z.infer<typeof portalConfigSchema>;
