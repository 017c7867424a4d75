import { useEffect } from 'react';
import { Button, Spinner } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { MESSAGE_WINDOW_DAYS, NOTIFY_VIEW_PATH } from '../constants';
import { messageKey } from '../message-store';
import { MESSAGES } from '../messages';
import { useMessageStore } from '../message-store-ref';
import MessageItem from './MessageItem';
import Pager from './Pager';

/** Props of {@link MessagePanel}. */
export interface MessagePanelProps {
  /** Id for the title, which names the surrounding dialog. */
  readonly titleId: string;
  /** Closes the panel and goes to a path of the portal. */
  readonly onNavigate: (path: string) => void;
}

/** The 新消息列表 panel (spec §2.5): actions, the page of messages, footer and paging. */
const MessagePanel = observer(function MessagePanel({ titleId, onNavigate }: MessagePanelProps) {
  const store = useMessageStore();
  useEffect(() => {
    void store.loadTypes();
    void store.loadPage(1);
  }, [store]);

  return (
    <div className="ntf-panel">
      <div className="ntf-head">
        <h2 id={titleId} className="ntf-title">
          {MESSAGES.panelTitle}
        </h2>
        <div className="ntf-actions">
          <Button size="small" appearance="secondary" disabledFocusable={!store.hasUnread || store.busy} onClick={() => void store.markAllRead()}>
            {MESSAGES.markAllRead}
          </Button>
          <Button size="small" appearance="subtle" onClick={() => onNavigate(NOTIFY_VIEW_PATH)}>
            {MESSAGES.more}
          </Button>
        </div>
      </div>
      <div className="ntf-body" aria-busy={store.status === 'loading'}>
        {store.status === 'loading' || store.status === 'idle' ? (
          <Spinner size="small" label={MESSAGES.loading} className="ntf-state" />
        ) : store.status === 'failed' ? (
          <p className="ntf-state" role="alert">
            {MESSAGES.loadFailed}{' '}
            <Button size="small" appearance="transparent" onClick={() => void store.loadPage(store.page)}>
              {MESSAGES.retry}
            </Button>
          </p>
        ) : store.items.length === 0 ? (
          <p className="ntf-state">{MESSAGES.empty}</p>
        ) : (
          <ul className="ntf-list" aria-label={MESSAGES.listLabel}>
            {store.items.map((m) => (
              <MessageItem key={messageKey(m)} message={m} typeName={store.typeNames.get(String(m.msgType))} onOpen={() => void store.markRead(m)} />
            ))}
          </ul>
        )}
      </div>
      <div className="ntf-foot">
        <span>{MESSAGES.footer(MESSAGE_WINDOW_DAYS)}</span>
        {store.totalCount > 0 && <Pager />}
      </div>
    </div>
  );
});

export default MessagePanel;
