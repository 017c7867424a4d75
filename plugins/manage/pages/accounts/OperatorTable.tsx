import { makeStyles, tokens } from '@fluentui/react-components';
import { requestRef, useService } from '@portico/sdk';
import { enumLabel } from '@portico/ads';
import { DataTable, useColumnWidths, useServerList, type DataTableColumn } from '@portico/ui';
import { ACCOUNT_API } from '../../api';
import { roleLabels } from '../../roles';
import { ACCOUNT_MESSAGES as M } from './messages';
import { parseOperators, type Operator } from './parse';
import { SearchBar } from './SearchBar';
import { OPERATOR_STATUSES } from './statuses';

const O = M.operator;

/** The operator columns: roles by their spec §3 names in Chinese. */
export const OPERATOR_COLUMNS: ReadonlyArray<DataTableColumn<Operator>> = [
  { key: 'name', header: O.name, fixed: 'left', width: 160 },
  { key: 'account', header: O.account, width: 200 },
  { key: 'roles', header: O.roles, width: 420, value: (o) => roleLabels(o.roleIds).join(M.roleSeparator) },
  { key: 'status', header: O.status, width: 120, value: (o) => enumLabel(OPERATOR_STATUSES, o.status) },
  { key: 'createTime', header: O.createTime, width: 220 },
];

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** The agency's operators with their roles: server-side paging and search by name or account. */
export function OperatorTable() {
  const s = useStyles();
  const request = useService(requestRef);
  const widths = useColumnWidths('manage', { table: 'operators' });
  const list = useServerList((q) =>
    request
      .call<unknown>(ACCOUNT_API.operatorList, {
        pageNum: q.page,
        pageSize: q.pageSize,
        ...(q.keyword ? { keyword: q.keyword } : {}),
      })
      .then(parseOperators),
  );
  return (
    <div className={s.root}>
      <SearchBar label={M.operatorSearch} onSearch={list.search} />
      <DataTable
        {...widths}
        label={M.operators}
        columns={OPERATOR_COLUMNS}
        rows={list.shown.rows}
        rowKey={(o) => o.operatorId}
        loading={list.answer.state === 'loading'}
        error={list.answer.state === 'failed' ? M.loadFailed : null}
        onRetry={list.retry}
        page={list.query.page}
        pageSize={list.query.pageSize}
        total={list.shown.total}
        onPageChange={list.setPage}
      />
    </div>
  );
}
