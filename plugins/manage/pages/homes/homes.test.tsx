import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { apiPath, http, ok } from '@portico/dev';
import { renderPortal, type ScenarioName } from '@portico/sdk/testing';
import finance from '../../../finance/plugin';
import report from '../../../report/plugin';
import { ACCOUNT_API } from '../../api';
import { manageHandlers } from '../../dev-api';
import manage from '../../plugin';

/** The value shown for a figure of an overview (the `<dd>` after its `<dt>`). */
async function figure(label: string): Promise<string> {
  const term = await screen.findByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

const open = (scenario: ScenarioName, route: string, handlers = manageHandlers) =>
  renderPortal({ plugins: [manage, report, finance], scenario, route, handlers: [...handlers] });

describe('owner home', () => {
  it('shows the account figures through the §9 formatters', async () => {
    await open('owner', '/markets/manage/IndexManage');
    // Fixture: balance 1,234,567,890 cents, today 8,765,432, yesterday 10,234,567, 12,840 active plans.
    expect(await figure('账户余额（元）')).toBe('12,345,678.90');
    expect(await figure('今日消耗（元）')).toBe('87,654.32');
    expect(await figure('昨日消耗（元）')).toBe('102,345.67');
    expect(await figure('在投计划')).toBe('1.28万');
  });

  it('is also the page at /markets/manage/', async () => {
    await open('owner', '/markets/manage/');
    expect(await figure('账户余额（元）')).toBe('12,345,678.90');
  });

  it('shows the empty value for figures that are not numbers, and never breaks', async () => {
    await open('owner', '/markets/manage/IndexManage', [
      http.post(apiPath(ACCOUNT_API.ownerOverview), () =>
        ok({ balance: 'abc', todayCost: null, yesterdayCost: { v: 1 }, activePlanCount: '250' }),
      ),
    ]);
    expect(await figure('账户余额（元）')).toBe('-');
    expect(await figure('今日消耗（元）')).toBe('-');
    expect(await figure('昨日消耗（元）')).toBe('-');
    expect(await figure('在投计划')).toBe('250');
  });

  it('links to 推广, 数据 and 财务 where the pages let the owner in', async () => {
    await open('owner', '/markets/manage/IndexManage');
    const nav = await screen.findByRole('navigation', { name: '快捷入口' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent?.slice(0, 2), l.getAttribute('href')])).toEqual([
      ['推广', '/markets/manage/PlanManage'],
      ['数据', '/markets/report/'],
      ['财务', '/markets/finance/home/'],
    ]);
  });

  it('shows no 推广 or 数据 link to a push user (spec §6)', async () => {
    await open('push-user', '/markets/manage/IndexManage');
    const nav = await screen.findByRole('navigation', { name: '快捷入口' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent?.slice(0, 2)),
    ).toEqual(['财务']);
  });

  it('shows no link to a sub-app that is switched off', async () => {
    await renderPortal({
      plugins: [manage],
      scenario: 'owner',
      route: '/markets/manage/IndexManage',
      handlers: manageHandlers,
    });
    const nav = await screen.findByRole('navigation', { name: '快捷入口' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent?.slice(0, 2)),
    ).toEqual(['推广']);
  });

  it('says when ad creation is disabled, with a link to the qualification page', async () => {
    await open('owner-qual-missing', '/markets/manage/IndexManage');
    expect(await screen.findByRole('region', { name: '广告投放受限' })).toHaveTextContent(
      '您尚未上传广告主资质，暂时无法新建和投放广告。',
    );
    expect(screen.getByRole('link', { name: '前往资质管理' })).toHaveAttribute(
      'href',
      '/markets/toolbox/personal/Index',
    );
  });

  it('says nothing about qualification to an approved owner', async () => {
    await open('owner', '/markets/manage/IndexManage');
    await figure('账户余额（元）');
    expect(screen.queryByRole('link', { name: '前往资质管理' })).toBeNull();
  });
});

describe('agency home', () => {
  it.each<[ScenarioName, string]>([
    ['agency', '/markets/manage/agency/home'],
    ['operator-ads', '/markets/manage/agency/Home'],
  ])('%s sees the clients overview and the top clients at %s', async (scenario, route) => {
    await open(scenario, route);
    expect(await figure('客户总数')).toBe('236');
    expect(await figure('客户总余额（元）')).toMatch(/^[\d,]+\.\d\d$/);
    const table = await screen.findByRole('table', { name: '今日消耗最高的客户' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    for (const row of rows) expect(within(row).getAllByRole('cell')[3]!.textContent).toMatch(/^[\d,]+\.\d\d$/);
  });

  it('links to all clients only for those the client table lets in', async () => {
    await open('agency', '/markets/manage/agency/home');
    expect(await screen.findByRole('link', { name: '查看全部客户' })).toHaveAttribute(
      'href',
      '/markets/manage/agency/ClientManage?agency=true',
    );
    await open('operator-ads', '/markets/manage/agency/home');
    await screen.findAllByRole('table', { name: '今日消耗最高的客户' });
    expect(screen.getAllByRole('link', { name: '查看全部客户' })).toHaveLength(1);
  });
});
