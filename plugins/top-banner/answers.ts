import { action, makeObservable, observable } from 'mobx';
import { serviceRef, type RequestService } from '@portico/sdk';
import { parseBanners, type Banner } from './api';
import { BANNER_API } from './constants';

/**
 * The `banner/query` answer of the page shown. The page the portal opens on is asked at
 * activation (its call started beside the session in index.html), so its strip can be in place
 * in the commit that first shows the page. An answer for that first page that is not in by then
 * is held back (not shown on it): it would push the page the user is looking at. Failures and
 * other answers are no banner; nothing waits for an answer.
 */
export class BannerAnswers {
  /** The page id asked last, its banners (`null` while the call is under way) and when they came. */
  current: { readonly pageId: string; readonly banners: readonly Banner[] | null; readonly at: number } | null = null;
  /** The first page's id while its answer may still be shown on it; null once it is shown or held back. */
  private firstPage: string | null = null;
  /** The first page's answer came too late: no banner on that page. */
  private heldBack: string | null = null;
  /** Whether the banner UI (the lazy chunk) is on screen: until then the place holds the strip's space. */
  uiShown = false;

  constructor(private readonly request: RequestService) {
    makeObservable<BannerAnswers, 'settle'>(this, {
      current: observable,
      uiShown: observable,
      ask: action,
      settle: action,
      pageShown: action,
      setUiShown: action,
    });
  }

  /**
   * Asks for the banners of `pageId` (none for a page without announcements), unless it is asked
   * already. `firstPage`: the page the portal opens on, asked before it renders (see
   * {@link BannerAnswers.pageShown}).
   */
  ask(pageId: string | null, firstPage = false): void {
    if (pageId === null) {
      this.current = null;
      return;
    }
    if (this.current?.pageId === pageId) return;
    if (firstPage) this.firstPage = pageId;
    this.current = { pageId, banners: null, at: Date.now() };
    this.request.call<unknown>(BANNER_API.query, { pageId }, { silent: true }).then(
      (data) => this.settle(pageId, this.heldBack === pageId ? [] : parseBanners(data)),
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

  /**
   * The strip's place is on screen with the first page from this commit on (`withPage`: false if
   * the page had already been shown without it): the first page's answer, if not in by now, is held
   * back — it would push the page.
   */
  pageShown(withPage: boolean): void {
    const first = this.firstPage;
    this.firstPage = null;
    if (first === null || this.current?.pageId !== first) return;
    if (this.current.banners === null || !withPage) {
      this.heldBack = first;
      if (this.current.banners !== null) this.current = { ...this.current, banners: [] };
    }
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
