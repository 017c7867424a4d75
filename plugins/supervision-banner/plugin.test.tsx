import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal } from '@portico/sdk/testing';
import plugin from './plugin';

describe('supervision-banner', () => {
  it('names the supervising agency and goes back to its home', async () => {
    const { location } = await renderPortal({ plugins: [plugin], scenario: 'supervised', route: '/markets/x?multiAccessId=ma-100001-200005' });
    expect(await screen.findByText('您正在以代理商「北京星河互动广告有限公司」的身份代为操作此账户，所有操作将被记录。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '返回代理商首页' }));
    expect(location.assigned).toEqual(['/markets/manage/agency/home']);
  });

  it('is absent without multiAccessId', async () => {
    await renderPortal({ plugins: [plugin], scenario: 'owner', route: '/markets/x' });
    await screen.findByText('页面走丢了');
    expect(screen.queryByRole('button', { name: /返回代理商/ })).toBeNull();
  });
});
