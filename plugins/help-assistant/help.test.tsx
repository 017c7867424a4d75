import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPath, http, HttpResponse, ok } from '@portico/dev';
import { eventBusRef, notifierRef } from '@portico/sdk';
import { recordCalls, renderPortal, type ScenarioName } from '@portico/sdk/testing';
import plugin from './plugin';
import { helpHandlers } from './dev-api';
import { HELP_API, TICKET_API } from './constants';

async function boot(scenario: ScenarioName = 'owner', extra: Parameters<typeof renderPortal>[0]['handlers'] = []) {
  const rendered = await renderPortal({
    plugins: [plugin],
    scenario,
    route: '/markets/manage/',
    handlers: [...(extra ?? []), ...helpHandlers],
  });
  return rendered;
}
const entry = () => screen.findByTestId('help-entry');
async function openDialog(user = userEvent.setup()) {
  await user.click(await entry());
  return screen.findByRole('dialog', { name: '帮助助手' });
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('help assistant entry', () => {
  it('shows 您提交的工单有新进度 and 新 for work orders to confirm of the last 30 days (messages off)', async () => {
    const count = recordCalls(TICKET_API.count);
    await boot('owner');
    expect(await screen.findByText('您提交的工单有新进度')).toBeInTheDocument();
    expect(await entry()).toHaveTextContent('新');
    const sent = count.bodies()[0]!;
    expect(sent.status).toBe('2');
    expect(sent.loginType).toBe('4');
    const days = (Date.parse(sent.endTime) - Date.parse(sent.beginTime)) / 86_400_000;
    expect(days).toBe(30);
  });

  it('the work-orders:seen event clears the badge, and it stays cleared after a reload', async () => {
    const { runtime, unmount } = await boot('owner');
    await screen.findByText('您提交的工单有新进度');
    act(() => runtime.container.resolve(eventBusRef).emit('work-orders:seen', { source: 'test' }));
    expect(screen.queryByText('您提交的工单有新进度')).toBeNull();
    unmount();
    await boot('owner');
    await entry();
    await new Promise((r) => setTimeout(r, 150));
    expect(screen.queryByText('您提交的工单有新进度')).toBeNull();
  });

  it('moves up and down the dock with the arrow keys, stays inside the window and remembers its place', async () => {
    await boot('agency');
    const button = await entry();
    button.focus();
    const top = () => parseInt(button.style.top, 10);
    // Its default place: the bottom of the dock, 16 px above the window's edge (48 px high).
    const bottom = window.innerHeight - 48 - 16;
    expect(top()).toBe(bottom);
    expect(button.style.left).toBe('');
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    expect(top()).toBe(bottom - 10);
    // Sideways it stays in the dock.
    fireEvent.keyDown(button, { key: 'ArrowLeft' });
    fireEvent.keyDown(button, { key: 'ArrowRight' });
    expect(top()).toBe(bottom - 10);
    for (let i = 0; i < 200; i++) fireEvent.keyDown(button, { key: 'ArrowUp' });
    expect(top()).toBe(16);
    const stored = Object.keys(localStorage).find((k) => k.endsWith(':help-assistant:position'))!;
    expect(JSON.parse(localStorage.getItem(stored)!)).toEqual({ y: 16 });
    for (let i = 0; i < 200; i++) fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(top()).toBe(bottom);
    // A smaller window pulls it back inside.
    const height = window.innerHeight;
    act(() => {
      window.innerHeight = 500;
      window.dispatchEvent(new Event('resize'));
    });
    expect(top()).toBe(500 - 48 - 16);
    window.innerHeight = height;
  });

  it('keeps the height of a place stored before it moved into the dock', async () => {
    const first = await boot('agency');
    fireEvent.keyDown(await entry(), { key: 'ArrowUp' });
    const key = Object.keys(localStorage).find((k) => k.endsWith(':help-assistant:position'))!;
    first.unmount();
    localStorage.setItem(key, JSON.stringify({ x: 20, y: 300 }));
    await boot('agency');
    expect((await entry()).style.top).toBe('300px');
  });

  it('hover changes its icon', async () => {
    await boot('owner');
    const button = await entry();
    const rest = button.querySelector('[data-icon="rest"]');
    const hover = button.querySelector('[data-icon="hover"]');
    expect(rest).toBeVisible();
    expect(hover).not.toBeVisible();
    fireEvent.pointerEnter(button);
    expect(hover).toBeVisible();
    expect(rest).not.toBeVisible();
    fireEvent.pointerLeave(button);
    expect(rest).toBeVisible();
    expect(hover).not.toBeVisible();
    // The same two elements throughout: a press that started on the icon still ends in a click.
    expect(button.querySelector('[data-icon="rest"]')).toBe(rest);
    fireEvent.pointerEnter(button);
    expect(button.querySelector('[data-icon="hover"]')).toBe(hover);
  });
});

describe('help dialog', () => {
  it('shows a hot article’s picture only from the portal, the API or an allowed host; else its title (issue 25)', async () => {
    const articles = http.get(apiPath(HELP_API.hotArticles), () =>
      ok([
        { id: 1, title: '新手投放指南', image: 'https://tracker.example/pixel.gif' },
        { id: 2, title: '创意优化五步法', image: '/dev-help/articles/2.svg' },
      ]),
    );
    await boot('owner', [articles]);
    const dialog = await openDialog();
    const hot = await within(dialog).findByRole('region', { name: '热门文章' });
    expect(await within(hot).findByText('新手投放指南')).toBeInTheDocument();
    expect(hot.querySelector('img')).toBeNull();
    await userEvent.click(within(hot).getByRole('button', { name: '下一篇' }));
    expect(within(hot).getByRole('img', { name: '创意优化五步法' })).toHaveAttribute('src', '/dev-help/articles/2.svg');
  });

  it('asks a question, renders the sanitised answer and sends the feedback (1 resolved)', async () => {
    const resolve = recordCalls<unknown>(HELP_API.resolve);
    const answer = recordCalls<unknown>(HELP_API.answer);
    await boot('owner');
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    const box = within(dialog).getByRole('textbox', { name: '输入您的问题' });
    await user.type(box, '如何上传广告主资质？{Enter}');
    expect(answer.bodies()).toEqual([{ filter: { title: '如何上传广告主资质？' }, isAnswer: true }]);
    expect(await within(dialog).findByRole('link', { name: '工具箱 - 资质管理' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '已解决' }));
    expect(within(dialog).getByText('感谢您的反馈，很高兴能帮到您！')).toBeInTheDocument();
    await vi.waitFor(() => expect(resolve.bodies()).toEqual([{ id: '101', status: 1 }]));
  });

  it('unresolved (0) apologises and points to work-order feedback; no answer says so with the link', async () => {
    const resolve = recordCalls<unknown>(HELP_API.resolve);
    await boot('owner');
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: '输入您的问题' }), '计划为什么不起量？{Enter}');
    await user.click(await within(dialog).findByRole('button', { name: '未解决' }));
    expect(within(dialog).getByText(/抱歉没能解决您的问题/)).toBeInTheDocument();
    await vi.waitFor(() => expect(resolve.bodies()).toEqual([{ id: '103', status: 0 }]));
    await user.type(within(dialog).getByRole('textbox', { name: '输入您的问题' }), '哪些行业需要特殊资质？{Enter}');
    expect(await within(dialog).findByText(/暂时无法回答该问题，请联系运营人员或提交反馈/)).toBeInTheDocument();
    expect(within(dialog).getAllByRole('link', { name: '提交工单' }).at(-1)).toHaveAttribute(
      'href',
      '/markets/toolbox/workOrderManage',
    );
  });

  it('input: at most 200 characters with a counter; 发送 disabled for whitespace; Shift+Enter does not send', async () => {
    const answer = recordCalls<unknown>(HELP_API.answer);
    await boot('owner');
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    const box = within(dialog).getByRole('textbox', { name: '输入您的问题' });
    const send = within(dialog).getByRole('button', { name: '发送' });
    await user.type(box, '   ');
    expect(send).toBeDisabled();
    await user.type(box, '问{Shift>}{Enter}{/Shift}');
    expect(answer.bodies()).toEqual([]);
    expect(send).toBeEnabled();
    fireEvent.change(box, { target: { value: '长'.repeat(250) } });
    expect((box as HTMLTextAreaElement).value).toHaveLength(200);
    expect(within(dialog).getByText('200/200')).toBeInTheDocument();
  });

  it('换一换 cycles 5 questions at a time and is locked for 800 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await boot('owner');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const dialog = await openDialog(user);
    const recommended = within(dialog).getByRole('region', { name: '猜你想问' });
    await within(recommended).findByRole('button', { name: '如何上传广告主资质？' });
    const names = () =>
      within(recommended)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(names()).toHaveLength(5);
    const first = names();
    await user.click(within(recommended).getByRole('button', { name: '换一换' }));
    const second = names();
    expect(second).not.toEqual(first);
    await user.click(within(recommended).getByRole('button', { name: '换一换' }));
    expect(names()).toEqual(second);
    await act(async () => void vi.advanceTimersByTime(800));
    await user.click(within(recommended).getByRole('button', { name: '换一换' }));
    expect(names()).not.toEqual(second);
  });

  it('recommendations are entries of the conversation: each keeps its type and the page it showed', async () => {
    await boot('owner');
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    const chat = within(dialog).getByRole('list', { name: '对话记录' });
    // 猜你想问 is said in the conversation, after the greeting.
    const live = () => within(chat).getByRole('region', { name: /^猜你想问/ });
    const titles = (el: HTMLElement) =>
      within(el)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    await within(live()).findByRole('button', { name: '如何上传广告主资质？' });
    expect(live()).toHaveAccessibleName('猜你想问');
    await user.click(within(live()).getByRole('button', { name: '换一换' }));
    const secondPage = titles(live());
    expect(secondPage).toEqual([
      '创意审核被拒怎么办？',
      '视频素材有哪些规格要求？',
      '报表数据多久更新一次？',
      '如何申请发票？',
      '充值多久到账？',
    ]);
    // A question, then a type: its recommendations come after the answer, as a new entry.
    await user.type(within(dialog).getByRole('textbox', { name: '输入您的问题' }), '资质审核需要多长时间？{Enter}');
    await within(chat).findByText(/1 个工作日/);
    await user.click(within(dialog).getByRole('tab', { name: '账户与资质' }));
    // The type's questions arrive from the API: RTL's waitFor lets the dialog render them as they land.
    await waitFor(() => expect(live()).toHaveAccessibleName('猜你想问：账户与资质'));
    expect(titles(live())).toEqual(['如何上传广告主资质？', '资质审核需要多长时间？']);
    // Scrolling back shows what was recommended when: the first entry still shows its second page.
    const entries = Array.from(chat.children) as HTMLElement[];
    const texts = entries.map((li) => li.textContent ?? '');
    const first = entries.findIndex((li) => li.textContent?.startsWith('猜你想问'));
    expect(first).toBe(1);
    expect(texts[2]).toBe('资质审核需要多长时间？');
    expect(texts[3]).toMatch(/1 个工作日/);
    expect(texts[4]).toMatch(/^猜你想问：账户与资质/);
    expect(secondPage.every((q) => texts[first].includes(q ?? ''))).toBe(true);
    // Only the newest recommendations switch; an earlier one is kept as it was.
    expect(within(entries[first]).queryByRole('button', { name: '换一换' })).toBeNull();
    // Its questions can still be asked.
    await user.click(within(entries[first]).getByRole('button', { name: '如何申请发票？' }));
    expect(await within(chat).findAllByText('如何申请发票？')).toHaveLength(2);
  });

  it('常用功能 show each item with its picture from the dev API, through the URL policy', async () => {
    await boot('owner');
    const dialog = await openDialog();
    const functions = within(dialog).getByRole('region', { name: '常用功能' });
    const pictures = Array.from(functions.querySelectorAll('img')).map((img) => img.getAttribute('src'));
    expect(pictures).toEqual([
      '/v3/marketing/midstage/helpCenter/convenientIcons/workOrders.svg',
      '/v3/marketing/midstage/helpCenter/convenientIcons/helpCenter.svg',
      '/v3/marketing/midstage/helpCenter/convenientIcons/apiDoc.svg',
      '/v3/marketing/midstage/helpCenter/convenientIcons/marketingSchool.svg',
      '/v3/marketing/midstage/helpCenter/convenientIcons/adDiagnosis.svg',
    ]);
    const answer = await fetch(`${location.origin}${pictures[0]}`);
    expect(answer.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('a picture on a host the portal does not load images from is left out; the item keeps its title', async () => {
    await renderPortal({
      plugins: [plugin],
      scenario: 'owner',
      route: '/markets/manage/',
      handlers: helpHandlers,
      options: {
        'help-assistant': {
          images: { helpCenter: 'https://evil.example.net/help.svg', apiDoc: 'https://cdn.evil.example.net/api.svg' },
        },
      },
    });
    const dialog = await openDialog();
    const functions = within(dialog).getByRole('region', { name: '常用功能' });
    const help = within(functions).getByRole('button', { name: '帮助中心' });
    expect(help.querySelector('img')).toBeNull();
    expect(within(functions).getByRole('button', { name: 'API文档' }).querySelector('img')).toBeNull();
    expect(
      within(functions)
        .getAllByRole('button')
        .filter((b) => b.querySelector('img')),
    ).toHaveLength(3);
  });

  it('suggests after 300 ms of quiet, at most 5, only questions with an id', async () => {
    const titles = recordCalls<{ filter: { title?: string } }>(HELP_API.titlePage);
    const many = Array.from({ length: 8 }, (_, i) => ({ id: i + 1, title: `资质问题 ${i + 1}` }));
    await boot('owner', [
      http.post(apiPath(HELP_API.titlePage), async ({ request }) => {
        const body = (await request.clone().json()) as { filter: { title?: string } };
        return body.filter.title ? ok({ list: [{ id: null, title: '无编号' }, ...many] }) : undefined;
      }),
    ]);
    const dialog = await openDialog();
    const searches = () => titles.bodies().filter((b) => b.filter.title);
    const search = within(dialog).getByRole('combobox', { name: '搜索问题' });
    // From here the clock moves only when the test says so.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(search, { target: { value: '资' } });
    act(() => void vi.advanceTimersByTime(200));
    fireEvent.change(search, { target: { value: '资质' } });
    act(() => void vi.advanceTimersByTime(299));
    expect(searches()).toHaveLength(0);
    act(() => void vi.advanceTimersByTime(1));
    vi.useRealTimers();
    // The suggestions land while RTL waits (for the request, then for the options).
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(searches()[0]).toEqual({ filter: { title: '资质' }, pageEntity: { pageNum: 1, pageSize: 5 } });
    await userEvent.click(search);
    const options = await screen.findAllByRole('option');
    // The answer is cut to the 5 asked for (issue 24), and the one without an id is dropped.
    expect(options.map((o) => o.textContent)).toEqual(many.slice(0, 4).map((q) => q.title));
  });

  it('常用功能: the work-order badge caps at 99+; ad diagnosis only with menu 1047', async () => {
    await boot('owner', [http.post(apiPath(TICKET_API.count), () => ok(120))]);
    const dialog = await openDialog();
    const functions = within(dialog).getByRole('region', { name: '常用功能' });
    expect(within(functions).getByText('99+')).toBeInTheDocument();
    expect(within(functions).getByRole('button', { name: '广告诊断' })).toBeInTheDocument();
  });

  it('question-type tabs get scroll arrows only with more than 5 types', async () => {
    await boot('owner');
    const dialog = await openDialog();
    const tabs = await within(dialog).findByRole('tablist', { name: '问题分类' });
    expect(within(tabs).getAllByRole('tab')).toHaveLength(8); // 全部 + the 7 types of the dev API
    expect(within(dialog).getByRole('button', { name: '向左滚动分类' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '向右滚动分类' })).toBeInTheDocument();
  });

  it('with 5 question types there are no scroll arrows', async () => {
    const five = [1, 2, 3, 4, 5].map((id) => ({ id, name: `分类${id}` }));
    await boot('owner', [http.get(apiPath(HELP_API.questionTypes), () => ok(five))]);
    const dialog = await openDialog();
    const tabs = await within(dialog).findByRole('tablist', { name: '问题分类' });
    expect(within(tabs).getAllByRole('tab')).toHaveLength(6);
    expect(within(dialog).queryByRole('button', { name: '向左滚动分类' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: '向右滚动分类' })).toBeNull();
  });

  it('opens the default quick links, the help center and the API docs of the site, with no refusal', async () => {
    const { location, runtime } = await boot('owner');
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    const functions = within(dialog).getByRole('region', { name: '常用功能' });
    await user.click(within(functions).getByRole('button', { name: '帮助中心' }));
    await user.click(within(functions).getByRole('button', { name: 'API文档' }));
    expect(location.opened.map((o) => new URL(o.url, 'https://e.example.cn').pathname)).toEqual([
      '/help-center/',
      '/omni-api/',
    ]);
    expect(runtime.container.resolve(notifierRef).notices).toEqual([]);
  });

  it('20,000 question types and hot articles: 20 tabs a page with a pager, one article at a time (issue 35)', async () => {
    const many = Array.from({ length: 20_000 }, (_, i) => ({ id: i + 1, name: `分类${i + 1}` }));
    const articles = Array.from({ length: 20_000 }, (_, i) => ({ id: i + 1, image: 'x', title: `文章${i + 1}` }));
    await boot('owner', [
      http.get(apiPath(HELP_API.questionTypes), () => ok(many)),
      http.get(apiPath(HELP_API.hotArticles), () => ok(articles)),
    ]);
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    const tabs = await within(dialog).findByRole('tablist', { name: '问题分类' });
    expect(within(tabs).getAllByRole('tab')).toHaveLength(21); // 全部 + one page of 20
    const pager = within(dialog).getByRole('navigation', { name: '分类分页' });
    expect(pager).toHaveTextContent('共 20000 条');
    await user.click(within(pager).getByRole('button', { name: '第 1000 页' }));
    expect(within(tabs).getByRole('tab', { name: '分类20000' })).toBeInTheDocument();
    expect(within(tabs).queryByRole('tab', { name: '分类1' })).toBeNull();
    const hot = await within(dialog).findByRole('region', { name: '热门文章' });
    expect(await within(hot).findByText('文章1')).toBeInTheDocument();
    await user.click(within(hot).getByRole('button', { name: '上一篇' }));
    expect(within(hot).getByText('文章20000')).toBeInTheDocument();
    expect(within(hot).queryByText('文章1')).toBeNull();
  });

  it('without menu 1047 there is no ad diagnosis', async () => {
    await boot('operator-ads');
    const dialog = await openDialog();
    const functions = within(dialog).getByRole('region', { name: '常用功能' });
    expect(within(functions).queryByRole('button', { name: '广告诊断' })).toBeNull();
    expect(within(functions).getByRole('button', { name: '帮助中心' })).toBeInTheDocument();
  });

  it('bad answers stay inside the dialog: a broken question list says so, a failed answer offers the work-order link', async () => {
    const { runtime } = await boot('owner', [
      http.post(apiPath(HELP_API.titlePage), () => new HttpResponse('<html>502</html>', { status: 502 })),
      http.post(
        apiPath(HELP_API.answer),
        () => new HttpResponse('{"code":0,', { headers: { 'Content-Type': 'application/json' } }),
      ),
    ]);
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    expect(await within(dialog).findByText('内容加载失败，请稍后再试')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '输入您的问题' }), '充值多久到账？{Enter}');
    const chat = within(dialog).getByRole('list', { name: '对话记录' });
    expect(await within(chat).findByText(/内容加载失败/)).toBeInTheDocument();
    expect(within(chat).getByRole('link', { name: '提交工单' })).toHaveAttribute(
      'href',
      '/markets/toolbox/workOrderManage',
    );
    // Silent calls: no toast over the page.
    expect(runtime.container.resolve(notifierRef).notices).toEqual([]);
  });
});
