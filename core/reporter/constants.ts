/** Spec §9 limits of the error reporter. */
export const REPORTER_LIMITS = {
  /** Share of reports sent (1 = all). */
  sampleRate: 1,
  /** Reports are batched and sent this long after the first one of a batch. */
  delayMs: 1000,
  /** The same message is reported at most this many times per page. */
  repeatLimit: 5,
  /** Messages (and targets, page URLs) are cut to this length. */
  maxMessageLength: 400,
  /** Response text quoted in an API error report is cut to this length (spec §8). */
  responseTextLength: 200,
  /** Console lines kept for the next console upload. */
  consoleBufferSize: 30,
  /** The console upload waits this long after the last error. */
  consoleDebounceMs: 20_000,
  /** Load times above this many ms are discarded (as are zero and negative ones). */
  maxLoadTimeMs: 10_000,
  /** Calls slower than this are tagged {@link UNUSUAL_TAG}. */
  slowCallMs: 5000,
  /**
   * Default of the config's `offlineLogExpiryDays` (spec §9 "offline log expiry configurable"): how
   * long offline logging stays on after `/offlineAuto` allowed it. Five days, as in badjs-report.
   */
  offlineLogExpiryDays: 5,
  /** Beacon URLs are split to stay below this length. */
  maxBeaconUrlLength: 6000,
} as const;

/** Spec §8 log levels. */
export const REPORT_LEVEL = { DEBUG: 1, INFO: 2, ERROR: 4, OFFLINE: 20 } as const;
/** One of {@link REPORT_LEVEL}. */
export type ReportLevel = (typeof REPORT_LEVEL)[keyof typeof REPORT_LEVEL];

/** Tag of a call slower than {@link REPORTER_LIMITS}.slowCallMs. */
export const UNUSUAL_TAG = 'unusual';

/**
 * Messages that are never reported (spec §8): ResizeObserver loop notices, network errors,
 * redundant router navigations, cross-origin "Script error." and aborted requests.
 */
export const IGNORED_MESSAGES: readonly RegExp[] = [
  /resize ?observer/i,
  /network ?error/i,
  /redundant navigation/i,
  /script error/i,
  /abort/i,
];

/** Calls whose non-zero business code is not an error (spec §8: the upload endpoint). */
export const UPLOAD_URL = /\/upload(?:[/?]|$)/i;

/** Spec §9: reporting is off when the host name contains dev or test, and on local hosts. */
export function isReportingHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return !(
    host.includes('dev') ||
    host.includes('test') ||
    host === 'localhost' ||
    host === '127.0.0.1' ||
    host === '[::1]'
  );
}
