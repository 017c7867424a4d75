import * as z from 'zod/mini';

const pluginEntry = z.strictObject({
  enabled: z.optional(z.boolean()),
  options: z.optional(z.record(z.string(), z.unknown())),
});

/**
 * One sub-app registered or switched by the admin (spec §2.1, §3): `local` renders the plugin's
 * pages in-process; `qiankun` (sandboxed) and `singleSPA` load a separately deployed HTML entry.
 */
const subAppEntry = z.strictObject({
  mode: z.enum(['local', 'qiankun', 'singleSPA']),
  /** URL of the HTML entry: a path on this origin or an absolute http(s) URL served with CORS. */
  entry: z.optional(
    z
      .string()
      .check(
        z.regex(
          /^(\/(?!\/)|https?:\/\/)[^\s]*$/,
          'must be a path starting with / or an http(s) URL, e.g. /markets/report/__static__/index.html',
        ),
      ),
  ),
  /** Library name the entry's UMD build sets on `window` (qiankun's app name); default the namespace. */
  name: z.optional(z.string().check(z.regex(/^[A-Za-z_$][\w$-]*$/, 'must be a JavaScript global name'))),
  /** Chinese name shown while it loads and on its error page; default the existing title or the namespace. */
  title: z.optional(z.string().check(z.minLength(1))),
  /** A header tab for a new sub-app (existing sub-apps keep their own tabs). */
  tab: z.optional(z.strictObject({ label: z.string().check(z.minLength(1)) })),
  /** Spec §2.1: false leaves it out of the prefetch after the first screen. */
  prefetch: z.optional(z.boolean()),
  /**
   * How long its entry page and scripts may take to load, in ms (spec §9 chunk-load limit, 120 000
   * by default); then its error page with 重试.
   */
  loadTimeoutMs: z.optional(z.int().check(z.minimum(1000), z.maximum(600_000))),
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
  /**
   * Remote components (spec §4, §5): the composition library fetched once before the first
   * component script, and components registered at start (name → script address).
   */
  remoteComponents: z.optional(
    z.strictObject({
      library: z.optional(
        z.string().check(z.regex(/^(\/(?!\/)|https?:\/\/)[^\s]*$/, 'must be a path or an http(s) address')),
      ),
      components: z.optional(
        z.record(
          z.string().check(z.minLength(1)),
          z.string().check(z.regex(/^(\/(?!\/)|https?:\/\/)[^\s]*$/, 'must be a path or an http(s) address')),
        ),
      ),
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
  /**
   * Sub-apps by namespace (the path segment after `/markets/`): an existing namespace switches that
   * sub-app to another mode, a new one registers a sub-app at `/markets/<namespace>/`.
   */
  subApps: z.optional(
    z.record(
      z
        .string()
        .check(
          z.regex(/^[A-Za-z][A-Za-z0-9-]*$/, 'sub-app namespaces are a path segment of letters, digits and dashes'),
        ),
      subAppEntry,
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
