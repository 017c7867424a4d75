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
