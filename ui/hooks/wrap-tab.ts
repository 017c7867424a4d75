import type { KeyboardEvent } from 'react';

/** Elements Tab can reach, in the order Tab visits them when none has a positive tabindex. */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const tabbablesIn = (root: HTMLElement): HTMLElement[] =>
  Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (el) => !el.hasAttribute('data-tabster-dummy') && el.tabIndex >= 0 && el.getClientRects().length > 0,
  );

/**
 * Keeps Tab inside a dialog while it is open (WCAG 2.4.3): Tab on its last control goes to the
 * first, and Shift+Tab on the first to the last. Fluent's modal trap moves the focus to a guard
 * element on the way out, from which the browser's Tab then leaves the dialog (the page body), and a
 * non-modal Fluent dialog does not trap at all; so every dialog of the portal wraps the focus itself.
 * The key's target is where the focus was when Tab was pressed (the guard may have it by now).
 *
 * @example
 * <DialogSurface onKeyDown={wrapTab}>…</DialogSurface>
 */
export function wrapTab(e: KeyboardEvent<HTMLElement>): void {
  if (e.key !== 'Tab' || e.altKey || e.ctrlKey || e.metaKey) return;
  const all = tabbablesIn(e.currentTarget);
  const first = all[0];
  const last = all[all.length - 1];
  if (!first || !last) return;
  const from = e.target;
  const target = e.shiftKey ? (from === first ? last : null) : from === last ? first : null;
  if (!target) return;
  e.preventDefault();
  target.focus();
}
