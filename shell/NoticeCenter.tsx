import { useCallback, useEffect, useId } from 'react';
import {
  MessageBar,
  MessageBarBody,
  MessageBarActions,
  Button,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { notifierRef, type Notice } from '@portico/core';
import { useService } from '@portico/sdk';
import { SHELL_MESSAGES } from './messages';

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
  notice: { marginBottom: tokens.spacingVerticalS },
});

function NoticeItem({ notice, onDismiss }: { notice: Notice; onDismiss: (id: number) => void }) {
  const styles = useStyles();
  const bodyId = useId();
  // Stable, so that a notice arriving later does not restart the timers of those shown.
  const onClose = useCallback(() => onDismiss(notice.id), [onDismiss, notice.id]);
  useEffect(() => {
    if (notice.durationMs <= 0) return;
    const t = setTimeout(onClose, notice.durationMs);
    return () => clearTimeout(t);
  }, [notice.durationMs, onClose]);
  // No live role of its own: the region around it announces it (a nested one could read it twice).
  return (
    <MessageBar intent={notice.intent} aria-labelledby={bodyId} className={styles.notice}>
      <MessageBarBody id={bodyId}>{notice.text}</MessageBarBody>
      <MessageBarActions
        containerAction={
          <Button appearance="transparent" size="small" aria-label={SHELL_MESSAGES.close} onClick={onClose}>
            ×
          </Button>
        }
      />
    </MessageBar>
  );
}

/**
 * Toasts and messages of the NotifierService (spec §8), top centre, offset 50 px. Both live
 * regions are always in the document, even empty: a screen reader announces only changes inside a
 * region it already knows, so a region created together with the first notice would stay silent.
 * Errors go to the assertive region (not `role="alert"`, which would leave an empty alert on
 * every page), the rest to the polite one.
 */
export const NoticeCenter = observer(function NoticeCenter() {
  const notifier = useService(notifierRef);
  const styles = useStyles();
  const dismiss = useCallback((id: number) => notifier.dismiss(id), [notifier]);
  const item = (n: Notice) => <NoticeItem key={n.id} notice={n} onDismiss={dismiss} />;
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
});
