import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal } from '@portico/sdk/testing';
import plugin from './plugin';
import handlers from './dev-api';
import header from '../../plugins/header/plugin';

describe('daily-tips example plugin', () => {
  it("shows today's tip from the header button, and links to the page of all tips", async () => {
    await renderPortal({ plugins: [header, plugin], handlers, scenario: 'owner', route: '/markets/elsewhere' });
    await userEvent.click(await screen.findByRole('button', { name: '今日提示' }));
    expect(await screen.findByText('出价别频繁调整', { selector: 'strong' })).toBeInTheDocument();
    const all = screen.getByRole('link', { name: '查看全部提示' });
    expect(all).toHaveAttribute('href', '/markets/ext/daily-tips');
    await userEvent.click(all);
    expect(await screen.findByRole('heading', { level: 1, name: '投放小贴士' })).toBeInTheDocument();
  });

  it('names the header button with the text it shows (WCAG 2.5.3)', async () => {
    await renderPortal({ plugins: [header, plugin], handlers, scenario: 'owner', route: '/markets/elsewhere' });
    const button = await screen.findByRole('button', { name: /今日提示/ });
    expect(button.textContent).toBe('今日提示');
    expect(button).toHaveAccessibleName(expect.stringContaining(button.textContent ?? '∅'));
  });

  it('lists the tips on its page', async () => {
    await renderPortal({ plugins: [header, plugin], handlers, scenario: 'owner', route: '/markets/ext/daily-tips' });
    expect(await screen.findByRole('heading', { level: 1, name: '投放小贴士' })).toBeInTheDocument();
    expect(within(await screen.findByRole('list', { name: '提示列表' })).getAllByRole('listitem')).toHaveLength(5);
  });

  it('is not started with invalid options, and says why', async () => {
    const { diagnostics } = await renderPortal({
      plugins: [header, plugin],
      handlers,
      scenario: 'owner',
      options: { 'daily-tips': { pageSize: 0 } },
    });
    expect(diagnostics).toContainEqual(
      expect.objectContaining({
        code: 'PORTICO_E_INVALID_OPTIONS',
        pluginId: 'daily-tips',
        key: 'plugins.daily-tips.options.pageSize',
      }),
    );
    expect(screen.queryByRole('button', { name: '今日提示' })).toBeNull();
  });
});
