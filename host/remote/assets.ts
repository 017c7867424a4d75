// How a remote sub-app's entry and assets are fetched. qiankun and import-html-entry take a
// `fetch`; ours adds what they lack and the spec requires: the entry's HTTP status is checked
// (qiankun would make a 404 page the template and fail later with "You need to export lifecycle
// functions"), an entry that is the shell's own page is `loaded twice`, and every request carries
// the `origin-when-cross-origin` referrer policy (spec §7). Each address is judged by the portal's
// URL policy first (issue 35): what it refuses is never fetched.
import type { UrlPlace } from '@portico/core';
import { SubAppError, loadedTwiceError, scriptRefusedError, statusError } from './errors';

/** `<meta name="portico-shell">` in host/index.html: the mark of the shell's own page. */
export const SHELL_MARKER = 'name="portico-shell"';

/** Spec §2.1: the common script of all sub-apps, loaded once into the page, never per sub-app. */
export const COMMON_SCRIPT_PATH = '/markets/microfrontends/static/js/common.js';

/** Spec §2.1: map-service and captcha scripts are never prefetched. */
export const PREFETCH_EXCLUDED =
  /(?:^|[/.?&=_-])(?:a|b|q)?maps?(?:api)?(?:[/.?&=_-]|$)|api\.map\.|webapi\.amap|captcha|geetest/i;

/** The entry URL with the spec's timestamp query (a fresh entry page per load; assets keep their URLs). */
export function entryUrl(entry: string, now: number): string {
  return `${entry}${entry.includes('?') ? '&' : '?'}t=${now}`;
}

const isHtml = (url: string, res: Response) =>
  (res.headers.get('content-type') ?? '').includes('html') || /\.html?(?:[?#]|$)/.test(url);

/** The address without the entry's `t=` timestamp: what a prefetched entry page is kept under. */
const withoutTimestamp = (url: string) =>
  url.replace(/([?&])t=\d+(&|$)/, (_, lead: string, tail: string) => (tail ? lead : '')).replace(/[?&]$/, '');

/**
 * Entry pages a prefetch fetched, by address without the timestamp. Each load asks for its entry
 * with a new `t=`, so import-html-entry's own cache (by full address) never serves a prefetched
 * page; the first load after the prefetch takes it from here instead, once.
 */
const prefetchedEntries = new Map<string, string>();
/** Entry addresses (without `t=`) a load has asked for: a prefetch after that keeps nothing (a retry must fetch anew). */
const loadedEntries = new Set<string>();

/**
 * A `fetch` for qiankun / import-html-entry that fails with the spec's errors. With `place` (the
 * URL policy's `scriptPlace`) an address it refuses fails unsent; with `keepEntries` (the prefetch)
 * the entry pages it fetched are kept for the first load that asks for them; with `signal` (a
 * load's time limit) every request it sends is aborted with it.
 */
export function checkedFetch(
  base: typeof fetch = fetch,
  options: { keepEntries?: boolean; signal?: AbortSignal; place?: (url: string) => UrlPlace | null } = {},
): (input: RequestInfo | URL, init?: RequestInit) => Promise<Response> {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (options.place && !options.place(new URL(url, location.href).href)) throw scriptRefusedError(url);
    const key = withoutTimestamp(url);
    if (!options.keepEntries) loadedEntries.add(key);
    const kept = options.keepEntries ? undefined : prefetchedEntries.get(key);
    if (kept !== undefined) {
      prefetchedEntries.delete(key);
      return new Response(kept, { status: 200, headers: { 'content-type': 'text/html' } });
    }
    const signal =
      options.signal && init?.signal
        ? AbortSignal.any([options.signal, init.signal])
        : (options.signal ?? init?.signal);
    const res = await base(input, {
      ...init,
      ...(signal ? { signal } : {}),
      referrerPolicy: 'origin-when-cross-origin',
    });
    if (res.status >= 400) throw statusError(res.status, url);
    if (!isHtml(url, res)) return res;
    const text = await res.text();
    if (text.includes(SHELL_MARKER)) throw loadedTwiceError(url);
    if (options.keepEntries && !loadedEntries.has(key)) prefetchedEntries.set(key, text);
    return new Response(text, { status: res.status, headers: res.headers });
  };
}

const SCRIPT_TAG = /<script\b([^>]*)>\s*<\/script>/gi;
const SRC = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const MODULE = /\btype\s*=\s*["']?module["']?/i;

/** What {@link prepareTemplate} took out of an entry page. */
export interface PreparedTemplate {
  readonly html: string;
  /** The common script's URL, if the page names it (loaded once by {@link loadCommonScriptOnce}). */
  readonly common: string | null;
  /** `<script type="module" src>` addresses (singleSPA mode imports them natively). */
  readonly modules: string[];
}

/** The path of `src` as the entry page at `base` resolves it, or null when it is no address. */
function pathOf(src: string, base: string): string | null {
  try {
    return new URL(src, base).pathname;
  } catch {
    return null;
  }
}

/**
 * Takes the common script out of an entry page (it is loaded once into the page, not per
 * sub-app) and, when asked, the module scripts (import-html-entry would evaluate their text as a
 * classic script, which an ES module is not). `drop` removes more scripts (prefetch: map, captcha).
 * The common script is found by its path as the entry page at `base` resolves it, on whatever host
 * and however written (`//host/…`, `../…`), so one on a wrong host is refused, never run as a
 * sub-app script (see {@link commonScriptUrl}).
 */
export function prepareTemplate(
  html: string,
  options: { takeModules?: boolean; drop?: (src: string) => boolean; base?: string } = {},
): PreparedTemplate {
  const base = options.base ?? location.href;
  let common: string | null = null;
  const modules: string[] = [];
  const out = html.replace(SCRIPT_TAG, (tag, attrs: string) => {
    const m = SRC.exec(attrs);
    const src = m ? (m[1] ?? m[2] ?? m[3] ?? '') : '';
    if (!src) return tag;
    if (pathOf(src, base) === COMMON_SCRIPT_PATH) {
      common ??= src;
      return `<!-- common script ${src} loaded once by the shell -->`;
    }
    if (options.drop?.(src)) return `<!-- ${src} not prefetched -->`;
    if (options.takeModules && MODULE.test(attrs)) {
      modules.push(src);
      return `<!-- module script ${src} imported by the shell -->`;
    }
    return tag;
  });
  return { html: out, common, modules };
}

/**
 * The common script's address as the entry page at `entry` names it, if it is on the portal's own
 * origin (`pageOrigin`); else a refusal (issue 35). It runs in the top window, outside any sandbox,
 * for every sub-app: an allowed host is not enough.
 */
export function commonScriptUrl(src: string, entry: string, pageOrigin: string): string {
  const url = new URL(src, new URL(entry, location.href));
  if (url.origin !== pageOrigin)
    throw scriptRefusedError(url.href, `the common script runs only from the portal's origin (${pageOrigin})`);
  return url.href;
}

const commonScripts = new Map<string, Promise<void>>();

/**
 * Loads the common script into the page once (spec §2.1), whatever its hash query: the first
 * sub-app that names it loads it; the others wait for the same load. A failed load may be retried.
 */
export function loadCommonScriptOnce(src: string, doc: Document = document): Promise<void> {
  const key = src.split('?')[0];
  let loading = commonScripts.get(key);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = doc.createElement('script');
      script.src = src;
      script.dataset.portalCommon = '';
      script.onload = () => resolve();
      script.onerror = () => {
        commonScripts.delete(key);
        script.remove();
        reject(new SubAppError(`the common script ${src} failed to load`, 'network', src));
      };
      doc.head.append(script);
    });
    commonScripts.set(key, loading);
  }
  return loading;
}
