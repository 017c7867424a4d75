import { serviceRef } from '../di';
import type { ReportLevel } from './constants';

/** Reporter settings: `portal.config.json` `reporter`. Without them nothing is sent. */
export interface ReporterConfig {
  readonly appKey?: string;
  /** Product id, sent as `id`. */
  readonly productId?: string;
  /** POST form-encoded console upload (log, id, appKey, type=console, errorId). */
  readonly consoleEndpoint?: string;
  /** GET `?id=&uin=` answering `{ code: 0, auto }`: whether this user's console log may be uploaded. */
  readonly offlineEndpoint?: string;
  /**
   * Days offline logging (level 20) stays on after `/offlineAuto` allowed it (spec §9); then the
   * console lines are dropped and no longer kept or uploaded on this page. Default
   * `REPORTER_LIMITS.offlineLogExpiryDays` (5).
   */
  readonly offlineLogExpiryDays?: number;
  /** Image-beacon GET for error batches and load times. */
  readonly beaconEndpoint?: string;
  /** Data-collection endpoint of usage reports (not used by the reporter itself). */
  readonly collectEndpoint?: string;
  /** Report even on local, dev and test hosts. */
  readonly force?: boolean;
}

/** Kinds of report (spec §3): script errors, failed or odd API calls, statistics. */
export type ReportType = 'badjs' | 'apiError' | 'stats';

/** An error report record (spec §3). */
export interface ReportRecord {
  readonly msg: string;
  readonly level: ReportLevel;
  readonly type: ReportType;
  /** Script URL, or the called URL for API errors. */
  readonly target?: string;
  readonly row?: number;
  readonly column?: number;
  readonly key?: string;
  /** Duration in ms (API calls) or the measured value (stats). */
  readonly value?: number;
  /** `unusual` for calls slower than 5000 ms. */
  readonly tag?: string;
  /** Page URL. */
  readonly from: string;
  readonly errorId: string;
}

/** What a caller gives to {@link ReporterService.report}; the reporter fills `from` and `errorId`. */
export type ReportInput = Omit<ReportRecord, 'from' | 'errorId' | 'level' | 'type'> & {
  readonly level?: ReportLevel;
  readonly type?: ReportType;
};

/** Where a script error happened. */
export interface ErrorPosition {
  readonly target?: string;
  readonly row?: number;
  readonly column?: number;
}

/** The window as the reporter uses it: error events and, optionally, the console to record. */
export interface ReporterGlobals {
  addEventListener(type: 'error' | 'unhandledrejection', listener: (event: Event) => void): void;
  removeEventListener(type: 'error' | 'unhandledrejection', listener: (event: Event) => void): void;
  readonly console?: Pick<Console, 'log' | 'info' | 'warn' | 'error'>;
}

/**
 * The error and performance reporter (spec §8, §9): uncaught errors, unhandled rejections,
 * failed API calls and slow calls, batched into image beacons; the last console lines go to
 * the console endpoint after an error when the server allows it (`/offlineAuto`). Off on
 * local, dev and test hosts unless `force` is set.
 */
export interface ReporterService {
  /** False on local, dev and test hosts (unless forced) and without config. */
  readonly enabled: boolean;
  /** Queues a record; false when it was filtered out (ignored, repeated, sampled away, disabled). */
  report(input: ReportInput): boolean;
  /** Reports an error value (Error, text or anything) at level 4. */
  error(error: unknown, position?: ErrorPosition): boolean;
  /** Adds a line to the console buffer (level 20, offline log). */
  log(...args: unknown[]): void;
  /** Sends a load time (ms) for `eventId`; values above 10000 or not positive are discarded. */
  loadTime(eventId: string, ms: number): boolean;
  /** Sends the queued records now. */
  flush(): void;
}

/** Service ref of {@link ReporterService}. */
export const reporterRef = serviceRef<ReporterService>('core.reporter');
