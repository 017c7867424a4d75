import { useState } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { type LooseItem } from '@portico/ads';
import {
  DataTable,
  DateRangeFields,
  isRange,
  rangeProblem,
  DEFAULT_PAGING,
  ExportButton,
  PageFrame,
  useColumnWidths,
  type Crumb,
  type DataTableColumn,
} from '@portico/ui';
import { PAGE_TEXT as T } from './messages';
import { usePagedList } from './use-paged';

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
  const [range, setRange] = useState({ begin: '', end: '' });
  const dates: Record<string, string> =
    spec.dated && isRange(range.begin, range.end) ? { beginDate: range.begin, endDate: range.end } : {};
  // A day missing or the days reversed: nothing is asked until the range is fixed (the fields say why).
  const asking = !spec.dated || rangeProblem(range.begin, range.end, true) === null;
  const list = usePagedList(spec.path, { ...spec.params, ...dates }, spec.pick, asking);
  const widths = useColumnWidths('finance');
  return (
    <PageFrame
      title={title}
      description={description}
      crumbs={crumbs}
      actions={
        <ExportButton
          request={{ path: spec.exportPath, params: list.filters, fileName: T.exportName(title, today()) }}
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
          rows={list.data?.rows ?? []}
          rowKey={spec.rowKey}
          loading={list.loading}
          error={list.failed ? T.loadFailed : null}
          onRetry={list.retry}
          sort={list.sort}
          onSort={(key, direction) => list.setSort({ key, direction })}
          page={list.page}
          pageSize={DEFAULT_PAGING.pageSize}
          total={list.data?.total ?? 0}
          onPageChange={list.setPage}
        />
      </div>
    </PageFrame>
  );
}
