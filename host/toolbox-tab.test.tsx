import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_API } from '@portico/core';
import { apiPath, http, ok } from '@portico/dev';
import { renderPortal, SCENARIO_NAMES, SCENARIOS, type ScenarioName } from '@portico/sdk/testing';
import header from '../plugins/header/plugin';
import manage from '../plugins/manage/plugin';
import toolbox from '../plugins/toolbox/plugin';
import toolboxFlyout from '../plugins/toolbox-flyout/plugin';
import { toolboxHandlers } from '../plugins/toolbox-flyout/dev-api';

// The header, the toolbox sub-app and the toolbox flyout composed as in the catalog: the flyout
// hangs under the 工具箱 tab, so it follows the tab's §2.3 rule (operators need menu 927 and the
// toolbox-enabled flag; logged-out visitors have no tab).
const WITHOUT_TOOLBOX: readonly ScenarioName[] = ['operator-finance', 'logged-out'];

const routeOf = (scenario: ScenarioName) =>
  scenario.startsWith('operator') || scenario === 'agency'
    ? '/markets/manage/agency/home'
    : scenario === 'supervised'
      ? '/markets/manage/IndexManage?multiAccessId=ma-100001-200005'
      : '/markets/manage/IndexManage';

const boot = (scenario: ScenarioName, handlers: typeof toolboxHandlers = []) =>
  renderPortal({
    plugins: [manage, header, toolbox, toolboxFlyout],
    handlers: [...handlers, ...toolboxHandlers],
    scenario,
    route: routeOf(scenario),
  });

describe('the toolbox flyout under the header tab', () => {
  it.each(SCENARIO_NAMES.map((s) => [s, !WITHOUT_TOOLBOX.includes(s)] as const))(
    '%s: tab and flyout together (%s)',
    async (scenario, expected) => {
      await boot(scenario);
      const nav = await screen.findByRole('navigation', { name: '主导航' }).catch(() => null);
      if (!expected) {
        await screen.findByRole('banner');
        expect(nav && within(nav).queryByRole('link', { name: '工具箱' })).toBeFalsy();
        expect(screen.queryByRole('button', { name: '工具箱快捷入口' })).toBeNull();
        return;
      }
      // The bare tab shows until the flyout's chunk arrives; then the flyout renders it anew.
      const trigger = await within(nav as HTMLElement).findByRole('button', { name: '工具箱快捷入口' });
      const tab = within(nav as HTMLElement).getByRole('link', { name: '工具箱' });
      // The disclosure button sits inside the same list item as the tab.
      expect(tab.closest('li')).toContainElement(trigger);
      await userEvent.hover(tab);
      expect(await screen.findByRole('group', { name: '工具箱', hidden: true })).toBeInTheDocument();
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
    },
  );

  it('a click on the tab still opens the toolbox home', async () => {
    await boot('owner');
    const tab = await screen.findByRole('link', { name: '工具箱' });
    expect(tab).toHaveAttribute('href', '/markets/toolbox/Home');
  });

  // Spec §2.3: an operator needs both menu 927 and the toolbox-enabled flag. operator-ads has
  // both; take away one at a time.
  it.each([
    [
      'the toolbox-enabled flag',
      http.post(apiPath(SESSION_API.agencyInfo), () =>
        ok({ ...SCENARIOS['operator-ads'].info, toolboxEnabled: false }),
      ),
    ],
    [
      'menu 927',
      http.post(apiPath(SESSION_API.authQuery), () =>
        ok({ menuTree: SCENARIOS['operator-ads'].menuTree.filter((m) => m !== 927), dataTree: [] }),
      ),
    ],
  ])('an operator without %s has neither the tab nor the flyout', async (_, handler) => {
    await boot('operator-ads', [handler]);
    const nav = await screen.findByRole('navigation', { name: '主导航' });
    // The operator's other tabs are there: the bar has rendered.
    expect(within(nav).getByRole('link', { name: '修改密码' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: '工具箱' })).toBeNull();
    expect(screen.queryByRole('button', { name: '工具箱快捷入口' })).toBeNull();
  });
});
