import {
  apiPath,
  delay,
  fail,
  http,
  HttpResponse,
  ok,
  pageOf,
  paramsOf,
  withScenario,
  type RequestHandler,
} from '@portico/dev';
import { REPORT_API } from './api';
import { DIMENSIONS } from './catalog';
import { daysOf, overviewOf, reportOfType, reportRows, toCsv, type FixtureRow } from './dev-fixtures';

/**
 * The dev-only cookie that makes exports misbehave, for tests and by hand:
 * `portico-dev-export=fail` answers a failure envelope (the page shows 文件导出失败);
 * `portico-dev-export=slow` sends the file in {@link SLOW_EXPORT.parts} parts, one every
 * {@link SLOW_EXPORT.everyMs} ms, with its `Content-Length`, so progress and 取消导出 can be seen.
 */
export const DEV_EXPORT_COOKIE = 'portico-dev-export';
/**
 * How a slow export arrives: 30 s in all, so that the progress can be read (and checked: axe and a
 * screenshot take seconds on a loaded 2-core machine) before 取消导出 — 5 s was over before it in one
 * run on two e2e workers.
 */
export const SLOW_EXPORT = { parts: 40, everyMs: 750 } as const;

/** The longest range the dev API answers (days); a longer one is refused like a real server would. */
const MAX_DAYS = 186;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Reads a request's report, range, sort and paging, or says what is wrong. */
function readQuery(p: Record<string, string>) {
  const report = reportOfType(p.reportType ?? '');
  if (!report) return { error: '报表类型不存在' } as const;
  const { beginDate = '', endDate = '' } = p;
  if (!DATE.test(beginDate) || !DATE.test(endDate) || beginDate > endDate) return { error: '日期范围不正确' } as const;
  const days = daysOf(beginDate, endDate);
  if (days.length > MAX_DAYS) return { error: `日期范围不能超过 ${MAX_DAYS} 天` } as const;
  const known = [...report.dimensions, ...report.metrics] as string[];
  const sortField = known.includes(p.sortField ?? '') ? (p.sortField as keyof FixtureRow) : null;
  const direction = p.sortOrder === 'asc' ? 1 : -1;
  return { report, days, sortField, direction } as const;
}

function sorted(rows: FixtureRow[], field: keyof FixtureRow | null, direction: number): FixtureRow[] {
  if (!field) return rows;
  return [...rows].sort((a, b) => {
    const x = a[field];
    const y = b[field];
    const by =
      typeof x === 'number' && typeof y === 'number' ? x - y : String(x ?? '').localeCompare(String(y ?? ''), 'zh-CN');
    return by * direction;
  });
}

const cookieOf = (request: Request, name: string) =>
  (request.headers.get('cookie') ?? '')
    .split(';')
    .map((c) => c.trim().split('='))
    .find(([k]) => k === name)?.[1] ?? null;

/** A CSV answer that arrives in parts over time, with its size announced. */
function slowFile(bytes: Uint8Array, headers: Record<string, string>): Response {
  const size = Math.ceil(bytes.byteLength / SLOW_EXPORT.parts);
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (let at = 0; at < bytes.byteLength; at += size) {
        await delay(SLOW_EXPORT.everyMs);
        controller.enqueue(bytes.slice(at, at + size));
      }
      controller.close();
    },
  });
  return new HttpResponse(body, { headers: { ...headers, 'Content-Length': String(bytes.byteLength) } });
}

/**
 * Dev API of the report sub-app (our endpoints, {@link REPORT_API}): deterministic rows per
 * account (owner id), report and range, sorted and paged on the server; the overview's totals and
 * daily trend; the export as a CSV of every row in the list's order.
 */
export function createReportHandlers(): RequestHandler[] {
  return [
    http.post(
      apiPath(REPORT_API.list),
      withScenario(async (scenario, request) => {
        const p = await paramsOf(request);
        const q = readQuery(p);
        if ('error' in q) return fail(1001, q.error);
        const rows = sorted(reportRows(scenario.info?.ownerId ?? 0, q.report, q.days), q.sortField, q.direction);
        return ok({ items: pageOf(rows, p.pageNum, p.pageSize).rows, totalCount: rows.length });
      }),
    ),
    http.post(
      apiPath(REPORT_API.overview),
      withScenario(async (scenario, request) => {
        const q = readQuery(await paramsOf(request));
        if ('error' in q) return fail(1001, q.error);
        return ok(overviewOf(scenario.info?.ownerId ?? 0, q.report, q.days));
      }),
    ),
    http.post(
      apiPath(REPORT_API.export),
      withScenario(async (scenario, request) => {
        const mode = cookieOf(request, DEV_EXPORT_COOKIE);
        if (mode === 'fail') return fail(500, '导出服务繁忙，请稍后再试');
        const q = readQuery(await paramsOf(request));
        if ('error' in q) return fail(1001, q.error);
        const rows = sorted(reportRows(scenario.info?.ownerId ?? 0, q.report, q.days), q.sortField, q.direction);
        const bytes = new TextEncoder().encode(toCsv(q.report, rows, DIMENSIONS));
        const headers = {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(`report-${q.report.type}.csv`)}`,
        };
        if (mode === 'slow') return slowFile(bytes, headers);
        return new HttpResponse(bytes, { headers: { ...headers, 'Content-Length': String(bytes.byteLength) } });
      }),
    ),
  ];
}

export default createReportHandlers();
