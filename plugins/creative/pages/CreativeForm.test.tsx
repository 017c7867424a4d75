import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPath, fail, http, HttpResponse, type RequestHandler } from '@portico/dev';
import { renderPortal, type ScenarioName } from '@portico/sdk/testing';
import creative from '../plugin';
import { CREATIVE_API } from '../api';
import { LINK_URL_MAX_LENGTH } from '../constants';
import { createCreativeHandlers, DEV_REFUSED_MESSAGE, DEV_REFUSED_NAME } from '../dev-api';

const ROUTE = '/markets/creative/create?type=create&level=creative';
const LINK_LABELS = ['点击监测链接', '曝光监测链接', '下载监测链接', '视频播放开始监测链接', '视频播放结束监测链接'];

/** Records the JSON bodies posted to the save endpoint, then lets the dev API answer. */
function wire() {
  const bodies: Array<Record<string, unknown>> = [];
  const handler = http.post(apiPath(CREATIVE_API.save), async ({ request }) => {
    bodies.push((await request.clone().json()) as Record<string, unknown>);
  });
  return { bodies, handler };
}

async function open(scenario: ScenarioName = 'owner', extra: RequestHandler[] = []) {
  const user = userEvent.setup();
  const rendered = await renderPortal({
    plugins: [creative],
    scenario,
    route: ROUTE,
    handlers: [...extra, ...createCreativeHandlers()],
  });
  const form = await screen.findByRole('form', { name: '创意信息' });
  return { user, form, ...rendered };
}

/** The tracking-link fields on screen, in order. */
const shownLinks = (form: HTMLElement) =>
  LINK_LABELS.filter((label) => within(form).queryByRole('textbox', { name: label }) !== null);

const pick = (user: ReturnType<typeof userEvent.setup>, form: HTMLElement, label: string, option: string) =>
  user.selectOptions(within(form).getByRole('combobox', { name: label }), option);

describe('creative form: tracking-link fields by the §5 rules', () => {
  it('own-flow feeds shows click and exposure; a video spec adds play-begin and play-end; all-flow removes them', async () => {
    const { user, form } = await open();
    expect(shownLinks(form)).toEqual(['点击监测链接', '曝光监测链接']);
    await pick(user, form, '创意规格', '横版视频（16:9）');
    expect(shownLinks(form)).toEqual(['点击监测链接', '曝光监测链接', '视频播放开始监测链接', '视频播放结束监测链接']);
    await pick(user, form, '投放流量', '全流量');
    expect(shownLinks(form)).toEqual(['点击监测链接', '曝光监测链接']);
  });

  it('an app download in store picks shows the data tree’s click, exposure and download entries (owner), none without them (sub-owner)', async () => {
    const owner = await open('owner');
    await pick(owner.user, owner.form, '推广类型', '应用下载');
    await pick(owner.user, owner.form, '流量场景', '商店精选');
    expect(shownLinks(owner.form)).toEqual(['点击监测链接', '曝光监测链接', '下载监测链接']);
    owner.unmount();

    const sub = await open('sub-owner');
    await pick(sub.user, sub.form, '推广类型', '应用下载');
    await pick(sub.user, sub.form, '流量场景', '商店精选');
    expect(shownLinks(sub.form)).toEqual([]);
    expect(within(sub.form).getByText('当前投放设置下无需填写监测链接。')).toBeInTheDocument();
  });

  it('a booking ad shows only what its booking entries allow; push banner has click without exposure', async () => {
    const { user, form } = await open('owner');
    await pick(user, form, '广告类型', '预约广告');
    expect(shownLinks(form)).toEqual(['点击监测链接']);
    await pick(user, form, '广告类型', '普通广告');
    await pick(user, form, '流量场景', '通知栏');
    expect(shownLinks(form)).toEqual(['点击监测链接']);
    await pick(user, form, '流量场景', '网络消息');
    expect(shownLinks(form)).toEqual(['点击监测链接', '曝光监测链接']);
  });

  it('offers the dynamic mode only for a dynamic product creative', async () => {
    const { user, form } = await open();
    expect(within(form).queryByRole('combobox', { name: '动态模式' })).toBeNull();
    await pick(user, form, '创意类型', '动态商品创意');
    expect(within(form).getByRole('combobox', { name: '动态模式' })).toBeInTheDocument();
  });
});

describe('creative form: link addresses', () => {
  it('shows the pattern error under the field when it is left, and the length limit', async () => {
    const { user, form } = await open();
    const click = within(form).getByRole('textbox', { name: '点击监测链接' });
    await user.type(click, 'ftp://track.example.com/c');
    await user.tab();
    expect(click).toHaveAccessibleDescription('请输入以 http:// 或 https:// 开头的有效链接地址');
    expect(click).toHaveAttribute('aria-invalid', 'true');
    await user.clear(click);
    await user.type(click, 'https://track.example.com/c?id=1');
    expect(click).not.toHaveAttribute('aria-invalid', 'true');

    const exposure = within(form).getByRole('textbox', { name: '曝光监测链接' });
    await user.click(exposure);
    await user.paste(`https://track.example.com/${'a'.repeat(LINK_URL_MAX_LENGTH)}`);
    await user.tab();
    expect(exposure).toHaveAccessibleDescription(`链接地址不能超过 ${LINK_URL_MAX_LENGTH} 个字符`);
  });

  it('sends nothing while the name is empty or a link is bad', async () => {
    const save = wire();
    const { user, form } = await open('owner', [save.handler]);
    await user.type(within(form).getByRole('textbox', { name: '点击监测链接' }), 'track.example.com');
    await user.click(within(form).getByRole('button', { name: '提交审核' }));
    expect(within(form).getByRole('textbox', { name: /创意名称/ })).toHaveAccessibleDescription('请输入创意名称');
    expect(within(form).getByRole('textbox', { name: '点击监测链接' })).toHaveAccessibleDescription(
      '请输入以 http:// 或 https:// 开头的有效链接地址',
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(save.bodies).toEqual([]);
  });
});

describe('creative form: saving', () => {
  it('posts the fields and the shown, filled links as JSON, and confirms the saved creative', async () => {
    const save = wire();
    const { user, form } = await open('owner', [save.handler]);
    await user.type(within(form).getByRole('textbox', { name: /创意名称/ }), '春季新品信息流视频');
    await pick(user, form, '创意规格', '竖版视频（9:16）');
    await user.type(within(form).getByRole('textbox', { name: '点击监测链接' }), 'https://track.example.com/click');
    await user.type(
      within(form).getByRole('textbox', { name: '视频播放结束监测链接' }),
      'https://track.example.com/play-end',
    );
    // Typed into a field the rules then hide: stays out of the body.
    await pick(user, form, '投放流量', '联盟流量');
    await user.click(within(form).getByRole('button', { name: '提交审核' }));

    expect(await screen.findByText('创意已提交审核')).toBeInTheDocument();
    expect(screen.getByText(/「春季新品信息流视频」已提交审核，创意 ID：\d+。/)).toBeInTheDocument();
    expect(save.bodies).toEqual([
      {
        creativeName: '春季新品信息流视频',
        creativeType: 0,
        specId: 61,
        advertiseType: 0,
        extensionType: 1,
        extensionFlow: 3,
        flowScene: 6,
        clickMonitorUrl: 'https://track.example.com/click',
        playEndMonitorUrl: 'https://track.example.com/play-end',
      },
    ]);

    await user.click(screen.getByRole('button', { name: '继续新建' }));
    expect(await screen.findByRole('textbox', { name: /创意名称/ })).toHaveValue('');
  });

  it('leaves out the links of fields the rules hid since they were typed', async () => {
    const save = wire();
    const { user, form } = await open('owner', [save.handler]);
    await user.type(within(form).getByRole('textbox', { name: /创意名称/ }), '搜索快应用');
    await pick(user, form, '创意规格', '方形视频（1:1）');
    await user.type(within(form).getByRole('textbox', { name: '视频播放开始监测链接' }), 'https://t.example.com/b');
    await pick(user, form, '投放流量', '全流量');
    await pick(user, form, '创意类型', '动态商品创意');
    await user.click(within(form).getByRole('button', { name: '提交审核' }));
    await screen.findByText('创意已提交审核');
    expect(save.bodies[0]).not.toHaveProperty('playBeginMonitorUrl');
    expect(save.bodies[0]).toMatchObject({ specId: 63, extensionFlow: 1, creativeType: 6, dynamicMode: 0 });
  });

  it('a server error shows 保存失败 with its message and keeps every typed value', async () => {
    const save = wire();
    const { user, form } = await open('owner', [save.handler]);
    const name = `${DEV_REFUSED_NAME}：双十一预约`;
    await user.type(within(form).getByRole('textbox', { name: /创意名称/ }), name);
    await pick(user, form, '推广类型', '应用下载');
    await pick(user, form, '流量场景', '商店精选');
    await user.type(within(form).getByRole('textbox', { name: '下载监测链接' }), 'https://track.example.com/dl');
    await user.type(within(form).getByRole('textbox', { name: '曝光监测链接' }), 'https://track.example.com/imp');
    await user.click(within(form).getByRole('button', { name: '提交审核' }));

    expect(await within(form).findByText('保存失败')).toBeInTheDocument();
    expect(within(form).getByText(DEV_REFUSED_MESSAGE)).toBeInTheDocument();
    expect(save.bodies).toHaveLength(1);
    expect(within(form).getByRole('textbox', { name: /创意名称/ })).toHaveValue(name);
    expect(within(form).getByRole('combobox', { name: '推广类型' })).toHaveDisplayValue('应用下载');
    expect(within(form).getByRole('combobox', { name: '流量场景' })).toHaveDisplayValue('商店精选');
    expect(within(form).getByRole('textbox', { name: '下载监测链接' })).toHaveValue('https://track.example.com/dl');
    expect(within(form).getByRole('textbox', { name: '曝光监测链接' })).toHaveValue('https://track.example.com/imp');
    expect(within(form).getByRole('button', { name: '提交审核' })).toBeEnabled();
    expect(screen.queryByText('创意已提交审核')).toBeNull();
  });

  it('§8 codes follow the request service: 401 shows 权限错误 in the form, 403 goes to login, a network failure keeps the values', async () => {
    const answers = [fail(401), fail(403, '登录已失效'), HttpResponse.error()];
    const handler = http.post(apiPath(CREATIVE_API.save), () => answers.shift());
    const { user, form, location } = await open('owner', [handler]);
    await user.type(within(form).getByRole('textbox', { name: /创意名称/ }), '信息流图文');
    const submit = within(form).getByRole('button', { name: '提交审核' });

    await user.click(submit);
    expect(await within(form).findByText('权限错误')).toBeInTheDocument();

    await user.click(submit);
    await vi.waitFor(() => expect(location.assigned[0]).toMatch(/^\/market\/login\/index\.html\?redirect=/));

    await user.click(submit);
    await vi.waitFor(() => expect(within(form).queryByText('权限错误')).toBeNull());
    expect(within(form).getByText('保存失败')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /创意名称/ })).toHaveValue('信息流图文');
  });
});

// Spec §4: any qualification status but approved disables ad creation; the page says why.
describe('the creative form under a qualification block', () => {
  it.each<[ScenarioName, string]>([
    ['owner-qual-missing', '您尚未上传广告主资质，暂时无法新建和投放广告。'],
    ['owner-qual-review', '您的广告主资质正在审核中，审核通过前暂时无法新建和投放广告。'],
    ['owner-qual-rejected', '您的广告主资质审核未通过，暂时无法新建和投放广告。'],
  ])('%s is told why, is led to 资质管理 and sends nothing', async (scenario, reason) => {
    const saves = wire();
    const { user, form } = await open(scenario, [saves.handler]);
    expect(screen.getByRole('region', { name: '广告投放受限' })).toHaveTextContent(reason);
    expect(screen.getByRole('link', { name: '前往资质管理' })).toHaveAttribute(
      'href',
      '/markets/toolbox/personal/Index',
    );
    const submit = within(form).getByRole('button', { name: '提交审核' });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await user.type(within(form).getByRole('textbox', { name: '创意名称' }), '春季新品信息流{Enter}');
    await user.click(submit);
    expect(saves.bodies).toEqual([]);
    expect(screen.queryByText('创意已提交审核')).toBeNull();
  });

  it('opens once the qualification is read as approved, without a reload', async () => {
    const { user, form, runtime } = await open('owner-qual-review');
    expect(screen.getByRole('region', { name: '广告投放受限' })).toBeInTheDocument();
    act(() => runtime.session.setQualificationStatus(1));
    expect(screen.queryByRole('region', { name: '广告投放受限' })).toBeNull();
    const submit = within(form).getByRole('button', { name: '提交审核' });
    expect(submit).not.toHaveAttribute('aria-disabled');
    await user.type(within(form).getByRole('textbox', { name: '创意名称' }), '春季新品信息流');
    await user.click(submit);
    expect(await screen.findByText('创意已提交审核')).toBeInTheDocument();
  });

  it('an approved owner sees no notice', async () => {
    await open('owner');
    expect(screen.queryByRole('region', { name: '广告投放受限' })).toBeNull();
  });
});
