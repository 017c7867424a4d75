import { Component, lazy, Suspense, useCallback, useEffect, type ReactNode } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { lifecycleRef, notifierRef, type Notice } from '@portico/core';
import { useService } from '@portico/sdk';
import type { NoticeItemProps } from './NoticeItem';

// The MessageBar that shows a notice is Fluent's heaviest piece of the first screen and most
// sessions never see a notice: it loads on the first one, or once the portal is idle. Until it
// is there, and if it cannot load (the network is down — the very moment a notice says so), the
// notice shows as plain text in the same live region.
const loadNoticeItem = () => import('./NoticeItem');
const NoticeItem = lazy(loadNoticeItem);

const useStyles = makeStyles({
  stack: {
    position: 'fixed',
    top: '50px',
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: 1000,
    display: 'flex',
    flexDirection: 'column',
    minWidth: '320px',
  },
  region: { display: 'flex', flexDirection: 'column' },
  plain: {
    marginBottom: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow8,
  },
});

/** The notice as plain text: while its MessageBar loads, or for good if that chunk fails. */
function PlainNotice({ notice, onDismiss }: NoticeItemProps) {
  const styles = useStyles();
  useEffect(() => {
    if (notice.durationMs <= 0) return;
    const t = setTimeout(() => onDismiss(notice.id), notice.durationMs);
    return () => clearTimeout(t);
  }, [notice.durationMs, notice.id, onDismiss]);
  return <div className={styles.plain}>{notice.text}</div>;
}

class PlainOnError extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function ShownNotice(props: NoticeItemProps) {
  const plain = <PlainNotice {...props} />;
  return (
    <PlainOnError fallback={plain}>
      <Suspense fallback={plain}>
        <NoticeItem {...props} />
      </Suspense>
    </PlainOnError>
  );
}

/**
 * Toasts and messages of the NotifierService (spec §8), top centre, offset 50 px. Both live
 * regions are always in the document, even empty: a screen reader announces only changes inside a
 * region it already knows, so a region created together with the first notice would stay silent.
 * Errors go to the assertive region (not `role="alert"`, which would leave an empty alert on
 * every page), the rest to the polite one.
 */
function NoticeCenterView() {
  const notifier = useService(notifierRef);
  const lifecycle = useService(lifecycleRef);
  const styles = useStyles();
  const dismiss = useCallback((id: number) => notifier.dismiss(id), [notifier]);
  useEffect(() => {
    // Fetch the MessageBar chunk once the first screen is done (the `eventually` phase: an idle
    // moment while the first page's own chunks load does not count), so a later notice shows at once.
    let live = true;
    void lifecycle.until('eventually').then(() => live && void loadNoticeItem().catch(() => undefined));
    return () => {
      live = false;
    };
  }, [lifecycle]);
  const item = (n: Notice) => <ShownNotice key={n.id} notice={n} onDismiss={dismiss} />;
  return (
    <div className={mergeClasses('portico-notices', styles.stack)}>
      <div className={styles.region} aria-live="assertive">
        {notifier.notices.filter((n) => n.intent === 'error').map(item)}
      </div>
      <div className={styles.region} aria-live="polite">
        {notifier.notices.filter((n) => n.intent !== 'error').map(item)}
      </div>
    </div>
  );
}
export const NoticeCenter = observer(NoticeCenterView);
