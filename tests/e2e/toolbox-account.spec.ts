import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginAs, pageTitle } from './support';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Screenshots of the page as it is now at 1440×900 and 1280×720 (viewed by the author). */
async function shoot(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1440, 900],
    [1280, 720],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `/tmp/shots/toolbox-account-${name}-${width}x${height}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Every request the page sends to an API path containing `fragment`. */
function requestsTo(page: Page, fragment: string) {
  const seen: Array<{ url: string }> = [];
  page.on('request', (r) => {
    if (r.url().includes(fragment)) seen.push({ url: r.url() });
  });
  return seen;
}

const UPLOAD = '/qualification/upload';
const newCreative = (page: Page) => page.getByRole('button', { name: '新建创意' });
const status = (page: Page) => page.getByTestId('qualification-status');

test.describe('资质管理', () => {
  test('a file refused before sending; an approved upload enables 新建创意 without a reload', async ({ page }) => {
    const uploads = requestsTo(page, UPLOAD);
    await loginAs(page, 'owner-qual-missing', '/markets/toolbox/personal/Index');
    await expect(pageTitle(page)).toHaveText('资质管理');
    await expect(status(page)).toContainText('未上传');
    await expect(newCreative(page)).toHaveAttribute('aria-disabled', 'true');
    await expectNoSeriousA11yViolations(page, '资质管理');
    await shoot(page, 'qualification');

    const input = page.getByTestId('qualification-file');
    await input.setInputFiles({ name: '资料.docx', mimeType: 'application/msword', buffer: Buffer.from('doc') });
    await page.getByRole('button', { name: '提交审核' }).click();
    await expect(page.getByText('“资料.docx”的格式不支持，请上传 JPG、PNG、PDF 格式的文件')).toBeVisible();
    await input.setInputFiles({ name: '扫描件.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await page.getByRole('button', { name: '提交审核' }).click();
    await expect(page.getByText('“扫描件.png”超过 5 MB，请压缩后重新上传')).toBeVisible();
    await expectNoSeriousA11yViolations(page, '资质管理: file refused');
    await shoot(page, 'qualification-refused');
    expect(uploads).toHaveLength(0);

    // No reload from here on: a marker on the window survives only without one.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await input.setInputFiles({ name: 'approve-营业执照.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: '提交审核' }).click();
    await expect(page.getByText('“approve-营业执照.png”已提交，资质状态已更新。')).toBeVisible();
    await expect(status(page)).toContainText('审核通过');
    await expect(newCreative(page)).not.toHaveAttribute('aria-disabled', 'true');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(uploads).toHaveLength(1);
    await shoot(page, 'qualification-approved');

    await page.getByRole('link', { name: '查看已上传的资质' }).click();
    await expect(pageTitle(page)).toHaveText('资质列表');
    // The dev API lists the file under the name it received in the multipart body.
    const row = page.getByRole('row', { name: /approve-营业执照\.png/ });
    await expect(row).toContainText('审核通过');
    await expectNoSeriousA11yViolations(page, '资质列表');
    await shoot(page, 'qualification-list');
  });

  test('an upload under review keeps 新建创意 disabled; the list of an owner without uploads says 暂无数据', async ({
    page,
  }) => {
    await loginAs(page, 'owner-qual-missing', '/markets/toolbox/personal/QualificationList');
    await expect(page.getByText('暂无数据')).toBeVisible();
    await expectNoSeriousA11yViolations(page, '资质列表: empty');
    await shoot(page, 'qualification-list-empty');
    await page.goto('/markets/toolbox/personal/Index');
    await page
      .getByTestId('qualification-file')
      .setInputFiles({ name: '营业执照.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: '提交审核' }).click();
    await expect(status(page)).toContainText('审核中');
    await expect(newCreative(page)).toHaveAttribute('aria-disabled', 'true');
  });
});

test.describe('经营验证', () => {
  test('owner-validating: 验证中 with the deadline named; owner: 无需验证', async ({ page }) => {
    await loginAs(page, 'owner-validating', '/markets/toolbox/businessValidation');
    await expect(pageTitle(page)).toHaveText('经营验证');
    const facts = page.getByTestId('validation-status');
    await expect(facts).toContainText('验证中');
    await expect(facts).toContainText('2026-12-31');
    await expect(page.getByText('您已发起经营验证，请于2026-12-31前完成验证，逾期失效。')).toBeVisible();
    await expectNoSeriousA11yViolations(page, '经营验证: validating');
    await shoot(page, 'validation-validating');

    await page.context().clearCookies();
    await loginAs(page, 'owner', '/markets/toolbox/businessValidation');
    await expect(page.getByTestId('validation-status')).toContainText('无需验证');
    await expectNoSeriousA11yViolations(page, '经营验证: no need');
  });

  for (const [status, label, text] of [
    [-1, '查询中', '验证状态正在生成，请稍后刷新查看。'],
    [1, '待验证', '当前账户需要完成经营验证'],
    [3, '验证完成', '经营验证已完成，可以正常投放。'],
    [4, '已过期', '经营验证已过期，请重新发起验证。'],
  ] as const) {
    test(`status ${status}: ${label}`, async ({ page }) => {
      await page.route('**/v3/communal/org_verify/query_verify_status', (route) =>
        route.fulfill({
          json: { code: 0, msg: 'success', data: { status, statusDesc: `${label}（服务端）`, deadline: '2026-10-31' } },
        }),
      );
      await loginAs(page, 'owner', '/markets/toolbox/businessValidation');
      const facts = page.getByTestId('validation-status');
      await expect(facts).toContainText(label);
      await expect(facts).toContainText(`${label}（服务端）`);
      await expect(facts).toContainText('2026-10-31');
      await expect(page.getByText(text)).toBeVisible();
      await expectNoSeriousA11yViolations(page, `经营验证: ${label}`);
      if (status === 4) await shoot(page, 'validation-expired');
    });
  }
});

test.describe('修改密码', () => {
  const form = (page: Page) => page.getByRole('form', { name: '修改密码' });

  test('owner: rules beside the field, a mismatch and a wrong password inline, success clears the header notice', async ({
    page,
  }) => {
    const calls = requestsTo(page, '/password/modify');
    await loginAs(page, 'owner', '/markets/toolbox/changepwd');
    await page.evaluate(() =>
      sessionStorage.setItem(
        'portico.passwordNotice',
        JSON.stringify({ text: '您的密码已超过 90 天未修改，请尽快修改。' }),
      ),
    );
    await page.reload();
    await expect(page.getByText('您的密码已超过 90 天未修改，请尽快修改。')).toBeVisible();
    await expect(page.getByRole('complementary', { name: '密码要求' })).toContainText('长度 8–20 个字符');
    await expectNoSeriousA11yViolations(page, '修改密码');
    await shoot(page, 'changepwd');

    await page.getByLabel('当前密码').fill('wrong-1234');
    await page.getByLabel(/^新密码/).fill('Spring2027');
    await page.getByLabel('确认新密码').fill('Spring2028');
    await page.getByRole('button', { name: '确认修改' }).click();
    await expect(form(page)).toContainText('两次输入的新密码不一致');
    expect(calls).toHaveLength(0);
    await page.getByLabel('确认新密码').fill('Spring2027');
    await page.getByRole('button', { name: '确认修改' }).click();
    await expect(form(page)).toContainText('当前密码不正确');
    await expectNoSeriousA11yViolations(page, '修改密码: errors');
    await shoot(page, 'changepwd-errors');

    await page.getByLabel('当前密码').fill('Portico2026');
    await page.getByRole('button', { name: '确认修改' }).click();
    await expect(page.getByText('密码修改成功，下次登录请使用新密码。')).toBeVisible();
    await expect(page.getByText('您的密码已超过 90 天未修改，请尽快修改。')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('portico.passwordNotice'))).toBeNull();
    expect(calls.map((c) => new URL(c.url).pathname)).toEqual([
      '/v2/communal/owner/password/modify',
      '/v2/communal/owner/password/modify',
    ]);
  });

  for (const scenario of ['agency', 'operator-admin', 'operator-ads', 'operator-finance'] as const) {
    test(`${scenario}: the agency-side form`, async ({ page }) => {
      const calls = requestsTo(page, '/password/modify');
      await loginAs(page, scenario, '/markets/toolbox/changepwd?agency=true');
      await expect(pageTitle(page)).toHaveText('修改密码');
      await page.getByLabel('当前密码').fill('Portico2026');
      await page.getByLabel(/^新密码/).fill('Autumn2027');
      await page.getByLabel('确认新密码').fill('Autumn2027');
      await page.getByRole('button', { name: '确认修改' }).click();
      await expect(page.getByText('密码修改成功，下次登录请使用新密码。')).toBeVisible();
      expect(calls.map((c) => new URL(c.url).pathname)).toEqual(['/v2/communal/agency/password/modify']);
      await expectNoSeriousA11yViolations(page, `修改密码: ${scenario}`);
      if (scenario === 'agency') await shoot(page, 'changepwd-agency');
    });
  }

  test('supervised access: no password change for the owner the agency acts for', async ({ page }) => {
    await loginAs(page, 'supervised', '/markets/toolbox/changepwd');
    await expect(pageTitle(page)).toHaveText('暂无权限');
    await expectNoSeriousA11yViolations(page, '修改密码: supervised');
  });
});

test.describe('批量修改密码', () => {
  test('agency: choose accounts, set one password, see which changed and which failed', async ({ page }) => {
    await loginAs(page, 'agency', '/markets/toolbox/agencyMultChangPassword');
    await expect(pageTitle(page)).toHaveText('批量修改密码');
    await expect(page.getByRole('checkbox', { name: /深圳星辰餐饮管理有限公司/ })).toBeDisabled();
    await expectNoSeriousA11yViolations(page, '批量修改密码');
    await shoot(page, 'batch');
    await page.getByRole('button', { name: '批量修改' }).click();
    await expect(page.getByText('请至少选择一个账户')).toBeVisible();
    await page.getByRole('checkbox', { name: '全选' }).check();
    await page.getByLabel(/^新密码/).fill('Client2027');
    await page.getByLabel('确认新密码').fill('Client2027');
    await page.getByRole('button', { name: '批量修改' }).click();
    const outcome = page.getByRole('status').filter({ hasText: '已为 4 个账户修改密码。' });
    await expect(outcome).toContainText('杭州星辰信息技术有限公司：该账户 24 小时内已修改过密码');
    await expectNoSeriousA11yViolations(page, '批量修改密码: result');
    await shoot(page, 'batch-result');
  });

  for (const [scenario, title] of [
    ['operator-admin', '批量修改密码'],
    ['operator-ads', '暂无权限'],
    ['owner', '暂无权限'],
  ] as const) {
    test(`${scenario} sees ${title}`, async ({ page }) => {
      await loginAs(page, scenario, '/markets/toolbox/agencyMultChangPassword');
      await expect(pageTitle(page)).toHaveText(title);
      await expectNoSeriousA11yViolations(page, `批量修改密码: ${scenario}`);
    });
  }
});
