// 批量修改密码 with an unpaged answer of 20,000 client accounts (issue 35, item 7): one page of
// checkboxes renders, the search finds any account, the pager reaches the rest, and 全选 of a
// search chooses what matches.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPath, http, ok } from '@portico/dev';
import { renderPortal } from '@portico/sdk/testing';
import toolbox from '../../plugin';
import { ACCOUNT_API } from '../../api';
import { CLIENT_PICKER_PAGE_SIZE } from '../../constants';
import { toolboxHandlers } from '../../dev-api';

const MANY = 20_000;

/** Records the batch call's body and answers that every account failed. */
function many() {
  const bodies: Array<Record<string, string>> = [];
  const list = Array.from({ length: MANY }, (_, i) => ({
    ownerId: 500_000 + i,
    ownerName: `客户${i}`,
    status: i % 1000 === 999 ? 'frozen' : 'normal',
  }));
  const handlers = [
    http.post(apiPath(ACCOUNT_API.clientAccounts), () => ok({ list })),
    http.post(apiPath(ACCOUNT_API.batchPassword), async ({ request }) => {
      const body = Object.fromEntries(new URLSearchParams(await request.text()));
      bodies.push(body);
      const ids = body.ownerIds.split(',').map(Number);
      return ok({ successCount: 0, failList: ids.map((ownerId) => ({ ownerId, reason: '账户异常' })) });
    }),
  ];
  return { bodies, handlers };
}

describe('批量修改密码 with 20,000 client accounts', () => {
  it('renders one page of accounts; the search and the pager reach the rest; 全选 of a search chooses what matches', async () => {
    const wire = many();
    await renderPortal({
      plugins: [toolbox],
      scenario: 'agency',
      route: '/markets/toolbox/agencyMultChangPassword',
      handlers: [...wire.handlers, ...toolboxHandlers],
    });
    const user = userEvent.setup();
    await screen.findByRole('checkbox', { name: '客户0（ID 500000）' });
    // 全选 plus one page of accounts.
    expect(screen.getAllByRole('checkbox')).toHaveLength(CLIENT_PICKER_PAGE_SIZE + 1);
    const pager = screen.getByRole('navigation', { name: '账户分页' });
    expect(within(pager).getByText(`共 ${MANY} 条`)).toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: '下一页' }));
    expect(
      await screen.findByRole('checkbox', {
        name: `客户${CLIENT_PICKER_PAGE_SIZE}（ID ${500_000 + CLIENT_PICKER_PAGE_SIZE}）`,
      }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(CLIENT_PICKER_PAGE_SIZE + 1);

    // The search finds the last account, on no page the user turned to.
    await user.type(screen.getByRole('searchbox', { name: '搜索账户名称或 ID' }), '客户19998');
    expect(await screen.findByRole('checkbox', { name: '客户19998（ID 519998）' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.queryByRole('navigation', { name: '账户分页' })).toBeNull();

    // 全选 of a search: 11 accounts match 客户1999, two of them frozen (客户1999, 客户19999).
    await user.clear(screen.getByRole('searchbox', { name: '搜索账户名称或 ID' }));
    await user.type(screen.getByRole('searchbox', { name: '搜索账户名称或 ID' }), '客户1999');
    await user.click(await screen.findByRole('checkbox', { name: '全选搜索结果（9 个）' }));
    expect(screen.getByText('已选择 9 个账户')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^新密码/), 'Client2027');
    await user.type(screen.getByLabelText(/^确认新密码/), 'Client2027');
    await user.click(screen.getByRole('button', { name: '批量修改' }));
    expect(await screen.findByText(/9 个账户修改失败/)).toBeInTheDocument();
    expect(wire.bodies[0].ownerIds.split(',')).toHaveLength(9);
  });
});
