import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { definePlugin, type PluginDefinition } from '@portico/sdk';
import { renderPortal } from '@portico/sdk/testing';
import { HeaderTabBlueprint, HeaderWidgetBlueprint, TabFlyoutBlueprint, type TabFlyoutProps } from './public';
import header from './plugin';

/** A header tab that carries the anchor `tools`, rendered by the header's tab bar. */
const toolsTab = definePlugin({
  id: 'tabs',
  contributes: [HeaderTabBlueprint.make({ name: 'tools', label: '工具', to: '/markets/tools', anchor: 'tools' })],
});
const tabs = [header, toolsTab] as PluginDefinition<unknown>[];

const flyout = (
  id: string,
  View: (p: TabFlyoutProps) => React.ReactNode,
  extra: Partial<Parameters<typeof TabFlyoutBlueprint.make>[0]> = {},
) =>
  definePlugin({
    id,
    contributes: [
      TabFlyoutBlueprint.make({ name: 'fly', anchor: 'tools', loader: async () => ({ default: View }), ...extra }),
    ],
  });

const Wrapping = ({ children }: TabFlyoutProps) => (
  <span data-testid="wrapped">
    {children}
    <span>弹出内容</span>
  </span>
);

describe('TabAnchor', () => {
  it('hands the tab to the flyout attached to its anchor, which renders it', async () => {
    await renderPortal({ plugins: [...tabs, flyout('fly', Wrapping)], route: '/markets/x' });
    const wrapped = await screen.findByTestId('wrapped');
    expect(wrapped).toContainElement(screen.getByRole('link', { name: '工具' }));
    expect(wrapped).toHaveTextContent('弹出内容');
  });

  it('renders the bare tab without a flyout, or when the flyout is for another anchor', async () => {
    const other = definePlugin({
      id: 'other',
      contributes: [
        TabFlyoutBlueprint.make({ name: 'fly', anchor: 'finance', loader: async () => ({ default: Wrapping }) }),
      ],
    });
    await renderPortal({ plugins: [...tabs, other], route: '/markets/x' });
    expect(await screen.findByRole('link', { name: '工具' })).toBeInTheDocument();
    expect(screen.queryByTestId('wrapped')).toBeNull();
  });

  it('keeps the tab when the flyout crashes, and records the crash for the flyout plugin', async () => {
    const Crashing = (): React.ReactNode => {
      throw new Error('flyout broke');
    };
    const { diagnostics } = await renderPortal({
      plugins: [...tabs, flyout('broken-fly', Crashing)],
      route: '/markets/x',
    });
    await vi.waitFor(() =>
      expect(diagnostics.map((d) => `${d.code}:${d.pluginId}`)).toContain('PORTICO_E_CONTRIBUTION_CRASHED:broken-fly'),
    );
    expect(screen.getByRole('link', { name: '工具' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a lazy flyout mounted, with its state, when the tab re-renders after its chunk arrived', async () => {
    const Counting = ({ children }: TabFlyoutProps) => {
      const [n, setN] = useState(0);
      return (
        <span data-testid="wrapped">
          {children}
          <button type="button" onClick={() => setN(n + 1)}>
            计数 {n}
          </button>
        </span>
      );
    };
    let arrive!: () => void;
    const chunk = new Promise<{ default: typeof Counting }>(
      (resolve) => (arrive = () => resolve({ default: Counting })),
    );
    // Shows only to agencies: the session change below adds it, which re-renders the tab.
    const agencyOnly = definePlugin({
      id: 'agency-only',
      contributes: [
        HeaderWidgetBlueprint.make({
          name: 'agency',
          slot: 'right',
          when: { accountType: 'agency' },
          loader: async () => ({ default: () => <span>代理部件</span> }),
        }),
      ],
    });
    const { runtime } = await renderPortal({
      plugins: [...tabs, flyout('counting', Counting, { loader: () => chunk }), agencyOnly],
      route: '/markets/x',
    });
    expect(await screen.findByRole('link', { name: '工具' })).toBeInTheDocument();
    await act(async () => arrive());
    await userEvent.click(await screen.findByRole('button', { name: '计数 0' }));
    expect(screen.getByRole('button', { name: '计数 1' })).toBeInTheDocument();
    await act(async () =>
      runtime.session.setUser({
        ownerId: 1,
        loginType: 1,
        ownerType: 0,
        ownerName: '代理',
        isLimitNewUser: false,
        isLimitSlienceUser: false,
      }),
    );
    expect(await screen.findByText('代理部件')).toBeInTheDocument();
    expect(screen.getByTestId('wrapped')).toContainElement(screen.getByRole('link', { name: '工具' }));
    expect(screen.getByRole('button', { name: '计数 1' })).toBeInTheDocument();
  });

  it('a flyout the user may not see leaves the tab alone', async () => {
    await renderPortal({
      plugins: [...tabs, flyout('gated', Wrapping, { when: { menu: 99999 } })],
      scenario: 'owner',
      route: '/markets/x',
    });
    expect(await screen.findByRole('link', { name: '工具' })).toBeInTheDocument();
    expect(screen.queryByTestId('wrapped')).toBeNull();
  });
});
