import type { NavigationService } from '../services/navigation';
import type { NotifierService } from '../services/notifier';
import type { UrlPlace } from '../services/url-policy';
import { logWithHint } from '../diagnostics/codes';
import { SIZE_LIMITS } from '../size-limits';
import { TIME_LIMITS } from '../time-limits';
import { encodeMain, toSearchParams } from './encode';
import { isUnfollowedRedirect, redirectModeFor } from './redirects';
import { capPage, pageSizeOf } from './page-limit';
import { AnswerTooLargeError, readLimitedText } from './read-body';
import { REQUEST_MESSAGES, SUCCESS_CODES } from './messages';
import {
  ApiError,
  type CallRecord,
  type RequestOptions,
  type RequestParams,
  type RequestService,
} from './request-service';

/** Where the wrapper reads the session token and the supervised-access id. */
export interface RequestContext {
  /** Value of the `adstk` cookie, sent as header `tk`. */
  token(): string | null;
  /** `multiAccessId` of the URL or session, sent as header `multiAccessId`. */
  multiAccessId(): string | null;
  /**
   * Where a call may go (`requestPlace` of the portal's URL policy): `own` (the page's or the API's
   * origin) carries `tk` and `multiAccessId`, `allowed` goes without them, null is refused unsent.
   */
  place(url: string): UrlPlace | null;
  /** Saves a downloaded file. */
  saveFile(blob: Blob, fileName: string): void;
  now(): number;
  /**
   * A paged call answered more items than the page it asked for (a contract breach; the extra
   * items were dropped). Called once per call path.
   */
  pageOverflow?(path: string, received: number, pageSize: number): void;
}

/** Reads a cookie from `document.cookie`-style text; a value that is not valid percent-encoding is no value. */
export function readCookie(cookieText: string, name: string): string | null {
  for (const part of cookieText.split(';')) {
    const [k, ...rest] = part.trim().split('=');
    if (k !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      // `adstk=dev-owner%zz`: no session rather than an uncaught URIError (index.html reads it alike).
      return null;
    }
  }
  return null;
}

interface Envelope {
  code?: unknown;
  msg?: unknown;
  message?: unknown;
  data?: unknown;
}

const DEFAULT_TIMEOUT_MS = TIME_LIMITS.requestMs;

/**
 * The spec §7 wrappers over `fetch`, with the §8 handling of codes: 0/129012 succeed; 405
 * blocks the page; 401 shows 权限错误; 403/409 go to login; 404 and unknown failures show
 * 网络错误，请稍后再试 unless silenced. Malformed answers never throw anything but ApiError.
 */
export class DefaultRequestService implements RequestService {
  private readonly cache = new Map<string, Promise<unknown>>();
  private readonly listeners = new Set<(r: CallRecord) => void>();
  private readonly overflowed = new Set<string>();

  constructor(
    private readonly notifier: NotifierService,
    private readonly navigation: NavigationService,
    private readonly ctx: RequestContext,
    private readonly fetchImpl: typeof fetch = (...a) => fetch(...a),
  ) {}

  observe(listener: (record: CallRecord) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  call<T>(path: string, params: RequestParams = {}, options: RequestOptions = {}): Promise<T> {
    const mode = options.mode ?? 'form';
    const key = options.cache ? `${mode} ${path} ${JSON.stringify(params)}` : null;
    if (key && this.cache.has(key)) return this.cache.get(key) as Promise<T>;
    const { method, url, body, contentType } = encodeMain(path, params, mode);
    const promise = this.send<T>(method, url, body, contentType, options).then((d) => this.toPage(path, params, d));
    if (key) {
      this.cache.set(key, promise);
      promise.catch(() => this.cache.delete(key));
    }
    return promise;
  }

  get<T>(path: string, params: RequestParams = {}, options: RequestOptions = {}): Promise<T> {
    return this.generic<T>('GET', path, params, options);
  }

  delete<T>(path: string, params: RequestParams = {}, options: RequestOptions = {}): Promise<T> {
    return this.generic<T>('DELETE', path, params, options);
  }

  post<T>(path: string, params: RequestParams = {}, options: RequestOptions = {}): Promise<T> {
    return this.generic<T>('POST', path, params, options);
  }

  put<T>(path: string, params: RequestParams = {}, options: RequestOptions = {}): Promise<T> {
    return this.generic<T>('PUT', path, params, options);
  }

  private generic<T>(method: string, path: string, params: RequestParams, options: RequestOptions): Promise<T> {
    const data = { ...params, _t: this.ctx.now() };
    const key = options.cache ? `${method} ${path} ${JSON.stringify(params)}` : null;
    if (key && this.cache.has(key)) return this.cache.get(key) as Promise<T>;
    let promise: Promise<T>;
    if (method === 'GET' || method === 'DELETE') {
      const q = toSearchParams(data, true).toString();
      promise = this.send<T>(method, `${path}${path.includes('?') ? '&' : '?'}${q}`, undefined, undefined, options);
    } else {
      promise = this.send<T>(method, path, JSON.stringify(data), 'application/json;charset=UTF-8', options);
    }
    promise = promise.then((d) => this.toPage(path, params, d));
    if (key) {
      this.cache.set(key, promise);
      promise.catch(() => this.cache.delete(key));
    }
    return promise;
  }

  /** A paged call's answer cut to the page it asked for; the breach told once per path. */
  private toPage<T>(path: string, params: RequestParams, data: T): T {
    const pageSize = pageSizeOf(params);
    if (pageSize === null) return data;
    const page = capPage(data, pageSize);
    if (page.received > pageSize && !this.overflowed.has(path)) {
      this.overflowed.add(path);
      this.ctx.pageOverflow?.(path, page.received, pageSize);
    }
    return page.data as T;
  }

  /** The headers of a call; the session's only for the portal's own origin and the API's (token scope). */
  private headers(contentType: string | undefined, place: UrlPlace): Headers {
    const h = new Headers();
    if (contentType) h.set('Content-Type', contentType);
    if (place !== 'own') return h;
    const tk = this.ctx.token();
    if (tk) h.set('tk', tk);
    const multi = this.ctx.multiAccessId();
    if (multi) h.set('multiAccessId', multi);
    return h;
  }

  private async send<T>(
    method: string,
    url: string,
    body: BodyInit | undefined,
    contentType: string | undefined,
    options: RequestOptions,
  ): Promise<T> {
    const place = this.ctx.place(url);
    if (!place) return this.refuse(url, options);
    const started = this.ctx.now();
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        method,
        body,
        headers: this.headers(contentType, place),
        credentials: 'same-origin',
        redirect: redirectModeFor(place),
        signal,
      });
    } catch (err) {
      clearTimeout(timer);
      const timedOut = timeout.signal.aborted;
      const text = timedOut
        ? REQUEST_MESSAGES.timeout
        : err instanceof Error && err.message
          ? `${REQUEST_MESSAGES.network}（${err.message}）`
          : REQUEST_MESSAGES.network;
      this.record({
        url,
        method,
        status: 0,
        code: null,
        durationMs: this.ctx.now() - started,
        ok: false,
        text: String(err),
      });
      if (options.signal?.aborted) throw new ApiError('aborted', 'network', null, url);
      // Spec §8: a network failure is an error toast with the message.
      if (!options.manual && !options.silent) this.notifier.error(text);
      throw new ApiError(text, timedOut ? 'timeout' : 'network', null, url);
    }
    clearTimeout(timer);
    if (place === 'own' && isUnfollowedRedirect(response)) {
      const durationMs = this.ctx.now() - started;
      const text = `PORTICO_E_REQUEST_REDIRECTED (status ${response.status})`;
      this.record({ url, method, status: response.status, code: null, durationMs, ok: false, text });
      return this.redirected(url, response.status, options);
    }

    if (options.mode === 'download' && response.ok && !(response.headers.get('content-type') ?? '').includes('json')) {
      // Only a download needs this code (reading with progress, the file's name): it loads then.
      const received = await import('./download')
        .then((m) => m.receiveDownload(response, options.onProgress))
        .catch(() => null);
      const blob = received?.blob ?? null;
      if (options.signal?.aborted) throw new ApiError('aborted', 'network', null, url);
      this.record({
        url,
        method,
        status: response.status,
        code: null,
        durationMs: this.ctx.now() - started,
        ok: !!blob,
        text: '',
      });
      if (!blob) return this.fail(REQUEST_MESSAGES.exportFailed, 'parse', null, url, response.status, options);
      this.ctx.saveFile(blob, options.fileName ?? received?.name ?? 'export');
      return undefined as T;
    }

    let text = '';
    try {
      text = await readLimitedText(response, SIZE_LIMITS.answerBytes);
    } catch (err) {
      if (err instanceof AnswerTooLargeError) {
        const durationMs = this.ctx.now() - started;
        this.record({ url, method, status: response.status, code: null, durationMs, ok: false, text: err.message });
        return this.tooLarge(url, err, response.status, options);
      }
      // A body that broke off is an empty answer: the envelope checks below say so.
    }
    let envelope: Envelope | null = null;
    try {
      const parsed: unknown = text ? JSON.parse(text) : null;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) envelope = parsed as Envelope;
    } catch {
      envelope = null;
    }
    const code =
      typeof envelope?.code === 'number'
        ? envelope.code
        : envelope && typeof envelope.code === 'string' && /^-?\d+$/.test(envelope.code)
          ? Number(envelope.code)
          : null;
    const ok = response.ok && code !== null && SUCCESS_CODES.has(code);
    this.record({ url, method, status: response.status, code, durationMs: this.ctx.now() - started, ok, text });
    if (ok) return envelope!.data as T;

    const serverText =
      typeof envelope?.msg === 'string' && envelope.msg
        ? envelope.msg
        : typeof envelope?.message === 'string' && envelope.message
          ? envelope.message
          : '';
    const effective = code ?? (response.ok ? null : response.status);
    if (options.mode === 'download')
      return this.fail(REQUEST_MESSAGES.exportFailed, 'business', effective, url, response.status, options);
    const kind = code !== null ? 'business' : envelope === null && response.ok ? 'parse' : 'http';
    return this.fail(serverText, kind, effective, url, response.status, options);
  }

  /** A call outside the token scope and the allowed hosts: nothing is sent. */
  private refuse(url: string, options: RequestOptions): never {
    let host = url;
    try {
      host = new URL(url, 'https://portal.invalid').host || url;
    } catch {
      // Not even an address: name it as written.
    }
    const message = REQUEST_MESSAGES.refused(host);
    logWithHint(
      'PORTICO_E_REQUEST_REFUSED',
      console,
      `[portico] PORTICO_E_REQUEST_REFUSED: a call to ${url} was refused`,
    );
    if (!options.manual && !options.silent) this.notifier.error(message);
    throw new ApiError(message, 'refused', null, url);
  }

  /** An answer over SIZE_LIMITS.answerBytes: refused unparsed, said in Chinese, the code on the console. */
  private tooLarge(url: string, err: AnswerTooLargeError, status: number, options: RequestOptions): never {
    logWithHint(
      'PORTICO_E_ANSWER_TOO_LARGE',
      console,
      `[portico] PORTICO_E_ANSWER_TOO_LARGE: the answer to ${url} was refused unparsed (${err.message})`,
    );
    const message =
      options.mode === 'download' ? REQUEST_MESSAGES.exportFailed : REQUEST_MESSAGES.tooLarge(err.limit / 1024 / 1024);
    if (!options.manual && !options.silent) this.notifier.error(message);
    throw new ApiError(message, 'parse', null, url, status);
  }

  /** A session call answered with a redirect (see redirects.ts): not followed, said as a network error. */
  private redirected(url: string, status: number, options: RequestOptions): never {
    logWithHint(
      'PORTICO_E_REQUEST_REDIRECTED',
      console,
      `[portico] PORTICO_E_REQUEST_REDIRECTED: the answer to ${url} was a redirect (status ${status || 'opaque'}), which a call with the session does not follow`,
    );
    const message = options.mode === 'download' ? REQUEST_MESSAGES.exportFailed : REQUEST_MESSAGES.network;
    if (!options.manual && !options.silent) this.notifier.error(message);
    throw new ApiError(message, 'redirect', null, url, status);
  }

  private fail(
    serverText: string,
    kind: ApiError['kind'],
    code: number | null,
    url: string,
    status: number,
    options: RequestOptions,
  ): never {
    let message: string;
    switch (code) {
      case 405:
        message = serverText || REQUEST_MESSAGES.rateLimited;
        if (!options.manual) this.notifier.block(message);
        break;
      case 401:
        message = serverText || REQUEST_MESSAGES.forbidden;
        if (!options.manual && !options.silent) this.notifier.error(message);
        break;
      case 403:
      case 409:
        message = serverText || REQUEST_MESSAGES.forbidden;
        // A redirect the navigation service refuses (the login page just sent the user back) is said instead.
        if (!options.manual && !this.navigation.redirectToLogin() && !options.silent) this.notifier.error(message);
        break;
      case 404:
        message = REQUEST_MESSAGES.network;
        if (!options.manual && !options.silent) this.notifier.error(message);
        break;
      default:
        message = serverText || REQUEST_MESSAGES.network;
        if (!options.manual && !options.silent) this.notifier.error(message);
    }
    throw new ApiError(message, kind, code, url, status);
  }

  private record(r: CallRecord) {
    for (const l of this.listeners) {
      try {
        l(r);
      } catch {
        // A listener's failure must not break the call.
      }
    }
  }
}
