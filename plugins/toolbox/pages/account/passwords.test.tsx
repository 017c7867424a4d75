import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPath, http } from '@portico/dev';
import { FORBIDDEN_TITLE, pageTitleAt, renderPortal, SCENARIOS, type ScenarioName } from '@portico/sdk/testing';
import { PASSWORD_HINT_KEY, PASSWORD_NOTICE_KEY } from '@portico/plugin/header';
import header from '../../../header/plugin';
import toolbox from '../../plugin';
import { ACCOUNT_API } from '../../api';
import { DEV_PASSWORD } from '../../dev-account-api';
import { toolboxHandlers } from '../../dev-api';

/** Records the form bodies posted to `path`, then lets the dev API answer. */
function wire(path: string) {
  const bodies: Array<Record<string, string>> = [];
  const handler = http.post(apiPath(path), async ({ request }) => {
    bodies.push(Object.fromEntries(new URLSearchParams(await request.clone().text())));
  });
  return { bodies, handler };
}

async function open(
  scenario: ScenarioName,
  route: string,
  handlers: Parameters<typeof renderPortal>[0]['handlers'] = [],
) {
  const rendered = await renderPortal({
    plugins: [header, toolbox],
    scenario,
    route,
    handlers: [...(handlers ?? []), ...toolboxHandlers],
  });
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
async function fill(values: { current?: string; next: string; confirm: string }) {
  const user = userEvent.setup();
  if (values.current !== undefined) await user.type(field('当前密码'), values.current);
  if (values.next) await user.type(field('新密码'), values.next);
  if (values.confirm) await user.type(field('确认新密码'), values.confirm);
  return user;
}
/** The validation message of the Field around the input labelled `label`. */
const errorOf = (label: string) => {
  const input = field(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
};

beforeEach(() => sessionStorage.clear());

describe('修改密码 (changepwd)', () => {
  it('shows the password rules beside the field, marked as the user types', async () => {
    await open('owner', '/markets/toolbox/changepwd');
    const rules = screen.getByRole('complementary', { name: '密码要求' });
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '长度 8–20 个字符未满足',
      '同时包含字母和数字未满足',
      '仅限字母、数字和常用符号，不含空格未满足',
      '不能与当前密码相同未满足',
    ]);
    await fill({ current: 'old', next: 'abc12345', confirm: '' });
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '长度 8–20 个字符已满足',
      '同时包含字母和数字已满足',
      '仅限字母、数字和常用符号，不含空格已满足',
      '不能与当前密码相同已满足',
    ]);
  });

  it('a mismatch and a rule not met show under their fields, and nothing is sent', async () => {
    const call = wire(ACCOUNT_API.changePassword);
    await open('owner', '/markets/toolbox/changepwd', [call.handler]);
    const user = await fill({ current: DEV_PASSWORD, next: 'abcdefgh', confirm: 'abcdefgx' });
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    expect(errorOf('新密码')).toContain('新密码不符合密码要求');
    expect(errorOf('确认新密码')).toContain('两次输入的新密码不一致');
    expect(field('确认新密码')).toHaveAttribute('aria-invalid', 'true');
    await new Promise((r) => setTimeout(r, 100));
    expect(call.bodies).toHaveLength(0);
  });

  it('a wrong current password (server) shows under 当前密码, and what was typed stays', async () => {
    await open('owner', '/markets/toolbox/changepwd');
    const user = await fill({ current: 'wrong1234', next: 'new12345', confirm: 'new12345' });
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(errorOf('当前密码')).toContain('当前密码不正确'));
    expect(field('新密码')).toHaveValue('new12345');
  });

  it('success sends the owner call, says so, and removes the password-change notice from the header', async () => {
    sessionStorage.setItem(PASSWORD_NOTICE_KEY, JSON.stringify({ text: '您的密码已超过 90 天未修改，请尽快修改。' }));
    sessionStorage.setItem(PASSWORD_HINT_KEY, 'false');
    const call = wire(ACCOUNT_API.changePassword);
    await open('owner', '/markets/toolbox/changepwd', [call.handler]);
    expect(await screen.findByText('您的密码已超过 90 天未修改，请尽快修改。')).toBeInTheDocument();
    const user = await fill({ current: DEV_PASSWORD, next: 'newPass2027', confirm: 'newPass2027' });
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('密码修改成功，下次登录请使用新密码。')).toBeInTheDocument();
    expect(call.bodies).toEqual([{ oldPassword: DEV_PASSWORD, newPassword: 'newPass2027' }]);
    expect(sessionStorage.getItem(PASSWORD_NOTICE_KEY)).toBeNull();
    expect(sessionStorage.getItem(PASSWORD_HINT_KEY)).toBeNull();
    await waitFor(() => expect(screen.queryByText('您的密码已超过 90 天未修改，请尽快修改。')).toBeNull());
    expect(field('当前密码')).toHaveValue('');
  });

  it.each(['agency', 'operator-ads'] as const)('%s changes its password through the agency call', async (scenario) => {
    const agency = wire(ACCOUNT_API.agencyChangePassword);
    const owner = wire(ACCOUNT_API.changePassword);
    await open(scenario, '/markets/toolbox/changepwd?agency=true', [agency.handler, owner.handler]);
    const user = await fill({ current: DEV_PASSWORD, next: 'newPass2027', confirm: 'newPass2027' });
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('密码修改成功，下次登录请使用新密码。')).toBeInTheDocument();
    expect(agency.bodies).toHaveLength(1);
    expect(owner.bodies).toHaveLength(0);
    // The agency side's breadcrumb keeps ?agency=true.
    const crumbs = screen.getByRole('navigation', { name: '面包屑' });
    expect(within(crumbs).getByRole('link', { name: '工具箱' })).toHaveAttribute(
      'href',
      '/markets/toolbox/Home?agency=true',
    );
  });

  it.each([
    ['owner', '修改密码'],
    ['agency', '修改密码'],
    ['operator-finance', '修改密码'],
    ['push-user', '修改密码'],
    ['supervised', FORBIDDEN_TITLE],
  ] as const)('%s at changepwd sees %s', async (scenario, title) => {
    // The dev login adds the supervised scenario's multiAccessId to the address; so does this test.
    const route = `/markets/toolbox/changepwd${scenario === 'supervised' ? `?multiAccessId=${SCENARIOS.supervised.multiAccessId}` : ''}`;
    expect(await pageTitleAt([toolbox], scenario, route)).toBe(title);
  });
});

describe('批量修改密码 (agencyMultChangPassword)', () => {
  it.each([
    ['agency', '批量修改密码'],
    ['operator-admin', '批量修改密码'],
    ['operator-ads', FORBIDDEN_TITLE],
    ['operator-finance', FORBIDDEN_TITLE],
    ['owner', FORBIDDEN_TITLE],
    ['supervised', FORBIDDEN_TITLE],
  ] as const)('%s sees %s', async (scenario, title) => {
    const route = `/markets/toolbox/agencyMultChangPassword${scenario === 'supervised' ? `?multiAccessId=${SCENARIOS.supervised.multiAccessId}` : ''}`;
    expect(await pageTitleAt([toolbox], scenario, route)).toBe(title);
  });

  it('asks for accounts and a valid password before sending anything', async () => {
    const call = wire(ACCOUNT_API.batchPassword);
    await open('agency', '/markets/toolbox/agencyMultChangPassword', [call.handler]);
    await screen.findByRole('checkbox', { name: /北京星辰网络科技有限公司/ });
    const user = await fill({ next: 'abc', confirm: 'abd' });
    await user.click(screen.getByRole('button', { name: '批量修改' }));
    expect(await screen.findByText('请至少选择一个账户')).toBeInTheDocument();
    expect(errorOf('新密码')).toContain('新密码不符合密码要求');
    expect(errorOf('确认新密码')).toContain('两次输入的新密码不一致');
    expect(call.bodies).toHaveLength(0);
  });

  it('sends the chosen accounts and shows which changed and which failed', async () => {
    const call = wire(ACCOUNT_API.batchPassword);
    await open('operator-admin', '/markets/toolbox/agencyMultChangPassword', [call.handler]);
    const user = userEvent.setup();
    expect(await screen.findByRole('checkbox', { name: /深圳星辰餐饮管理有限公司.*已冻结/ })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /北京星辰网络科技有限公司/ }));
    await user.click(screen.getByRole('checkbox', { name: /杭州星辰信息技术有限公司/ }));
    expect(screen.getByText('已选择 2 个账户')).toBeInTheDocument();
    await fill({ next: 'Client2027', confirm: 'Client2027' });
    await user.click(screen.getByRole('button', { name: '批量修改' }));
    const outcome = await screen.findByText(/已为 1 个账户修改密码。/);
    expect(outcome).toHaveTextContent('1 个账户修改失败：');
    expect(outcome).toHaveTextContent('杭州星辰信息技术有限公司：该账户 24 小时内已修改过密码');
    expect(call.bodies).toEqual([{ ownerIds: '200101,200105', newPassword: 'Client2027' }]);
  });

  it('全选 chooses every account that is not frozen', async () => {
    const call = wire(ACCOUNT_API.batchPassword);
    await open('agency', '/markets/toolbox/agencyMultChangPassword', [call.handler]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: '全选' }));
    expect(screen.getByText('已选择 5 个账户')).toBeInTheDocument();
    await fill({ next: 'Client2027', confirm: 'Client2027' });
    await user.click(screen.getByRole('button', { name: '批量修改' }));
    await screen.findByText(/已为 4 个账户修改密码。/);
    expect(call.bodies[0].ownerIds).toBe('200101,200102,200103,200105,200106');
  });
});
