import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginAs, pageTitle } from './support';

// The axe check itself (support.ts): it must fail on what it is meant to catch, on its first run
// in a page (axe-core injected) and on a later one (axe-core already there), with the experimental
// label-in-name rule on, the tabster dummies left out, and inside a frame.

/** Adds HTML at the end of <main>. */
const addToMain = (page: Page, html: string) =>
  page.evaluate((h) => document.querySelector('main')!.insertAdjacentHTML('beforeend', h), html);

const check = (page: Page) => expectNoSeriousA11yViolations(page, 'axe-check');

test.beforeEach(async ({ page }) => {
  await loginAs(page, 'owner', '/markets/manage/IndexManage');
  await expect(pageTitle(page)).toContainText('首页');
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
});

test('fails on a serious violation, on the first run in a page and on a later one', async ({ page }) => {
  await check(page);
  await addToMain(page, '<button id="axe-check-unnamed"></button>');
  await expect(check(page)).rejects.toThrow(/button-name \(critical\)[\s\S]*#axe-check-unnamed/);
  await page.evaluate(() => document.getElementById('axe-check-unnamed')!.remove());
  await addToMain(page, '<p id="axe-check-pale" style="color:#bbb;background:#fff">浅色文字</p>');
  await expect(check(page)).rejects.toThrow(/color-contrast \(serious\)[\s\S]*#axe-check-pale/);
});

test('checks the label in the name (experimental rule) and leaves out the tabster dummies', async ({ page }) => {
  await addToMain(page, '<div data-tabster-dummy><button></button></div>');
  await check(page);
  await addToMain(page, '<button id="axe-check-mismatch" aria-label="删除">保存</button>');
  await expect(check(page)).rejects.toThrow(/label-content-name-mismatch[\s\S]*#axe-check-mismatch/);
});

test('checks inside a frame', async ({ page }) => {
  await addToMain(page, '<iframe title="框架" srcdoc="<main><button id=axe-check-framed></button></main>"></iframe>');
  await expect.poll(() => page.frames().length).toBe(2);
  await expect(check(page)).rejects.toThrow(/button-name \(critical\)[\s\S]*#axe-check-framed/);
});
