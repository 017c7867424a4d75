import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPath, http, ok } from '@portico/dev';
import { renderPortal, SCENARIOS } from '@portico/sdk/testing';
import plugin from './plugin';

const SUPERVISED_ROUTE = '/markets/x?multiAccessId=ma-100001-200005';

/**
 * The banner place of the layout. The banner renders nothing without a supervisor, so only the
 * place shows whether the manifest's gate let the banner in at all.
 */
const bannerPlace = () => document.querySelector('[data-slot="banner"]');

describe('supervision-banner', () => {
  it('names the supervising agency and goes back to its home', async () => {
    const { location } = await renderPortal({ plugins: [plugin], scenario: 'supervised', route: SUPERVISED_ROUTE });
    const banner = await screen.findByLabelText('代为操作提示');
    expect(banner).toHaveTextContent(
      '您正在以代理商「北京星河互动广告有限公司」的身份代为操作此账户，所有操作将被记录。',
    );
    await userEvent.click(within(banner).getByRole('button', { name: '返回代理商首页' }));
    expect(location.assigned).toEqual(['/markets/manage/agency/home']);
  });

  it('names an agency operator as 代理商运营 (loginType 5)', async () => {
    const { info, loginUser } = SCENARIOS.supervised;
    const byOperator = http.post(apiPath('/v2/communal/owner/info'), () =>
      ok({
        ...info,
        loginUser: {
          ...loginUser,
          ownerName: '北京星河互动广告有限公司（管理员 李娜）',
          loginType: 5,
          multiAccessId: 'ma-100001-200005',
        },
      }),
    );
    await renderPortal({ plugins: [plugin], scenario: 'supervised', route: SUPERVISED_ROUTE, handlers: [byOperator] });
    expect(
      await screen.findByText(
        '您正在以代理商运营「北京星河互动广告有限公司（管理员 李娜）」的身份代为操作此账户，所有操作将被记录。',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回代理商运营首页' })).toBeInTheDocument();
  });

  it('is absent without multiAccessId', async () => {
    await renderPortal({ plugins: [plugin], scenario: 'owner', route: '/markets/x' });
    await screen.findByText('页面走丢了');
    expect(bannerPlace()).toBeNull();
    expect(screen.queryByRole('button', { name: /返回代理商/ })).toBeNull();
  });

  it('is absent for a visitor who is not logged in, even with multiAccessId', async () => {
    await renderPortal({ plugins: [plugin], scenario: 'logged-out', route: SUPERVISED_ROUTE });
    await screen.findByText('页面走丢了');
    expect(bannerPlace()).toBeNull();
    expect(screen.queryByText(/代为操作此账户/)).toBeNull();
  });
});
