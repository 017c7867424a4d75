import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigationRef } from '@portico/sdk';
import { renderPortal } from '@portico/sdk/testing';
import toolbox from '../../plugin';
import { TOOL_PAGES } from '../../tools';
import { TOOL_MESSAGES } from './messages';

afterEach(() => vi.restoreAllMocks());

async function open(path: string, links: Record<string, string> = {}) {
  const rendered = await renderPortal({
    plugins: [toolbox],
    scenario: 'agency',
    route: `/markets/toolbox${path}`,
    options: { toolbox: { links } },
    allowedHosts: ['omni.example.cn'],
  });
  const navigation = rendered.runtime.container.resolve(navigationRef);
  const opened = vi.spyOn(navigation, 'open').mockReturnValue(true);
  return { ...rendered, opened };
}

describe('honest tool pages', () => {
  it('every tool the spec only names says what it is for, and 该工具暂未开放 without an address', async () => {
    // The agency holds the gates of these two; the others share the same component and table.
    for (const [tool, path] of [
      ['apiKey', '/apiKey/Index'],
      ['adDiagnosis', '/AdDiagnostic'],
    ] as const) {
      const { unmount } = await open(path);
      expect(await screen.findByText(TOOL_MESSAGES.about[tool])).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: '该工具暂未开放' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '打开工具' })).toBeNull();
      unmount();
    }
    // One text per tool, none empty.
    for (const tool of Object.keys(TOOL_PAGES))
      expect(TOOL_MESSAGES.about[tool as keyof typeof TOOL_PAGES].length).toBeGreaterThan(30);
  });

  it('opens the address from the option links through the safe-link check, in a new tab', async () => {
    const { opened } = await open('/apiKey/Index', { apiKey: 'https://omni.example.cn/keys/' });
    await userEvent.click(await screen.findByRole('button', { name: '打开工具' }));
    expect(opened).toHaveBeenCalledWith('https://omni.example.cn/keys/', '_blank');
    expect(screen.queryByText('该工具暂未开放')).toBeNull();
  });

  it('refuses an address on a host the navigation service does not allow', async () => {
    const { opened } = await open('/AdDiagnostic', { adDiagnosis: 'https://evil.example.net/diag' });
    await userEvent.click(await screen.findByRole('button', { name: '打开工具' }));
    expect(opened).not.toHaveBeenCalled();
  });

  it('the SSO page passes its token on to the data warehouse', async () => {
    const rendered = await renderPortal({
      plugins: [toolbox],
      scenario: 'owner',
      route: '/markets/toolbox/ssoLogin?sso=1&token=sso-200001',
      options: { toolbox: { links: { dataWarehouseSso: 'https://dw.example.cn/sso?from=portal' } } },
      allowedHosts: ['dw.example.cn'],
    });
    const opened = vi.spyOn(rendered.runtime.container.resolve(navigationRef), 'open').mockReturnValue(true);
    await userEvent.click(await screen.findByRole('button', { name: '打开工具' }));
    expect(opened).toHaveBeenCalledWith('https://dw.example.cn/sso?from=portal&token=sso-200001', '_blank');
  });

  it.each([
    ['an allowed host over http', 'http://dw.example.cn/sso'],
    ['a same-origin path that is not a page', '/dw/sso'],
  ])('the SSO page never passes its token to %s (issue 35)', async (_what, address) => {
    const { location } = await renderPortal({
      plugins: [toolbox],
      scenario: 'owner',
      route: '/markets/toolbox/ssoLogin?sso=1&token=sso-200001',
      options: { toolbox: { links: { dataWarehouseSso: address } } },
      allowedHosts: ['dw.example.cn'],
    });
    await userEvent.click(await screen.findByRole('button', { name: '打开工具' }));
    expect(await screen.findByText('该链接地址不安全，已为您拦截')).toBeInTheDocument();
    expect(location.opened).toEqual([]);
    expect(location.assigned).toEqual([]);
  });
});
