import { useState } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { requestRef, useService } from '@portico/sdk';
import { type LooseItem } from '@portico/ads';
import {
  DataTable,
  DateRangeFields,
  isRange,
  rangeProblem,
  ExportButton,
  PageFrame,
  sortParams,
  useColumnWidths,
  useServerList,
  type Crumb,
  type DataTableColumn,
  serverListTable,
} from '@portico/ui';
import { fetchPage } from '../api';
import { PAGE_TEXT as T } from './messages';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  filters: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalM, margin: 0 },
});

/** What a finance list page shows. */
export interface ListSpec<Row> {
  /** Accessible name of the table. */
  readonly label: string;
  readonly path: string;
  readonly exportPath: string;
  readonly params?: Readonly<Record<string, string | number>>;
  /** Offers 开始日期 and 结束日期 (empty: every day), sent as `beginDate` and `endDate`. */
  readonly dated?: boolean;
  readonly pick: (item: LooseItem) => Row | null;
  readonly rowKey: (row: Row) => string | number;
  readonly columns: ReadonlyArray<DataTableColumn<Row>>;
}

const today = () => new Date().toISOString().slice(0, 10);

/** A finance page that is one server-paged, sortable, exportable table (records, flows, clients). */
export function ListPage<Row>({
  title,
  description,
  crumbs,
  spec,
}: {
  title: string;
  description: string;
  crumbs: readonly Crumb[];
  spec: ListSpec<Row>;
}) {
  const styles = useStyles();
  const request = useService(requestRef);
  const [range, setRange] = useState({ begin: '', end: '' });
  const dates: Record<string, string> =
    spec.dated && isRange(range.begin, range.end) ? { beginDate: range.begin, endDate: range.end } : {};
  const filters = { ...spec.params, ...dates };
  const list = useServerList(
    (q) =>
      fetchPage(
        request,
        spec.path,
        { ...filters, ...sortParams(q.sort), pageNum: q.page, pageSize: q.pageSize },
        spec.pick,
      ),
    // A day missing or the days reversed: nothing is asked until the range is fixed (the fields say why).
    { filters, asking: !spec.dated || rangeProblem(range.begin, range.end, true) === null },
  );
  // The export takes what the table shows, every page of it.
  const exportParams = { ...filters, ...sortParams(list.query.sort) };
  const widths = useColumnWidths('finance');
  return (
    <PageFrame
      title={title}
      description={description}
      crumbs={crumbs}
      actions={
        <ExportButton
          request={{ path: spec.exportPath, params: exportParams, fileName: T.exportName(title, today()) }}
        />
      }
    >
      <div className={styles.body}>
        {spec.dated && (
          <form className={styles.filters} aria-label={T.dateFilter} onSubmit={(e) => e.preventDefault()}>
            <DateRangeFields begin={range.begin} end={range.end} onChange={setRange} optional />
          </form>
        )}
        <DataTable<Row>
          {...widths}
          label={spec.label}
          columns={spec.columns}
          {...serverListTable(list, T.loadFailed)}
          rowKey={spec.rowKey}
        />
      </div>
    </PageFrame>
  );
}
