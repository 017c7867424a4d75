import { serviceRef } from '../di';
import type { StorageLike } from '../storage/storage-service';
import { TIME_LIMITS } from '../time-limits';

/** Path of the login page (spec §2.2). */
export const LOGIN_PATH = '/market/login/index.html';

/**
 * Session-storage key of the last automatic login redirect: `{ at, path }`, its time in ms and the
 * page it left. Outside the per-owner key scheme on purpose: it is written before the user is
 * known and read after the login page sent the user back, possibly as someone else.
 */
export const LOGIN_REDIRECT_KEY = 'portico:login-redirect';

/** Home of the supervising agency or agency operator (spec §2.2, §2.3: 返回代理商). */
export const AGENCY_HOME_PATH = '/markets/manage/agency/home';

/** Where the browser goes; replaced by a recorder in tests. */
export interface BrowserLocation {
  readonly href: string;
  readonly origin: string;
  assign(url: string): void;
  open(url: string, target: string): void;
}

/** Login redirect, back-to-agency and safe external links. */
export interface NavigationService {
  /** Sends the user to the login page with `redirect=<current>` (the user asked: logout, 重新登录). */
  toLogin(): void;
  /**
   * The automatic login redirect (no session, code 403 or 409, spec §8): like {@link toLogin},
   * unless the login page sent the user straight back — this very page redirected to it a moment
   * ago — then it stays (a redirect would loop) and returns false. True when the page is leaving
   * for the login page (a second call on the same page does nothing more).
   */
  redirectToLogin(): boolean;
  /** Login URL for a given return path. */
  loginUrl(redirect: string): string;
  /** True for same-origin paths and http(s) URLs on allowed hosts; never `javascript:` and friends. */
  isSafeUrl(url: string): boolean;
  /** Opens a server- or query-supplied link if safe; returns false (and opens nothing) otherwise. */
  open(url: string, target?: '_self' | '_blank'): boolean;
  /**
   * Ends supervised access: goes to the supervising agency's home without `multiAccessId`, so
   * the session is the agency's own again (spec §2.2, §2.3).
   */
  backToAgency(): void;
}

/** Service ref of {@link NavigationService}. */
export const navigationRef = serviceRef<NavigationService>('core.navigation');

/** Default implementation over `window.location`. */
export class DefaultNavigationService implements NavigationService {
  private readonly allowedHosts: ReadonlySet<string>;
  private leaving = false;

  constructor(
    private readonly location: BrowserLocation,
    allowedHosts: readonly string[] = [],
    /** Where the time of the last automatic login redirect is kept (session storage); none: no loop guard. */
    private readonly marker: StorageLike | null = null,
    private readonly now: () => number = Date.now,
  ) {
    this.allowedHosts = new Set(allowedHosts.map((h) => h.toLowerCase()));
  }

  loginUrl(redirect: string): string {
    return `${LOGIN_PATH}?redirect=${encodeURIComponent(redirect)}`;
  }

  toLogin(): void {
    this.location.assign(this.loginUrl(this.here()));
  }

  redirectToLogin(): boolean {
    if (this.leaving) return true;
    const now = this.now();
    const here = this.here();
    const last = this.lastRedirect();
    const age = now - Number(last?.at);
    // Only the page that went to log in, back within the window, is a loop (another page is a new visit).
    if (last?.path === here && age >= 0 && age < TIME_LIMITS.loginLoopWindowMs) return false;
    try {
      this.marker?.setItem(LOGIN_REDIRECT_KEY, JSON.stringify({ at: now, path: here }));
    } catch {
      // Storage refused: the redirect still happens.
    }
    this.leaving = true;
    this.toLogin();
    return true;
  }

  /** The last automatic redirect's mark, or null (none, unreadable, or storage refused: no guard). */
  private lastRedirect(): { readonly at?: unknown; readonly path?: unknown } | null {
    try {
      const mark: unknown = JSON.parse(this.marker?.getItem(LOGIN_REDIRECT_KEY) ?? 'null');
      return mark && typeof mark === 'object' ? mark : null;
    } catch {
      return null;
    }
  }

  /** The current page as a redirect target: path, query and hash. */
  private here(): string {
    const url = new URL(this.location.href);
    return url.pathname + url.search + url.hash;
  }

  isSafeUrl(url: string): boolean {
    const text = url.trim();
    if (!text) return false;
    let parsed: URL;
    try {
      // A path resolves against the page, so `/\evil.com` or `/<tab>/evil.com` (browsers drop
      // tabs and newlines) shows up as the other host it really is.
      parsed = text.startsWith('/') ? new URL(text, this.location.origin) : new URL(text);
    } catch {
      return false;
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
    if (parsed.origin === this.location.origin) return true;
    return !text.startsWith('/') && this.allowedHosts.has(parsed.hostname);
  }

  open(url: string, target: '_self' | '_blank' = '_self'): boolean {
    if (!this.isSafeUrl(url)) return false;
    if (target === '_blank') this.location.open(url, '_blank');
    else this.location.assign(url);
    return true;
  }

  backToAgency(): void {
    this.location.assign(AGENCY_HOME_PATH);
  }
}
