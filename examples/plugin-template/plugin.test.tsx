import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal } from '@portico/sdk/testing';
import plugin from './plugin';
import header from '../../plugins/header/plugin';

describe('plugin-template', () => {
  it('opens its page from the header widget', async () => {
    await renderPortal({ plugins: [header, plugin], scenario: 'owner', route: '/markets/somewhere' });
    await userEvent.click(await screen.findByRole('button', { name: '打开我的插件页面' }));
    expect(await screen.findByRole('heading', { level: 1, name: '我的插件' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('杭州云帆网络科技有限公司')).toBeInTheDocument();
  });

  it('is hidden when logged out', async () => {
    await renderPortal({ plugins: [header, plugin], scenario: 'logged-out', route: '/markets/ext/plugin-template' });
    expect(await screen.findByRole('heading', { level: 1, name: '暂无权限' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '打开我的插件页面' })).toBeNull();
  });
});
