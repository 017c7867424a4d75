/**
 * What the shell and the test harness need from the SDK beyond the author's contract. Not for
 * plugins (lint forbids it there): nothing here is a stable API.
 * @packageDocumentation
 */
export {
  useRetryableLazy,
  forgetLoader,
  lazyFromLoader,
  preloadComponent,
  withChunkTimeout,
  ChunkLoadError,
  CHUNK_LOAD_TIMEOUT_MS,
} from './react/lazy';
export { PortalContext, usePortal, type PortalHandle } from './react/context';
export {
  /** The sub-app registry (the host's remote loader and the inspector read it). */
  subAppsRef,
  /** The point sub-apps are registered at; the host config's sub-apps are checked against it. */
  subAppPoint,
  /** Spec §8 texts of the request layer's own errors. */
  REQUEST_MESSAGES,
} from '@portico/core';
export { layoutPoint } from './blueprints';
export type { StateBridge, SubAppPromises } from './subapp-contract';
/** The plugin contract's version (semver): the host checks a remote plugin's `sdk` range against it. */
export { SDK_VERSION } from './version';
export { FirstScreenContext, type FirstScreenTracker } from './react/first-screen';
