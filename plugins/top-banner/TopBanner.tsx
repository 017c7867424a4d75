import { useEffect, useLayoutEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { Button, MessageBar, MessageBarActions, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { Dismiss16Regular } from '@fluentui/react-icons';
import { reporterRef, requestRef, usageRef, useService } from '@portico/sdk';
import { SafeHtml } from '@portico/ui';
import { bannerAnswersRef } from './answers';
import { pageIdOf, playable } from './api';
import { useClosedBanners } from './closed';
import { BANNER_API, BANNER_HEIGHT, BANNER_OPERATIONS, ROTATE_MS, SHOWN_REPORT_MS } from './constants';
import { MESSAGES } from './messages';

const useStyles = makeStyles({
  // Never lower than the space the first screen held for it (BannerSpace).
  bar: { borderRadius: 0, minHeight: BANNER_HEIGHT, boxSizing: 'border-box' },
  // The counter beside the announcement, not under it: one line, the height BannerSpace held.
  line: { display: 'flex', alignItems: 'baseline', columnGap: tokens.spacingHorizontalS },
  body: {
    minWidth: 0,
    '& p': { margin: 0 },
    '& a': { color: tokens.colorBrandForegroundLink },
  },
  counter: { color: tokens.colorNeutralForeground3, flex: 'none', whiteSpace: 'nowrap' },
});

/**
 * The top banner (spec §2.7, §5, §7): the announcements of this page (`banner/query` with its
 * page id, asked by `BannerAnswers`), only inside their play window, by priority; the next valid one every 60 s (one that
 * left its window goes at that tick). Shown 3 s → `v3-banner-show-3sec`; closing removes it at
 * once, reports `v3-banner-close` and marks it invalid on the server — if that call fails it
 * stays closed for this browser session and the failure is reported, never shown.
 */
function TopBannerView() {
  const styles = useStyles();
  const request = useService(requestRef);
  const usage = useService(usageRef);
  const reporter = useService(reporterRef);
  const closedBanners = useClosedBanners();
  const pageId = pageIdOf(useLocation().pathname);
  const answers = useService(bannerAnswersRef);
  // Another page shows nothing until its own answer arrives.
  const banners = answers.bannersOf(pageId) ?? [];
  const [closed, setClosed] = useState<ReadonlySet<number>>(() => closedBanners.read());
  const [now, setNow] = useState(() => Date.now());
  const [turn, setTurn] = useState(0);

  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
      setTurn((t) => t + 1);
    }, ROTATE_MS);
    return () => clearInterval(timer);
  }, []);

  const shown = playable(banners, now, closed);
  const current = shown.length ? shown[turn % shown.length] : undefined;
  const currentId = current?.messageId;

  useEffect(() => {
    if (currentId === undefined) return;
    const timer = setTimeout(
      () => usage.send({ operationType: BANNER_OPERATIONS.shown, description: String(currentId) }),
      SHOWN_REPORT_MS,
    );
    return () => clearTimeout(timer);
  }, [currentId, turn, usage]);

  // Before paint: the held space goes in the same frame as the banner comes.
  const showing = current !== undefined;
  useLayoutEffect(() => {
    answers.setUiShown(showing);
    return () => answers.setUiShown(false);
  }, [answers, showing]);

  if (!current) return null;

  const close = () => {
    const next = new Set(closed).add(current.messageId);
    setClosed(next);
    closedBanners.write(next);
    usage.send({ operationType: BANNER_OPERATIONS.closed, description: String(current.messageId) });
    request
      .call(BANNER_API.invalid, { messageIds: String(current.messageId) }, { silent: true })
      .catch((err: unknown) => reporter.error(err instanceof Error ? err : new Error(String(err))));
  };

  return (
    <section aria-label={MESSAGES.region}>
      <MessageBar intent="info" layout="multiline" className={styles.bar}>
        <MessageBarBody>
          <div className={styles.line}>
            <SafeHtml html={current.message} className={styles.body} />
            {shown.length > 1 && (
              <span className={styles.counter}>{MESSAGES.counter((turn % shown.length) + 1, shown.length)}</span>
            )}
          </div>
        </MessageBarBody>
        <MessageBarActions
          containerAction={
            <Button appearance="transparent" aria-label={MESSAGES.close} icon={<Dismiss16Regular />} onClick={close} />
          }
        />
      </MessageBar>
    </section>
  );
}

export default observer(TopBannerView);
