// Spec §4 "any other status disables ad creation and delivery": every place that creates or delivers
// ads says why, offers the way to 资质管理, and cannot be used, for each status that is not approved.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginAs, pageTitle } from './support';
import { shootSizes } from './shots';

const CREATE = '/markets/creative/create?type=create&level=creative';
const QUALIFICATION = '/markets/toolbox/personal/Index';
const SAVE = '/v3/marketing/creative/save';

const BLOCKED = [
  { scenario: 'owner-qual-missing', reason: '您尚未上传广告主资质' },
  { scenario: 'owner-qual-review', reason: '您的广告主资质正在审核中' },
  { scenario: 'owner-qual-rejected', reason: '您的广告主资质审核未通过' },
] as const;

/** The notice that says why ads cannot be created or delivered. */
const blockNotice = (page: Page) => page.getByRole('region', { name: '广告投放受限' });

/** Paths of every save the page sends from now on. */
function watchSaves(page: Page): string[] {
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(SAVE)) saves.push(r.url());
  });
  return saves;
}

for (const { scenario, reason } of BLOCKED) {
  test(`${scenario}: the create page says why, links to 资质管理 and cannot submit`, async ({ page }) => {
    const saves = watchSaves(page);
    await loginAs(page, scenario, CREATE);
    await expect(pageTitle(page)).toHaveText('新建创意');
    const notice = blockNotice(page);
    await expect(notice).toContainText(reason);
    await expect(notice).toContainText('暂时无法新建和投放广告');
    const submit = page.getByRole('button', { name: '提交审核' });
    await expect(submit).toBeDisabled();
    // Enter in a filled form submits a form: not this one.
    const name = page.getByRole('textbox', { name: '创意名称' });
    await name.fill('春季新品信息流');
    await name.press('Enter');
    await submit.click({ force: true });
    await expect(page.getByText('创意已提交审核')).toHaveCount(0);
    expect(saves).toEqual([]);
    await expectNoSeriousA11yViolations(page, `create page blocked (${scenario})`);
    if (scenario === 'owner-qual-rejected') await shootSizes(page, 'create-blocked');

    await notice.getByRole('link', { name: '前往资质管理' }).click();
    await expect(page).toHaveURL(new RegExp(`${QUALIFICATION}$`));
    await expect(pageTitle(page)).toHaveText('资质管理');
  });
}

test('owner-qual-review: the manage tables, in-game promotion and product library say why and cannot create', async ({
  page,
}) => {
  await loginAs(page, 'owner-qual-review', '/markets/manage/PlanManage');
  for (const [path, button] of [
    ['/markets/manage/PlanManage', '新建计划'],
    ['/markets/manage/GroupManage', '新建广告组'],
    ['/markets/manage/CreativeManage', '新建创意'],
  ] as const) {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(blockNotice(page)).toContainText('您的广告主资质正在审核中');
    await expect(main.getByRole('button', { name: button })).toBeDisabled();
    await expect(blockNotice(page).getByRole('link', { name: '前往资质管理' })).toHaveAttribute('href', QUALIFICATION);
  }
  for (const path of ['/markets/multipleCreative/', '/markets/multipleCreative/list', '/markets/dpaManage/']) {
    await page.goto(path);
    await expect(blockNotice(page), path).toContainText('暂时无法新建和投放广告');
    await expect(blockNotice(page).getByRole('link', { name: '前往资质管理' })).toHaveAttribute('href', QUALIFICATION);
  }
  await expectNoSeriousA11yViolations(page, 'product library blocked');
});

test('an approved owner: no notice, the create page submits and 新建计划 opens it at the plan level', async ({
  page,
}) => {
  await loginAs(page, 'owner', '/markets/manage/PlanManage');
  await expect(pageTitle(page)).toHaveText('计划管理');
  await expect(blockNotice(page)).toHaveCount(0);
  await page.getByRole('main').getByRole('button', { name: '新建计划' }).click();
  await expect(page).toHaveURL(/\/markets\/creative\/create\?type=create&level=plan$/);
  await expect(pageTitle(page)).toHaveText('新建创意');
  await expect(page.getByText('推广计划', { exact: true })).toBeVisible();
  await expect(blockNotice(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: '提交审核' })).toBeEnabled();
  for (const path of ['/markets/multipleCreative/', '/markets/dpaManage/']) {
    await page.goto(path);
    await expect(pageTitle(page)).not.toHaveText('');
    await expect(blockNotice(page), path).toHaveCount(0);
  }
});
