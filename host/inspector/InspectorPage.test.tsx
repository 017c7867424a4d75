import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal } from '@portico/sdk/testing';
import header from '../../plugins/header/plugin';
import crashDemo from '../../examples/crash-demo/plugin';
import dailyTips from '../../examples/daily-tips/plugin';
import dailyTipsApi from '../../examples/daily-tips/dev-api';
import type { PortalConfig } from '../config/schema';
import { selectPlugins, type CatalogEntry } from '../select-plugins';
import { INSPECTOR_PATH, inspectorPlugin } from './plugin';

const CATALOG: CatalogEntry[] = [
  { plugin: header, defaultEnabled: true },
  { plugin: dailyTips, defaultEnabled: false },
  { plugin: crashDemo, defaultEnabled: false },
];

/** Boots the catalog as the host does (config, ?plugins=, then the inspector) at the inspector's path. */
async function openInspector(config: PortalConfig, subset: string[] | null = null) {
  const selected = selectPlugins(CATALOG, config, subset);
  const inspector = inspectorPlugin({ catalog: CATALOG, config, subset, selected: selected.map((p) => p.id) });
  const portal = await renderPortal({
    plugins: [...selected, inspector],
    scenario: 'owner',
    route: INSPECTOR_PATH,
    handlers: dailyTipsApi,
  });
  await screen.findByRole('heading', { level: 1, name: 'Portico 检查器' });
  return portal;
}

const row = (table: HTMLElement, text: string) =>
  within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryAllByRole('cell')[0]?.textContent === text)!;
const user = () => userEvent.setup();

describe('the inspector page', () => {
  it('lists every plugin of the catalog with its state, the reason and its activation time', async () => {
    await openInspector({ plugins: { 'crash-demo': { enabled: true }, 'daily-tips': { enabled: false } } });
    const table = screen.getByRole('table', { name: '插件' });
    expect(within(row(table, 'header')).getByText('已启用')).toBeInTheDocument();
    expect(within(row(table, 'header')).getByText(/^\d+\.\d ms$/)).toBeInTheDocument();
    expect(
      within(row(table, 'daily-tips')).getByText('配置关闭（portal.config.json 中 enabled: false）'),
    ).toBeInTheDocument();
    expect(within(row(table, 'crash-demo')).getByText('运行中')).toBeInTheDocument();
    expect(
      within(row(table, 'portico-inspector')).getByText('开发工具（开发与测试构建中始终启用）'),
    ).toBeInTheDocument();
  });

  it('says which plugins ?plugins= left out', async () => {
    await openInspector({ plugins: { 'daily-tips': { enabled: true, options: { pageSize: 3 } } } }, ['header']);
    const table = screen.getByRole('table', { name: '插件' });
    expect(within(row(table, 'header')).getByText('运行中')).toBeInTheDocument();
    expect(within(row(table, 'daily-tips')).getByText('不在 ?plugins= 子集中')).toBeInTheDocument();
    expect(within(row(table, 'daily-tips')).getByText('{"pageSize":3}')).toBeInTheDocument();
    expect(within(row(table, 'daily-tips')).getByText('（未校验，插件未激活）')).toBeInTheDocument();
  });

  it('says which plugins are off by default, and shows the options as validated', async () => {
    await openInspector({ plugins: { 'daily-tips': { enabled: true } } });
    const table = screen.getByRole('table', { name: '插件' });
    expect(within(row(table, 'crash-demo')).getByText('默认关闭，配置未启用')).toBeInTheDocument();
    // daily-tips' schema fills its default page size.
    expect(within(row(table, 'daily-tips')).getByText(/^\{"pageSize":\d+\}$/)).toBeInTheDocument();
  });

  it('shows a crash with its error and component stacks', async () => {
    await openInspector({ plugins: { 'crash-demo': { enabled: true } } });
    await screen.findByText('「crash-demo」出现异常，其余功能不受影响');
    await user().click(screen.getByRole('tab', { name: /诊断/ }));
    const diagnostics = screen.getByRole('table', { name: '诊断' });
    expect(within(diagnostics).getByText('PORTICO_E_CONTRIBUTION_CRASHED')).toBeInTheDocument();
    // The hint column shows the code's hint once the lazily loaded table is here.
    expect(
      await within(diagnostics).findByText(
        'A widget threw while rendering; the rest of the page keeps working. See the error.',
      ),
    ).toBeInTheDocument();
    const crash = screen.getByRole('region', { name: 'header-widget:crash-demo/broken · crash-demo' });
    expect(crash.querySelector('[data-stack="error"]')!.textContent).toContain(
      'Error: crash-demo: this widget fails on purpose',
    );
    expect(crash.querySelector('[data-stack="component"]')!.textContent).toContain('BrokenWidget');
  });

  it("shows each contribution's when clause and flips its live value when the session changes", async () => {
    const { runtime } = await openInspector({ plugins: { 'daily-tips': { enabled: true } } });
    await user().click(screen.getByRole('tab', { name: '扩展' }));
    const table = screen.getByRole('table', { name: '扩展' });
    const tips = within(table)
      .getAllByRole('row')
      .find((r) => r.getAttribute('data-extension') === 'header-widget:daily-tips/tips')!;
    expect(within(tips).getByText('账号类型 owner')).toBeInTheDocument();
    expect(within(tips).getByText('header-widget · right')).toBeInTheDocument();
    expect(within(tips).getByText('是')).toBeInTheDocument();
    // The owner becomes an agency: the clause no longer holds, without a reload.
    act(() => runtime.session.setUser({ ...runtime.session.user!, loginType: 1, ownerType: 0 }));
    await waitFor(() => expect(within(tips).getByText('否')).toBeInTheDocument());
  });

  it('turns switches into the portal.config.json fragment to paste, and copies it', async () => {
    await openInspector({ plugins: { 'daily-tips': { enabled: true } } });
    const u = user();
    await u.click(screen.getByRole('tab', { name: '配置（管理员）' }));
    const fragment = () => (screen.getByRole('textbox', { name: '配置片段' }) as HTMLTextAreaElement).value;
    expect(fragment()).toBe('');
    await u.click(screen.getByRole('switch', { name: 'daily-tips' }));
    expect(JSON.parse(fragment())).toEqual({ plugins: { 'daily-tips': { enabled: false } } });
    await u.click(screen.getByRole('switch', { name: 'header-widget:daily-tips/tips' }));
    expect(JSON.parse(fragment())).toEqual({
      plugins: { 'daily-tips': { enabled: false } },
      extensions: { 'header-widget:daily-tips/tips': { enabled: false } },
    });
    await u.click(screen.getByRole('button', { name: '复制片段' }));
    expect(await navigator.clipboard.readText()).toBe(fragment());
    expect(screen.getByRole('status')).toHaveTextContent('已复制到剪贴板');
    const effective = (screen.getByRole('textbox', { name: /生效配置/ }) as HTMLTextAreaElement).value;
    expect(JSON.parse(effective)).toEqual({ plugins: { 'daily-tips': { enabled: true } } });
  });

  it('draws the dependency graph with a node per plugin and the edges, plus the list', async () => {
    await openInspector({ plugins: { 'crash-demo': { enabled: true }, 'daily-tips': { enabled: true } } });
    await user().click(screen.getByRole('tab', { name: '依赖图' }));
    const picture = screen.getByRole('img', { name: /插件依赖图：4 个插件/ });
    const nodes = [...picture.querySelectorAll('[data-node]')].map((n) => n.getAttribute('data-node'));
    expect(nodes.sort()).toEqual(['crash-demo', 'daily-tips', 'header', 'portico-inspector']);
    expect(picture.querySelector('[data-edge="crash-demo->header"]')!.getAttribute('data-kind')).toBe('point');
    expect(picture.querySelector('[data-node="header"]')!.getAttribute('data-layer')).toBe('0');
    expect(picture.querySelector('[data-node="daily-tips"]')!.getAttribute('data-layer')).toBe('1');
    const list = [...document.querySelectorAll('[data-graph-list] li')].map((li) => li.textContent);
    expect(list).toContain('daily-tips（已启用）：扩展点 header');
    expect(list).toContain('header（已启用）：无依赖');
  });

  it('shows the boot timeline: the marks and one activation bar per started plugin', async () => {
    await openInspector({});
    await user().click(screen.getByRole('tab', { name: '启动时间线' }));
    const table = screen.getByRole('table', { name: '启动时间线' });
    for (const mark of ['portal:config', 'portal:session', 'portal:activated', 'portal:ready'])
      expect(within(table).getByText(mark)).toBeInTheDocument();
    const headerRow = table.querySelector('[data-timeline="header"]')!;
    expect(headerRow.getAttribute('data-kind')).toBe('plugin');
    expect(within(headerRow as HTMLElement).getAllByText(/^\d+\.\d ms$/)).toHaveLength(3);
  });
});
