import { serviceRef } from '../di';
import type { StorageLike } from '../storage/storage-service';
import { TIME_LIMITS } from '../time-limits';
import { createUrlPolicy, imagePlace, serverLinkPlace, type UrlPolicy } from './url-policy';

/** Path of the login page (spec §2.2). */
export const LOGIN_PATH = '/market/login/index.html';

/**
 * Session-storage key of the last automatic login redirect: `{ at, path }`, its time in ms and the
 * path of the page it left — the path only: a query may carry a token, and nothing secret is kept
 * at rest. Outside the per-owner key scheme on purpose: it is written before the user is
 * known and read after the login page sent the user back, possibly as someone else.
 */
export const LOGIN_REDIRECT_KEY = 'portico:login-redirect';

/** The query parameter that marks supervised access (spec §2.2). */
export const SUPERVISION_PARAM = 'multiAccessId';

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
  /**
   * True for an address the portal may send the user to — every address a server, the config or
   * a query gives (links in server HTML, a popup's jump address, a logout's `directUrl`, a tool's
   * link and its token, a preview): a page of the site (`/markets/…` and the spec's other pages)
   * or an allowed host over https, its port included. The one rule; there is no looser one.
   */
  isSafeServerLink(url: string): boolean;
  /** True for an image server content may load: the portal's or the API's origin, or an allowed host over https. */
  isSafeImage(url: string): boolean;
  /**
   * The address with the supervised session's `multiAccessId` when it leads to the portal's own
   * origin (the login page aside, whose `redirect=` carries it); unchanged outside supervised
   * access and for other hosts. Every portal navigation goes through it, so a reload or a new tab
   * stays supervised.
   */
  keepSupervision(url: string): string;
  /** Opens an address if {@link isSafeServerLink} accepts it; returns false (and opens nothing) otherwise. */
  open(url: string, target?: '_self' | '_blank'): boolean;
  /**
   * Ends supervised access (返回代理商, spec §2.2, §2.3): goes to `home`, the supervising agency's
   * home, without `multiAccessId`, so the session is the agency's own again. The page is the
   * manage plugin's (`manageRoutes.agencyHome.path` of `@portico/plugin/manage`); core builds no
   * plugin's path.
   */
  backToAgency(home: string): void;
}

/** Service ref of {@link NavigationService}. */
export const navigationRef = serviceRef<NavigationService>('core.navigation');

/** What else the navigation service reads from the portal. */
export interface NavigationOptions {
  /** Config `apiOrigin` ('' or absent: the page's own). */
  readonly apiOrigin?: string;
  /** The `multiAccessId` of a supervised session, or null. */
  supervision?(): string | null;
  /** Where the time of the last automatic login redirect is kept (session storage); none: no loop guard. */
  readonly marker?: StorageLike | null;
  /** The clock of the login-loop guard (default `Date.now`). */
  now?(): number;
}

/** Default implementation over `window.location`. */
export class DefaultNavigationService implements NavigationService {
  private readonly policy: UrlPolicy;
  private leaving = false;

  constructor(
    private readonly location: BrowserLocation,
    allowedHosts: readonly string[] = [],
    private readonly options: NavigationOptions = {},
  ) {
    this.policy = createUrlPolicy(location.origin, options.apiOrigin, allowedHosts);
  }

  loginUrl(redirect: string): string {
    return `${LOGIN_PATH}?redirect=${encodeURIComponent(this.keepSupervision(redirect))}`;
  }

  toLogin(): void {
    this.location.assign(this.loginUrl(this.here()));
  }

  redirectToLogin(): boolean {
    if (this.leaving) return true;
    const now = (this.options.now ?? Date.now)();
    const path = new URL(this.location.href).pathname;
    const last = this.lastRedirect();
    const age = now - Number(last?.at);
    // Only the page that went to log in, back within the window, is a loop (another page is a new visit).
    if (last?.path === path && age >= 0 && age < TIME_LIMITS.loginLoopWindowMs) return false;
    try {
      this.options.marker?.setItem(LOGIN_REDIRECT_KEY, JSON.stringify({ at: now, path }));
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
      const mark: unknown = JSON.parse(this.options.marker?.getItem(LOGIN_REDIRECT_KEY) ?? 'null');
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

  keepSupervision(url: string): string {
    const id = this.options.supervision?.() ?? null;
    // Only a path of this origin (not `//host` or `/\host`) or an absolute address of it.
    const path = /^\/(?![/\\])/.test(url);
    if (!id || (!path && !url.startsWith(`${this.location.origin}/`))) return url;
    let parsed: URL;
    try {
      parsed = new URL(url, this.location.origin);
    } catch {
      return url;
    }
    if (parsed.origin !== this.location.origin || parsed.pathname === LOGIN_PATH) return url;
    if (parsed.searchParams.get(SUPERVISION_PARAM) === id) return url;
    parsed.searchParams.set(SUPERVISION_PARAM, id);
    return path ? parsed.pathname + parsed.search + parsed.hash : parsed.href;
  }

  isSafeServerLink(url: string): boolean {
    return serverLinkPlace(this.policy, url) !== null;
  }

  isSafeImage(url: string): boolean {
    return imagePlace(this.policy, url) !== null;
  }

  open(url: string, target: '_self' | '_blank' = '_self'): boolean {
    if (!this.isSafeServerLink(url)) return false;
    const kept = this.keepSupervision(url.trim());
    if (target === '_blank') this.location.open(kept, '_blank');
    else this.location.assign(kept);
    return true;
  }

  backToAgency(home: string): void {
    this.location.assign(home);
  }
}
