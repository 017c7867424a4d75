import { useEffect, useLayoutEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { lifecycleRef, useService } from '@portico/sdk';
import { bannerAnswersRef } from './answers';
import { pageIdOf, playable } from './api';
import { useClosedBanners } from './closed';
import { BANNER_HEIGHT } from './constants';

/**
 * The strip's place, in the first screen (no Fluent, no sanitiser: those come with the banner's
 * lazy chunk): asks for the banners of each page it shows and, while the answer holds a banner to
 * show and the banner itself is not on screen yet, holds its height — so the page below does not
 * move when the banner arrives in the `eventually` phase.
 */
function BannerSpaceView() {
  const answers = useService(bannerAnswersRef);
  const lifecycle = useService(lifecycleRef);
  const closedBanners = useClosedBanners();
  const pageId = pageIdOf(useLocation().pathname);
  // Before the page paints (its `ready` mark comes in an effect after this): too late an answer
  // for the first page is held back from here on.
  useLayoutEffect(() => answers.pageShown(!lifecycle.reached('ready')), [answers, lifecycle]);
  useEffect(() => answers.ask(pageId), [answers, pageId]);
  const banners = answers.bannersOf(pageId);
  if (answers.uiShown || !banners) return null;
  if (!playable(banners, answers.answeredAt(pageId), closedBanners.read()).length) return null;
  return <div aria-hidden="true" style={{ height: BANNER_HEIGHT }} />;
}

export const BannerSpace = observer(BannerSpaceView);
