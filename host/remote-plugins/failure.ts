import type { RemotePluginCode } from '@portico/core';

/** The codes a remote plugin's load ends with when it fails (their hints: core/diagnostics/hints.ts, loaded when one is shown). */
export type { RemotePluginCode };

/**
 * Why one remote plugin did not load: the code, the plugin's id (its key in portal.config.json),
 * the address concerned (the manifest's, or the entry's once known) and the reason. The message
 * names all of them, so one console line is enough to act on.
 */
export class RemotePluginFailure extends Error {
  constructor(
    readonly code: RemotePluginCode,
    readonly pluginId: string,
    readonly address: string,
    readonly reason: string,
  ) {
    super(`${code}: remote plugin "${pluginId}" from ${address}: ${reason}`);
    this.name = 'RemotePluginFailure';
  }
}

/** The message of anything thrown. */
export const reasonOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));
