import { serviceRef } from '../di';
import { createUrlPolicy, imagePlace, serverLinkPlace, type UrlPolicy } from './url-policy';

/** Path of the login page (spec §2.2). */
export const LOGIN_PATH = '/market/login/index.html';

/** Home of the supervising agency or agency operator (spec §2.2, §2.3: 返回代理商). */
export const AGENCY_HOME_PATH = '/markets/manage/agency/home';

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
  /** Sends the user to the login page with `redirect=<current>`. */
  toLogin(): void;
  /** Login URL for a given return path. */
  loginUrl(redirect: string): string;
  /** True for same-origin paths and http(s) URLs on allowed hosts; never `javascript:` and friends. */
  isSafeUrl(url: string): boolean;
  /**
   * True for a link server content may hold (banner, popup, message and help HTML, a popup's
   * jump address): a portal page (`/markets/…`) or an allowed host over https.
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

/** What else the navigation service reads from the portal. */
export interface NavigationOptions {
  /** Config `apiOrigin` ('' or absent: the page's own). */
  readonly apiOrigin?: string;
  /** The `multiAccessId` of a supervised session, or null. */
  supervision?(): string | null;
}

/** Default implementation over `window.location`. */
export class DefaultNavigationService implements NavigationService {
  private readonly allowedHosts: ReadonlySet<string>;
  private readonly policy: UrlPolicy;

  constructor(
    private readonly location: BrowserLocation,
    allowedHosts: readonly string[] = [],
    private readonly options: NavigationOptions = {},
  ) {
    this.allowedHosts = new Set(allowedHosts.map((h) => h.toLowerCase()));
    this.policy = createUrlPolicy(location.origin, options.apiOrigin, allowedHosts);
  }

  loginUrl(redirect: string): string {
    return `${LOGIN_PATH}?redirect=${encodeURIComponent(this.keepSupervision(redirect))}`;
  }

  toLogin(): void {
    const here = new URL(this.location.href);
    this.location.assign(this.loginUrl(here.pathname + here.search + here.hash));
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
    const kept = this.keepSupervision(url.trim());
    if (target === '_blank') this.location.open(kept, '_blank');
    else this.location.assign(kept);
    return true;
  }

  backToAgency(): void {
    this.location.assign(AGENCY_HOME_PATH);
  }
}
