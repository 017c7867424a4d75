/**
 * The manifest a remote plugin's build writes beside its entry (`portico-plugin.json`, issue 37):
 * `{ id, version, sdk, entry, integrity }`, `entry` relative to the manifest and `integrity` the
 * SRI hash (sha384) of the entry's bytes as written.
 */
import { createHash } from 'node:crypto';

/** The manifest's file name: the address an admin lists in `plugins.<id>.from`. */
export const MANIFEST_FILE = 'portico-plugin.json';

/** What `portico-plugin.json` holds. */
export interface RemotePluginManifest {
  readonly id: string;
  readonly version: string;
  /** The SDK versions the plugin works with, a semver range (`^1.0.0`). */
  readonly sdk: string;
  /** The entry module, relative to the manifest (`./plugin.js`). */
  readonly entry: string;
  /** SRI hash of the entry module (`sha384-…`). */
  readonly integrity: string;
  readonly title?: string;
  readonly description?: string;
}

/** What the manifest is made from. */
export interface ManifestInput {
  readonly id: string;
  readonly version: string;
  readonly sdk: string;
  /** The entry's file name inside the output folder (`plugin.js`). */
  readonly entryFile: string;
  /** The entry's bytes as written to disk. */
  readonly entryBytes: Uint8Array | string;
  readonly title?: string;
  readonly description?: string;
}

/** The SRI hash (`sha384-<base64>`) of some bytes, as a browser checks `integrity`. */
export function sri(bytes: Uint8Array | string): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

const ID = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
/** A range of the forms the portal's loader checks: `1.2.3`, `^1.2.3`, `~1.2.3`, `>=1.2.3 <2.0.0`. */
const RANGE =
  /^(?:(?:\^|~|>=?|<=?|=)?\d+(?:\.\d+){0,2}(?:-[0-9A-Za-z.-]+)?)(?:\s+(?:\^|~|>=?|<=?|=)?\d+(?:\.\d+){0,2}(?:-[0-9A-Za-z.-]+)?)*$/;

/** Why a manifest input is refused (one line naming the plugin and the field), or null. */
export function refuseManifest(input: Omit<ManifestInput, 'entryBytes'>): string | null {
  const at = `plugin "${input.id}"`;
  if (!ID.test(input.id)) return `${at}: id must be lowercase words joined by "-" (got "${input.id}")`;
  if (!VERSION.test(input.version)) return `${at}: version must be semver x.y.z (got "${input.version}")`;
  if (!RANGE.test(input.sdk.trim())) return `${at}: sdk must be a semver range such as ^1.0.0 (got "${input.sdk}")`;
  const file = input.entryFile;
  if (
    !file ||
    file.startsWith('/') ||
    file.includes('\\') ||
    file.split('/').includes('..') ||
    /^[a-z][a-z0-9+.-]*:/i.test(file)
  )
    return `${at}: entry must be a file inside the output folder (got "${file}")`;
  return null;
}

/** The manifest of a built plugin; throws `PORTICO_E_PLUGIN_MANIFEST_INVALID` on a bad input. */
export function remoteManifest(input: ManifestInput): RemotePluginManifest {
  const why = refuseManifest(input);
  if (why) throw new Error(`PORTICO_E_PLUGIN_MANIFEST_INVALID: ${why}`);
  return {
    id: input.id,
    version: input.version,
    sdk: input.sdk.trim(),
    entry: `./${input.entryFile.replace(/^\.\//, '')}`,
    integrity: sri(input.entryBytes),
    ...(input.title ? { title: input.title } : {}),
    ...(input.description ? { description: input.description } : {}),
  };
}
