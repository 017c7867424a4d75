import { definePlugin, LayoutBlueprint, requestRef } from '@portico/sdk';
import { BannerAnswers, bannerAnswersRef } from './answers';
import { pageIdOf } from './api';
import { BannerSpace } from './BannerSpace';
import { PLUGIN_ID } from './constants';
import { MESSAGES } from './messages';

/**
 * The top banner (spec §2.7): announcements above the page, rotating every 60 s, closable. The
 * banners of the first page are asked at activation; the strip's space (`space`, first screen)
 * is held from the page's first paint when one will show, and the banner itself (`banner`) loads
 * once the portal is idle after ready, into that space.
 */
export default definePlugin({
  id: PLUGIN_ID,
  title: MESSAGES.pluginTitle,
  requires: [requestRef],
  provides: [bannerAnswersRef],
  contributes: [
    LayoutBlueprint.make({
      name: 'space',
      slot: 'banner',
      order: 10,
      when: { loggedIn: true },
      // A few hundred bytes in the first screen: no chunk to wait for.
      loader: () => Promise.resolve({ default: BannerSpace }),
    }),
    LayoutBlueprint.make({
      name: 'banner',
      slot: 'banner',
      order: 11,
      phase: 'eventually',
      when: { loggedIn: true },
      loader: () => import('./TopBanner'),
    }),
  ],
  activate(ctx, request) {
    const answers = new BannerAnswers(request);
    ctx.provide(bannerAnswersRef, { useValue: answers });
    // Before the first page renders; index.html started the call beside the session, so the
    // answer is usually in by the page's first paint.
    answers.ask(pageIdOf(window.location.pathname), true);
  },
});
