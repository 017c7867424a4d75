import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { definePlugin, LayoutBlueprint } from '@portico/sdk';
import { renderPortal, type ScenarioName } from '@portico/sdk/testing';
import plugin from './plugin';
import { MESSAGES as M } from './messages';

/** Shows where the router is, so the test sees the redirect. */
function Where() {
  return <output aria-label="路径">{useLocation().pathname}</output>;
}

const where = definePlugin({
  id: 'where',
  contributes: [
    LayoutBlueprint.make({
      name: 'where',
      slot: 'banner',
      loader: async () => ({ default: Where }),
    }),
  ],
});

describe('landing on /markets/manage/', () => {
  it.each<[ScenarioName, string, string]>([
    ['agency', '/markets/manage/agency/home', M.agencyHome],
    ['operator-admin', '/markets/manage/agency/home', M.agencyHome],
    ['owner', '/markets/manage/', M.home],
  ])('%s lands on %s', async (scenario, path, title) => {
    await renderPortal({ plugins: [plugin, where], scenario, route: '/markets/manage/' });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '路径' })).toHaveTextContent(path);
  });
});
