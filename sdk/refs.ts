/**
 * Service refs of the core services, for `requires`, `useService` and `ctx.services.resolve`.
 * @packageDocumentation
 */
export {
  /** Spec §7 request wrappers and §8 error handling. */
  requestRef,
  /** Session loading and refresh. */
  authRef,
  /** The MobX session store. */
  sessionRef,
  /** `when` clause evaluation. */
  permissionRef,
  /** Toasts, messages and the blocking page. */
  notifierRef,
  /** Login redirect and safe links. */
  navigationRef,
  /** Shell events (page-zoom, global state). */
  eventBusRef,
  /** Error and performance reporter (spec §8, §9). */
  reporterRef,
  /** Named promises: register work in progress, wait for it by name (spec §3). */
  promisesRef,
  /** Remote components (spec §4, §5): scripts of other teams registered by name, loaded on first use. */
  remoteComponentsRef,
  /** Owner settings, personal config and dictionaries (spec §7). */
  settingsRef,
  /** Start-up phases (starting → ready → eventually): widgets that are not navigation wait for `eventually`. */
  lifecycleRef,
  /** The usage-report sender (spec §7 data collection): toolbox clicks, banner shows and closes. */
  usageRef,
  /** Local and session storage: `scope(pluginId)` gives a plugin its own per-owner store (`portico:<owner>:<plugin>:<name>`). */
  storageRef,
} from '@portico/core';
