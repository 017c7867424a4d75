/**
 * Every time limit of the portal in one place: the spec §9 constants and ours beside them. Each
 * module that waits reads its limit from here by name, so nothing fetched before or while a page
 * shows can wait for ever and no limit is written twice. The spec §9 viewport retry is the UI's
 * and lives with the one function that waits on it (`VIEWPORT_RETRY`, ui/measure-retry.ts).
 */
export const TIME_LIMITS = {
  /**
   * Spec §9 chunk load (120 000 ms): a page or widget chunk, and a remote sub-app's entry page and
   * its scripts (the default; `subApps.<namespace>.loadTimeoutMs` in portal.config.json sets one
   * sub-app's own).
   */
  chunkLoadMs: 120_000,
  /** `portal.config.json` (ours: the spec names none; nothing can start without the config). */
  configLoadMs: 15_000,
  /** Every call of the request service unless it sets `timeoutMs` (ours). */
  requestMs: 30_000,
  /** Spec §9 sub-app loader: bootstrap 4 s; mount, unmount, unload and update 3 s each; a warning after 1 s. */
  subApp: { bootstrap: 4000, mount: 3000, unmount: 3000, unload: 3000, update: 3000, warning: 1000 },
  /** Spec §9 remote component: a load fails this long after it began (fetch included). */
  remoteComponentMs: 5000,
  /** Spec §9 remote component: how often a load looks for the component's definition. */
  remoteComponentPollMs: 200,
  /** Spec §9 global promise wait. */
  promiseWaitMs: 5000,
  /** How long an `activate()` may take before its plugin is disabled (ours). */
  activateMs: 5000,
  /**
   * A login redirect this recent means the login page sent the user straight back (ours): the
   * portal then shows the error instead of redirecting again, so there is never a loop.
   */
  loginLoopWindowMs: 30_000,
} as const;
