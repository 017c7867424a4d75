/**
 * Stable diagnostic codes, each with its fix hint for admins and plugin authors. Codes never change
 * meaning; new problems get new codes.
 *
 * Only read when a problem is shown, so only `import()`ed (by `codes.ts`'s `loadHints`, and so a
 * lazy chunk of its own): no first screen downloads these sentences. Import it with `import type`
 * anywhere else.
 */
export const DIAGNOSTIC_HINTS = {
  PORTICO_E_INVALID_MANIFEST: 'Fix the manifest fields named in the message (see definePlugin in @portico/sdk).',
  PORTICO_E_DUPLICATE_PLUGIN: 'Two plugins share one id: rename one of them or remove the copy from the catalog.',
  PORTICO_E_MISSING_DEPENDENCY: 'Enable the plugin that provides the dependency, or move it to `optional`.',
  PORTICO_E_DEPENDENCY_FAILED: 'A plugin this one requires was dropped; fix that plugin first.',
  PORTICO_E_DEPENDENCY_CYCLE: 'Break the cycle: make one of the edges `optional` or move the shared service to core.',
  PORTICO_E_DUPLICATE_ROUTE: 'Two plugins register the same route path: change one path or disable one plugin.',
  PORTICO_E_DUPLICATE_EXTENSION: 'Two contributions share one extension id: give each a unique id.',
  PORTICO_E_ACTIVATE_FAILED: "The plugin threw in activate(); see the error and the plugin's own log.",
  PORTICO_E_ACTIVATE_TIMEOUT:
    'activate() did not finish in time: move slow work out of activate or raise activateTimeoutMs.',
  PORTICO_E_UNKNOWN_PLUGIN: 'The config names a plugin that is not in the catalog: check the id or remove the key.',
  PORTICO_E_INVALID_CONFIG: 'Fix portal.config.json at the key named in the message.',
  PORTICO_E_CONFIG_TIMEOUT:
    'portal.config.json did not answer within 15 s: check the server or CDN that serves it, then press 重试.',
  PORTICO_E_INVALID_OPTIONS: 'Fix the plugin options in portal.config.json at the key named in the message.',
  PORTICO_E_PAGE_OVERFLOW:
    'A paged call answered more items than the page size it sent; the extra items were dropped. Fix the endpoint.',
  PORTICO_E_CONTRIBUTION_CRASHED: 'A widget threw while rendering; the rest of the page keeps working. See the error.',
  PORTICO_E_REQUEST_REFUSED:
    'A call went to a host that is neither the portal, its apiOrigin nor an https host of allowedHosts: add the host to allowedHosts in portal.config.json (it then gets no session token), or call the API.',
  PORTICO_E_REQUEST_REDIRECTED:
    'A call to the portal or its apiOrigin was answered with a redirect, which calls carrying the session token never follow: make the endpoint answer itself (the spec signals a lost session with 403/409, not a 3xx), or fix the gateway rule that redirects it.',
  PORTICO_E_ANSWER_TOO_LARGE:
    'An answer was larger than SIZE_LIMITS.answerBytes (core/size-limits.ts) and was refused unparsed: page the endpoint or narrow what it returns.',
  PORTICO_E_SCRIPT_REFUSED:
    'A remote component or library script is on a host that is neither the portal, its apiOrigin nor an https host of allowedHosts: add the host to allowedHosts and to script-src in deploy/nginx.conf.',
  PORTICO_E_SCRIPT_FAILED:
    'A remote component or library script did not load: check its address and status, and, when the config gives its integrity, that the hash is of the file served (a new build needs a new hash).',
  PORTICO_E_SUBAPP_NEEDS_EVAL:
    "A sub-app in qiankun mode (or with classic scripts in singleSPA mode) runs its scripts as text, which the page's Content-Security-Policy refuses: add 'unsafe-eval' to script-src ($portico_script_eval in deploy/nginx.conf), or ship the sub-app as an ES-module entry in singleSPA mode.",
  // A remote plugin's load (issue 37, host/remote-plugins): `PORTICO_E_PLUGIN_*`.
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
