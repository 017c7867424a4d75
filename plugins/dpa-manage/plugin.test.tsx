import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { FORBIDDEN_TITLE, subAppsRef, pageTitleAt, renderPortal, type ScenarioName } from '@portico/sdk/testing';
import dpaManage from './plugin';
import { createDpaHandlers } from './dev-api';

const F = FORBIDDEN_TITLE;
const TABLE: Array<[ScenarioName, string, string]> = [
  ['owner', '/markets/dpaManage', '商品库'],
  ['owner', '/markets/dpaManage/', '商品库'],
  ['old-directed-owner', '/markets/dpaManage/products', '商品列表'],
  ['agency', '/markets/dpaManage/', F],
  ['operator-ads', '/markets/dpaManage/products', F],
];

describe('dpaManage sub-app', () => {
  it.each(TABLE)('%s at %s sees %s', async (scenario, route, title) => {
    expect(await pageTitleAt([dpaManage], scenario, route)).toBe(title);
  });

  it('describes the product list, with a breadcrumb back to 商品库', async () => {
    await renderPortal({ plugins: [dpaManage], scenario: 'owner', route: '/markets/dpaManage/products' });
    expect(await screen.findByText('查看商品库中的商品、价格与上下架状态。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '商品库' })).toHaveAttribute('href', '/markets/dpaManage/');
  });

  it('is prefetched like the other sub-apps (spec §2.1 skips only multipleCreative and toolbox)', async () => {
    const { runtime } = await renderPortal({ plugins: [dpaManage], scenario: 'owner', route: '/markets/dpaManage' });
    expect(runtime.container.resolve(subAppsRef).entries.find((e) => e.namespace === 'dpaManage')?.prefetch).not.toBe(
      false,
    );
  });
  // Spec §4: product ads delivers ads, so a qualification that is not approved is said on every page.
  it.each([
    ['owner-qual-missing', '/markets/dpaManage/'],
    ['owner-qual-rejected', '/markets/dpaManage/products'],
  ] as const)('%s at %s is told why ads are blocked, with the way to 资质管理', async (scenario, route) => {
    await renderPortal({ plugins: [dpaManage], scenario, route, handlers: createDpaHandlers() });
    expect(await screen.findByRole('region', { name: '广告投放受限' })).toHaveTextContent('暂时无法新建和投放广告');
    expect(screen.getByRole('link', { name: '前往资质管理' })).toHaveAttribute(
      'href',
      '/markets/toolbox/personal/Index',
    );
  });

  it('says nothing of it to an approved owner', async () => {
    await renderPortal({
      plugins: [dpaManage],
      scenario: 'owner',
      route: '/markets/dpaManage/',
      handlers: createDpaHandlers(),
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: '广告投放受限' })).toBeNull();
  });
});
