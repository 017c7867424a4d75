import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEV_REPORTER_ENDPOINTS } from '@portico/dev';
import { renderPortal, type ScenarioName } from '@portico/sdk/testing';
import header from '../../../header/plugin';
import toolboxFlyout from '../../../toolbox-flyout/plugin';
import { flyout } from '../../../toolbox-flyout/flyout-driver';
import { wireLog } from '../../../toolbox-flyout/dev-wire-log';
import { toolboxHandlers as flyoutHandlers } from '../../../toolbox-flyout/dev-api';
import toolbox from '../../plugin';
import { toolboxHandlers } from '../../dev-api';

async function home(
  scenario: ScenarioName,
  route = '/markets/toolbox/Home',
  extra: Parameters<typeof renderPortal>[0]['handlers'] = [],
) {
  const rendered = await renderPortal({
    plugins: [header, toolboxFlyout, toolbox],
    scenario,
    route,
    handlers: [...(extra ?? []), ...toolboxHandlers, ...flyoutHandlers],
  });
  await screen.findByRole('heading', { level: 1, name: '工具箱' });
  return rendered;
}
/** The cards' names, group by group, in order. */
const cardNames = async () => {
  await screen.findAllByRole('list', { name: /个工具$/ });
  return [...document.querySelectorAll('.tbx-card .tbx-card-name')].map((n) => n.textContent);
};

describe('toolbox home', () => {
  it.each<[ScenarioName, string]>([
    ['owner', '/markets/toolbox/Home'],
    ['agency', '/markets/toolbox/Home?agency=true'],
    ['push-user', '/markets/toolbox/'],
  ])('%s: the cards are the entries of the flyout (same point, same gates, same order)', async (scenario, route) => {
    await home(scenario, route);
    const cards = await cardNames();
    const listed = flyout.entryNames(await flyout.hoverOpen());
    expect(cards.length).toBeGreaterThan(5);
    expect(cards).toEqual(listed);
  });

  it('groups the cards under the flyout groups, with icon, name, tag and description', async () => {
    await home('owner');
    const groups = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(groups).toEqual(['账户支持', '定向工具', '创意辅助', '数据辅助', '投放辅助']);
    const dashboard = screen.getByRole('link', { name: /跨渠道看板/ });
    expect(within(dashboard).getByText('新')).toBeInTheDocument();
    expect(within(dashboard).getByText('汇总查看各渠道的投放日报')).toBeInTheDocument();
    await waitFor(() => expect(dashboard.querySelector('svg')).not.toBeNull());
  });

  it('a card opens like the flyout entry: the usage report, then the page with the router', async () => {
    const usage = wireLog(DEV_REPORTER_ENDPOINTS.collect);
    await home('owner', '/markets/toolbox/Home', [usage.handler]);
    await userEvent.click(screen.getByRole('link', { name: /操作日志/ }));
    expect(await screen.findByRole('heading', { level: 1, name: '操作日志' })).toBeInTheDocument();
    await waitFor(() => expect(usage.calls).toHaveLength(1));
    const report = new URLSearchParams(usage.calls[0].body);
    expect(report.get('description')).toBe('operationLog');
    expect(report.get('page')).toBe('/markets/toolbox/Home');
  });

  it('without the flyout plugin its entries are inert: the home says so', async () => {
    await renderPortal({ plugins: [toolbox], scenario: 'owner', route: '/markets/toolbox/Home' });
    expect(await screen.findByText('工具箱快捷入口未启用，请联系管理员。')).toBeInTheDocument();
  });
});
