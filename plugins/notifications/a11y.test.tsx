import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { renderPortal, type ScenarioName } from '@portico/sdk/testing';
import { createNotificationHandlers } from './dev-api';
import plugin from './plugin';
import header from '../header/plugin';

const serious = async (root: Element) =>
  (await axe.run(root)).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);

describe('notifications accessibility', () => {
  it('has no serious violations with the bell closed', async () => {
    await renderPortal({ plugins: [header, plugin], handlers: createNotificationHandlers(), scenario: 'owner', route: '/markets/x' });
    await within(await screen.findByRole('button', { name: '消息通知' })).findByText('99+');
    expect(await serious(screen.getByRole('banner'))).toEqual([]);
  });

  it.each<[ScenarioName, string]>([
    ['owner', '共 23 条'],
    ['push-user', '暂无消息'],
  ])('has no serious violations with the panel open (%s)', async (scenario, loaded) => {
    await renderPortal({ plugins: [header, plugin], handlers: createNotificationHandlers(), scenario, route: '/markets/x' });
    await userEvent.click(await screen.findByRole('button', { name: '消息通知' }));
    const dialog = await screen.findByRole('dialog', { name: '新消息列表' });
    await within(dialog).findByText(loaded);
    expect(await serious(document.body)).toEqual([]);
  });
});
