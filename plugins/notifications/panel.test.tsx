import { describe, expect, it } from 'vitest';
import { apiPath, http, ok, type RequestHandler } from '@portico/dev';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordCalls, renderPortal, type ScenarioName } from '@portico/sdk/testing';
import { toolboxRoutes } from '@portico/plugin/toolbox';
import { MSG_API } from './constants';
import { createNotificationHandlers } from './dev-api';
import { MAILBOXES, messagesByPriority } from './dev-fixtures';
import plugin from './plugin';
import toolbox from '../toolbox/plugin';
import header from '../header/plugin';

const ROUTE = '/markets/x';

async function openPanel(scenario: ScenarioName = 'owner', answers: RequestHandler[] = []) {
  const rendered = await renderPortal({
    plugins: [header, plugin, toolbox],
    handlers: [...answers, ...createNotificationHandlers()],
    scenario,
    route: ROUTE,
  });
  const bell = await screen.findByRole('button', { name: /^消息通知/ });
  await userEvent.click(bell);
  const dialog = await screen.findByRole('dialog', { name: '新消息列表' });
  return { ...rendered, bell, dialog };
}

const itemsOf = async (dialog: HTMLElement) =>
  within(await within(dialog).findByRole('list', { name: '消息列表' })).getAllByRole('listitem');
/** Whether a listed message reads as read: said so, and no button left that would do nothing. */
const isRead = (item: HTMLElement) =>
  /（已读）/.test(item.textContent ?? '') && within(item).queryByRole('button') === null;
/** Each item shows its title, in this order. */
const expectTitles = (items: readonly HTMLElement[], titles: readonly string[]) => {
  expect(items).toHaveLength(titles.length);
  items.forEach((li, i) => expect(within(li).getByText(titles[i])).toBeInTheDocument());
};
const listedOwnerTitles = MAILBOXES.owner.messages.filter((m) => m.hoursAgo < 24 * 7).map((m) => m.msgTitle);

describe('notifications: panel', () => {
  it('tags 重要 on priority 0 only: 1, 2, "0", "high", null and a missing priority stay untagged', async () => {
    const priorities: unknown[] = [0, 1, 2, '0', 'high', null, undefined];
    const answer = http.post(apiPath(MSG_API.query), () => ok(messagesByPriority(priorities)));
    const { dialog } = await openPanel('owner', [answer]);
    const items = await itemsOf(dialog);
    expect(items).toHaveLength(priorities.length);
    expect(items.map((li) => within(li).queryByText('重要') !== null)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('lists the first page with type tags, stripped content and 重要', async () => {
    const query = recordCalls(MSG_API.query);
    const { dialog } = await openPanel('owner');
    const items = await itemsOf(dialog);
    expectTitles(items, listedOwnerTitles.slice(0, 10));

    const first = items[0];
    expect(await within(first).findByText('系统通知')).toBeInTheDocument();
    expect(within(first).getByText('重要')).toBeInTheDocument();
    expect(
      within(first).getByText('您的账户于今日 09:12 在广东省深圳市登录，如非本人操作，请立即修改密码。'),
    ).toBeInTheDocument();
    expect(first.querySelector('a, b')).toBeNull();
    // Priority 2 has no 重要 tag.
    expect(within(items[2]).queryByText('重要')).toBeNull();
    expect(within(items[2]).getByText('审核通知')).toBeInTheDocument();
    // Paragraphs do not run together.
    expect(within(items[4]).getByText(/报名成功的广告主可获得信息流曝光加权。 查看活动详情$/)).toBeInTheDocument();

    expect(within(dialog).getByText('仅展示近 7 天的站内信')).toBeInTheDocument();
    expect(within(dialog).getByText('共 123 条')).toBeInTheDocument();
    expect(query.bodies()[0]).toMatchObject({ page: '1', pageCount: '10', loginType: '4', msgType: '', readFlag: '' });
    expect(query.bodies()[0].beginDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('marks read items for the eye and for assistive technology', async () => {
    const { dialog } = await openPanel();
    const items = await itemsOf(dialog);
    const read = items[5];
    expect(isRead(read)).toBe(true);
    expect(read).toHaveTextContent('（已读）');
    expect(within(items[0]).getByRole('button')).toHaveAccessibleName(expect.stringContaining('（未读）'));
    expect(isRead(items[0])).toBe(false);
  });

  it('全部已读 sends readFlag=1, then disables itself and clears the badge', async () => {
    const reset = recordCalls(MSG_API.batchResetStatus);
    const { dialog, bell } = await openPanel('owner');
    await itemsOf(dialog);
    const markAll = within(dialog).getByRole('button', { name: '全部已读' });
    expect(markAll).not.toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(markAll);

    await vi.waitFor(() => expect(markAll).toHaveAttribute('aria-disabled', 'true'));
    expect(reset.bodies()).toEqual([{ readFlag: '1', loginType: '4' }]);
    expect(within(bell).queryByText('99+')).toBeNull();
    expect(bell.textContent).toBe('');
    for (const li of await itemsOf(dialog)) expect(isRead(li)).toBe(true);

    // Disabled now: another click sends nothing.
    await userEvent.click(markAll);
    expect(reset.bodies()).toHaveLength(1);
  });

  it('marks an unread item read on click and lowers the count', async () => {
    const reset = recordCalls(MSG_API.batchResetStatus);
    const { dialog, bell } = await openPanel('sub-owner');
    expect(within(bell).getByText('3')).toBeInTheDocument();
    const [first] = await itemsOf(dialog);
    expect(isRead(first)).toBe(false);
    await userEvent.click(within(first).getByRole('button'));

    await vi.waitFor(() => expect(isRead(first)).toBe(true));
    const message = MAILBOXES['sub-owner'].messages[0];
    expect(reset.bodies()).toEqual([{ readFlag: '1', loginType: '3', ids: String(message.recordId) }]);
    expect(within(bell).getByText('2')).toBeInTheDocument();
    // The button went away with the unread state; focus stayed on the message, in the panel.
    expect(first).toContainElement(document.activeElement as HTMLElement);

    // A read item is no control: clicking it again does nothing.
    await userEvent.click(within(first).getByText(message.msgTitle));
    expect(reset.bodies()).toHaveLength(1);
  });

  it('pages: 下一页 shows items 11–20 and asks for page=2', async () => {
    const query = recordCalls(MSG_API.query);
    const { dialog } = await openPanel('owner');
    await itemsOf(dialog);
    expect(within(dialog).getByRole('button', { name: '上一页' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: '下一页' }));

    // 123 messages in the window (23 and 100 broadcasts): 13 pages.
    await vi.waitFor(() => expect(within(dialog).getByText('第 2 页，共 13 页')).toBeInTheDocument());
    await vi.waitFor(async () => expectTitles(await itemsOf(dialog), listedOwnerTitles.slice(10, 20)));
    expect(query.bodies().at(-1)).toMatchObject({ page: '2', pageCount: '10' });

    await userEvent.click(within(dialog).getByRole('button', { name: '下一页' }));
    await vi.waitFor(async () => expectTitles(await itemsOf(dialog), listedOwnerTitles.slice(20, 30)));
    expect(within(dialog).getByText('第 3 页，共 13 页')).toBeInTheDocument();
  });

  it('shows 暂无消息 when there are none (push user) and disables 全部已读', async () => {
    const { dialog } = await openPanel('push-user');
    expect(await within(dialog).findByText('暂无消息')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '全部已读' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).queryByText(/^共 \d+ 条$/)).toBeNull();
  });

  it('更多 closes the panel and opens NotifyView; the new page keeps the count without asking again', async () => {
    const count = recordCalls(MSG_API.unreadCount);
    const { dialog } = await openPanel('owner');
    const more = within(dialog).getByRole('link', { name: '更多' });
    // A real link: middle click and 在新标签页中打开 go there too.
    expect(more).toHaveAttribute('href', toolboxRoutes.notifyView.path);
    await userEvent.click(more);
    // Found by role: the page is not left aria-hidden by the closed focus trap.
    expect(await screen.findByRole('heading', { level: 1, name: '消息中心' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '新消息列表' })).toBeNull();
    // The header stayed mounted; the store (per plugin) kept the count and the cadence.
    expect(within(await screen.findByRole('button', { name: /^消息通知/ })).getByText('99+')).toBeInTheDocument();
    expect(count.bodies()).toHaveLength(1);
  });

  it('更多 with Ctrl (a new tab) leaves the panel open and the page where it is', async () => {
    const { dialog } = await openPanel();
    const more = within(dialog).getByRole('link', { name: '更多' });
    // Seen after the page's handlers; then cancelled, as jsdom cannot open tabs.
    let leftToBrowser = false;
    const browser = (e: MouseEvent) => {
      leftToBrowser = !e.defaultPrevented;
      e.preventDefault();
    };
    document.addEventListener('click', browser);
    fireEvent.click(more, { ctrlKey: true });
    document.removeEventListener('click', browser);
    // The browser's own handling (a new tab) goes ahead; this page does not move.
    expect(leftToBrowser).toBe(true);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.getByRole('dialog', { name: '新消息列表' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: '消息中心' })).toBeNull();
  });

  it('closes with Escape and returns focus to the bell', async () => {
    const { dialog, bell } = await openPanel();
    await itemsOf(dialog);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: '新消息列表' })).toBeNull());
    expect(bell).toHaveFocus();
  });

  it('keeps Tab in the panel: past 下一页 to 全部已读, and Shift+Tab back (WCAG 2.4.3)', async () => {
    // Fluent's focus manager moves only to elements it sees laid out; jsdom lays out nothing.
    const laidOut = vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.parentElement;
    });
    const boxes = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 120, 32));
    try {
      const { dialog } = await openPanel('owner');
      await itemsOf(dialog);
      const markAll = within(dialog).getByRole('button', { name: '全部已读' });
      const next = within(dialog).getByRole('button', { name: '下一页' });
      next.focus();
      await userEvent.tab();
      expect(markAll).toHaveFocus();
      expect(screen.getByRole('dialog', { name: '新消息列表' })).toBe(dialog);
      await userEvent.tab({ shift: true });
      expect(next).toHaveFocus();
      expect(screen.getByRole('dialog', { name: '新消息列表' })).toBe(dialog);
    } finally {
      laidOut.mockRestore();
      boxes.mockRestore();
    }
  });

  it('opens from the keyboard', async () => {
    await renderPortal({
      plugins: [header, plugin],
      handlers: createNotificationHandlers(),
      scenario: 'owner',
      route: ROUTE,
    });
    const bell = await screen.findByRole('button', { name: /^消息通知/ });
    bell.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: '新消息列表' })).toBeInTheDocument();
  });
});
