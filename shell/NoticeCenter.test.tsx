import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifierRef } from '@portico/core';
import { renderPortal } from '@portico/sdk/testing';

/** The shell's live regions, by politeness; there must be exactly one of each. */
function liveRegion(politeness: 'polite' | 'assertive'): HTMLElement {
  const regions = document.querySelectorAll<HTMLElement>(`[aria-live="${politeness}"]`);
  expect(regions).toHaveLength(1);
  return regions[0];
}

describe('NoticeCenter', () => {
  // MessageBar's automatic layout measures itself; jsdom has no ResizeObserver.
  beforeAll(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    return () => void vi.unstubAllGlobals();
  });

  it('announces the first notice through live regions that were in the page before it', async () => {
    const { runtime } = await renderPortal({ plugins: [], route: '/markets/nope' });
    await screen.findByRole('heading', { level: 1, name: '页面走丢了' });
    const polite = liveRegion('polite');
    const assertive = liveRegion('assertive');
    expect(polite).toBeEmptyDOMElement();
    expect(assertive).toBeEmptyDOMElement();

    const notifier = runtime.container.resolve(notifierRef);
    act(() => void notifier.notify('success', '保存成功'));
    expect(liveRegion('polite')).toBe(polite);
    expect(polite).toHaveTextContent('保存成功');

    act(() => void notifier.error('网络错误，请稍后再试'));
    expect(liveRegion('assertive')).toBe(assertive);
    expect(assertive).toHaveTextContent('网络错误，请稍后再试');
    expect(polite).not.toHaveTextContent('网络错误');

    // Until the MessageBar's chunk arrives a notice shows as plain text; then each is a MessageBar
    // with its close button, in the same regions.
    expect(await within(polite).findByRole('button', { name: '关闭' })).toBeInTheDocument();
    expect(await within(assertive).findByRole('button', { name: '关闭' })).toBeInTheDocument();
    expect(liveRegion('polite')).toBe(polite);
    expect(liveRegion('assertive')).toBe(assertive);
  });

  it('closes a notice with its close button and keeps the regions', async () => {
    const { runtime } = await renderPortal({ plugins: [], route: '/markets/nope' });
    await screen.findByRole('heading', { level: 1, name: '页面走丢了' });
    act(() => void runtime.container.resolve(notifierRef).notify('info', '已复制', 0));
    const polite = liveRegion('polite');
    await userEvent.click(within(polite).getByRole('button', { name: '关闭' }));
    expect(polite).toBeEmptyDOMElement();
    expect(liveRegion('polite')).toBe(polite);
  });
});
