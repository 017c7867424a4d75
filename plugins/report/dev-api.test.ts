import { describe, expect, it } from 'vitest';
import { handlersFetch, scenarioToken } from '@portico/dev';
import { REPORT_API } from './api';
import { REPORTS } from './catalog';
import { createReportHandlers, DEV_EXPORT_COOKIE } from './dev-api';

const RANGE = { beginDate: '2026-11-18', endDate: '2026-11-24' };

function post(path: string, body: Record<string, unknown>, cookie = '') {
  const { fetch } = handlersFetch(createReportHandlers());
  return fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', tk: scenarioToken('owner'), ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

const list = async (body: Record<string, unknown>) =>
  (
    (await (await post(REPORT_API.list, body)).json()) as {
      data: { items: Array<Record<string, unknown>>; totalCount: number };
    }
  ).data;

describe('report dev API', () => {
  it('answers hundreds of rows, the same ones every time, sorted and paged on the server', async () => {
    const q = { reportType: 'ads', ...RANGE, pageNum: 1, pageSize: 10, sortField: 'cost', sortOrder: 'desc' };
    const first = await list(q);
    expect(first.totalCount).toBe(240);
    expect(first.items).toHaveLength(10);
    expect(await list(q)).toEqual(first);
    const costs = first.items.map((r) => r.cost as number);
    expect(costs).toEqual([...costs].sort((a, b) => b - a));
    const second = await list({ ...q, pageNum: 2 });
    expect(second.items[0].cost as number).toBeLessThanOrEqual(costs[9]);
    const last = await list({ ...q, pageNum: 24 });
    expect(last.items).toHaveLength(10);
  });

  it('has rows for every report of the catalogue, with their dimension fields', async () => {
    for (const report of Object.values(REPORTS)) {
      const page = await list({ reportType: report.type, ...RANGE, pageNum: 1, pageSize: 10 });
      expect(page.totalCount, report.type).toBeGreaterThan(0);
      for (const key of report.dimensions) expect(typeof page.items[0][key], `${report.type}.${key}`).toBe('string');
    }
  });

  it('refuses a reversed range with a reason', async () => {
    const answer = (await (
      await post(REPORT_API.list, { reportType: 'ads', beginDate: '2026-11-24', endDate: '2026-11-01' })
    ).json()) as {
      code: number;
      msg: string;
    };
    expect(answer).toMatchObject({ code: 1001, msg: '日期范围不正确' });
  });

  it('exports a CSV with a BOM and every row; the fail cookie answers a failure envelope', async () => {
    const ok = await post(REPORT_API.export, { reportType: 'consume', ...RANGE });
    expect(ok.headers.get('content-type')).toContain('text/csv');
    const bytes = new Uint8Array(await ok.arrayBuffer());
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFF日期,计划名称,消耗（元）,展示数,点击数\n')).toBe(true);
    expect(text.trim().split('\n')).toHaveLength(1 + 7 * 30);
    expect(Number(ok.headers.get('content-length'))).toBe(bytes.byteLength);
    const failed = await post(REPORT_API.export, { reportType: 'consume', ...RANGE }, `${DEV_EXPORT_COOKIE}=fail`);
    expect(((await failed.json()) as { code: number }).code).toBe(500);
  });
});
