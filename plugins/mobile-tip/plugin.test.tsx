import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal } from '@portico/sdk/testing';
import { isMobileBrowser } from './constants';
import plugin from './plugin';

const setWidth = (w: number) => Object.defineProperty(window, 'innerWidth', { configurable: true, value: w });

describe('mobile-tip', () => {
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
    await userEvent.click(await screen.findByRole('button', { name: '前往移动版' }));
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
    await renderPortal({ plugins: [plugin], scenario: 'owner', route: '/markets/x' });
    await screen.findByText('页面走丢了');
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

  it('stays quiet on desktop and for agencies', async () => {
    await renderPortal({ plugins: [plugin], scenario: 'owner', route: '/markets/x' });
    await screen.findByText('页面走丢了');
    expect(screen.queryByText('推荐使用移动版')).toBeNull();
    setWidth(390);
    await renderPortal({ plugins: [plugin], scenario: 'agency', route: '/markets/y' });
    expect(screen.queryByText('推荐使用移动版')).toBeNull();
  });
});
