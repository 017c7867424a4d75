import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { definePlugin, LayoutBlueprint, PageBlueprint, type PageProps } from '@portico/sdk';
import { renderPortal } from '@portico/sdk/testing';
import ToolboxFlyout from './components/ToolboxFlyout';
import { toolboxHandlers } from './dev-api';
import { toolboxStandIn } from './flyout-driver';
import { FLYOUT_ENTRIES } from '../toolbox/flyout-entries';
import plugin from './plugin';

/** The header's 更多 as it holds a tab with this flyout: the tab's menu item, handed to the flyout. */
function More() {
  const navigate = useNavigate();
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <button type="button">更多</button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <ToolboxFlyout placement="menu">
            <MenuItem onClick={() => navigate('/markets/toolbox/Home')}>工具箱</MenuItem>
          </ToolboxFlyout>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
const more = definePlugin({
  id: 'more-stand-in',
  contributes: [LayoutBlueprint.make({ name: 'more', slot: 'banner', loader: async () => ({ default: More }) })],
});

/** Where a click led: each landing page shows the last part of its path. */
const Landing = ({ title }: PageProps) => <h1>{title}</h1>;
const pages = definePlugin({
  id: 'landing-pages',
  contributes: ['/markets/toolbox/workOrderManage', '/markets/toolbox/Home'].map((path) =>
    PageBlueprint.make({ path, title: path.split('/').pop()!, loader: async () => ({ default: Landing }) }),
  ),
});

const boot = () =>
  renderPortal({
    plugins: [plugin, toolboxStandIn(FLYOUT_ENTRIES), more, pages],
    handlers: toolboxHandlers,
    scenario: 'owner',
    route: '/markets/x',
  });

describe('toolbox flyout in 更多 (placement: menu)', () => {
  it('makes the tab’s menu item the trigger of a submenu with the groups and entries', async () => {
    const user = userEvent.setup();
    await boot();
    await user.click(await screen.findByRole('button', { name: '更多' }));
    const item = await screen.findByRole('menuitem', { name: '工具箱' });
    expect(item).toHaveAttribute('aria-haspopup', 'menu');
    item.focus();
    await user.keyboard('{ArrowRight}');
    const submenu = await screen.findByRole('menu', { name: '工具箱' });
    for (const group of ['账户支持', '定向工具', '投放辅助'])
      expect(within(submenu).getByText(group)).toBeInTheDocument();
    expect(within(submenu).getByRole('menuitem', { name: '经营验证' })).toBeInTheDocument();
  });

  it('launches an entry like the flyout does, and a click on the item itself still opens the toolbox home', async () => {
    const user = userEvent.setup();
    await boot();
    await user.click(await screen.findByRole('button', { name: '更多' }));
    await user.hover(await screen.findByRole('menuitem', { name: '工具箱' }));
    const submenu = await screen.findByRole('menu', { name: '工具箱' });
    await user.click(within(submenu).getByRole('menuitem', { name: '工单' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'workOrderManage' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '更多' }));
    await user.click(await screen.findByRole('menuitem', { name: '工具箱' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
  });
});
