import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginAs, pageTitle } from './support';

const qualification = (page: import('@playwright/test').Page) => page.getByRole('region', { name: '资质提醒' });

test('qualification not uploaded: the notice on login, 去上传 opens the qualification page', async ({ page }) => {
  await loginAs(page, 'owner-qual-missing', '/markets/manage/');
  await expect(qualification(page)).toContainText('资质审核通过后，方可创建和投放广告');
  await expectNoSeriousA11yViolations(page, 'qualification notice');
  await page.screenshot({ path: 'test-results/shots/reminder-qualification.png' });
  await qualification(page).getByRole('button', { name: '去上传' }).click();
  await expect(page).toHaveURL(/\/markets\/toolbox\/personal\/Index$/);
  await expect(pageTitle(page)).toHaveText('资质管理');
});

test('qualification under review: only 知道了; rejected: 重新上传', async ({ page }) => {
  await loginAs(page, 'owner-qual-review', '/markets/manage/');
  await expect(qualification(page).getByRole('button')).toHaveText(['知道了']);
  await page.context().clearCookies();
  await loginAs(page, 'owner-qual-rejected', '/markets/manage/');
  await expect(qualification(page).getByRole('button', { name: '重新上传' })).toBeVisible();
});

test('business validation under way: the warning on the owner home names the deadline, once per session', async ({
  page,
}) => {
  await loginAs(page, 'owner-validating', '/markets/manage/');
  const reminder = page.getByRole('region', { name: '经营验证提醒' });
  await expect(reminder).toContainText('您已发起经营验证，请于2026-12-31前在 工具箱-经营验证 中完成验证，逾期失效');
  await expectNoSeriousA11yViolations(page, 'business validation reminder');
  await page.screenshot({ path: 'test-results/shots/reminder-validation.png' });
  await page.reload();
  await page.waitForTimeout(1000);
  await expect(reminder).toHaveCount(0);
});

test('approved owners, agencies and operators see no reminder', async ({ page }) => {
  for (const [scenario, path] of [
    ['owner', '/markets/manage/'],
    ['agency', '/markets/manage/agency/home'],
    ['operator-admin', '/markets/manage/agency/home'],
  ] as const) {
    await page.context().clearCookies();
    await loginAs(page, scenario, path);
    await page.waitForTimeout(800);
    await expect(qualification(page)).toHaveCount(0);
    await expect(page.getByRole('region', { name: '经营验证提醒' })).toHaveCount(0);
  }
});
