import { serviceRef } from '../di';

/** How the main wrapper encodes a call (spec §7). `form` (POST form-encoded) is the default. */
export type RequestMode = 'form' | 'json' | 'get' | 'upload' | 'download' | 'query';

/** Per-call options. */
export interface RequestOptions {
  readonly mode?: RequestMode;
  /** Show no automatic message for failures (the call still rejects). */
  readonly silent?: boolean;
  /** No automatic error handling at all: no message, no redirect, no blocking page. */
  readonly manual?: boolean;
  /** Cache the answer by URL and parameters for the page's lifetime. */
  readonly cache?: boolean;
  /** File name for `download`. */
  readonly fileName?: string;
  /**
   * Cancels the call. An aborted call rejects with an `ApiError` whose message is `aborted` and
   * shows nothing; for `download` this holds while the file's body is still arriving too.
   */
  readonly signal?: AbortSignal;
  /**
   * `download` only: called as the file's body arrives, with the bytes so far and the size the
   * server announced (`Content-Length`), or null when it announced none.
   */
  readonly onProgress?: (loaded: number, total: number | null) => void;
  /** Default 30 s. */
  readonly timeoutMs?: number;
}

/** Parameters of a call; `upload` also accepts Blob/File values. */
export type RequestParams = Readonly<Record<string, unknown>>;

/**
 * Why a call failed. `business` = a non-success envelope code; `refused` = the address is outside
 * the portal, its API and the allowed hosts, so nothing was sent; `redirect` = a call to the
 * portal or its API was answered with a redirect, which a call carrying the session never follows.
 */
export type ApiErrorKind = 'business' | 'http' | 'network' | 'parse' | 'timeout' | 'refused' | 'redirect';

/** A failed call. `message` is the Chinese text shown (or that would have been shown) to the user. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly code: number | null,
    readonly url: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** What every call reports when it ends (the reporter listens). */
export interface CallRecord {
  readonly url: string;
  readonly method: string;
  readonly status: number;
  readonly code: number | null;
  readonly durationMs: number;
  readonly ok: boolean;
  /** Response text, for error reports. */
  readonly text: string;
}

/** The two request wrappers of spec §7. */
export interface RequestService {
  /** Main wrapper: POST form-encoded by default; resolves the envelope's `data`. */
  call<T>(path: string, params?: RequestParams, options?: RequestOptions): Promise<T>;
  /** Generic wrapper: adds `_t`; params in the query string (strings and numbers). */
  get<T>(path: string, params?: RequestParams, options?: RequestOptions): Promise<T>;
  /** Generic wrapper: adds `_t`; params in the query string (strings and numbers). */
  delete<T>(path: string, params?: RequestParams, options?: RequestOptions): Promise<T>;
  /** Generic wrapper: adds `_t`; params as JSON body. */
  post<T>(path: string, params?: RequestParams, options?: RequestOptions): Promise<T>;
  /** Generic wrapper: adds `_t`; params as JSON body. */
  put<T>(path: string, params?: RequestParams, options?: RequestOptions): Promise<T>;
  /** Listens to every finished call; returns a disposer. */
  observe(listener: (record: CallRecord) => void): () => void;
}

/** Service ref of {@link RequestService}. */
export const requestRef = serviceRef<RequestService>('core.request');
