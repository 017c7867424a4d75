import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal } from '@portico/sdk/testing';
import plugin from './plugin';
import header from '../../plugins/header/plugin';

describe('plugin-template', () => {
  it('opens its page from the header link', async () => {
    await renderPortal({ plugins: [header, plugin], scenario: 'owner', route: '/markets/somewhere' });
    const link = await screen.findByRole('link', { name: '我的插件' });
    expect(link).toHaveAttribute('href', '/markets/ext/plugin-template');
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: '我的插件' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('杭州云帆网络科技有限公司')).toBeInTheDocument();
  });

  it('is hidden when logged out', async () => {
    await renderPortal({ plugins: [header, plugin], scenario: 'logged-out', route: '/markets/ext/plugin-template' });
    expect(await screen.findByRole('heading', { level: 1, name: '暂无权限' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '我的插件' })).toBeNull();
  });

  it('names the header link with the text it shows (WCAG 2.5.3)', async () => {
    await renderPortal({ plugins: [header, plugin], scenario: 'owner', route: '/markets/somewhere' });
    const link = await screen.findByRole('link', { name: /我的插件/ });
    expect(link.textContent).toBe('我的插件');
    expect(link).toHaveAccessibleName(expect.stringContaining(link.textContent ?? '∅'));
  });
});
