import { useEffect, useState } from 'react';
import {
  Badge,
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  Select,
  makeStyles,
  tokens,
  type BadgeProps,
} from '@fluentui/react-components';
import { eventBusRef, requestRef, useService, useSession, type PageProps } from '@portico/sdk';
import {
  DataTable,
  PageFrame,
  useAnswer,
  useColumnWidths,
  useServerList,
  DateRangeFields,
  isRange,
  type Crumb,
  type DataTableColumn,
} from '@portico/ui';
import { lastDays } from '@portico/plugin/notifications';
import { WORK_ORDER_API } from '../../api';
import { PLUGIN_ID, WORK_ORDER_DEFAULT_DAYS } from '../../constants';
import { toolboxContextRef } from '../../context';
import { statusesOf, statusOf, type WorkOrderStatusKey } from '../../work-orders';
import { useFilterBarStyles } from '../filter-bar';
import { LIST_MESSAGES as L } from '../shared-messages';
import { WORK_ORDER_MESSAGES as W } from './messages';
import { parseCount, parseWorkOrders, type WorkOrder } from './parse';

const useStyles = makeStyles({
  notice: { marginBottom: tokens.spacingVerticalL },
});

const BADGE: Record<WorkOrderStatusKey, BadgeProps['color']> = {
  toAssign: 'informative',
  toHandle: 'warning',
  processing: 'brand',
  toConfirm: 'danger',
  toReply: 'warning',
  done: 'success',
  closed: 'subtle',
};

interface Filter {
  readonly beginTime: string;
  readonly endTime: string;
  /** A status code of the current scheme, or '' for all. */
  readonly status: string;
}

/**
 * 工单管理 (spec §2.2, §3, §7): the user's work orders by date range and status — both status
 * schemes of §3 in one table, the current one from the option `workOrderScheme` — with the number
 * to be confirmed (the count call, messages off). Opening the page tells the help assistant the
 * work orders were seen (`work-orders:seen` on the event bus), which clears its badge.
 */
export function WorkOrderManage({
  title,
  crumbs,
  description,
}: PageProps & { crumbs: readonly Crumb[]; description: string }) {
  const s = useStyles();
  const bar = useFilterBarStyles();
  const request = useService(requestRef);
  const events = useService(eventBusRef);
  const { options } = useService(toolboxContextRef);
  const session = useSession();
  const loginType = session.user?.loginType ?? 0;
  const scheme = options.workOrderScheme;
  const statuses = statusesOf(scheme);
  const toConfirm = statuses.find((st) => st.key === 'toConfirm')!.code;
  const [filter, setFilter] = useState<Filter>(() => {
    const { beginDate, endDate } = lastDays(WORK_ORDER_DEFAULT_DAYS, Date.now());
    return { beginTime: beginDate, endTime: endDate, status: '' };
  });
  const rangeOk = isRange(filter.beginTime, filter.endTime);
  const range = { beginTime: filter.beginTime, endTime: filter.endTime, loginType };

  // The help assistant listens from its activation, so this counts even before its entry has arrived.
  useEffect(() => events.emit('work-orders:seen', { source: PLUGIN_ID }), [events]);

  // A new filter starts from page 1; a range that cannot be asked for asks nothing (said under the field).
  const list = useServerList(
    (q) =>
      request
        .call<unknown>(WORK_ORDER_API.list, { ...range, status: filter.status, pageNum: q.page, pageSize: q.pageSize })
        .then(parseWorkOrders)
        .then(({ items, total }) => ({ rows: items, total })),
    { filters: { ...range, status: filter.status }, asking: rangeOk },
  );
  // The number to be confirmed in the range, asked with messages off: the last one kept while the
  // next loads, none when it fails.
  const [count, retryCount] = useAnswer(
    () =>
      request.call<unknown>(WORK_ORDER_API.count, { ...range, status: toConfirm }, { silent: true }).then(parseCount),
    rangeOk ? JSON.stringify({ ...range, toConfirm }) : null,
  );
  const pending = count.state === 'ready' ? count.value : count.state === 'loading' ? (count.previous ?? 0) : 0;

  const change = (patch: Partial<Filter>) => setFilter((f) => ({ ...f, ...patch }));

  const label = (code: number) => {
    const key = statusOf(scheme, code);
    return key ? (
      <Badge appearance="tint" color={BADGE[key]}>
        {W.status[key]}
      </Badge>
    ) : (
      <Badge appearance="outline" color="subtle">
        {W.unknownStatus(code)}
      </Badge>
    );
  };

  const widths = useColumnWidths(PLUGIN_ID);
  const columns: ReadonlyArray<DataTableColumn<WorkOrder>> = [
    { key: 'ticketId', header: W.columns.id, width: 130 },
    { key: 'title', header: W.columns.title, width: 360 },
    { key: 'category', header: W.columns.category, width: 120 },
    { key: 'status', header: W.columns.status, width: 110, render: (w) => label(w.status) },
    { key: 'createTime', header: W.columns.created, width: 170 },
    { key: 'updateTime', header: W.columns.updated, width: 170 },
  ];
  const body = (
    <DataTable
      {...widths}
      label={W.tableLabel}
      columns={columns}
      rows={list.shown.rows}
      rowKey={(w) => w.ticketId}
      loading={list.answer.state === 'loading'}
      error={list.answer.state === 'failed' ? W.loadFailed : null}
      onRetry={() => {
        list.retry();
        retryCount();
      }}
      page={list.query.page}
      pageSize={list.query.pageSize}
      total={list.shown.total}
      onPageChange={list.setPage}
    />
  );

  return (
    <PageFrame title={title} crumbs={crumbs} description={description}>
      {pending > 0 && (
        <MessageBar intent="warning" className={s.notice}>
          <MessageBarBody>
            {W.toConfirm(pending)}{' '}
            {filter.status !== String(toConfirm) && (
              <Button appearance="transparent" size="small" onClick={() => change({ status: String(toConfirm) })}>
                {W.showToConfirm}
              </Button>
            )}
          </MessageBarBody>
        </MessageBar>
      )}
      <div className={bar.bar}>
        <Field label={W.statusFilter} className={bar.field}>
          <Select value={filter.status} onChange={(_, d) => change({ status: d.value })}>
            <option value="">{L.all}</option>
            {statuses.map((st) => (
              <option key={st.key} value={String(st.code)}>
                {W.status[st.key]}
              </option>
            ))}
          </Select>
        </Field>
        <DateRangeFields
          begin={filter.beginTime}
          end={filter.endTime}
          onChange={({ begin, end }) => change({ beginTime: begin, endTime: end })}
        />
      </div>
      {body}
    </PageFrame>
  );
}
