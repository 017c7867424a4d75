import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPath, createSettingsHandlers, fail, http } from '@portico/dev';
import { recordCalls, renderPortal, type ScenarioName } from '@portico/sdk/testing';
import toolbox from '../../plugin';

const PAGE = '/markets/toolbox/dmpManage/Index';
const GET_ALL = '/v2/communal/owner/personalConfig/getAll';
const ADD = '/v2/communal/owner/personalConfig/add';

const open = (scenario: ScenarioName, handlers: Parameters<typeof renderPortal>[0]['handlers'] = []) =>
  renderPortal({
    plugins: [toolbox],
    scenario,
    route: PAGE,
    // A fresh copy of the settings each test: a signing in one test does not carry over.
    handlers: [...handlers, ...createSettingsHandlers()],
    options: { toolbox: { links: { audiencePackages: '/dmp/' } } },
  });

/** Waits until the agreement's region says `text`. */
const expectStatus = async (text: string) => {
  const region = await screen.findByRole('region', { name: '人群包服务协议' });
  await waitFor(() => expect(region).toHaveTextContent(text));
};

describe('人群包 (dmpManage): the DMP signed state (spec §3 oppoDmpSignInfo.sign === 1)', () => {
  it('a signed owner sees 已签署 and may open the tool', async () => {
    await open('owner');
    await expectStatus('您已签署人群包服务协议');
    expect(screen.getByRole('button', { name: '打开工具' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: '同意并签署' })).toBeNull();
  });

  it('an unsigned owner is led to sign first: the tool opens only after 同意并签署', async () => {
    const add = recordCalls(ADD);
    await open('old-directed-owner');
    await expectStatus('您尚未签署人群包服务协议');
    expect(screen.getByRole('button', { name: '打开工具' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '同意并签署' }));
    await expectStatus('您已签署人群包服务协议');
    expect(screen.getByRole('button', { name: '打开工具' })).toBeEnabled();
    // Saved as the personal config the spec names, in the query string, sign 1.
    expect(add).toHaveLength(1);
    expect(add[0].params.configCode).toBe('oppoDmpSignInfo');
    expect(JSON.parse(add[0].params.configValue)).toMatchObject({ sign: 1 });
  });

  it.each<[string, unknown]>([
    ['sign 0', { sign: 0 }],
    ['sign "2"', { sign: '2' }],
    ['no sign', {}],
    ['text that is not JSON', '{oops'],
  ])('reads %s as not signed', async (_what, value) => {
    await open('owner', [
      http.post(apiPath(GET_ALL), () =>
        Response.json({
          code: 0,
          msg: 'success',
          data: [
            { configCode: 'oppoDmpSignInfo', configValue: typeof value === 'string' ? value : JSON.stringify(value) },
          ],
        }),
      ),
    ]);
    await expectStatus('您尚未签署人群包服务协议');
  });

  it('a failed signing says so and leaves the owner unsigned', async () => {
    await open('old-directed-owner', [http.post(apiPath(ADD), () => fail(500, '服务繁忙'))]);
    await userEvent.click(await screen.findByRole('button', { name: '同意并签署' }));
    expect(await screen.findByText('签署失败，请稍后再试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '打开工具' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '同意并签署' })).toBeEnabled();
  });

  it('an unreadable state says so with 重试, which asks again', async () => {
    let broken = true;
    const all = recordCalls(GET_ALL);
    await open('owner', [
      http.post(apiPath(GET_ALL), () => (broken ? new Response('<html>502</html>', { status: 502 }) : undefined)),
    ]);
    await expectStatus('签署状态读取失败');
    expect(screen.getByRole('button', { name: '打开工具' })).toBeDisabled();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(all.length).toBe(2));
    await expectStatus('您已签署人群包服务协议');
  });
});
