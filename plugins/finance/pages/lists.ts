import { ELEMENT_TYPE } from '@portico/ads';
import {
  FINANCE_API,
  parseClient,
  parseFlow,
  parseRecord,
  type Client,
  type FlowRow,
  type RecordRow,
  type Side,
} from '../api';
import type { ListSpec } from './ListPage';
import { PAGE_TEXT as T } from './messages';

/** A label of one of our enumerations; an unknown value shows 未知 with its raw value. */
const label = (table: Readonly<Record<number, string>>) => (raw: unknown) =>
  (typeof raw === 'number' && table[raw]) || T.unknown(raw);

const money = { type: ELEMENT_TYPE.PRICE, sortable: true, width: 150 } as const;

/** The agency's clients with their balances and spend. */
export const CLIENTS: ListSpec<Client> = {
  label: T.clients,
  path: FINANCE_API.clients,
  exportPath: FINANCE_API.clientsExport,
  pick: parseClient,
  rowKey: (c) => c.ownerId,
  columns: [
    { key: 'ownerName', header: T.ownerName, fixed: 'left', width: 260, sortable: true },
    { key: 'ownerId', header: T.ownerId, width: 120 },
    { key: 'balance', header: T.balance, ...money },
    { key: 'todayCost', header: T.todayCost, ...money },
    { key: 'yesterdayCost', header: T.yesterdayCost, ...money },
  ],
};

/** Recharge (owner) or recharge and transfer (agency) records, newest first. */
export const records = (side: Side): ListSpec<RecordRow> => ({
  label: T.records,
  path: FINANCE_API.records,
  exportPath: FINANCE_API.recordsExport,
  params: { side },
  dated: true,
  pick: parseRecord,
  rowKey: (r) => r.recordId,
  columns: [
    { key: 'time', header: T.time, fixed: 'left', width: 180, sortable: true },
    { key: 'recordId', header: T.recordId, width: 180 },
    ...(side === 'agency' ? [{ key: 'clientName', header: T.ownerName, width: 240 }] : []),
    { key: 'payType', header: T.payType, width: 120, value: (r: RecordRow) => label(T.payTypes)(r.payType) },
    { key: 'amount', header: T.amount, ...money },
    { key: 'status', header: T.status, width: 110, value: (r: RecordRow) => label(T.statuses)(r.status) },
  ],
});

/** The fund flow, newest first. */
export const flows = (side: Side): ListSpec<FlowRow> => ({
  label: T.flows,
  path: FINANCE_API.flows,
  exportPath: FINANCE_API.flowsExport,
  params: { side },
  dated: true,
  pick: parseFlow,
  rowKey: (f) => f.flowId,
  columns: [
    { key: 'date', header: T.date, fixed: 'left', width: 130, sortable: true },
    { key: 'type', header: T.flowType, width: 120, value: (f: FlowRow) => label(T.flowTypes)(f.type) },
    { key: 'income', header: T.income, ...money },
    { key: 'expense', header: T.expense, ...money },
    { key: 'balance', header: T.flowBalance, ...money },
  ],
});
