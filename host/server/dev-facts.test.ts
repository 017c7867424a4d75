// The dev API's scenario facts agree with each other (issue 24): asked as the pages ask, through the
// dev API `npm start` composes (core's handlers and every plugin's dev-api.ts), the bell and the
// message list, the owner home and the finance home, the agency home and finance, and every list
// that names a client say the same.
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { AGENCY_CLIENTS, handlersFetch, SCENARIOS, scenarioToken, type ScenarioName } from '@portico/dev';
import type { RequestHandler } from 'msw';
import { FINANCE_API } from '../../plugins/finance/api';
import { ACCOUNT_API as MANAGE_API } from '../../plugins/manage/api';
import { MSG_API } from '../../plugins/notifications/constants';
import { lastDays } from '../../plugins/notifications/date-window';
import { REPORT_API } from '../../plugins/report/api';
import { ACCOUNT_API as TOOLBOX_API } from '../../plugins/toolbox/api';
import { loadDevApi } from './dev-api';

let handlers: RequestHandler[];
beforeAll(async () => {
  handlers = await loadDevApi(process.cwd(), join(process.cwd(), 'portal.config.json'), null);
});

/** One call of the dev API as a scenario account: form-encoded POST, the answer's `data`. */
async function ask<T>(scenario: ScenarioName, path: string, params: Record<string, string | number> = {}): Promise<T> {
  const res = await handlersFetch(handlers).fetch(path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
      tk: scenarioToken(scenario),
      // A supervised session acts for its owner with the header, as the portal's calls carry it.
      ...(SCENARIOS[scenario].multiAccessId ? { multiAccessId: SCENARIOS[scenario].multiAccessId } : {}),
    },
    body: new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString(),
  });
  const body = (await res.json()) as { code: number; data: T };
  expect(body.code, `${path} as ${scenario}`).toBe(0);
  return body.data;
}

/** Every row of a paged list (`list`/`items`, `total`/`totalCount`), 100 a page. */
async function all<T>(scenario: ScenarioName, path: string, params: Record<string, string | number> = {}) {
  const rows: T[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const data = await ask<{ list?: T[]; items?: T[]; total?: number; totalCount?: number }>(scenario, path, {
      ...params,
      pageNum,
      pageSize: 100,
    });
    const page = data.list ?? data.items ?? [];
    rows.push(...page);
    if (!page.length || rows.length >= (data.total ?? data.totalCount ?? 0)) return rows;
  }
}

const OWNERS = (Object.keys(SCENARIOS) as ScenarioName[]).filter((n) =>
  [1, 2, 3].includes(SCENARIOS[n].info?.ownerType ?? -1),
);

describe('the dev API: one source of truth per scenario', () => {
  it.each(['owner', 'agency', 'sub-owner', 'supervised', 'push-user'] as const)(
    '%s: the bell counts exactly the unread messages the list holds',
    async (scenario) => {
      const window = lastDays(7, Date.now());
      const unread = await ask<number>(scenario, MSG_API.unreadCount, { ...window, loginType: 4 });
      // Every page of the list (the dev API, like a server, caps a page at 100 rows).
      type Page = { items: Array<{ readFlag: number }>; totalCount: number };
      const items: Page['items'] = [];
      let totalCount = 0;
      for (let page = 1; page === 1 || items.length < totalCount; page++) {
        const listed = await ask<Page>(scenario, MSG_API.query, { ...window, page, pageCount: 100 });
        if (listed.items.length === 0) break;
        items.push(...listed.items);
        totalCount = listed.totalCount;
      }
      expect(items).toHaveLength(totalCount);
      expect(unread).toBe(items.filter((m) => m.readFlag === 0).length);
    },
  );

  it('the owner scenario passes the badge cap with every unread message listed', async () => {
    expect(
      await ask<number>('owner', MSG_API.unreadCount, { ...lastDays(7, Date.now()), loginType: 4 }),
    ).toBeGreaterThan(99);
  });

  it.each(OWNERS)('%s: the owner home shows the finance home’s balance and spend', async (scenario) => {
    const home = await ask<Record<string, number>>(scenario, MANAGE_API.ownerOverview);
    const finance = await ask<Record<string, number>>(scenario, FINANCE_API.overview);
    expect(home.balance).toBe(finance.balance);
    expect(home.todayCost).toBe(finance.todayCost);
    expect(home.yesterdayCost).toBe(finance.yesterdayCost);
  });

  it('the agency home and finance count the same clients with the same money', async () => {
    const home = await ask<Record<string, number>>('agency', MANAGE_API.agencyOverview);
    const finance = await ask<Record<string, number>>('agency', FINANCE_API.agencyOverview);
    expect(home.clientCount).toBe(finance.clientCount);
    expect(home.totalBalance).toBe(finance.clientBalance);
    expect(home.todayCost).toBe(finance.todayCost);
    const listed = await all<{ ownerId: number }>('agency', MANAGE_API.clientList);
    expect(listed).toHaveLength(home.clientCount);
    expect(await all('agency', FINANCE_API.clients)).toHaveLength(finance.clientCount);
  });

  it('one client id has one name on every page that names clients', async () => {
    const names = new Map<number, Set<string>>();
    const add = (ownerId: number, ownerName: string) =>
      names.set(ownerId, (names.get(ownerId) ?? new Set()).add(ownerName));
    for (const c of await all<{ ownerId: number; ownerName: string }>('agency', MANAGE_API.clientList))
      add(c.ownerId, c.ownerName);
    for (const c of await all<{ ownerId: number; ownerName: string }>('agency', FINANCE_API.clients))
      add(c.ownerId, c.ownerName);
    const batch = await ask<{ list: Array<{ ownerId: number; ownerName: string }> }>(
      'agency',
      TOOLBOX_API.clientAccounts,
    );
    for (const c of batch.list) add(c.ownerId, c.ownerName);
    // The scenario accounts the agency serves log in under the same name.
    for (const n of Object.keys(SCENARIOS) as ScenarioName[]) {
      const info = SCENARIOS[n].info;
      if (info && names.has(info.ownerId)) add(info.ownerId, info.ownerName);
    }
    const twice = [...names].filter(([, n]) => n.size > 1).map(([id, n]) => `${id}: ${[...n].join(' / ')}`);
    expect(twice).toEqual([]);
    // A name belongs to one client.
    const owners = new Map<string, number>();
    for (const [id, n] of names)
      for (const name of n) {
        expect(owners.get(name) ?? id, name).toBe(id);
        owners.set(name, id);
      }
    expect(names.size).toBe(AGENCY_CLIENTS.length);
  });

  it('the agency reports name only the agency’s clients', async () => {
    const known = new Set(AGENCY_CLIENTS.map((c) => c.ownerName));
    const rows = await all<{ clientName: string }>('agency', REPORT_API.list, {
      reportType: 'agencyEffect',
      beginDate: '2026-11-01',
      endDate: '2026-11-07',
    });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => !known.has(r.clientName)).map((r) => r.clientName)).toEqual([]);
  });
});
