import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  coveredBy,
  expectToolboxFlyoutOpens,
  helpDialog,
  helpEntry,
  reachableTabs,
  SCROLLS,
  SIZES,
  sizeName,
  type Size,
} from './screen-checks';
import { expectNoSeriousA11yViolations, loginAs, mainNav } from './support';

// The screens users open most, at every size from 1024 px: every tab reachable and the toolbox
// flyout opening from wherever 工具箱 is, the help entry over no cell or control (scrolled to the
// top, the middle and the bottom), axe. One test per screen and size: each stays short on a busy
// two-core machine.

const OWNER_TABS = ['首页', '推广', '数据', '财务', '工具箱', '品牌投放'];
const AGENCY_TABS = ['首页', '账户管理', '数据', '财务', '工具箱'];

interface Screen {
  readonly name: string;
  readonly scenario: string;
  readonly path: string;
  readonly tabs: readonly string[];
  /** What shows once the page has its content. */
  readonly content: (page: Page) => Locator;
}

const table = (name: string) => (page: Page) => page.getByRole('table', { name }).getByRole('row').nth(1);

const SCREENS: readonly Screen[] = [
  {
    name: 'owner home',
    scenario: 'owner',
    path: '/markets/manage/IndexManage',
    tabs: OWNER_TABS,
    content: (page) => page.getByRole('navigation', { name: '快捷入口' }),
  },
  {
    name: 'agency home',
    scenario: 'agency',
    path: '/markets/manage/agency/home',
    tabs: AGENCY_TABS,
    content: table('今日消耗最高的客户'),
  },
  {
    name: 'operator home',
    scenario: 'operator-admin',
    path: '/markets/manage/agency/home',
    tabs: [...AGENCY_TABS, '修改密码'],
    content: table('今日消耗最高的客户'),
  },
  {
    name: '计划列表',
    scenario: 'owner',
    path: '/markets/manage/PlanManage',
    tabs: OWNER_TABS,
    content: table('计划列表'),
  },
  {
    name: 'report table',
    scenario: 'owner',
    path: '/markets/report/subaccount/ads',
    tabs: OWNER_TABS,
    content: table('广告报表明细'),
  },
  {
    name: 'toolbox home',
    scenario: 'owner',
    path: '/markets/toolbox/',
    tabs: OWNER_TABS,
    content: (page) => page.getByRole('heading', { level: 2 }).first(),
  },
];

/** Logs in at a size and waits for the content and for what comes once the portal is idle. */
async function open(page: Page, size: Size, scenario: string, path: string, content?: (p: Page) => Locator) {
  await page.setViewportSize(size);
  await loginAs(page, scenario, path);
  if (content) await expect(content(page)).toBeVisible();
  await expect(helpEntry(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
}

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/${name}.png` });

for (const screen of SCREENS)
  for (const size of SIZES)
    test(`${screen.name} at ${sizeName(size)}`, async ({ page }) => {
      await open(page, size, screen.scenario, screen.path, screen.content);
      await shot(page, `${screen.name.replace(/\s/g, '-')}-${size.width}x${size.height}`);
      // Designed for 1366×768 first: from there on every tab is on the bar.
      if (size.width >= 1366) await expect(mainNav(page).getByRole('listitem')).toHaveText([...screen.tabs]);
      expect(await reachableTabs(page)).toEqual([...screen.tabs]);
      await expectToolboxFlyoutOpens(page);
      for (const at of SCROLLS) {
        expect(await coveredBy(page, '[data-testid="help-entry"]', at), `help entry, scrolled to the ${at}`).toEqual(
          [],
        );
        expect(await coveredBy(page, '[data-help-progress]', at), `progress note, scrolled to the ${at}`).toEqual([]);
      }
      await expectNoSeriousA11yViolations(page, `${screen.name} at ${sizeName(size)}`);
    });

// The other account types: every tab reachable at each size the header must fit (the window
// resized in place; the header measures again).
for (const [scenario, tabs] of [
  ['sub-owner', OWNER_TABS],
  ['push-user', ['首页', '财务', '工具箱']],
  ['supervised', ['首页', '推广', '数据', '财务', '工具箱']],
  ['operator-ads', ['首页', '数据', '工具箱', '修改密码']],
  ['operator-finance', ['首页', '财务', '修改密码']],
] as const)
  test(`${scenario}: every tab reachable at 1024, 1280 and 1366 px`, async ({ page }) => {
    await open(page, SIZES[0], scenario, '/markets/');
    for (const size of SIZES.slice(0, 3)) {
      await page.setViewportSize(size);
      await expect.poll(() => reachableTabs(page), sizeName(size)).toEqual([...tabs]);
      if (tabs.includes('工具箱' as never)) await expectToolboxFlyoutOpens(page);
    }
  });

/** The part of `el` a user sees: its center is the element (or inside it), not something above it. */
const onTop = (el: Locator) =>
  el.evaluate((node) => {
    const r = node.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!hit && (node === hit || node.contains(hit));
  });

for (const size of SIZES)
  test(`help dialog at ${sizeName(size)}: five lines of conversation, the newest message in view, input and send visible`, async ({
    page,
  }) => {
    // A long answer, held until the test lets it go: the question shows (and is scrolled to) first.
    const held: Array<() => void> = [];
    await page.route('**/questionHelper/answerTheQuestion', async (route) => {
      await new Promise<void>((r) => held.push(r));
      const text = (route.request().postDataJSON() as { filter: { title: string } }).filter.title;
      const answer = [
        '<p>第一步：进入工具箱。</p>',
        '<p>第二步：打开对应页面。</p>',
        '<p>第三步：按提示填写并提交。</p>',
      ];
      await route.fulfill({
        json: { code: 0, msg: 'success', data: { id: '9', title: text, answer: answer.join('') } },
      });
    });
    await open(page, size, 'owner', '/markets/manage/IndexManage');
    await helpEntry(page).click();
    const dialog = helpDialog(page);
    await expect(dialog).toBeVisible();
    await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(600);
    const box = (await dialog.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(size.height);
    const chat = dialog.getByRole('list', { name: '对话记录' });
    const lines = await chat.evaluate((ul) => {
      const li = ul.querySelector('li')!;
      return ul.clientHeight / parseFloat(getComputedStyle(li).lineHeight);
    });
    expect(lines, 'lines of conversation in view').toBeGreaterThanOrEqual(5);
    const input = dialog.getByRole('textbox', { name: '输入您的问题' });
    const send = dialog.getByRole('button', { name: '发送' });
    for (let n = 1; n <= 4; n++) {
      const question = `第 ${n} 个问题：怎样完成设置？`;
      await input.fill(question);
      expect(await onTop(input), 'input visible').toBe(true);
      expect(await onTop(send), 'send visible').toBe(true);
      await send.click();
      const newest = chat.getByRole('listitem').last();
      await expect(newest).toHaveText(question);
      await expect(newest).toBeInViewport({ ratio: 1 });
      await expect.poll(() => inView(chat, newest), `question ${n} in view`).toBe(true);
      await expect.poll(() => held.length).toBe(1);
      held.shift()!();
      await expect(newest).not.toHaveText(question);
      await expect(newest).toContainText('第三步');
      await expect.poll(() => inView(chat, newest), `answer ${n} in view`).toBe(true);
    }
    await expectNoSeriousA11yViolations(page, `help dialog at ${sizeName(size)}`);
    await shot(page, `help-dialog-${size.width}x${size.height}`);
  });

/** Whether the entry `item` shows whole inside the scrolled list `list` (or, taller than the list, fills it from its top). */
const inView = async (list: Locator, item: Locator) =>
  item.evaluate(
    (li, ul) => {
      const [a, b] = [li.getBoundingClientRect(), ul!.getBoundingClientRect()];
      return a.top >= b.top - 1 && (a.bottom <= b.bottom + 1 || a.top <= b.top + 1);
    },
    await list.elementHandle(),
  );

test('the 素材查看 dialog covers the help entry with its backdrop', async ({ page }) => {
  await open(page, SIZES[1], 'owner', '/markets/manage/CreativeManage', table('创意列表'));
  // By test id: the modal dialog hides everything else from the accessibility tree.
  const entry = page.getByTestId('help-entry');
  expect(await onTop(entry)).toBe(true);
  await page.getByRole('button', { name: '素材查看' }).first().click();
  await expect(page.getByRole('dialog', { name: '素材查看' })).toBeVisible();
  expect(await onTop(entry)).toBe(false);
});

test('agency home at 1024 px: 今日消耗 in view without sideways scroll, a long name cut with the whole name in its tooltip', async ({
  page,
}) => {
  const long = '北京星河互动广告传媒科技有限公司华东华南西南西北东北五大区域联合运营服务中心（第一分公司）';
  await page.route('**/v3/manage/agency/overview', async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { data: { topClients: Array<{ ownerName: string }> } };
    body.data.topClients[0]!.ownerName = long;
    await route.fulfill({ response: answer, json: body });
  });
  await open(page, SIZES[0], 'agency', '/markets/manage/agency/home', table('今日消耗最高的客户'));
  const top = page.getByRole('table', { name: '今日消耗最高的客户' });
  const header = top.getByRole('columnheader', { name: '今日消耗（元）' });
  await expect(header).toBeInViewport({ ratio: 1 });
  expect(await top.evaluate((t) => t.parentElement!.scrollWidth <= t.parentElement!.clientWidth)).toBe(true);
  const cell = top.getByRole('cell', { name: long });
  await expect(cell).toHaveAttribute('title', long);
  expect(await cell.evaluate((td) => td.scrollWidth > td.clientWidth)).toBe(true);
  await shot(page, 'agency-home-long-name-1024x768');
});
