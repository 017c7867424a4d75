import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reporterRef } from '@portico/sdk';
import { MeasureUnavailableError } from '@portico/ui';
import { renderPortal, type ScenarioName } from '@portico/sdk/testing';
import { isMobileBrowser } from './constants';
import plugin from './plugin';

// The tip decides once, when its lazy chunk has mounted, by calling isMobileBrowser. A spy on it
// tells the "no tip" tests when that decision has been made: asserting "no dialog" any earlier
// passes whatever the tip would have done.
vi.mock('./constants', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./constants')>();
  return { ...actual, isMobileBrowser: vi.fn(actual.isMobileBrowser) };
});

const setWidth = (w: number) => Object.defineProperty(window, 'innerWidth', { configurable: true, value: w });

/** Waits until the mounted tip has decided whether to open, and its render is committed. */
async function tipDecided() {
  await waitFor(() => expect(isMobileBrowser).toHaveBeenCalled());
  await act(async () => undefined);
}

/** The overlay place the tip renders in: absent when no overlay may show for this user. */
const overlayPlace = () => document.querySelector('[data-slot="overlay"]');

describe('mobile-tip', () => {
  beforeEach(() => vi.mocked(isMobileBrowser).mockClear());
  afterEach(() => {
    setWidth(1024);
    sessionStorage.clear();
  });

  it('detects mobile by viewport width 600 or user agent', () => {
    expect(isMobileBrowser(600, 'Mozilla/5.0 (X11; Linux x86_64)')).toBe(true);
    expect(isMobileBrowser(601, 'Mozilla/5.0 (X11; Linux x86_64)')).toBe(false);
    expect(isMobileBrowser(1200, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(true);
  });

  it('offers the mobile site to an owner on a narrow viewport', async () => {
    setWidth(390);
    const { location } = await renderPortal({ plugins: [plugin], scenario: 'owner', route: '/markets/x' });
    const dialog = await screen.findByRole('dialog', { name: '推荐使用移动版' });
    expect(dialog).toHaveTextContent('检测到您正在使用手机浏览器，移动版营销平台更适合在手机上查看数据、管理推广。');
    await userEvent.click(screen.getByRole('button', { name: '前往移动版' }));
    expect(location.assigned).toEqual(['/markets-mobile/']);
  });

  it('remembers "continue on desktop" for the session, per owner', async () => {
    setWidth(390);
    await renderPortal({ plugins: [plugin], scenario: 'owner', route: '/markets/x' });
    await userEvent.click(await screen.findByRole('button', { name: '继续使用电脑版' }));
    await waitFor(() => expect(screen.queryByText('推荐使用移动版')).toBeNull());
    expect(sessionStorage.getItem('portico:200001:mobile-tip:dismissed')).toBe('true');
    cleanup();
    // The next page of the same tab: no tip again.
    vi.mocked(isMobileBrowser).mockClear();
    await renderPortal({ plugins: [plugin], scenario: 'owner', route: '/markets/x' });
    await screen.findByText('页面走丢了');
    await tipDecided();
    expect(screen.queryByText('推荐使用移动版')).toBeNull();
    cleanup();
    // Another owner in the same tab still gets the tip.
    await renderPortal({ plugins: [plugin], scenario: 'sub-owner', route: '/markets/x' });
    expect(await screen.findByText('推荐使用移动版')).toBeInTheDocument();
  });

  it('offers the tip again when the remembered choice is unreadable', async () => {
    setWidth(390);
    sessionStorage.setItem('portico:200001:mobile-tip:dismissed', '{oops');
    await renderPortal({ plugins: [plugin], scenario: 'owner', route: '/markets/x' });
    expect(await screen.findByText('推荐使用移动版')).toBeInTheDocument();
    expect(sessionStorage.getItem('portico:200001:mobile-tip:dismissed')).toBeNull();
  });

  it('stays quiet for an owner on desktop', async () => {
    await renderPortal({ plugins: [plugin], scenario: 'owner', route: '/markets/x' });
    await screen.findByText('页面走丢了');
    await tipDecided();
    expect(screen.queryByText('推荐使用移动版')).toBeNull();
  });

  // Spec §1: the tip is for owners; §6: push users see no mobile-entry items.
  it.each<ScenarioName>(['agency', 'operator-admin', 'push-user', 'logged-out'])(
    'stays quiet for %s, even on a narrow viewport',
    async (scenario) => {
      setWidth(390);
      await renderPortal({ plugins: [plugin], scenario, route: '/markets/y' });
      await screen.findByText('页面走丢了');
      // The gate decides as the layout renders: the overlay place is not there at all.
      expect(overlayPlace()).toBeNull();
      expect(screen.queryByText('推荐使用移动版')).toBeNull();
    },
  );
});

// Spec §9 viewport retry: a window without a width yet (not laid out) is measured again, 10 times
// 200 ms apart; one that never gets a width is reported and the user agent decides alone.
describe('mobile-tip before the window is laid out', () => {
  const DESKTOP_UA = navigator.userAgent;
  const setAgent = (ua: string) => Object.defineProperty(navigator, 'userAgent', { configurable: true, value: ua });

  beforeEach(() => {
    vi.mocked(isMobileBrowser).mockClear();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    setWidth(1024);
    setAgent(DESKTOP_UA);
    sessionStorage.clear();
  });

  it('decides once a later measurement has the width', async () => {
    setWidth(0);
    await renderPortal({ plugins: [plugin], scenario: 'owner', route: '/markets/x' });
    await screen.findByText('页面走丢了');
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(isMobileBrowser).not.toHaveBeenCalled();
    setWidth(390);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(isMobileBrowser).toHaveBeenCalledWith(390, DESKTOP_UA);
    expect(await screen.findByRole('dialog', { name: '推荐使用移动版' })).toBeInTheDocument();
  });

  it.each([
    ['a desktop browser: no tip', DESKTOP_UA, false],
    ['a mobile browser: the tip', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', true],
  ])('reports a width never measured and leaves it to the user agent — %s', async (_, ua, shown) => {
    setWidth(0);
    setAgent(ua);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { runtime } = await renderPortal({ plugins: [plugin], scenario: 'owner', route: '/markets/x' });
    const reported = vi.spyOn(runtime.container.resolve(reporterRef), 'error');
    await screen.findByText('页面走丢了');
    await act(() => vi.advanceTimersByTimeAsync(10 * 200));
    await tipDecided();
    expect(isMobileBrowser).toHaveBeenCalledWith(null, ua);
    expect(warn).toHaveBeenCalledWith('[portico] mobile-tip:', expect.any(MeasureUnavailableError));
    expect(reported).toHaveBeenCalledWith(
      expect.objectContaining({
        message: 'the viewport width (mobile tip) not there after 10 retries at 200 ms (PORTICO_E_NOT_MEASURED)',
      }),
    );
    expect(screen.queryByText('推荐使用移动版') !== null).toBe(shown);
  });
});
