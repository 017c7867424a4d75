import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { definePlugin, HeaderWidgetBlueprint, TabAnchor, TabFlyoutBlueprint, type TabFlyoutProps } from '@portico/sdk';
import { renderPortal } from '@portico/sdk/testing';

/** A header tab that carries the anchor `tools`. */
const tabs = definePlugin({
  id: 'tabs',
  contributes: [
    HeaderWidgetBlueprint.make({
      slot: 'header.tabs',
      loader: async () => ({ default: () => <TabAnchor anchor="tools"><a href="/markets/tools">工具</a></TabAnchor> }),
    }),
  ],
});

const flyout = (id: string, View: (p: TabFlyoutProps) => React.ReactNode, extra: Partial<Parameters<typeof TabFlyoutBlueprint.make>[0]> = {}) =>
  definePlugin({ id, contributes: [TabFlyoutBlueprint.make({ anchor: 'tools', loader: async () => ({ default: View }), ...extra })] });

const Wrapping = ({ children }: TabFlyoutProps) => (
  <span data-testid="wrapped">
    {children}
    <span>弹出内容</span>
  </span>
);

describe('TabAnchor', () => {
  it('hands the tab to the flyout attached to its anchor, which renders it', async () => {
    await renderPortal({ plugins: [tabs, flyout('fly', Wrapping)], route: '/markets/x' });
    const wrapped = await screen.findByTestId('wrapped');
    expect(wrapped).toContainElement(screen.getByRole('link', { name: '工具' }));
    expect(wrapped).toHaveTextContent('弹出内容');
  });

  it('renders the bare tab without a flyout, or when the flyout is for another anchor', async () => {
    const other = definePlugin({ id: 'other', contributes: [TabFlyoutBlueprint.make({ anchor: 'finance', loader: async () => ({ default: Wrapping }) })] });
    await renderPortal({ plugins: [tabs, other], route: '/markets/x' });
    expect(await screen.findByRole('link', { name: '工具' })).toBeInTheDocument();
    expect(screen.queryByTestId('wrapped')).toBeNull();
  });

  it('keeps the tab when the flyout crashes, and records the crash for the flyout plugin', async () => {
    const Crashing = (): React.ReactNode => {
      throw new Error('flyout broke');
    };
    const { diagnostics } = await renderPortal({ plugins: [tabs, flyout('broken-fly', Crashing)], route: '/markets/x' });
    await vi.waitFor(() => expect(diagnostics.map((d) => `${d.code}:${d.pluginId}`)).toContain('PORTICO_E_CONTRIBUTION_CRASHED:broken-fly'));
    expect(screen.getByRole('link', { name: '工具' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a flyout the user may not see leaves the tab alone', async () => {
    await renderPortal({ plugins: [tabs, flyout('gated', Wrapping, { when: { menu: 99999 } })], scenario: 'owner', route: '/markets/x' });
    expect(await screen.findByRole('link', { name: '工具' })).toBeInTheDocument();
    expect(screen.queryByTestId('wrapped')).toBeNull();
  });
});
