import { useCallback, useEffect, useId } from 'react';
import { MessageBar, MessageBarBody, MessageBarActions, Button, makeStyles, tokens } from '@fluentui/react-components';
import type { Notice } from '@portico/core';
import { SHELL_MESSAGES } from './messages';

const useStyles = makeStyles({
  notice: { marginBottom: tokens.spacingVerticalS },
});

/** Props of a shown notice. */
export interface NoticeItemProps {
  readonly notice: Notice;
  readonly onDismiss: (id: number) => void;
}

/** One notice as a Fluent MessageBar that closes itself after its duration (0: until closed). */
export default function NoticeItem({ notice, onDismiss }: NoticeItemProps) {
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
