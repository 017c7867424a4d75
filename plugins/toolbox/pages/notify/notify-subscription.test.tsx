import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPath, fail, http, ok } from '@portico/dev';
import { renderPortal } from '@portico/sdk/testing';
import { createNotificationHandlers } from '../../../notifications/dev-api';
import toolbox from '../../plugin';
import { SUBSCRIPTION_CONFIG_CODE } from '../../api';
import { MESSAGE_TYPES_PAGE_SIZE } from '../../constants';

const ADD = '/v2/communal/owner/personalConfig/add';
const GET_ALL = '/v2/communal/owner/personalConfig/getAll';

async function open(extra: Parameters<typeof renderPortal>[0]['handlers'] = []) {
  const saved: URLSearchParams[] = [];
  const log = http.post(apiPath(ADD), ({ request }) => {
    saved.push(new URL(request.url).searchParams);
  });
  await renderPortal({
    plugins: [toolbox],
    scenario: 'owner',
    route: '/markets/toolbox/NotifySubscription',
    handlers: [log, ...(extra ?? []), ...createNotificationHandlers()],
  });
  return { saved };
}
const box = (name: string) => screen.findByRole('checkbox', { name });

describe('消息订阅', () => {
  it('lists the message types, all received by default, and saves the ones switched off in the query string', async () => {
    const { saved } = await open();
    for (const name of ['系统通知', '审核通知', '财务提醒', '活动公告']) expect(await box(name)).toBeChecked();
    await userEvent.click(await box('财务提醒'));
    await userEvent.click(await box('活动公告'));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].get('configCode')).toBe(SUBSCRIPTION_CONFIG_CODE);
    expect(JSON.parse(saved[0].get('configValue')!)).toEqual(['3', '4']);
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
  });

  it('shows the stored choice (the types switched off are unchecked)', async () => {
    await open([
      http.post(apiPath(GET_ALL), () => ok([{ configCode: SUBSCRIPTION_CONFIG_CODE, configValue: '["2"]' }])),
    ]);
    expect(await box('审核通知')).not.toBeChecked();
    expect(await box('系统通知')).toBeChecked();
  });

  it('a failed save shows 保存失败 and keeps the choices on screen', async () => {
    await open([http.post(apiPath(ADD), () => fail(500, '服务繁忙'))]);
    await userEvent.click(await box('系统通知'));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('保存失败');
    expect(await box('系统通知')).not.toBeChecked();
    expect(await box('审核通知')).toBeChecked();
    expect(screen.queryByText('保存成功')).toBeNull();
  });

  it('an unreadable stored value switches nothing off; a broken type list shows 暂无数据', async () => {
    await open([
      http.post(apiPath(GET_ALL), () => ok([{ configCode: SUBSCRIPTION_CONFIG_CODE, configValue: '{oops' }])),
      http.post(apiPath('/v2/communal/msg/msgTypeList'), () => ok([{ type: 1 }, null, { name: 3, type: 2 }])),
    ]);
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});

describe('消息订阅 with an unpaged msgTypeList of 20,000 types (issue 35)', () => {
  it('renders one page of types; the pager reaches the rest; a choice on another page is saved', async () => {
    const types = Array.from({ length: 20_000 }, (_, i) => ({ type: i + 1, name: `类型${i + 1}` }));
    const { saved } = await open([http.post(apiPath('/v2/communal/msg/msgTypeList'), () => ok(types))]);
    await userEvent.click(await box('类型1'));
    expect(screen.getAllByRole('checkbox')).toHaveLength(MESSAGE_TYPES_PAGE_SIZE);
    expect(screen.getByText('共 20000 条')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '第 400 页' }));
    await userEvent.click(await box('类型20000'));
    expect(screen.getAllByRole('checkbox')).toHaveLength(MESSAGE_TYPES_PAGE_SIZE);
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    // (Earlier tests' saved choices may still be stored for the scenario: 3 and 4.)
    expect(JSON.parse(saved[0].get('configValue')!)).toEqual(expect.arrayContaining(['1', '20000']));
    expect(JSON.parse(saved[0].get('configValue')!)).not.toContain('2');
  });
});
