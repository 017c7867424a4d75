import { makeStyles, tokens } from '@fluentui/react-components';
import { requestRef, useService } from '@portico/sdk';
import { ELEMENT_TYPE, enumLabel } from '@portico/ads';
import {
  DataTable,
  sortParams,
  useColumnWidths,
  useServerList,
  type DataTableColumn,
  type ListQuery,
  serverListTable,
} from '@portico/ui';
import { ACCOUNT_API } from '../../api';
import { ACCOUNT_MESSAGES as M } from './messages';
import { parseClients, type Client } from './parse';
import { SearchBar } from './SearchBar';
import { CLIENT_STATUSES } from './statuses';

const C = M.client;

/** The client columns; money in cents through the price formatter, the money columns sortable on the server. */
export const CLIENT_COLUMNS: ReadonlyArray<DataTableColumn<Client>> = [
  { key: 'ownerName', header: C.ownerName, fixed: 'left', width: 300 },
  { key: 'ownerId', header: C.ownerId, width: 110 },
  { key: 'status', header: C.status, width: 110, value: (c) => enumLabel(CLIENT_STATUSES, c.status) },
  { key: 'balance', header: C.balance, type: ELEMENT_TYPE.PRICE, sortable: true, width: 160 },
  { key: 'todayCost', header: C.todayCost, type: ELEMENT_TYPE.PRICE, sortable: true, width: 160 },
  { key: 'yesterdayCost', header: C.yesterdayCost, type: ELEMENT_TYPE.PRICE, sortable: true, width: 160 },
  { key: 'createTime', header: C.createTime, width: 170 },
];

/** What the client list sends (our `ACCOUNT_API.clientList`): page, size, keyword and sort when set. */
export function clientListParams(q: ListQuery): Record<string, string | number> {
  return {
    pageNum: q.page,
    pageSize: q.pageSize,
    ...(q.keyword ? { keyword: q.keyword } : {}),
    ...sortParams(q.sort),
  };
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** The agency's clients: server-side paging, search by name or id, sorting by the money columns. */
export function ClientTable() {
  const s = useStyles();
  const request = useService(requestRef);
  const widths = useColumnWidths('manage', { table: 'clients' });
  const list = useServerList((q) =>
    request.call<unknown>(ACCOUNT_API.clientList, clientListParams(q)).then(parseClients),
  );
  return (
    <div className={s.root}>
      <SearchBar label={M.clientSearch} onSearch={list.search} />
      <DataTable
        {...widths}
        label={M.clients}
        columns={CLIENT_COLUMNS}
        {...serverListTable(list, M.loadFailed)}
        rowKey={(c) => c.ownerId}
      />
    </div>
  );
}
