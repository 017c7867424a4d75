import { safeAddress, subAppFields } from '@portico/core';
import * as z from 'zod/mini';

/** Subresource Integrity: one or more `sha256-`/`sha384-`/`sha512-` base64 hashes, space-separated. */
export const SRI = /^sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2}(?:\s+sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2})*$/;
const SRI_MESSAGE = 'must be an SRI hash like sha384-<base64>';

/** Where a remote plugin's manifest may be: a site path or an https address (the URL policy judges the host). */
const REMOTE_PLUGIN_ADDRESS = /^(?:\/(?![/\\])|https:\/\/[^/\\\s])\S*$/i;

/**
 * One plugin: `enabled` and `options`; with `from` it is a remote plugin (issue 37), loaded at run
 * time from the manifest at that address, whose bytes `integrity` (SRI) pins when given.
 */
const pluginEntry = z.strictObject({
  /** A remote plugin's manifest (`portico-plugin.json`): a site path, or https on a host of `allowedHosts`. */
  from: z.optional(
    z
      .string()
      .check(
        z.regex(
          REMOTE_PLUGIN_ADDRESS,
          "must be a path on the portal's origin, like /plugins/acme/portico-plugin.json, or an https address",
        ),
      ),
  ),
  /** The manifest's SRI hash (only with `from`). */
  integrity: z.optional(z.string().check(z.regex(SRI, SRI_MESSAGE))),
  enabled: z.optional(z.boolean()),
  options: z.optional(z.record(z.string(), z.unknown())),
});

/**
 * A remote script: its address, or its address with the integrity hash the browser checks it
 * against (issue 35; a script whose bytes do not match is not run, and its load fails).
 */
const remoteScript = z.union(
  [
    safeAddress,
    z.strictObject({
      src: safeAddress,
      integrity: z.optional(z.string().check(z.regex(SRI, SRI_MESSAGE))),
    }),
  ],
  {
    // A union says only "Invalid input": an address keeps the address rule's own message.
    error: (issue) =>
      typeof issue.input === 'string'
        ? z.safeParse(safeAddress, issue.input).error?.issues[0]?.message
        : 'must be an address, or { "src": address, "integrity": "sha384-<base64>" }',
  },
);

/** A record key's own message (zod says only "Invalid input" for a refused key). */
const keyError = (issue: { code?: string; issues?: ReadonlyArray<{ message: string }> }) =>
  issue.code === 'invalid_key' ? issue.issues?.[0]?.message : undefined;

const { mode, entry, library, prefetch } = subAppFields;

/**
 * One sub-app registered or switched by the admin (spec §2.1, §3): `local` renders the plugin's
 * pages in-process; `qiankun` (sandboxed) and `singleSPA` load a separately deployed HTML entry.
 * Its fields follow the sub-app point's rules (`subAppFields`); the file calls `library` `name`.
 */
const subAppEntry = z.strictObject({
  mode,
  /** URL of the HTML entry: a path on this origin or an absolute http(s) URL served with CORS. */
  entry,
  /** Library name the entry's UMD build sets on `window` (qiankun's app name); default the namespace. */
  name: library,
  /** Chinese name shown while it loads and on its error page; default the existing title or the namespace. */
  title: z.optional(z.string().check(z.minLength(1))),
  /** A header tab for a new sub-app (existing sub-apps keep their own tabs). */
  tab: z.optional(z.strictObject({ label: z.string().check(z.minLength(1)) })),
  /** Spec §2.1: false leaves it out of the prefetch after the first screen. */
  prefetch,
  /**
   * How long its entry page and scripts may take to load, in ms (spec §9 chunk-load limit, 120 000
   * by default); then its error page with 重试.
   */
  loadTimeoutMs: z.optional(z.int().check(z.minimum(1000), z.maximum(600_000))),
});

/** What `apiOrigin` may be: empty or an http(s) origin (`index.html`'s early script holds the same rule). */
export const API_ORIGIN_PATTERN = /^(https?:\/\/[^/\s]+)?$/;

/**
 * What an `allowedHosts` entry may be: a host name, and a port (1–65535) when it is not 443 — a
 * bare host means that host on 443 only, as the URL policy reads it.
 */
export const ALLOWED_HOST_PATTERN =
  /^[a-z0-9.-]+(:([1-9]\d{0,3}|[1-5]\d{4}|6[0-4]\d{3}|65[0-4]\d{2}|655[0-2]\d|6553[0-5]))?$/i;

/** Schema of `portal.config.json`, fetched at boot from beside the built assets. */
export const portalConfigSchema = z.strictObject({
  $schema: z.optional(z.string()),
  /** Origin of the API when it is not the page's own (normally empty: same origin). */
  apiOrigin: z.optional(
    z.string().check(z.regex(API_ORIGIN_PATTERN, 'must be empty or an origin like https://api.example.com (no path)')),
  ),
  /**
   * Hosts the portal may send users to, load images and scripts from and call without the session,
   * over https: `help.example.com` (port 443) or `help.example.com:8443` (that port only).
   */
  allowedHosts: z.optional(
    z.array(
      z
        .string()
        .check(
          z.regex(
            ALLOWED_HOST_PATTERN,
            'must be a host name, with a port when not 443 (help.example.com or help.example.com:8443)',
          ),
        ),
    ),
  ),
  reporter: z.optional(
    z.strictObject({
      appKey: z.optional(z.string()),
      productId: z.optional(z.string()),
      consoleEndpoint: z.optional(z.string()),
      offlineEndpoint: z.optional(z.string()),
      /** Spec §9: days offline logging stays on after `/offlineAuto` allowed it; default 5. */
      offlineLogExpiryDays: z.optional(z.int().check(z.minimum(1), z.maximum(30))),
      beaconEndpoint: z.optional(z.string()),
      collectEndpoint: z.optional(z.string()),
      /** Report even on local and test hosts. */
      force: z.optional(z.boolean()),
    }),
  ),
  /**
   * Remote components (spec §4, §5): the composition library fetched once before the first
   * component script, and components registered at start (name → script address, or
   * `{ src, integrity }` to have the browser check the script's bytes).
   */
  remoteComponents: z.optional(
    z.strictObject({
      library: z.optional(remoteScript),
      components: z.optional(z.record(z.string().check(z.minLength(1)), remoteScript)),
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
      { error: keyError },
    ),
  ),
  /**
   * Sub-apps by namespace (the path segment after `/markets/`): an existing namespace switches that
   * sub-app to another mode, a new one registers a sub-app at `/markets/<namespace>/`.
   */
  subApps: z.optional(z.record(subAppFields.namespace, subAppEntry, { error: keyError })),
  /**
   * Per plugin: `enabled` and `options`. Plugins not named keep their default. An entry with `from`
   * is a remote plugin, loaded at run time from its manifest (ARCHITECTURE.md, Remote plugins).
   */
  plugins: z.optional(
    z.record(
      z.string().check(z.regex(/^[a-z][a-z0-9-]*$/, 'plugin ids are lower-case letters, digits and dashes')),
      pluginEntry,
      { error: keyError },
    ),
  ),
});

/** The parsed portal configuration. */
export type PortalConfig = z.infer<typeof portalConfigSchema>;
