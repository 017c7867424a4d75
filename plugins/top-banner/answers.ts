import { action, makeObservable, observable } from 'mobx';
import { serviceRef, type RequestService } from '@portico/sdk';
import { parseBanners, type Banner } from './api';
import { BANNER_API } from './constants';

/**
 * The `banner/query` answer of the page shown. The page the portal opens on is asked at
 * activation — with the session's last step, before that page renders — so its strip can be
 * in place in the frame the page content first paints. An answer for that first page that comes
 * only after the page was shown (`ready`) is not shown on it: it would push the page the user is
 * looking at. Failures and other answers are no banner; nothing waits for an answer.
 */
export class BannerAnswers {
  /** The page id asked last, its banners (`null` while the call is under way) and when they came. */
  current: { readonly pageId: string; readonly banners: readonly Banner[] | null; readonly at: number } | null = null;
  /** Whether the banner UI (the lazy chunk) is on screen: until then the place holds the strip's space. */
  uiShown = false;

  constructor(
    private readonly request: RequestService,
    private readonly lifecycle: { reached(phase: 'ready'): boolean },
  ) {
    makeObservable<BannerAnswers, 'settle'>(this, {
      current: observable,
      uiShown: observable,
      ask: action,
      settle: action,
      setUiShown: action,
    });
  }

  /**
   * Asks for the banners of `pageId` (none for a page without announcements), unless it is asked
   * already. `firstPage`: the page the portal opens on, asked before it renders — an answer that
   * comes after it was shown is held back.
   */
  ask(pageId: string | null, firstPage = false): void {
    if (pageId === null) {
      this.current = null;
      return;
    }
    if (this.current?.pageId === pageId) return;
    this.current = { pageId, banners: null, at: Date.now() };
    this.request.call<unknown>(BANNER_API.query, { pageId }, { silent: true }).then(
      (data) => this.settle(pageId, firstPage && this.lifecycle.reached('ready') ? [] : parseBanners(data)),
      () => this.settle(pageId, []),
    );
  }

  /** The banners answered for `pageId`, or `null` while none are (asked, elsewhere, held back). */
  bannersOf(pageId: string | null): readonly Banner[] | null {
    return pageId !== null && this.current?.pageId === pageId ? this.current.banners : null;
  }

  /** When the answer for `pageId` came (ms), for the play windows at that moment. */
  answeredAt(pageId: string | null): number {
    return this.current?.pageId === pageId ? this.current.at : 0;
  }

  setUiShown(shown: boolean): void {
    this.uiShown = shown;
  }

  private settle(pageId: string, banners: readonly Banner[]): void {
    if (this.current?.pageId === pageId) this.current = { pageId, banners, at: Date.now() };
  }
}

/** The plugin's {@link BannerAnswers}, provided by `activate`. */
export const bannerAnswersRef = serviceRef<BannerAnswers>('plugin.top-banner.answers');
