import { useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Button, SearchBox, makeStyles, tokens } from '@fluentui/react-components';
import { ColumnEditRegular } from '@fluentui/react-icons';
import { requestRef, useService, type PageProps } from '@portico/sdk';
import { enumLabel } from '@portico/ads';
import {
  AdCreationNotice,
  DataTable,
  PageFrame,
  sortParams,
  useColumnWidths,
  useServerList,
  type DataTableColumn,
  serverListTable,
} from '@portico/ui';
import { TABLE_MESSAGES } from '../../table-messages';
import { crumbsOf, pageOf, type PageName } from '../../routes';
import { ENUM_COLUMNS } from '../../columns/catalog';
import { ColumnDialog } from '../../columns/ColumnDialog';
import { FIXABLE, byOrder, type ColumnElement } from '../../columns/elements';
import { CreateButton } from './CreateButton';
import { useColumns } from './use-columns';
import {
  parseRowPage,
  SEARCH_DEBOUNCE_MS,
  STORAGE_SCOPE,
  TABLE_DEFS,
  type ManageRow,
  type TableDef,
} from './table-defs';

const T = TABLE_MESSAGES;

const useStyles = makeStyles({
  toolbar: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalM,
  },
  search: { width: '280px' },
});

/** Cells a page renders itself, by column code (slot columns such as 操作). */
export type SlotRenderers = Readonly<Record<string, (row: ManageRow) => ReactNode>>;

/** A table column of an element (spec §3): shown ones only, enumerations through their labels. */
export function columnOf(e: ColumnElement, slots: SlotRenderers): DataTableColumn<ManageRow> {
  const table = ENUM_COLUMNS[e.elementCode];
  const slot = slots[e.elementCode];
  return {
    key: e.elementCode,
    header: e.elementName,
    type: e.elementType,
    value: (row) => row.fields[e.elementCode],
    render: slot ?? (table ? (row) => enumLabel(table, row.fields[e.elementCode]) : undefined),
    align: e.align === 1 ? 'right' : 'left',
    fixed: e.fixable === FIXABLE.LEFT ? 'left' : e.fixable === FIXABLE.RIGHT ? 'right' : undefined,
    sortable: e.sortable === 1,
    width: e.width ?? undefined,
  };
}

function ManageTableView(
  props: PageProps & { readonly def: TableDef; readonly page: PageName; slots?: SlotRenderers },
) {
  const { def } = props;
  const styles = useStyles();
  const request = useService(requestRef);
  // Server-side paging, sorting and name search (spec §9); the failure is said inside the table.
  const rows = useServerList((q) =>
    request
      .call<unknown>(
        def.api,
        { pageNum: q.page, pageSize: q.pageSize, keyword: q.keyword, ...sortParams(q.sort) },
        { silent: true },
      )
      .then((data) => parseRowPage(def, data)),
  );
  // The name search is sent SEARCH_DEBOUNCE_MS after the last key.
  const [input, setInput] = useState('');
  const { search, query } = rows;
  useEffect(() => {
    const keyword = input.trim();
    if (keyword === query.keyword) return;
    const timer = setTimeout(() => search(keyword), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, query.keyword, search]);
  const { elements, reload } = useColumns(def.key, def.pageCode);
  const widths = useColumnWidths(STORAGE_SCOPE, { route: def.route });
  const [dialogOpen, setDialogOpen] = useState(false);
  const [opened, setOpened] = useState(0);
  const slots = props.slots;
  const columns = useMemo(
    () =>
      byOrder(elements ?? [])
        .filter((e) => e.status === 1)
        .map((e) => columnOf(e, slots ?? {})),
    [elements, slots],
  );
  const label = T.label[def.key];

  return (
    <PageFrame
      title={props.title}
      crumbs={crumbsOf(props.page)}
      description={pageOf(props.page).description}
      actions={
        <Button
          icon={<ColumnEditRegular />}
          onClick={() => {
            setOpened((n) => n + 1);
            setDialogOpen(true);
          }}
        >
          {T.columns.open}
        </Button>
      }
    >
      <AdCreationNotice />
      <div className={styles.toolbar}>
        <CreateButton level={def.key} label={T.create[def.key]} />
        <SearchBox
          className={styles.search}
          aria-label={T.search[def.key]}
          placeholder={T.search[def.key]}
          value={input}
          onChange={(_, data) => setInput(data.value)}
        />
      </div>
      <DataTable<ManageRow>
        label={label}
        columns={columns}
        {...serverListTable(rows, T.loadFailed)}
        // Until the columns' element types are there, no row shows (their cells need them).
        rows={elements ? rows.shown.rows : []}
        rowKey={(r) => r.id}
        loading={rows.answer.state === 'loading' || !elements}
        error={rows.answer.state === 'failed' ? rows.answer.message || T.loadFailed : null}
        {...widths}
      />
      {opened > 0 && (
        // A new key per opening: each opening loads afresh; closing keeps it mounted so Fluent
        // restores the page behind the modal.
        <ColumnDialog
          key={opened}
          table={label}
          pageCode={def.pageCode}
          open={dialogOpen}
          onClose={() => setDialogOpen(false)}
          onSaved={reload}
        />
      )}
    </PageFrame>
  );
}

/** The page component of one promotion table. */
export const manageTable = (key: keyof typeof TABLE_DEFS, page: PageName, slots?: SlotRenderers) =>
  function ManageTablePage(props: PageProps) {
    return <ManageTableView {...props} def={TABLE_DEFS[key]} page={page} slots={slots} />;
  } satisfies ComponentType<PageProps>;
