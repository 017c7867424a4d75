import {
  apiPath,
  devState,
  fail,
  http,
  HttpResponse,
  ok,
  pageOf,
  paramsOf,
  sessionOf,
  withScenario,
  type RequestHandler,
} from '@portico/dev';
import { FINANCE_API } from './api';
import { agencyFigures, clientsOf, flowsOf, ownerFigures, recordsOf } from './dev-fixtures';

/**
 * The dev-only cookie shared with the report dev API: `portico-dev-export=fail` makes an export
 * answer a failure envelope (the page shows 文件导出失败).
 */
export const DEV_EXPORT_COOKIE = 'portico-dev-export';
/** The single recharge the dev API accepts at most (cents): above it, a refusal with the reason. */
export const DEV_RECHARGE_LIMIT = 50_000_000;

type Row = Readonly<Record<string, string | number | undefined>>;

const cookieOf = (request: Request, name: string) =>
  (request.headers.get('cookie') ?? '')
    .split(';')
    .map((c) => c.trim().split('='))
    .find(([k]) => k === name)?.[1] ?? null;

function sorted<T extends Row>(rows: readonly T[], p: Record<string, string>): T[] {
  const field = p.sortField;
  if (!field || !rows.length || !(field in rows[0])) return [...rows];
  const dir = p.sortOrder === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[field];
    const y = b[field];
    return (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'zh-CN')) * dir;
  });
}

function paged(rows: readonly Row[], p: Record<string, string>) {
  return ok({ items: pageOf(rows, p.pageNum, p.pageSize).rows, totalCount: rows.length });
}

function csv(rows: readonly Row[], name: string): Response {
  const keys = rows.length ? Object.keys(rows[0]) : [];
  const cell = (v: unknown) => {
    const s = v === undefined ? '' : String(v);
    return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const text = `\uFEFF${[keys.join(','), ...rows.map((r) => keys.map((k) => cell(r[k])).join(','))].join('\n')}\n`;
  const bytes = new TextEncoder().encode(text);
  return new HttpResponse(bytes, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
    },
  });
}

/**
 * Dev API of the finance sub-app (our endpoints, {@link FINANCE_API}): per account (owner id)
 * balances, clients, records and flows, sorted and paged on the server, and their CSV exports. A
 * transfer moves money from the agency's balance for the rest of the session (the `tk` token); a
 * recharge above {@link DEV_RECHARGE_LIMIT} or a transfer above the balance is refused with a reason.
 */
export function createFinanceHandlers(): RequestHandler[] {
  const spent = devState(new Map<string, number>());
  const tokenOf = sessionOf;
  const agencyBalance = (request: Request, ownerId: number) =>
    agencyFigures(ownerId).balance - (spent.get(tokenOf(request)) ?? 0);
  const rowsOf = (path: string, ownerId: number, p: Record<string, string>): readonly Row[] => {
    if (path === 'clients') return clientsOf(ownerId);
    const agency = p.side === 'agency';
    const rows: readonly Row[] = path === 'records' ? recordsOf(ownerId, agency) : flowsOf(ownerId, agency);
    // beginDate and endDate (both days included) filter by the record's time or the flow's date.
    const day = (r: Row) => String(r.time ?? r.date ?? '').slice(0, 10);
    return rows.filter((r) => (!p.beginDate || day(r) >= p.beginDate) && (!p.endDate || day(r) <= p.endDate));
  };
  const lists = [
    ['clients', FINANCE_API.clients, FINANCE_API.clientsExport],
    ['records', FINANCE_API.records, FINANCE_API.recordsExport],
    ['flows', FINANCE_API.flows, FINANCE_API.flowsExport],
  ] as const;
  return [
    http.post(
      apiPath(FINANCE_API.overview),
      withScenario((s) => ok(ownerFigures(s.info?.ownerId ?? 0))),
    ),
    http.post(
      apiPath(FINANCE_API.agencyOverview),
      withScenario((s, request) => {
        const id = s.info?.ownerId ?? 0;
        return ok({ ...agencyFigures(id), balance: agencyBalance(request, id) });
      }),
    ),
    ...lists.flatMap(([name, list, exportPath]) => [
      http.post(
        apiPath(list),
        withScenario(async (s, request) => {
          const p = await paramsOf(request);
          return paged(sorted(rowsOf(name, s.info?.ownerId ?? 0, p), p), p);
        }),
      ),
      http.post(
        apiPath(exportPath),
        withScenario(async (s, request) => {
          if (cookieOf(request, DEV_EXPORT_COOKIE) === 'fail') return fail(500, '导出服务繁忙，请稍后再试');
          const p = await paramsOf(request);
          return csv(sorted(rowsOf(name, s.info?.ownerId ?? 0, p), p), `finance-${name}.csv`);
        }),
      ),
    ]),
    http.post(
      apiPath(FINANCE_API.recharge),
      withScenario(async (_s, request) => {
        const { amount } = await paramsOf(request);
        const cents = Number(amount);
        if (!Number.isInteger(cents) || cents <= 0) return fail(1001, '充值金额不正确');
        if (cents > DEV_RECHARGE_LIMIT) return fail(1002, '超出单笔充值限额（50 万元），请分笔充值或联系客服');
        return ok({ recordId: `CZ${Date.now()}` });
      }),
    ),
    http.post(
      apiPath(FINANCE_API.transfer),
      withScenario(async (s, request) => {
        const { clientId, amount } = await paramsOf(request);
        const id = s.info?.ownerId ?? 0;
        const cents = Number(amount);
        if (!clientsOf(id).some((c) => String(c.ownerId) === clientId)) return fail(1003, '收款客户不存在');
        if (!Number.isInteger(cents) || cents <= 0) return fail(1001, '转账金额不正确');
        if (cents > agencyBalance(request, id)) return fail(1004, '代理商账户余额不足');
        spent.set(tokenOf(request), (spent.get(tokenOf(request)) ?? 0) + cents);
        return ok({ recordId: `ZZ${Date.now()}`, balance: agencyBalance(request, id) });
      }),
    ),
  ];
}

export default createFinanceHandlers();
