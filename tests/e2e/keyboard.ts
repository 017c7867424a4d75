import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What is wrong with where the focus is now, or null: focus on nothing, on an element that is not
 * shown, outside the window, covered by something else (the sticky header, the help dock, a
 * dialog's backdrop — WCAG 2.4.11), or outside an open modal dialog (the dialog traps focus).
 */
export function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return 'focus is on nothing';
    const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    // Fluent's focus manager hops over its own guard elements at once.
    if (el.hasAttribute('data-tabster-dummy')) return null;
    const modal = Array.from(
      document.querySelectorAll('[role="dialog"][aria-modal="true"],[role="alertdialog"]'),
    ).pop();
    if (modal && !modal.contains(el)) return `${name} is outside the open dialog`;
    if (el.closest('[aria-hidden="true"],[inert]')) return `${name} is hidden from assistive technology`;
    const box = el.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) return `${name} is not shown`;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden') return `${name} is invisible`;
    const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
    const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1);
    if (box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth)
      return `${name} is outside the window`;
    const hit = document.elementFromPoint(x, y);
    if (!hit) return `${name}: nothing at its centre`;
    // The element itself, a part of it, or a label/wrapper it sits in (Fluent's checkbox input).
    if (el.contains(hit) || hit.contains(el)) return null;
    const label = hit.closest('label');
    if (label && (label.control === el || label.contains(el))) return null;
    const cover = hit.closest('[class]') ?? hit;
    return `${name} is covered by ${cover.tagName.toLowerCase()}.${(cover.getAttribute('class') ?? '').slice(0, 60)}`;
  });
}

/** Fails when the focus is hidden, covered or outside an open dialog (see {@link focusProblem}). */
export async function expectFocusSeen(page: Page): Promise<void> {
  expect(await focusProblem(page)).toBeNull();
}

/** Whether `target` has the focus. */
export const hasFocus = async (target: Locator): Promise<boolean> =>
  // An element that has gone (a closed panel) has no focus: asked at once, not waited for.
  (await target.count()) > 0 && target.first().evaluate((el) => el === document.activeElement);

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus and returns how many presses it
 * took; every stop on the way must be seen ({@link expectFocusSeen}). Fails after `max` presses.
 */
export async function tabTo(page: Page, target: Locator, max = 80, back = false): Promise<number> {
  await expect(target).toBeVisible();
  for (let i = 1; i <= max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await hasFocus(target)) return i;
    await expectFocusSeen(page);
  }
  throw new Error(`not reached with ${max} presses of Tab: ${String(target)}`);
}

/** Presses `key` until `target` has the focus (arrow keys in a menu or a list); fails after `max`. */
export async function pressTo(page: Page, key: string, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}
