import { requestRef, useService, type PageProps } from '@portico/sdk';
import { ELEMENT_TYPE, enumLabel, parseItems, type NumericInput } from '@portico/ads';
import {
  AdCreationNotice,
  DataTable,
  PageFrame,
  useColumnWidths,
  useServerList,
  type DataTableColumn,
  type Paged,
} from '@portico/ui';
import { DPA_API } from '../api';
import { DESCRIPTIONS, LIBRARY_MESSAGES as M } from './messages';

/** A product library row (our `DPA_API.libraryList`). */
export interface Library {
  readonly libraryId: number;
  readonly name: string;
  readonly source: unknown;
  readonly productCount: NumericInput;
  readonly status: unknown;
  readonly updateTime: string;
}

/** Libraries of an answer, item by item: one without a numeric id or a name is skipped. */
export function parseLibraries(data: unknown): Paged<Library> {
  const rows = parseItems(data, (l) =>
    typeof l.libraryId === 'number' && Number.isInteger(l.libraryId) && typeof l.name === 'string'
      ? {
          libraryId: l.libraryId,
          name: l.name,
          source: l.source,
          productCount:
            typeof l.productCount === 'number' || typeof l.productCount === 'string' ? l.productCount : null,
          status: l.status,
          updateTime: typeof l.updateTime === 'string' ? l.updateTime : '',
        }
      : null,
  );
  const total = data && typeof data === 'object' ? Number((data as { total?: unknown }).total) : NaN;
  return { rows, total: Number.isInteger(total) && total >= 0 ? total : rows.length };
}

const COLUMNS: ReadonlyArray<DataTableColumn<Library>> = [
  { key: 'name', header: M.name, width: 300, fixed: 'left' },
  { key: 'libraryId', header: M.id, width: 160 },
  { key: 'source', header: M.source, width: 160, value: (l) => enumLabel(M.sources, l.source) },
  { key: 'productCount', header: M.productCount, type: ELEMENT_TYPE.NUMBER, width: 160 },
  { key: 'status', header: M.status, width: 160, value: (l) => enumLabel(M.statuses, l.status) },
  { key: 'updateTime', header: M.updateTime, width: 220 },
];

/**
 * 商品库 (spec §2.2 /markets/dpaManage): the owner's product libraries, paged on the server, with an
 * empty state; product ads are ads, so a blocked qualification is said above the list (spec §4).
 */
export function LibraryPage({ title }: PageProps) {
  const request = useService(requestRef);
  const widths = useColumnWidths('dpa-manage');
  const list = useServerList((q) =>
    request.call<unknown>(DPA_API.libraryList, { pageNum: q.page, pageSize: q.pageSize }).then(parseLibraries),
  );
  return (
    <PageFrame title={title} description={DESCRIPTIONS['/']}>
      <AdCreationNotice />
      <DataTable
        {...widths}
        label={M.list}
        columns={COLUMNS}
        rows={list.shown.rows}
        rowKey={(l) => l.libraryId}
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
