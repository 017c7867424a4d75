import { serviceRef } from '../di';
import type { RequestService } from '../request';
import { stripSecrets } from '../reporter/strip-secrets';

/** Default path of the data-collection endpoint (config `reporter.collectEndpoint`). */
export const DEFAULT_COLLECT_ENDPOINT = '/report/collect';

/**
 * One usage report (spec §7): what happened (`operationType`, for example a toolbox click or
 * `v3-banner-show-3sec`) and on what. The field names are ours: the spec lists what a report
 * holds, not the names. What a caller leaves out goes empty; `page` defaults to the current page.
 */
export interface UsageReport {
  readonly operationType: string;
  readonly description?: string;
  readonly page?: string;
  readonly adId?: string;
  readonly planId?: string;
  readonly groupId?: string;
  /** Milliseconds, when the report measures a duration. */
  readonly duration?: number;
  readonly fileType?: string;
}

/**
 * The usage-report sender: every plugin that reports usage (toolbox clicks, banner shows and
 * closes) sends through this one service, so the endpoint and the body shape are decided once.
 * Sending never bothers the user: a failed report is dropped silently (`manual` request).
 */
export interface UsageService {
  /** Posts the report form-encoded; `endpoint` overrides the configured one (a plugin option). */
  send(report: UsageReport, endpoint?: string): void;
}

/** Service ref of {@link UsageService}. */
export const usageRef = serviceRef<UsageService>('core.usage');

/** What the default sender reads from its surroundings. */
export interface UsageEnvironment {
  /** Config `reporter.collectEndpoint`; default {@link DEFAULT_COLLECT_ENDPOINT}. */
  readonly endpoint?: string;
  /** Path and query of the current page. */
  page(): string;
  userAgent(): string;
}

/** Default implementation over the request service. */
export class DefaultUsageService implements UsageService {
  constructor(
    private readonly request: RequestService,
    private readonly env: UsageEnvironment,
  ) {}

  send(report: UsageReport, endpoint?: string): void {
    const body = {
      operationType: report.operationType,
      adId: report.adId ?? '',
      planId: report.planId ?? '',
      groupId: report.groupId ?? '',
      // The page's address without the session, an SSO token or the supervision id.
      page: stripSecrets(report.page ?? this.env.page()),
      description: report.description ?? '',
      duration: report.duration === undefined ? '' : String(Math.round(report.duration)),
      fileType: report.fileType ?? '',
      userAgent: this.env.userAgent(),
    };
    const path = endpoint ?? this.env.endpoint ?? DEFAULT_COLLECT_ENDPOINT;
    this.request.call(path, body, { manual: true }).catch(() => undefined);
  }
}
