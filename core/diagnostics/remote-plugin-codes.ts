/**
 * The codes a remote plugin's load ends with when it fails (issue 37), each with its fix hint for
 * admins and plugin authors. Apart from DIAGNOSTIC_HINTS (codes.ts) so that only the remote plugin
 * loader's chunk holds them: a page that lists no remote plugin never downloads them.
 */
export const REMOTE_PLUGIN_HINTS = {
  PORTICO_E_PLUGIN_ADDRESS_REFUSED:
    "A remote plugin's manifest or entry is neither on the portal's origin nor https on a host of allowedHosts; nothing was fetched: add the host to allowedHosts (and to script-src/connect-src in deploy/nginx.conf), or serve the plugin from the portal.",
  PORTICO_E_PLUGIN_MANIFEST_FAILED:
    "A remote plugin's manifest (portico-plugin.json) could not be fetched, answered an HTTP error or was too large: check the address in plugins.<id>.from and that its host answers with CORS.",
  PORTICO_E_PLUGIN_MANIFEST_INVALID:
    "A remote plugin's manifest is not JSON or lacks a field (id, version, sdk, entry): rebuild the plugin, or fix the file named in the message.",
  PORTICO_E_PLUGIN_INTEGRITY:
    "A remote plugin's manifest or entry does not match its integrity hash (plugins.<id>.integrity, or the manifest's integrity): a new build needs new hashes; an unexpected change may be tampering.",
  PORTICO_E_PLUGIN_SDK_MISMATCH:
    "A remote plugin was built for an SDK range this portal's @portico/sdk (SDK_VERSION) is not in; its entry was not fetched: rebuild the plugin against this portal's SDK, or list a version of it that fits.",
  PORTICO_E_PLUGIN_ID_MISMATCH:
    'A remote plugin declares another id than the one portal.config.json lists it under: use the id of its manifest and definePlugin as the key.',
  PORTICO_E_PLUGIN_ID_TAKEN:
    'A remote plugin has the id of a plugin built into the portal: a remote plugin cannot replace a built-in one; give it an id of its own.',
  PORTICO_E_PLUGIN_ENTRY_FAILED:
    "A remote plugin's entry module could not be fetched or threw while evaluating, or its default export is not a definePlugin(...) definition: see the reason in the message and the plugin's own build.",
  PORTICO_E_PLUGIN_TIMEOUT:
    'A remote plugin did not arrive within the chunk-load limit (TIME_LIMITS.chunkLoadMs): check the host that serves it.',
} as const;
