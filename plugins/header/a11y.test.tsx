import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { renderPortal, type ScenarioName } from '@portico/sdk/testing';
import header from './plugin';

const serious = async (root: Element) =>
  (await axe.run(root)).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);

describe('header accessibility', () => {
  it.each<ScenarioName>(['owner', 'agency', 'operator-admin', 'logged-out'])(
    'has no serious axe violations for %s',
    async (scenario) => {
      await renderPortal({ plugins: [header], scenario, route: '/markets/x' });
      const banner = await screen.findByRole('banner');
      await screen.findByRole('navigation', { name: '主导航' });
      expect(await serious(banner)).toEqual([]);
    },
  );

  it('has no serious violations with the user menu open', async () => {
    await renderPortal({ plugins: [header], scenario: 'owner', route: '/markets/x' });
    await userEvent.click(await screen.findByRole('button', { name: /账户菜单/ }));
    await screen.findByRole('menuitem', { name: '退出登录' });
    expect(await serious(document.body)).toEqual([]);
  });
});
