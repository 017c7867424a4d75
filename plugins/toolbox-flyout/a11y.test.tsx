import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import axe from 'axe-core';
import { renderPortal, type ScenarioName } from '@portico/sdk/testing';
import { toolboxHandlers } from './dev-api';
import { flyout, toolboxStandIn } from './flyout-driver';
import { FLYOUT_ENTRIES } from '../toolbox/flyout-entries';
import plugin from './plugin';
import header from '../header/plugin';
import { loadMenuParts } from '../header/components/MenuOnIntent';

/** The toolbox sub-app's tab and flyout entries, without its pages. */
const toolboxTab = toolboxStandIn(FLYOUT_ENTRIES);

// jsdom renders no colours: axe can only mark contrast "incomplete", at a cost of seconds per
// run for 37 entries. Contrast is checked in Chromium (see the plugin's report); every other rule runs.
const serious = async (root: Element) =>
  (await axe.run(root, { rules: { 'color-contrast': { enabled: false } } })).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);

describe('toolbox flyout accessibility', () => {
  it('has no serious violations with the flyout closed', async () => {
    await renderPortal({
      plugins: [header, plugin, toolboxTab],
      handlers: toolboxHandlers,
      scenario: 'owner',
      route: '/markets/x',
    });
    await flyout.trigger();
    // The banner as it ends up, before axe reads it: every widget of the right place has arrived,
    // and the header's menus have swapped in Fluent's Menu (its code loads in the eventually phase).
    const widgets = ['移动端入口', '新建创意', /^账户菜单/];
    for (const name of widgets) await screen.findByRole('button', { name, hidden: true });
    await act(async () => void (await loadMenuParts()));
    // Queried again: a menu's trigger is replaced by the loaded menu's own.
    for (const name of widgets) expect(screen.getByRole('button', { name, hidden: true })).toBeInTheDocument();
    expect(await serious(screen.getByRole('banner'))).toEqual([]);
  });

  it.each<ScenarioName>(['owner', 'agency', 'push-user'])(
    'has no serious violations with the flyout open (%s)',
    async (scenario) => {
      await renderPortal({
        plugins: [header, plugin, toolboxTab],
        handlers: toolboxHandlers,
        scenario,
        route: '/markets/x',
      });
      await flyout.hoverOpen();
      expect(await serious(document.body)).toEqual([]);
    },
  );
});
