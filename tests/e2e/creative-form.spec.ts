import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginAs } from './support';

const ROUTE = '/markets/creative/create?type=create&level=creative';
const LINKS = {
  click: '点击监测链接',
  exposure: '曝光监测链接',
  download: '下载监测链接',
  playBegin: '视频播放开始监测链接',
  playEnd: '视频播放结束监测链接',
} as const;
type Link = keyof typeof LINKS;

/** The dev API's fault switch (plugins/creative/dev-api.ts): a name containing it is refused. */
const REFUSED_NAME = '保存失败演示';

const form = (page: Page) => page.getByRole('form', { name: '创意信息' });
const choose = (page: Page, label: string, option: string) =>
  form(page).getByRole('combobox', { name: label }).selectOption({ label: option });

/** Exactly `shown` of the five tracking-link fields are on screen. */
async function expectLinks(page: Page, shown: readonly Link[]) {
  for (const [key, label] of Object.entries(LINKS) as Array<[Link, string]>)
    await expect(form(page).getByRole('textbox', { name: label }), `${label}`).toHaveCount(shown.includes(key) ? 1 : 0);
  if (!shown.length) await expect(form(page)).toContainText('当前投放设置下无需填写监测链接。');
}

// Each case starts from the form's defaults (image spec, normal web ad, own-flow feeds) and
// changes the fields named; the owner's data tree holds the booking click, shop click, shop
// exposure and download entries (dev/scenarios.ts).
const CASES: ReadonlyArray<{ name: string; set: Array<[string, string]>; shown: Link[] }> = [
  { name: 'own-flow feeds', set: [], shown: ['click', 'exposure'] },
  { name: 'own-flow splash: none', set: [['流量场景', '开屏']], shown: [] },
  {
    name: 'video spec in own-flow feeds',
    set: [['创意规格', '横版视频（16:9）']],
    shown: ['click', 'exposure', 'playBegin', 'playEnd'],
  },
  {
    name: 'video spec under all-flow: no play links',
    set: [
      ['创意规格', '竖版视频（9:16）'],
      ['投放流量', '全流量'],
    ],
    shown: ['click', 'exposure'],
  },
  {
    name: 'app download in store picks with the monitor entries',
    set: [
      ['推广类型', '应用下载'],
      ['流量场景', '商店精选'],
    ],
    shown: ['click', 'exposure', 'download'],
  },
  {
    name: 'video spec in a shop scene: no play links',
    set: [
      ['创意规格', '方形视频（1:1）'],
      ['推广类型', '应用下载'],
      ['流量场景', '开机必备'],
    ],
    shown: ['click', 'exposure', 'download'],
  },
  { name: 'booking ad: the booking click entry only', set: [['广告类型', '预约广告']], shown: ['click'] },
  {
    name: 'booking ad in a shop scene: no download',
    set: [
      ['广告类型', '预约广告'],
      ['推广类型', '应用下载'],
      ['流量场景', '安装有礼'],
    ],
    shown: ['click'],
  },
  { name: 'push banner: click without exposure', set: [['流量场景', '通知栏']], shown: ['click'] },
  {
    name: 'mini program in reveal preferred',
    set: [
      ['推广类型', '小程序'],
      ['流量场景', '展示优选'],
    ],
    shown: ['click', 'exposure'],
  },
  {
    name: 'quick app in search',
    set: [
      ['推广类型', '快应用'],
      ['流量场景', '搜索'],
    ],
    shown: ['click', 'exposure'],
  },
  {
    name: 'app download in search: none',
    set: [
      ['推广类型', '应用下载'],
      ['流量场景', '搜索'],
    ],
    shown: [],
  },
];

test(`owner: the tracking-link fields follow the §5 rules in ${CASES.length} cases`, async ({ page }) => {
  await loginAs(page, 'owner', ROUTE);
  await expect(form(page)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'creative form');
  for (const c of CASES) {
    await test.step(c.name, async () => {
      await page.reload();
      await expect(form(page)).toBeVisible();
      for (const [label, option] of c.set) await choose(page, label, option);
      await expectLinks(page, c.shown);
    });
  }
});

test('sub-owner without monitor entries: an app download in store picks shows no link field', async ({ page }) => {
  await loginAs(page, 'sub-owner', ROUTE);
  await choose(page, '推广类型', '应用下载');
  await choose(page, '流量场景', '商店精选');
  await expectLinks(page, []);
  await expectNoSeriousA11yViolations(page, 'creative form without link fields');
});

test('a bad address shows its error under the field; a failing save keeps every value; a good one is confirmed', async ({
  page,
}) => {
  await loginAs(page, 'owner', ROUTE);
  const name = form(page).getByRole('textbox', { name: /创意名称/ });
  const click = form(page).getByRole('textbox', { name: LINKS.click });
  await name.fill(`${REFUSED_NAME}·双十一视频`);
  await choose(page, '创意规格', '横版视频（16:9）');
  await click.fill('track.example.com/click');
  await click.blur();
  await expect(click).toHaveAccessibleDescription('请输入以 http:// 或 https:// 开头的有效链接地址');
  await page.screenshot({ path: '/tmp/shots/creative-form-invalid-1440.png', fullPage: true });
  await click.fill('https://track.example.com/click?c=1');
  await form(page).getByRole('textbox', { name: LINKS.playEnd }).fill('https://track.example.com/end');

  const saved = page.waitForRequest((r) => r.url().includes('/v3/marketing/creative/save'));
  await form(page).getByRole('button', { name: '提交审核' }).click();
  expect((await saved).postDataJSON()).toEqual({
    creativeName: `${REFUSED_NAME}·双十一视频`,
    creativeType: 0,
    specId: 60,
    advertiseType: 0,
    extensionType: 1,
    extensionFlow: 2,
    flowScene: 6,
    clickMonitorUrl: 'https://track.example.com/click?c=1',
    playEndMonitorUrl: 'https://track.example.com/end',
  });
  await expect(form(page)).toContainText('保存失败');
  await expect(form(page)).toContainText('创意保存失败：系统繁忙，请稍后重试');
  await expect(name).toHaveValue(`${REFUSED_NAME}·双十一视频`);
  await expect(form(page).getByRole('combobox', { name: '创意规格' })).toHaveValue('60');
  await expect(click).toHaveValue('https://track.example.com/click?c=1');
  await expect(form(page).getByRole('textbox', { name: LINKS.playEnd })).toHaveValue('https://track.example.com/end');
  await expectNoSeriousA11yViolations(page, 'creative form after a failed save');
  await page.screenshot({ path: '/tmp/shots/creative-form-failed-1440.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  await form(page).getByRole('button', { name: '提交审核' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/shots/creative-form-failed-1280.png' });

  await name.fill('双十一视频');
  await form(page).getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByText('创意已提交审核')).toBeVisible();
  await expect(page.getByText(/「双十一视频」已提交审核，创意 ID：\d+。/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'creative saved');
  await page.screenshot({ path: '/tmp/shots/creative-form-saved-1280.png' });
  await page.getByRole('button', { name: '继续新建' }).click();
  await expect(form(page).getByRole('textbox', { name: /创意名称/ })).toHaveValue('');
});

test('screenshots at 1440×900 and 1280×720', async ({ page }) => {
  await loginAs(page, 'owner', ROUTE);
  await choose(page, '创意规格', '横版视频（16:9）');
  await expect(form(page).getByRole('textbox', { name: LINKS.playEnd })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/creative-form-1440.png' });
  await page.screenshot({ path: '/tmp/shots/creative-form-1440-full.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.screenshot({ path: '/tmp/shots/creative-form-1280.png' });
  await expectNoSeriousA11yViolations(page, 'creative form at 1280×720');
});
