import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { PageBlueprint, definePlugin } from '@portico/sdk';
import { AdCreationNotice } from '@portico/ui';
import { renderPortal, type ScenarioName } from '@portico/sdk/testing';
import { adCreationBlockReason } from './AdCreationNotice';

const plugin = definePlugin({
  id: 'notice-demo',
  contributes: [
    PageBlueprint.make({
      path: '/markets/demo/ads',
      title: '投放示例',
      loader: async () => ({
        default: () => (
          <>
            <h1>投放示例</h1>
            <AdCreationNotice />
          </>
        ),
      }),
    }),
  ],
});

const open = (scenario: ScenarioName) => renderPortal({ plugins: [plugin], scenario, route: '/markets/demo/ads' });
const notice = () => screen.queryByRole('region', { name: '广告投放受限' });

describe('AdCreationNotice (spec §4)', () => {
  it.each([
    [5, '您尚未上传广告主资质'],
    [0, '您的广告主资质正在审核中'],
    [3, '您的广告主资质正在审核中'],
    [2, '您的广告主资质审核未通过'],
    [7, '您的广告主资质尚未审核通过'],
  ])('names why status %s blocks ads', (status, reason) => {
    expect(adCreationBlockReason(status)).toContain(reason);
    expect(adCreationBlockReason(status)).toContain('暂时无法新建和投放广告');
  });

  it('says why with the way to 资质管理 while the qualification blocks ads, and goes once it is approved', async () => {
    const { runtime } = await open('owner-qual-rejected');
    expect(await screen.findByRole('region', { name: '广告投放受限' })).toHaveTextContent('审核未通过');
    expect(screen.getByRole('link', { name: '前往资质管理' })).toHaveAttribute(
      'href',
      '/markets/toolbox/personal/Index',
    );
    act(() => runtime.session.setQualificationStatus(1));
    expect(notice()).toBeNull();
  });

  it.each<ScenarioName>(['owner', 'agency', 'logged-out'])('shows nothing to %s', async (scenario) => {
    await open(scenario);
    await screen.findByRole('heading', { level: 1, name: '投放示例' });
    expect(notice()).toBeNull();
  });
});
