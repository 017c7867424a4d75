import { parseItems, type LooseItem, type NumericInput } from '@portico/ads';
import type { Paged } from '@portico/ui';
import { figure } from '../homes/parse';

/** A client of the agency (our list, `ACCOUNT_API.clientList`). Money fields in cents, as sent. */
export interface Client {
  readonly ownerId: number;
  readonly ownerName: string;
  /** Account status as sent (1 正常, 2 冻结, 3 待审核; anything else 未知). */
  readonly status: unknown;
  readonly balance: NumericInput;
  readonly todayCost: NumericInput;
  readonly yesterdayCost: NumericInput;
  readonly createTime: string;
}

/** An operator of the agency (our list, `ACCOUNT_API.operatorList`). */
export interface Operator {
  readonly operatorId: number;
  readonly name: string;
  readonly account: string;
  /** Spec §3 role ids, as sent (unknown ids are kept and shown as 未知). */
  readonly roleIds: readonly unknown[];
  readonly status: unknown;
  readonly createTime: string;
}

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The number of rows on all pages; a missing or broken total counts the rows at hand. */
export function totalOf(data: unknown, rows: number): number {
  const t = data && typeof data === 'object' ? (data as LooseItem).total : undefined;
  const n = typeof t === 'number' ? t : typeof t === 'string' ? Number(t) : NaN;
  return Number.isInteger(n) && n >= 0 ? n : rows;
}

/** Clients of a list answer, item by item: one without a numeric id or a name is skipped. */
export function parseClients(data: unknown): Paged<Client> {
  const rows = parseItems(data, (c) =>
    isId(c.ownerId) && typeof c.ownerName === 'string'
      ? {
          ownerId: c.ownerId,
          ownerName: c.ownerName,
          status: c.status,
          balance: figure(c.balance),
          todayCost: figure(c.todayCost),
          yesterdayCost: figure(c.yesterdayCost),
          createTime: text(c.createTime),
        }
      : null,
  );
  return { rows, total: totalOf(data, rows.length) };
}

/** Operators of a list answer, item by item: one without a numeric id or a name is skipped. */
export function parseOperators(data: unknown): Paged<Operator> {
  const rows = parseItems(data, (o) =>
    isId(o.operatorId) && typeof o.name === 'string'
      ? {
          operatorId: o.operatorId,
          name: o.name,
          account: text(o.account),
          roleIds: Array.isArray(o.roleIds) ? o.roleIds : [],
          status: o.status,
          createTime: text(o.createTime),
        }
      : null,
  );
  return { rows, total: totalOf(data, rows.length) };
}
