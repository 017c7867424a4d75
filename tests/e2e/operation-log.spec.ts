// 操作日志 (/markets/toolbox/OperationLog): the account's operations through the dev API, with the
// creative labels of spec §9, paged on the server and filtered by date and object.
import { expect, test, type Page, type Request } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginAs, pageTitle } from './support';
import { shootSizes } from './shots';

const PAGE = '/markets/toolbox/OperationLog';
const LOG_API = '/v3/communal/operation/log/list';
const CREATIVE_LABELS = ['素材ID', '品牌logo素材', '视频封面图', '竖版结束页背景', '店铺外层创意'];

const params = (r: Request) => new URLSearchParams(r.postData() ?? '');
const nextLogCall = (page: Page) => page.waitForRequest((r) => r.url().includes(LOG_API));
const table = (page: Page) => page.getByRole('table', { name: '操作日志列表' });
const rows = (page: Page) => table(page).getByRole('row');

/** `YYYY-MM-DD` of today plus `offset` days in the browser's time zone (the page's default range). */
const day = (page: Page, offset: number) =>
  page.evaluate((o) => {
    const d = new Date();
    d.setDate(d.getDate() + o);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  }, offset);

test('操作日志: the last 7 days paged on the server, the creative labels, filters by object and date', async ({
  page,
}) => {
  const first = nextLogCall(page);
  await loginAs(page, 'owner', PAGE);
  await expect(pageTitle(page)).toHaveText('操作日志');
  const sent = params(await first);
  expect(sent.get('beginDate')).toBe(await day(page, -6));
  expect(sent.get('endDate')).toBe(await day(page, 0));
  expect(sent.get('pageNum')).toBe('1');
  expect(sent.get('pageSize')).toBe('10');
  expect(sent.get('objectType')).toBe('');
  // A header row and the first 10 of 23 operations.
  await expect(rows(page)).toHaveCount(11);
  await expect(page.getByText('共 23 条')).toBeVisible();
  await expect(rows(page).nth(1)).toContainText('张敏');
  await expectNoSeriousA11yViolations(page, '操作日志');
  await shootSizes(page, 'operation-log');

  const second = nextLogCall(page);
  await page.getByRole('button', { name: '下一页' }).click();
  expect(params(await second).get('pageNum')).toBe('2');
  await expect(page.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');

  // The creatives only: every creative field of spec §9 by its Chinese label.
  const creatives = nextLogCall(page);
  await page.getByRole('combobox', { name: '操作对象' }).selectOption({ label: '创意' });
  const filtered = params(await creatives);
  expect(filtered.get('objectType')).toBe('3');
  expect(filtered.get('pageNum')).toBe('1');
  await expect(page.getByText('共 8 条')).toBeVisible();
  for (const label of CREATIVE_LABELS) await expect(table(page)).toContainText(`${label}：`);
  await expect(table(page)).not.toContainText('materialId');
  await shootSizes(page, 'operation-log-creatives');

  // Today's creatives: both filters go on the wire.
  const today = await day(page, 0);
  const dated = page.waitForRequest((r) => r.url().includes(LOG_API) && params(r).get('beginDate') === today);
  await page.getByRole('textbox', { name: '开始日期' }).fill(today);
  const both = params(await dated);
  expect(both.get('endDate')).toBe(today);
  expect(both.get('objectType')).toBe('3');
  await expect(page.getByText('共 1 条')).toBeVisible();
  await expect(rows(page)).toHaveCount(2);

  // A reversed range is said under the field and not asked for.
  let asked = 0;
  page.on('request', (r) => r.url().includes(LOG_API) && asked++);
  await page.getByRole('textbox', { name: '结束日期' }).fill(await day(page, -3));
  await expect(page.getByText('开始日期不能晚于结束日期')).toBeVisible();
  await page.waitForTimeout(500);
  expect(asked).toBe(0);
});

test('操作日志: an account without operations sees 暂无操作记录, a failing call 重试', async ({ page }) => {
  let failing = true;
  await page.route(`**${LOG_API}`, (route) =>
    failing
      ? route.fulfill({ json: { code: 500100, msg: '服务繁忙' } })
      : route.fulfill({ json: { code: 0, msg: 'success', data: { list: [], total: 0 } } }),
  );
  await loginAs(page, 'owner', PAGE);
  await expect(page.getByText('操作日志加载失败')).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByText('暂无操作记录')).toBeVisible();
});
