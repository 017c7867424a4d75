import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { FORBIDDEN_TITLE, subAppsRef, pageTitleAt, renderPortal, type ScenarioName } from '@portico/sdk/testing';
import multipleCreative from './plugin';

const F = FORBIDDEN_TITLE;
const TABLE: Array<[ScenarioName, string, string]> = [
  ['owner', '/markets/multipleCreative', '游戏内推广'],
  ['owner', '/markets/multipleCreative/', '游戏内推广'],
  ['sub-owner', '/markets/multipleCreative/list', '游戏内推广计划'],
  ['agency', '/markets/multipleCreative/', F],
  ['operator-admin', '/markets/multipleCreative/list', F],
];

describe('multipleCreative sub-app', () => {
  it.each(TABLE)('%s at %s sees %s', async (scenario, route, title) => {
    expect(await pageTitleAt([multipleCreative], scenario, route)).toBe(title);
  });

  it('describes the list page, with a breadcrumb back to 游戏内推广', async () => {
    await renderPortal({ plugins: [multipleCreative], scenario: 'owner', route: '/markets/multipleCreative/list' });
    expect(await screen.findByText('查看与管理游戏内推广计划及其状态。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '游戏内推广' })).toHaveAttribute('href', '/markets/multipleCreative/');
  });

  it('is not prefetched (spec §2.1)', async () => {
    const { runtime } = await renderPortal({
      plugins: [multipleCreative],
      scenario: 'owner',
      route: '/markets/multipleCreative/',
    });
    expect(
      runtime.container.resolve(subAppsRef).entries.find((e) => e.namespace === 'multipleCreative')?.prefetch,
    ).toBe(false);
  });
  // Spec §4: in-game promotion delivers ads, so a qualification that is not approved is said on every page.
  it.each([
    ['owner-qual-missing', '/markets/multipleCreative/'],
    ['owner-qual-rejected', '/markets/multipleCreative/list'],
  ] as const)('%s at %s is told why ads are blocked, with the way to 资质管理', async (scenario, route) => {
    await renderPortal({ plugins: [multipleCreative], scenario, route });
    expect(await screen.findByRole('region', { name: '广告投放受限' })).toHaveTextContent('暂时无法新建和投放广告');
    expect(screen.getByRole('link', { name: '前往资质管理' })).toHaveAttribute(
      'href',
      '/markets/toolbox/personal/Index',
    );
  });

  it('says nothing of it to an approved owner', async () => {
    await renderPortal({ plugins: [multipleCreative], scenario: 'owner', route: '/markets/multipleCreative/' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: '广告投放受限' })).toBeNull();
  });
});
