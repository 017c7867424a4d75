import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPath, http, ok } from '@portico/dev';
import { recordCalls, renderPortal } from '@portico/sdk/testing';
import header from '../../../header/plugin';
import notifications from '../../../notifications/plugin';
import { createNotificationHandlers } from '../../../notifications/dev-api';
import { MAILBOXES, messagesByPriority } from '../../../notifications/dev-fixtures';
import toolbox from '../../plugin';
import { dayFromToday as day } from '../../dev-days';

const QUERY = '/v2/communal/msg/query';
const RESET = '/v2/communal/msg/batchResetStatus';
const ROUTE = '/markets/toolbox/NotifyView';

async function open(extra: Parameters<typeof renderPortal>[0]['handlers'] = []) {
  const query = recordCalls(QUERY);
  const reset = recordCalls(RESET);
  const rendered = await renderPortal({
    plugins: [header, notifications, toolbox],
    scenario: 'owner',
    route: ROUTE,
    handlers: [...(extra ?? []), ...createNotificationHandlers()],
  });
  return { ...rendered, query, reset };
}

const list = () => screen.findByRole('list', { name: '站内信列表' });
const rows = async () => within(await list()).getAllByRole('listitem');
const titlesOf = (items: HTMLElement[]) => items.map((li) => within(li).getAllByRole('button')[0].textContent);
/** The owner's messages of the last 7 days, newest first (the dev API's order). */
const OWNER_TITLES = MAILBOXES.owner.messages
  .filter((m) => m.hoursAgo < 24 * 7)
  .sort((a, b) => a.hoursAgo - b.hoursAgo)
  .map((m) => m.msgTitle);

describe('消息中心 (NotifyView)', () => {
  it('asks for the last 7 days, every type and read status, page 1 of 10; page 2 sends page=2', async () => {
    const { query } = await open();
    await waitFor(async () => expect(await rows()).toHaveLength(10));
    expect(query.bodies()[0]).toEqual({
      loginType: '4',
      beginDate: day(-6),
      endDate: day(0),
      page: '1',
      pageCount: '10',
      msgType: '',
      readFlag: '',
    });
    expect(titlesOf(await rows())[0]).toContain(OWNER_TITLES[0]);
    expect(screen.getByText(`共 ${OWNER_TITLES.length} 条`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(async () => expect(titlesOf(await rows())[0]).toContain(OWNER_TITLES[10]));
    expect(query.bodies().at(-1)).toMatchObject({ page: '2', pageCount: '10' });
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      `第 2 页，共 ${Math.ceil(OWNER_TITLES.length / 10)} 页`,
    );
  });

  it('filters by type, read status and date range on the wire, back to page 1', async () => {
    const { query } = await open();
    await rows();
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(query.bodies().at(-1)).toMatchObject({ page: '2' }));

    const type = await screen.findByRole('combobox', { name: '消息类型' });
    await waitFor(() => expect(within(type).getByRole('option', { name: '审核通知' })).toBeInTheDocument());
    await userEvent.selectOptions(type, '审核通知');
    await waitFor(() => expect(query.bodies().at(-1)).toMatchObject({ msgType: '2', page: '1' }));
    for (const li of await rows()) expect(within(li).getByText('审核通知')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: '阅读状态' }), '未读');
    await waitFor(() => expect(query.bodies().at(-1)).toMatchObject({ msgType: '2', readFlag: '0', page: '1' }));

    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: day(-30) } });
    await waitFor(() => expect(query.bodies().at(-1)).toMatchObject({ beginDate: day(-30), readFlag: '0' }));
  });

  it('全部已读 sends readFlag=1 and the loginType, then every item reads as read and the header badge is gone at once', async () => {
    const { reset } = await open();
    await rows();
    expect(await screen.findByRole('button', { name: /^消息通知，99\+ 条未读/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(reset.bodies()).toHaveLength(1));
    expect(reset.bodies()[0]).toEqual({ readFlag: '1', loginType: '4' });
    await waitFor(() => expect(screen.getByRole('button', { name: '消息通知' })).toBeInTheDocument());
    for (const li of await rows()) expect(li).toHaveTextContent('（已读）');
    expect(screen.getByRole('button', { name: '全部已读' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('a click on a message marks it read (its recordId on the wire) and the badge counts one less', async () => {
    const { reset } = await open([
      // A small unread count, so the badge shows the exact number.
      http.post(apiPath('/v2/communal/msg/count/unread'), () => ok(5)),
    ]);
    const first = (await rows())[0];
    await screen.findByRole('button', { name: '消息通知，5 条未读' });
    expect(first).toHaveTextContent('（未读）');
    await userEvent.click(within(first).getAllByRole('button')[0]);
    await waitFor(() => expect(reset.bodies()).toHaveLength(1));
    const message = MAILBOXES.owner.messages.find((m) => m.msgTitle === OWNER_TITLES[0])!;
    expect(reset.bodies()[0]).toEqual({ readFlag: '1', loginType: '4', ids: String(message.recordId) });
    await waitFor(async () => expect((await rows())[0]).toHaveTextContent('（已读）'));
    expect(screen.getByRole('button', { name: '消息通知，4 条未读' })).toBeInTheDocument();
  });

  it('renders message HTML sanitised: formatting and safe links stay, scripts and handlers go', async () => {
    await open([
      http.post(apiPath(QUERY), () =>
        ok({
          items: [
            {
              msgId: 1,
              recordId: 11,
              msgType: 1,
              readFlag: 0,
              msgTitle: '含链接的通知',
              msgContent:
                '<p>请<b>及时</b><a href="/markets/toolbox/changepwd">修改密码</a><img src=x onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:alert(1)">坏链接</a></p>',
              msgTime: '2026-11-24 09:00:00',
              priority: 0,
            },
          ],
          totalCount: 1,
        }),
      ),
    ]);
    const [item] = await rows();
    expect(within(item).getByText('及时').tagName).toBe('B');
    expect(within(item).getByRole('link', { name: '修改密码' })).toHaveAttribute('href', '/markets/toolbox/changepwd');
    expect(item.querySelector('script, img, [onerror]')).toBeNull();
    expect(within(item).queryByRole('link', { name: '坏链接' })).toBeNull();
    expect(within(item).getByText('重要')).toBeInTheDocument();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('shows 重要 on priority 0 only, as the bell does', async () => {
    const priorities: unknown[] = [0, 1, 2, '0', 'high', null];
    await open([http.post(apiPath(QUERY), () => ok(messagesByPriority(priorities)))]);
    const items = await rows();
    expect(items.map((li) => within(li).queryByText('重要') !== null)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('skips wrong-typed messages one by one and shows 暂无数据 for an empty list', async () => {
    let answer: unknown = {
      items: [
        {
          msgId: 1,
          msgType: 1,
          readFlag: 0,
          msgTitle: '好消息一',
          msgContent: '<p>一</p>',
          msgTime: '2026-11-24 08:00:00',
        },
        { msgId: 2, msgType: 1, readFlag: 0, msgTitle: 42, msgContent: '标题是数字' },
        null,
        'text',
        { msgId: null, msgType: 1, readFlag: 0, msgTitle: '没有 id' },
        { msgId: 3, msgType: 1, readFlag: 'x', msgTitle: '读标记不对' },
        { msgId: 4, msgType: 2, readFlag: '1', msgTitle: '好消息二', msgContent: { html: 1 }, msgTime: 5 },
      ],
      totalCount: 7,
    };
    await open([http.post(apiPath(QUERY), () => ok(answer))]);
    await waitFor(async () => expect(titlesOf(await rows())).toEqual(['好消息一（未读）', '好消息二（已读）']));

    answer = { items: [], totalCount: 0 };
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '阅读状态' }), '已读');
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});
