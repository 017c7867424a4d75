import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { definePlugin, LayoutBlueprint } from '@portico/sdk';
import { renderPortal, type ScenarioName } from '@portico/sdk/testing';
import plugin from './plugin';
import { MESSAGES as M } from './messages';
import { landTarget } from './land';

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

describe('/markets/Land (spec §2.1)', () => {
  it('renders without the layout and sends the user to the page named by redirect', async () => {
    await renderPortal({
      plugins: [plugin, where],
      scenario: 'owner',
      route: '/markets/Land?redirect=/markets/manage/PlanManage',
    });
    expect(await screen.findByRole('status', { name: '路径' })).toHaveTextContent('/markets/manage/PlanManage');
  });

  it('is the route named Land, lazily loaded, in the no-layout variant', () => {
    const land = plugin.contributes?.find((c) => c.kind === 'route' && c.path === '/markets/Land');
    expect(land).toMatchObject({ name: 'Land', layout: 'none', requiresSession: true });
    expect(typeof land?.loader).toBe('function');
  });

  it('sends the user home when redirect is missing or not a page of the portal', async () => {
    await renderPortal({
      plugins: [plugin, where],
      scenario: 'agency',
      route: '/markets/Land?redirect=https://evil.example.com/',
    });
    expect(await screen.findByRole('status', { name: '路径' })).toHaveTextContent('/markets/manage/agency/home');
  });

  it.each([
    [null, '/markets/'],
    ['/markets/report/', '/markets/report/'],
    ['//evil.example.com', '/markets/'],
    ['/markets//evil.example.com', '/markets/'],
    ['/markets/\\evil.example.com', '/markets/'],
    ['/markets/Land?redirect=/markets/Land', '/markets/'],
    ['javascript:alert(1)', '/markets/'],
  ])('landTarget(%s) is %s', (redirect, target) => {
    expect(landTarget(redirect)).toBe(target);
  });
});
