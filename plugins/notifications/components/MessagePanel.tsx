import { useEffect, type MouseEvent } from 'react';
import { Button, Link, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useHref } from 'react-router-dom';
import { toolboxRoutes } from '@portico/plugin/toolbox';
import { Pager } from '@portico/ui';
import { MESSAGE_WINDOW_DAYS, PAGE_SIZE } from '../constants';

/** The full message list: the toolbox's 消息中心 (spec §2.2). */
const NOTIFY_VIEW_PATH = toolboxRoutes.notifyView.path;
import { messageKey } from '../message-store';
import { MESSAGES } from '../messages';
import { useMessageStore } from '../message-store-ref';
import MessageItem from './MessageItem';

/** Props of {@link MessagePanel}. */
export interface MessagePanelProps {
  /** Id for the title, which names the surrounding dialog. */
  readonly titleId: string;
  /** Closes the panel and goes to a path of the portal. */
  readonly onNavigate: (path: string) => void;
}

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', maxHeight: 'min(640px, calc(100vh - 96px))' },
  head: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase400,
  },
  // 更多 (a link, inheriting the size) reads as large as the small 全部已读 button.
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, fontSize: tokens.fontSizeBase200 },
  body: { flexGrow: 1, overflowY: 'auto', minHeight: '120px' },
  state: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalXS,
    minHeight: '120px',
    margin: 0,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase300,
  },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  foot: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
  },
});

/** A click the page handles itself; with a modifier or another button the browser opens a tab or window. */
const isPlainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/** The 新消息列表 panel (spec §2.5): actions, the page of messages, footer and paging. */
const MessagePanel = observer(function MessagePanel({ titleId, onNavigate }: MessagePanelProps) {
  const styles = useStyles();
  const store = useMessageStore();
  const moreHref = useHref(NOTIFY_VIEW_PATH);
  useEffect(() => {
    void store.loadTypes();
    void store.loadPage(1);
  }, [store]);

  return (
    <div className={styles.panel}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {MESSAGES.panelTitle}
        </h2>
        <div className={styles.actions}>
          <Button
            size="small"
            appearance="secondary"
            disabledFocusable={!store.hasUnread || store.busy}
            onClick={() => void store.markAllRead()}
          >
            {MESSAGES.markAllRead}
          </Button>
          {/* A real link (open in a new tab works); a plain click closes the panel first. */}
          <Link
            href={moreHref}
            onClick={(e) => {
              if (!isPlainClick(e)) return;
              e.preventDefault();
              onNavigate(NOTIFY_VIEW_PATH);
            }}
          >
            {MESSAGES.more}
          </Link>
        </div>
      </div>
      <div className={styles.body} aria-busy={store.status === 'loading'}>
        {store.status === 'loading' || store.status === 'idle' ? (
          <Spinner size="small" label={MESSAGES.loading} className={styles.state} />
        ) : store.status === 'failed' ? (
          <p className={styles.state} role="alert">
            {MESSAGES.loadFailed}{' '}
            <Button size="small" appearance="transparent" onClick={() => void store.loadPage(store.page)}>
              {MESSAGES.retry}
            </Button>
          </p>
        ) : store.items.length === 0 ? (
          <p className={styles.state}>{MESSAGES.empty}</p>
        ) : (
          <ul className={styles.list} aria-label={MESSAGES.listLabel}>
            {store.items.map((m) => (
              <MessageItem
                key={messageKey(m)}
                message={m}
                typeName={store.typeNames.get(String(m.msgType))}
                onOpen={() => void store.markRead(m)}
              />
            ))}
          </ul>
        )}
      </div>
      <div className={styles.foot}>
        <span>{MESSAGES.footer(MESSAGE_WINDOW_DAYS)}</span>
        {store.totalCount > 0 && (
          <Pager
            variant="compact"
            page={store.page}
            pageSize={PAGE_SIZE}
            total={store.totalCount}
            busy={store.status === 'loading'}
            onPageChange={(page) => void store.loadPage(page)}
          />
        )}
      </div>
    </div>
  );
});

export default MessagePanel;
