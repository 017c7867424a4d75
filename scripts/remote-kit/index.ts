/**
 * `@portico/sdk/build`: what a remote plugin's own project builds, tests and serves itself with
 * (packed into the SDK tarball by `npm run pack:sdk`; the in-repo example builds with it directly).
 * @packageDocumentation
 */
export { SHARED_SPECIFIERS, PLUGIN_FACE, isShared } from './specifiers';
export {
  MANIFEST_FILE,
  remoteManifest,
  refuseManifest,
  sri,
  type RemotePluginManifest,
  type ManifestInput,
} from './manifest';
export {
  DEFAULT_SDK_RANGE,
  porticoManifest,
  readPluginPackage,
  remotePluginConfig,
  sdkTestAliases,
  type RemotePluginConfigOptions,
  type RemotePluginPackage,
} from './rollup';
export { serveDist, watchAndServe } from './dev-server';
