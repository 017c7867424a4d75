import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { subAppsRef } from '@portico/sdk';
import { FORBIDDEN_TITLE, pageTitleAt, renderPortal, type ScenarioName } from '@portico/sdk/testing';
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
});
