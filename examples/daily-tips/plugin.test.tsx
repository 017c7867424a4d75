import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal } from '@portico/sdk/testing';
import plugin from './plugin';
import handlers from './dev-api';
import header from '../../plugins/header/plugin';

describe('daily-tips example plugin', () => {
  it('shows today\'s tip from the header button', async () => {
    await renderPortal({ plugins: [header, plugin], handlers, scenario: 'owner', route: '/markets/elsewhere' });
    await userEvent.click(await screen.findByRole('button', { name: '查看今日投放提示' }));
    expect(await screen.findByText('出价别频繁调整', { selector: 'strong' })).toBeInTheDocument();
  });

  it('lists the tips on its page', async () => {
    await renderPortal({ plugins: [header, plugin], handlers, scenario: 'owner', route: '/markets/ext/daily-tips' });
    expect(await screen.findByRole('heading', { level: 1, name: '投放小贴士' })).toBeInTheDocument();
    expect(within(await screen.findByRole('list', { name: '提示列表' })).getAllByRole('listitem')).toHaveLength(5);
  });

  it('is not started with invalid options, and says why', async () => {
    const { diagnostics } = await renderPortal({ plugins: [header, plugin], handlers, scenario: 'owner', options: { 'daily-tips': { pageSize: 0 } } });
    expect(diagnostics).toContainEqual(expect.objectContaining({ code: 'PORTICO_E_INVALID_OPTIONS', pluginId: 'daily-tips', key: 'plugins.daily-tips.options.pageSize' }));
    expect(screen.queryByRole('button', { name: '查看今日投放提示' })).toBeNull();
  });
});
