import { useState } from 'react';
import { Field, Select, makeStyles } from '@fluentui/react-components';
import { requestRef, useService, type PageProps } from '@portico/sdk';
import { enumLabel } from '@portico/ads';
import {
  DataTable,
  DateRangeFields,
  isRange,
  PageFrame,
  useColumnWidths,
  useServerList,
  type Crumb,
  type DataTableColumn,
} from '@portico/ui';
import { lastDays } from '@portico/plugin/notifications';
import { OPERATION_LOG_API } from '../../api';
import { OPERATION_LOG_DEFAULT_DAYS, PLUGIN_ID } from '../../constants';
import { useFilterBarStyles } from '../filter-bar';
import { LIST_MESSAGES as L } from '../shared-messages';
import { FIELD_LABELS, OPERATION_LOG_MESSAGES as M } from './messages';
import { parseOperations, type FieldChange, type Operation } from './parse';

const useStyles = makeStyles({
  // A long value wraps inside the cell instead of being cut off (table cells do not wrap).
  changes: { margin: 0, paddingLeft: 0, listStyleType: 'none', whiteSpace: 'normal', overflowWrap: 'anywhere' },
});

interface Filter {
  /** `YYYY-MM-DD`, inclusive. */
  readonly beginDate: string;
  readonly endDate: string;
  /** An object type code, or '' for all. */
  readonly objectType: string;
}

/** One change in words: the field's Chinese label (spec §9 for a creative's), the values before and after. */
const changeText = (c: FieldChange) =>
  M.change(Object.hasOwn(FIELD_LABELS, c.field) ? FIELD_LABELS[c.field] : M.unknownField(c.field), c.before, c.after);

function Changes({ changes }: { changes: readonly FieldChange[] }) {
  const s = useStyles();
  if (!changes.length) return <>{M.noChanges}</>;
  return (
    <ul className={s.changes}>
      {changes.map((c, i) => (
        <li key={`${c.field}-${i}`}>{changeText(c)}</li>
      ))}
    </ul>
  );
}

// Widths that fit the 1280 px page without scrolling sideways (1,160 px in all).
const COLUMNS: ReadonlyArray<DataTableColumn<Operation>> = [
  { key: 'operateTime', header: M.columns.time, width: 150 },
  { key: 'operator', header: M.columns.operator, width: 150 },
  { key: 'objectType', header: M.columns.objectType, width: 90, value: (o) => enumLabel(M.objectTypes, o.objectType) },
  { key: 'object', header: M.columns.object, width: 300, value: (o) => M.objectOf(o.objectName, o.objectId) },
  {
    key: 'operationType',
    header: M.columns.operation,
    width: 80,
    value: (o) => enumLabel(M.operations, o.operationType),
  },
  { key: 'changes', header: M.columns.changes, width: 390, render: (o) => <Changes changes={o.changes} /> },
];

/**
 * 操作日志 (spec §2.2 toolbox `OperationLog`): the account's operations on plans, groups and creatives,
 * newest first, through our `OPERATION_LOG_API` — by date range (the last 7 days by default) and
 * object, 10 a page on the server — each with what it changed, a creative's fields under the spec §9
 * labels (素材ID, 品牌logo素材, 视频封面图, 竖版结束页背景, 店铺外层创意).
 */
export function OperationLog({
  title,
  crumbs,
  description,
}: PageProps & { crumbs: readonly Crumb[]; description: string }) {
  const bar = useFilterBarStyles();
  const request = useService(requestRef);
  const widths = useColumnWidths(PLUGIN_ID);
  const [filter, setFilter] = useState<Filter>(() => {
    const { beginDate, endDate } = lastDays(OPERATION_LOG_DEFAULT_DAYS, Date.now());
    return { beginDate, endDate, objectType: '' };
  });
  // A new filter starts from page 1; a range that cannot be asked for asks nothing (said under the field).
  const list = useServerList(
    (q) =>
      request
        .call<unknown>(
          OPERATION_LOG_API.list,
          { ...filter, pageNum: q.page, pageSize: q.pageSize },
          // The failure is said inside the table, with 重试, not as a toast as well.
          { silent: true },
        )
        .then(parseOperations)
        .then(({ items, total }) => ({ rows: items, total })),
    { filters: filter, asking: isRange(filter.beginDate, filter.endDate) },
  );
  const change = (patch: Partial<Filter>) => setFilter((f) => ({ ...f, ...patch }));

  return (
    <PageFrame title={title} crumbs={crumbs} description={description}>
      <div className={bar.bar}>
        <Field label={M.objectFilter} className={bar.field}>
          <Select value={filter.objectType} onChange={(_, d) => change({ objectType: d.value })}>
            <option value="">{L.all}</option>
            {M.objectTypes.map((t) => (
              <option key={t.value} value={String(t.value)}>
                {t.label}
              </option>
            ))}
          </Select>
        </Field>
        <DateRangeFields
          begin={filter.beginDate}
          end={filter.endDate}
          onChange={({ begin, end }) => change({ beginDate: begin, endDate: end })}
        />
      </div>
      <DataTable
        {...widths}
        label={M.tableLabel}
        columns={COLUMNS}
        rows={list.shown.rows}
        rowKey={(o) => o.logId}
        loading={list.answer.state === 'loading'}
        error={list.answer.state === 'failed' ? M.loadFailed : null}
        onRetry={list.retry}
        emptyText={M.empty}
        page={list.query.page}
        pageSize={list.query.pageSize}
        total={list.shown.total}
        onPageChange={list.setPage}
      />
    </PageFrame>
  );
}
