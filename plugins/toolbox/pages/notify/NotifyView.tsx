import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import {
  Badge,
  Body1,
  Button,
  Caption1,
  Field,
  Select,
  Spinner,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import { useService, type PageProps } from '@portico/sdk';
import { PageFrame, Pager, SafeHtml, VisuallyHidden, DateRangeFields, isRange, type Crumb } from '@portico/ui';
import {
  lastDays,
  messageKey,
  MESSAGE_PAGE_SIZE,
  MESSAGE_WINDOW_DAYS,
  isImportant,
  READ_FLAG,
  type MessageCentre,
  type MessageFilter,
  type MessageListView,
  type NotificationMessage,
} from '@portico/plugin/notifications';
import { toolboxContextRef } from '../../context';
import { useFilterBarStyles } from '../filter-bar';
import { LIST_MESSAGES as L } from '../shared-messages';
import { NOTIFY_MESSAGES as N } from './messages';

const useStyles = makeStyles({
  grow: { flexGrow: 1 },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  unreadItem: { backgroundColor: tokens.colorNeutralBackground1 },
  readItem: { color: tokens.colorNeutralForeground3 },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  dot: {
    flexShrink: 0,
    width: '8px',
    height: '8px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorStatusDangerBackground3,
  },
  title: {
    padding: 0,
    border: 0,
    backgroundColor: 'transparent',
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    color: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    ':hover': { color: tokens.colorBrandForeground1 },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  readTitle: { fontWeight: tokens.fontWeightRegular },
  time: { marginLeft: 'auto', color: tokens.colorNeutralForeground3 },
  content: {
    color: tokens.colorNeutralForeground2,
    '& p': { margin: 0 },
    '& a': { color: tokens.colorBrandForegroundLink },
  },
  readContent: { color: tokens.colorNeutralForeground3 },
  state: { padding: `${tokens.spacingVerticalXXL} 0`, textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

/** The default filter: every type, read and unread, the last 7 days (spec §9). */
const initialFilter = (): MessageFilter => ({
  ...lastDays(MESSAGE_WINDOW_DAYS, Date.now()),
  msgType: '',
  readFlag: '',
});

const MessageRow = observer(function MessageRow({
  message,
  typeName,
  onOpen,
}: {
  readonly message: NotificationMessage;
  readonly typeName?: string;
  readonly onOpen: () => void;
}) {
  const s = useStyles();
  const read = message.readFlag === READ_FLAG.READ;
  return (
    <li className={mergeClasses('portico-message', s.item, read ? s.readItem : s.unreadItem)} data-read={read}>
      <div className={s.head}>
        {!read && <span className={s.dot} aria-hidden="true" />}
        {typeName && (
          <Badge appearance="tint" color="brand" size="small">
            {typeName}
          </Badge>
        )}
        {isImportant(message) && (
          <Badge appearance="filled" color="danger" size="small">
            {N.important}
          </Badge>
        )}
        <button type="button" className={mergeClasses(s.title, read && s.readTitle)} onClick={onOpen}>
          {message.msgTitle}
          <VisuallyHidden>{read ? `（${N.read}）` : `（${N.unread}）`}</VisuallyHidden>
        </button>
        <Caption1 className={s.time}>{message.msgTime}</Caption1>
      </div>
      {/* Server HTML, sanitised; its links open through the safe-link check. Opening one marks the message read. */}
      <SafeHtml html={message.msgContent} className={mergeClasses(s.content, read && s.readContent)} onClick={onOpen} />
    </li>
  );
});

function MessageListBody({
  centre,
  list,
  filter,
}: {
  centre: MessageCentre;
  list: MessageListView;
  filter: MessageFilter;
}) {
  const s = useStyles();
  if (list.status === 'failed')
    return (
      <div className={s.state}>
        <Body1 as="p">{N.loadFailed}</Body1>
        <Button onClick={() => void list.load(filter, list.page)}>{L.retry}</Button>
      </div>
    );
  if (list.status !== 'ready' && list.items.length === 0)
    return <Spinner className={s.state} size="small" label={L.loading} />;
  if (list.items.length === 0) return <Body1 className={s.state}>{L.empty}</Body1>;
  return (
    <ul className={s.list} aria-label={N.listLabel} aria-busy={list.status === 'loading'}>
      {list.items.map((m) => (
        <MessageRow
          key={messageKey(m)}
          message={m}
          typeName={centre.typeNames.get(String(m.msgType))}
          onOpen={() => void centre.markRead(m)}
        />
      ))}
    </ul>
  );
}

const NotifyViewBody = observer(function NotifyViewBody({ centre }: { centre: MessageCentre }) {
  const s = useStyles();
  const bar = useFilterBarStyles();
  const [list, setList] = useState<MessageListView | null>(null);
  const [filter, setFilter] = useState<MessageFilter>(initialFilter);
  const [page, setPage] = useState(1);
  const rangeOk = isRange(filter.beginDate, filter.endDate);

  useEffect(() => {
    void centre.loadTypes();
    const opened = centre.openList();
    setList(opened);
    return () => opened.close();
  }, [centre]);

  useEffect(() => {
    if (list && rangeOk) void list.load(filter, page);
  }, [list, filter, page, rangeOk]);

  const change = (patch: Partial<MessageFilter>) => {
    setFilter((f) => ({ ...f, ...patch }));
    setPage(1);
  };

  return (
    <>
      <div className={bar.bar}>
        <Field label={N.type} className={bar.field}>
          <Select value={filter.msgType} onChange={(_, d) => change({ msgType: d.value })}>
            <option value="">{L.all}</option>
            {centre.types.map((t) => (
              <option key={String(t.type)} value={String(t.type)}>
                {t.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={N.readStatus} className={bar.field}>
          <Select
            value={filter.readFlag}
            onChange={(_, d) => change({ readFlag: d.value as MessageFilter['readFlag'] })}
          >
            <option value="">{L.all}</option>
            <option value={String(READ_FLAG.UNREAD)}>{N.unread}</option>
            <option value={String(READ_FLAG.READ)}>{N.read}</option>
          </Select>
        </Field>
        <DateRangeFields
          begin={filter.beginDate}
          end={filter.endDate}
          onChange={({ begin, end }) => change({ beginDate: begin, endDate: end })}
        />
        <span className={s.grow} />
        <Button
          icon={<CheckmarkCircleRegular />}
          disabledFocusable={!centre.hasUnread || centre.busy}
          onClick={() => void centre.markAllRead()}
        >
          {N.markAllRead}
        </Button>
      </div>
      {list && <MessageListBody centre={centre} list={list} filter={filter} />}
      {list && list.items.length > 0 && (
        <Pager
          variant="steps"
          page={list.page}
          pageSize={MESSAGE_PAGE_SIZE}
          total={list.totalCount}
          busy={list.status === 'loading'}
          onPageChange={setPage}
        />
      )}
    </>
  );
});

/**
 * 消息中心 (spec §2.2 NotifyView, §2.5, §7): every in-app message by type, read status and date
 * range (default the last 7 days), 10 per page, from the notification centre's one store — a
 * click marks one read, 全部已读 marks all and sets the header badge to 0 at once.
 */
export function NotifyView({
  title,
  crumbs,
  description,
}: PageProps & { crumbs: readonly Crumb[]; description: string }) {
  const { messages } = useService(toolboxContextRef);
  return (
    <PageFrame title={title} crumbs={crumbs} description={description}>
      {messages ? <NotifyViewBody centre={messages} /> : <Body1>{N.unavailable}</Body1>}
    </PageFrame>
  );
}
