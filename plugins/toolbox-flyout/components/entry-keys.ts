import type { KeyboardEvent } from 'react';

/** Marks a flyout entry (link or button) for the arrow keys; groups are the `role="group"` around them. */
export const ENTRY_ATTR = 'data-tbx-entry';

/** How long typed characters add up to one type-ahead search (as in Fluent's menus). */
const TYPE_AHEAD_MS = 500;

const entriesIn = (root: Element) => Array.from(root.querySelectorAll<HTMLElement>(`[${ENTRY_ATTR}]`));

/** Focuses the first or last entry inside `root`; false when it has none (yet). */
export function focusEntry(root: Element | null, which: 'first' | 'last'): boolean {
  const all = root ? entriesIn(root) : [];
  const target = which === 'first' ? all[0] : all[all.length - 1];
  target?.focus();
  return !!target;
}

/** The first entry of the group before or after the current one's (wrapping round). */
function entryOfGroup(root: Element, current: HTMLElement, step: 1 | -1): HTMLElement | undefined {
  const groups = Array.from(root.querySelectorAll('[role="group"]')).filter((g) => g.querySelector(`[${ENTRY_ATTR}]`));
  const at = groups.findIndex((g) => g.contains(current));
  if (at < 0) return undefined;
  const next = groups[(at + step + groups.length) % groups.length];
  return next ? entriesIn(next)[0] : undefined;
}

/**
 * The keys of the open flyout, as in a WAI-ARIA menu: ArrowDown/ArrowUp to the next/previous entry
 * (reading order, wrapping), ArrowRight/ArrowLeft to the first entry of the next/previous group,
 * Home/End to the first/last entry, and type-ahead: letters typed within half a second go to the
 * next entry whose name starts with them (the names that start with Latin letters: API 文档,
 * API Key, AB实验 …; an input method's composition sends no single key). Escape is the popover's
 * (it closes and gives focus back); Tab leaves the flyout, whose entries are never Tab stops.
 */
export function createEntryKeys(): (event: KeyboardEvent<HTMLElement>) => void {
  let typed = '';
  let typedAt = 0;
  return (event) => {
    const root = event.currentTarget;
    const all = entriesIn(root);
    const current = all.findIndex((e) => e === event.target);
    if (current < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const at = (i: number) => all[(i + all.length) % all.length];
    let target: HTMLElement | undefined;
    switch (event.key) {
      case 'ArrowDown':
        target = at(current + 1);
        break;
      case 'ArrowUp':
        target = at(current - 1);
        break;
      case 'ArrowRight':
        target = entryOfGroup(root, all[current]!, 1);
        break;
      case 'ArrowLeft':
        target = entryOfGroup(root, all[current]!, -1);
        break;
      case 'Home':
        target = all[0];
        break;
      case 'End':
        target = all[all.length - 1];
        break;
      default: {
        if (event.key.length !== 1 || event.key === ' ') return;
        const now = Date.now();
        typed = now - typedAt < TYPE_AHEAD_MS ? typed + event.key.toLowerCase() : event.key.toLowerCase();
        typedAt = now;
        // From the entry after the current one, so the same letter again goes on to the next match.
        const order = [...all.slice(current + 1), ...all.slice(0, current + 1)];
        const nameOf = (e: HTMLElement) => (e.dataset.tbxEntry ?? '').toLowerCase();
        target = order.find((e) => nameOf(e).startsWith(typed));
      }
    }
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
}
