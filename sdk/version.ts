/**
 * The version of the plugin contract this portal implements (semver). A remote plugin's manifest
 * names the range it was built against (`"sdk": "^1.0.0"`); the portal loads it only when this
 * version is in that range. A removed or changed export of `@portico/sdk` is a new major.
 */
export const SDK_VERSION: string = '1.0.0';
