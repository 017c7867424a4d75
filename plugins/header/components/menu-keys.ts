import type { KeyboardEvent } from 'react';

const ITEMS = '[role="menuitem"],[role="menuitemcheckbox"],[role="menuitemradio"]';

/**
 * ArrowDown/ArrowUp (wrapping) and Home/End between the items of a header menu (WAI-ARIA APG menu).
 * Fluent's MenuList leaves them to Tabster's mover, which in the built portal — its menus loaded on
 * intent, after Tabster started — leaves the focus where it is (tests/e2e/keyboard-header.spec.ts).
 * Should the mover move too, it moves from the same item by the same key to the same item.
 * Items of a submenu are its own list's: only this list's direct items count.
 */
export function moveInMenu(event: KeyboardEvent<HTMLElement>): void {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const list = event.currentTarget;
  const items = Array.from(list.querySelectorAll<HTMLElement>(ITEMS)).filter(
    (item) => item.closest('[role="menu"]') === list,
  );
  const at = items.findIndex((item) => item === event.target);
  if (at < 0) return;
  const target =
    event.key === 'ArrowDown'
      ? items[(at + 1) % items.length]
      : event.key === 'ArrowUp'
        ? items[(at - 1 + items.length) % items.length]
        : event.key === 'Home'
          ? items[0]
          : event.key === 'End'
            ? items[items.length - 1]
            : undefined;
  if (!target) return;
  event.preventDefault();
  target.focus();
}
