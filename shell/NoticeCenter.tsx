import { useEffect } from 'react';
import { MessageBar, MessageBarBody, MessageBarActions, Button } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { notifierRef, type Notice } from '@portico/core';
import { useService } from '@portico/sdk';
import { SHELL_MESSAGES } from './messages';

function NoticeItem({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  useEffect(() => {
    if (notice.durationMs <= 0) return;
    const t = setTimeout(onClose, notice.durationMs);
    return () => clearTimeout(t);
  }, [notice.durationMs, onClose]);
  return (
    <MessageBar intent={notice.intent} role={notice.intent === 'error' ? 'alert' : 'status'}>
      <MessageBarBody>{notice.text}</MessageBarBody>
      <MessageBarActions containerAction={<Button appearance="transparent" size="small" aria-label={SHELL_MESSAGES.close} onClick={onClose}>×</Button>} />
    </MessageBar>
  );
}

/** Toasts and messages of the NotifierService (spec §8), top centre, offset 50 px. */
export const NoticeCenter = observer(function NoticeCenter() {
  const notifier = useService(notifierRef);
  if (!notifier.notices.length) return null;
  return (
    <div className="portico-notices" aria-live="polite">
      {notifier.notices.map((n) => (
        <NoticeItem key={n.id} notice={n} onClose={() => notifier.dismiss(n.id)} />
      ))}
    </div>
  );
});
