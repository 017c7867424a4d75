import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { renderPortal, type ScenarioName } from '@portico/sdk/testing';
import { toolboxHandlers } from './dev-api';
import { flyout, toolboxStandIn } from './flyout-driver';
import { FLYOUT_ENTRIES } from '../toolbox/flyout-entries';
import plugin from './plugin';
import header from '../header/plugin';

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
