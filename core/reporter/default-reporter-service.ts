import { ApiError, SUCCESS_CODES, type CallRecord, type RequestService } from '../request';
import { IGNORED_MESSAGES, isReportingHost, REPORT_LEVEL, REPORTER_LIMITS, UNUSUAL_TAG, UPLOAD_URL } from './constants';
import type {
  ErrorPosition,
  ReportInput,
  ReportRecord,
  ReporterConfig,
  ReporterGlobals,
  ReporterService,
} from './reporter-service';
import { stripSecrets, stripSecretsInText } from './strip-secrets';
import type { ReporterTransport } from './transport';

/** What the reporter reads from its surroundings. */
export interface ReporterContext {
  /** `portal.config.json` `reporter`; without it nothing is sent. */
  readonly config?: ReporterConfig;
  readonly transport: ReporterTransport;
  /** Current page URL (`from`; its host decides whether reporting is on). */
  href(): string;
  now(): number;
  /** The user id sent as `uin` (the session's ownerId), or null when logged out. */
  uin(): number | string | null;
  /** Default `Math.random`; decides sampling. */
  random?(): number;
  /**
   * The build that runs (sent as `build` with every report and console upload): the operator
   * symbolicates a report's stack with that build's hidden source maps (`npm run symbolicate`).
   */
  readonly buildId?: string;
}

type ConsoleMethod = 'log' | 'info' | 'warn' | 'error';
const CONSOLE_METHODS: readonly ConsoleMethod[] = ['log', 'info', 'warn', 'error'];

/** One line of the console buffer, as uploaded in the `log` field. */
interface ConsoleLine {
  readonly level: ConsoleMethod;
  readonly time: number;
  readonly msg: string;
}

const DAY_MS = 86_400_000;

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

function hostnameOf(href: string): string {
  try {
    return new URL(href).hostname;
  } catch {
    return '';
  }
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return headOf(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

const headOf = (error: Error) => `${error.name}: ${error.message}`;

/** The message of an error value: name, message and stack for Errors, text for the rest. */
function describeError(error: unknown): { head: string; msg: string } {
  if (!(error instanceof Error)) {
    const text = textOf(error);
    return { head: text, msg: text };
  }
  const head = headOf(error);
  const stack = error.stack ?? '';
  return { head, msg: !stack ? head : stack.startsWith(head) ? stack : `${head}\n${stack}` };
}

/** Default implementation (see {@link ReporterService}). */
export class DefaultReporterService implements ReporterService {
  readonly enabled: boolean;
  private queue: ReportRecord[] = [];
  private flushTimer: ReturnType<typeof setTimeout> | null = null;
  private consoleTimer: ReturnType<typeof setTimeout> | null = null;
  private consoleLines: ConsoleLine[] = [];
  private readonly seen = new Map<string, number>();
  private readonly offlineAllowed = new Map<string, Promise<boolean>>();
  /** When `/offlineAuto` allowed offline logging, per user: the expiry counts from there. */
  private readonly offlineGranted = new Map<string, number>();
  private readonly disposers: Array<() => void> = [];
  private sequence = 0;
  private disposed = false;

  constructor(private readonly ctx: ReporterContext) {
    const config = ctx.config;
    this.enabled = !!config && (config.force === true || isReportingHost(hostnameOf(ctx.href())));
  }

  report(input: ReportInput): boolean {
    return this.enqueue(input, input.msg);
  }

  error(error: unknown, position: ErrorPosition = {}): boolean {
    const { head, msg } = describeError(error);
    return this.enqueue({ ...position, msg, level: REPORT_LEVEL.ERROR, type: 'badjs' }, head);
  }

  log(...args: unknown[]): void {
    this.addConsoleLine('log', args);
  }

  loadTime(eventId: string, ms: number): boolean {
    const endpoint = this.ctx.config?.beaconEndpoint;
    if (!this.enabled || this.disposed || !endpoint) return false;
    if (!Number.isFinite(ms) || ms <= 0 || ms > REPORTER_LIMITS.maxLoadTimeMs) return false;
    if (!this.sampled()) return false;
    const params = this.baseParams();
    params.set('type', 'stats');
    params.set('eventId', eventId);
    params.set('value', String(Math.round(ms)));
    params.set('from', this.from());
    this.beacon(`${endpoint}${endpoint.includes('?') ? '&' : '?'}${params}`);
    return true;
  }

  flush(): void {
    if (this.flushTimer !== null) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    const records = this.queue;
    this.queue = [];
    const endpoint = this.ctx.config?.beaconEndpoint;
    if (!endpoint || !records.length) return;
    for (const url of this.beaconUrls(endpoint, records)) this.beacon(url);
  }

  /** Reports failed, business-error and slow calls of a request service (spec §8). */
  watch(request: Pick<RequestService, 'observe'>): () => void {
    if (!this.enabled) return () => undefined;
    return this.track(request.observe((record) => this.onCall(record)));
  }

  /** Listens to uncaught errors and unhandled rejections, and records the console. */
  listen(globals: ReporterGlobals): () => void {
    if (!this.enabled) return () => undefined;
    const onError = (event: Event) => {
      const e = event as ErrorEvent;
      // Failed resource loads (img, script) arrive as plain Events without a message.
      if (typeof e.message !== 'string' && !e.error) return;
      this.error(e.error ?? e.message, {
        target: e.filename || undefined,
        row: e.lineno || undefined,
        column: e.colno || undefined,
      });
    };
    const onRejection = (event: Event) => {
      const reason: unknown = (event as PromiseRejectionEvent).reason;
      // A failed call was reported from the call log already.
      if (reason instanceof ApiError) return;
      this.error(reason);
    };
    globals.addEventListener('error', onError);
    globals.addEventListener('unhandledrejection', onRejection);
    const disposers = [
      () => globals.removeEventListener('error', onError),
      () => globals.removeEventListener('unhandledrejection', onRejection),
    ];
    if (globals.console)
      disposers.push(this.recordConsole(globals.console as Record<ConsoleMethod, (...args: unknown[]) => void>));
    return this.track(() => disposers.forEach((d) => d()));
  }

  /** Sends what is queued, stops listening and restores the console. */
  dispose(): void {
    this.flush();
    if (this.consoleTimer !== null) clearTimeout(this.consoleTimer);
    this.consoleTimer = null;
    this.disposed = true;
    for (const d of this.disposers.splice(0)) d();
  }

  private track(dispose: () => void): () => void {
    let done = false;
    const once = () => {
      if (!done) {
        done = true;
        dispose();
      }
    };
    this.disposers.push(once);
    return once;
  }

  private sampled(): boolean {
    return (this.ctx.random ?? Math.random)() < REPORTER_LIMITS.sampleRate;
  }

  /** Filters (ignore list on `ignoreText`, repeat limit, sampling) and queues one record. */
  private enqueue(input: ReportInput, ignoreText: string): boolean {
    if (!this.enabled || this.disposed) return false;
    if (IGNORED_MESSAGES.some((pattern) => pattern.test(ignoreText))) return false;
    const max = REPORTER_LIMITS.maxMessageLength;
    // A message or stack may name an address with a token in it: only reportable keys leave.
    const msg = cut(stripSecretsInText(input.msg), max);
    const count = (this.seen.get(msg) ?? 0) + 1;
    if (count > REPORTER_LIMITS.repeatLimit) return false;
    this.seen.set(msg, count);
    if (!this.sampled()) return false;
    const record: ReportRecord = {
      ...input,
      msg,
      level: input.level ?? REPORT_LEVEL.ERROR,
      type: input.type ?? 'badjs',
      target: input.target === undefined ? undefined : cut(stripSecrets(input.target), max),
      from: this.from(),
      errorId: this.nextErrorId(),
    };
    this.queue.push(record);
    this.flushTimer ??= setTimeout(() => this.flush(), REPORTER_LIMITS.delayMs);
    if (record.level === REPORT_LEVEL.ERROR) this.scheduleConsoleUpload(record.errorId);
    return true;
  }

  private onCall(r: CallRecord) {
    const slow = r.durationMs > REPORTER_LIMITS.slowCallMs;
    const httpFailed = r.status === 0 || r.status >= 400;
    const businessFailed = !httpFailed && r.code !== null && !SUCCESS_CODES.has(r.code) && !UPLOAD_URL.test(r.url);
    if (!httpFailed && !businessFailed && !slow) return;
    const path = r.url.split('?')[0];
    if (!httpFailed && !businessFailed) {
      this.report({
        type: 'apiError',
        level: REPORT_LEVEL.INFO,
        msg: `${r.method} ${path} slow`,
        target: r.url,
        value: Math.round(r.durationMs),
        tag: UNUSUAL_TAG,
      });
      return;
    }
    const what = httpFailed ? `status ${r.status}` : `code ${r.code}`;
    const text = cut(r.text.trim(), REPORTER_LIMITS.responseTextLength);
    this.report({
      type: 'apiError',
      level: REPORT_LEVEL.ERROR,
      msg: `${r.method} ${path} ${what}${text ? `: ${text}` : ''}`,
      target: r.url,
      value: Math.round(r.durationMs),
      tag: slow ? UNUSUAL_TAG : undefined,
    });
  }

  /** The page's address for `from`: only reportable query keys (no credential or supervision id), cut to the limit. */
  private from(): string {
    return cut(stripSecrets(this.ctx.href()), REPORTER_LIMITS.maxMessageLength);
  }

  private nextErrorId(): string {
    this.sequence += 1;
    return `${this.ctx.now().toString(36)}-${this.sequence.toString(36)}-${Math.floor((this.ctx.random ?? Math.random)() * 0xffffff).toString(36)}`;
  }

  private baseParams(): URLSearchParams {
    const params = new URLSearchParams();
    params.set('id', this.ctx.config?.productId ?? '');
    params.set('appKey', this.ctx.config?.appKey ?? '');
    if (this.ctx.buildId) params.set('build', this.ctx.buildId);
    const uin = this.ctx.uin();
    if (uin !== null && uin !== '') params.set('uin', String(uin));
    return params;
  }

  /** badjs-style GET URLs (`msg[0]`, `level[0]` … `count`), split to stay under the URL limit. */
  private beaconUrls(endpoint: string, records: readonly ReportRecord[]): string[] {
    const separator = endpoint.includes('?') ? '&' : '?';
    const urlOf = (batch: readonly ReportRecord[]) => {
      const params = this.baseParams();
      batch.forEach((record, i) => {
        for (const [field, value] of Object.entries(record)) {
          if (value !== undefined && value !== null && value !== '') params.append(`${field}[${i}]`, String(value));
        }
      });
      params.set('count', String(batch.length));
      return `${endpoint}${separator}${params}`;
    };
    const urls: string[] = [];
    let batch: ReportRecord[] = [];
    for (const record of records) {
      if (batch.length && urlOf([...batch, record]).length > REPORTER_LIMITS.maxBeaconUrlLength) {
        urls.push(urlOf(batch));
        batch = [];
      }
      batch.push(record);
    }
    if (batch.length) urls.push(urlOf(batch));
    return urls;
  }

  private beacon(url: string) {
    try {
      this.ctx.transport.beacon(url);
    } catch {
      // Reporting must never break the page.
    }
  }

  private recordConsole(target: Record<ConsoleMethod, (...args: unknown[]) => void>): () => void {
    const restore: Array<() => void> = [];
    for (const method of CONSOLE_METHODS) {
      const original = target[method];
      const wrapper = (...args: unknown[]) => {
        this.addConsoleLine(method, args);
        original.apply(target, args);
      };
      target[method] = wrapper;
      restore.push(() => {
        // Someone wrapped it after us: leave their wrapper; ours stops recording once disposed.
        if (target[method] === wrapper) target[method] = original;
      });
    }
    return () => restore.forEach((r) => r());
  }

  private addConsoleLine(level: ConsoleMethod, args: readonly unknown[]) {
    if (!this.enabled || this.disposed || this.offlineExpired()) return;
    const msg = cut(stripSecretsInText(args.map(textOf).join(' ')), REPORTER_LIMITS.maxMessageLength);
    this.consoleLines.push({ level, time: this.ctx.now(), msg });
    if (this.consoleLines.length > REPORTER_LIMITS.consoleBufferSize)
      this.consoleLines.splice(0, this.consoleLines.length - REPORTER_LIMITS.consoleBufferSize);
  }

  /** The console upload follows an error, debounced: one upload for a burst of errors. */
  private scheduleConsoleUpload(errorId: string) {
    if (!this.ctx.config?.consoleEndpoint || this.offlineExpired()) return;
    if (this.consoleTimer !== null) clearTimeout(this.consoleTimer);
    this.consoleTimer = setTimeout(() => {
      this.consoleTimer = null;
      void this.uploadConsole(errorId);
    }, REPORTER_LIMITS.consoleDebounceMs);
  }

  private async uploadConsole(errorId: string) {
    const config = this.ctx.config;
    if (!config?.consoleEndpoint || !this.consoleLines.length) return;
    if (!(await this.offlineAuto()) || this.offlineExpired()) return;
    const lines = this.consoleLines;
    this.consoleLines = [];
    const body = new URLSearchParams({
      log: JSON.stringify(lines),
      id: config.productId ?? '',
      appKey: config.appKey ?? '',
      type: 'console',
      errorId,
    });
    if (this.ctx.buildId) body.set('build', this.ctx.buildId);
    await this.ctx.transport.postForm(config.consoleEndpoint, body).catch(() => undefined);
  }

  /**
   * Whether the current user's offline logging has passed its expiry (spec §9): from then on its
   * console lines are dropped and none is kept or uploaded again on this page. The switch is not
   * asked again, so an allowance never lasts longer than the configured days.
   */
  private offlineExpired(): boolean {
    const granted = this.offlineGranted.get(String(this.ctx.uin() ?? ''));
    if (granted === undefined) return false;
    const days = this.ctx.config?.offlineLogExpiryDays ?? REPORTER_LIMITS.offlineLogExpiryDays;
    if (this.ctx.now() - granted < days * DAY_MS) return false;
    this.consoleLines = [];
    return true;
  }

  /** Asks `/offlineAuto` once per user whether console logs may be uploaded (`{ code: 0, auto }`). */
  private offlineAuto(): Promise<boolean> {
    const endpoint = this.ctx.config?.offlineEndpoint;
    if (!endpoint) return Promise.resolve(false);
    const uin = String(this.ctx.uin() ?? '');
    let answer = this.offlineAllowed.get(uin);
    if (!answer) {
      const params = new URLSearchParams({ id: this.ctx.config?.productId ?? '', uin });
      answer = this.ctx.transport
        .getJson(`${endpoint}${endpoint.includes('?') ? '&' : '?'}${params}`)
        .then((data) => {
          const d = data as { code?: unknown; auto?: unknown } | null;
          const auto =
            !!d && Number(d.code) === 0 && (d.auto === true || d.auto === 1 || d.auto === '1' || d.auto === 'true');
          if (auto) this.offlineGranted.set(uin, this.ctx.now());
          return auto;
        })
        .catch(() => {
          // Unanswered: ask again after the next error.
          this.offlineAllowed.delete(uin);
          return false;
        });
      this.offlineAllowed.set(uin, answer);
    }
    return answer;
  }
}
