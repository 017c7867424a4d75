import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPath, http, ok } from '@portico/dev';
import { renderPortal, type ScenarioName } from '@portico/sdk/testing';
import { DPA_API } from '../api';
import { dpaHandlers } from '../dev-api';
import dpaManage from '../plugin';

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

async function open(scenario: ScenarioName, handlers = dpaHandlers) {
  await renderPortal({ plugins: [dpaManage], scenario, route: '/markets/dpaManage', handlers: [...handlers] });
  return screen.findByRole('table', { name: '商品库列表' });
}

describe('商品库 entry page', () => {
  it('lists the owner’s libraries, 10 a page, and asks for the next page on the wire', async () => {
    const sent: Array<Record<string, string>> = [];
    const spy = http.post(apiPath(DPA_API.libraryList), async ({ request }) => {
      sent.push(Object.fromEntries(new URLSearchParams(await request.clone().text())));
      return undefined;
    });
    const table = await open('owner', [spy, ...dpaHandlers]);
    await waitFor(() => expect(rowsOf(table)).toHaveLength(10));
    expect(sent[0]).toEqual({ pageNum: '1', pageSize: '10' });
    expect(screen.getByText('共 14 条')).toBeInTheDocument();
    const first = within(rowsOf(table)[0]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(first).toEqual(['春季新品商品库', '20000101', 'API 对接', '1,234', '已同步', '2026-11-01 08:30']);
    await userEvent.setup().click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(rowsOf(table)).toHaveLength(4));
    expect(sent.at(-1)).toEqual({ pageNum: '2', pageSize: '10' });
  });

  it('shows its empty state to an owner without libraries', async () => {
    await open('old-directed-owner');
    expect(await screen.findByText('暂无商品库。创建商品库并接入商品数据后，即可投放商品广告。')).toBeInTheDocument();
  });

  it('shows 未知 with the raw value for an unknown source or status, and skips broken rows', async () => {
    const table = await open('owner', [
      http.post(apiPath(DPA_API.libraryList), () =>
        ok({
          list: [
            { libraryId: 1, name: '测试库', source: 9, productCount: 'n/a', status: 'x', updateTime: 5 },
            { libraryId: '2', name: '坏行' },
            { name: '无ID' },
          ],
        }),
      ),
    ]);
    await waitFor(() => expect(rowsOf(table)).toHaveLength(1));
    expect(
      within(rowsOf(table)[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['测试库', '1', '未知（9）', '-', '未知（x）', '-']);
  });
});
