import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifierRef } from '@portico/core';
import { renderPortal } from '@portico/sdk/testing';

describe('BlockingPage', () => {
  it('takes the focus when a 405 blocks the portal, so that its message is read', async () => {
    const { runtime } = await renderPortal({ plugins: [], route: '/markets/nope' });
    await screen.findByRole('heading', { level: 1, name: '页面走丢了' });
    act(() => runtime.container.resolve(notifierRef).block('访问次数达到上限，请明天再试'));
    const page = screen.getByRole('alertdialog', { name: '访问次数达到上限，请明天再试' });
    expect(page).toHaveFocus();
    // Focusable by script only: it does not join the tab order.
    expect(page).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('button', { name: '返回上一页' })).toBeInTheDocument();
  });

  it('takes the focus again when the message changes', async () => {
    const { runtime } = await renderPortal({ plugins: [], route: '/markets/nope' });
    await screen.findByRole('heading', { level: 1, name: '页面走丢了' });
    const notifier = runtime.container.resolve(notifierRef);
    act(() => notifier.block('访问次数达到上限'));
    screen.getByRole('button', { name: '返回上一页' }).focus();
    act(() => notifier.block('今日访问已达上限'));
    expect(screen.getByRole('alertdialog', { name: '今日访问已达上限' })).toHaveFocus();
  });

  it('its back button lifts the block and goes back a page', async () => {
    const { runtime } = await renderPortal({ plugins: [], route: '/markets/nope' });
    await screen.findByRole('heading', { level: 1, name: '页面走丢了' });
    const back = vi.spyOn(history, 'back').mockImplementation(() => undefined);
    act(() => runtime.container.resolve(notifierRef).block('访问次数达到上限'));
    await userEvent.click(screen.getByRole('button', { name: '返回上一页' }));
    expect(back).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: '页面走丢了' })).toBeInTheDocument();
    back.mockRestore();
  });
});
