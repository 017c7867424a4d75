import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginAs } from './support';

// WCAG 2.4.3: closing a popover, dialog or menu from the keyboard or its close button gives focus
// back to the element that opened it (ui/hooks/use-focus-return.ts). Each test loads the page cold
// and reaches the trigger with Tab, as a keyboard user does: Fluent's focus manager (Tabster) is
// not on the first screen, so it has not seen the trigger focused.

/** Presses Tab until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 120) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`not reached with ${max} presses of Tab: ${String(target)}`);
}

/**
 * Where focus goes after a dialog that opened by itself (no trigger) closes, when nothing had
 * focus before it: the body, as Fluent leaves it when Tabster is loaded, with the page reachable —
 * nothing left aria-hidden, and Tab starting again at the skip link, then the header's first link.
 */
async function expectPageReachable(page: Page) {
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden', 'true');
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: '跳到主要内容' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('banner').getByRole('link').first()).toBeFocused();
}

/**
 * With focus on `trigger`: `key` opens what shows `shown`, then Escape (or Enter on `closeButton`)
 * closes it, and focus is back on the trigger.
 */
async function openAndClose(page: Page, trigger: Locator, shown: Locator, closeButton?: Locator, key = 'Enter') {
  await page.keyboard.press(key);
  await expect(shown).toBeVisible();
  if (closeButton) await closeButton.press('Enter');
  else await page.keyboard.press('Escape');
  await expect(shown).toBeHidden();
  await expect(trigger).toBeFocused();
}

/** The sub-owner's two finance popups, one after the other: 我知道了 on the first, Escape on the second. */
async function closeBothPopups(page: Page) {
  const first = page.getByRole('dialog', { name: '新版工具箱上线' });
  await expect(first).toBeVisible();
  await first.getByRole('button', { name: '我知道了' }).press('Enter');
  const second = page.getByRole('dialog', { name: '满意度调研' });
  await expect(second).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(second).toBeHidden();
}

test('the notification panel: Escape returns focus to the bell', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/manage/');
  const bell = page.getByRole('button', { name: '消息通知' });
  await tabTo(page, bell);
  await openAndClose(page, bell, page.getByRole('dialog', { name: '新消息列表' }));
});

test('the help dialog: Escape and 关闭 return focus to the help entry', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/manage/');
  const entry = page.getByRole('button', { name: /^帮助助手/ });
  const dialog = page.getByRole('dialog', { name: '帮助助手' });
  await tabTo(page, entry);
  await openAndClose(page, entry, dialog);
  await openAndClose(page, entry, dialog, dialog.getByRole('button', { name: '关闭' }), 'Space');
});

test('the account menu: Escape returns focus to its button', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/manage/');
  const trigger = page.getByRole('banner').getByRole('button', { name: /^账户菜单/ });
  await tabTo(page, trigger);
  await openAndClose(page, trigger, page.getByRole('menu').getByRole('menuitem', { name: '退出登录' }));
});

test('the mobile-entry QR tooltip: Escape returns focus to its button', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/manage/');
  const trigger = page.getByRole('banner').getByRole('button', { name: '移动端入口' });
  await tabTo(page, trigger);
  await openAndClose(page, trigger, page.getByText('使用手机扫码，随时随地管理推广'));
});

test('the toolbox flyout: Escape from an entry returns focus to its button, and the flyout stays closed', async ({
  page,
}) => {
  await loginAs(page, 'owner', '/markets/manage/');
  const trigger = page.getByRole('button', { name: '工具箱快捷入口' });
  const flyout = page.getByRole('group', { name: '工具箱', exact: true });
  await tabTo(page, trigger);
  // A menu button: focus alone does not open it; Enter opens it with focus on its first entry.
  await expect(flyout).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(flyout).toBeVisible();
  expect(await flyout.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(flyout).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
});

test('自定义列: Escape and 取消 return focus to the 自定义列 button', async ({ page }) => {
  await loginAs(page, 'sub-owner', '/markets/manage/PlanManage');
  const trigger = page.getByRole('button', { name: '自定义列' });
  const dialog = page.getByRole('dialog', { name: /自定义列/ });
  await tabTo(page, trigger);
  // Shown once its columns have loaded.
  const columns = dialog.getByRole('checkbox').first();
  await openAndClose(page, trigger, columns);
  await openAndClose(page, trigger, columns, dialog.getByRole('button', { name: '取消' }));
});

test('素材查看: Escape and 关闭 return focus to the row’s 素材查看 button', async ({ page }) => {
  await loginAs(page, 'sub-owner', '/markets/manage/CreativeManage');
  const trigger = page.getByRole('table', { name: '创意列表' }).getByRole('button', { name: '素材查看' }).first();
  const viewer = page.getByRole('dialog', { name: '素材查看' });
  await tabTo(page, trigger);
  await openAndClose(page, trigger, viewer);
  await openAndClose(page, trigger, viewer, viewer.getByRole('button', { name: '关闭' }));
});

test('the global popups, opened by themselves on a cold load: closed, the page is reachable from its start', async ({
  page,
}) => {
  await loginAs(page, 'sub-owner', '/markets/finance/home/');
  await closeBothPopups(page);
  await expectPageReachable(page);
});

test('a global popup that arrives while a link has focus gives focus back to that link', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/questionnairePop/queryPop', async (route) => {
    await held;
    await route.continue();
  });
  await loginAs(page, 'sub-owner', '/markets/finance/home/');
  const link = page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '数据', exact: true });
  await tabTo(page, link);
  release();
  await closeBothPopups(page);
  await expect(link).toBeFocused();
});

test('the password hint, opened by itself: 我知道了 closes it and the page is reachable from its start', async ({
  page,
}) => {
  await page.addInitScript(() => sessionStorage.setItem('portico.passwordHint', JSON.stringify({})));
  await loginAs(page, 'owner', '/markets/manage/');
  const hint = page.getByRole('alertdialog', { name: '安全提示' });
  await expect(hint).toBeVisible();
  await hint.getByRole('button', { name: '我知道了' }).press('Enter');
  await expect(hint).toBeHidden();
  await expectPageReachable(page);
});

test('the mobile tip, opened by itself: Escape and 继续使用电脑版 close it and the page is reachable from its start', async ({
  page,
}) => {
  await page.setViewportSize({ width: 480, height: 800 });
  await loginAs(page, 'owner', '/markets/manage/');
  const tip = page.getByRole('dialog', { name: '推荐使用移动版' });
  await expect(tip).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
  await expectPageReachable(page);
  // Dismissed for the session: a fresh session shows it again.
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await expect(tip).toBeVisible();
  await tip.getByRole('button', { name: '继续使用电脑版' }).press('Enter');
  await expect(tip).toBeHidden();
  await expectPageReachable(page);
});
