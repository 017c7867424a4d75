import { useLayoutEffect, useRef, type RefObject } from 'react';

/** Set while {@link useFocusReturn} moves focus back: the focus events it causes see it. */
let returning = false;

/**
 * Whether the focus event being handled is {@link useFocusReturn} giving focus back to the element
 * that opened a popover. A trigger that opens its popover on focus (a disclosure shown on focus)
 * checks it so that closing does not open it again.
 */
export function isReturningFocus(): boolean {
  return returning;
}

/** The element that has focus, unless focus is nowhere (the body, or no element). */
const focusedIn = (doc: Document): HTMLElement | null => {
  const active = doc.activeElement;
  return active instanceof HTMLElement && active !== doc.body ? active : null;
};

/**
 * Returns focus to the element that opened a popover or dialog when it closes (WCAG 2.4.3), for
 * every popover, dialog and flyout of the portal. Fluent's own restore goes through Tabster's
 * restorer, which only knows triggers it saw focused after it loaded and only Fluent triggers:
 * Tabster is not on the first screen, and a dialog opened from state has no trigger at all.
 *
 * `open` is whether it shows (`true` for one mounted only while it shows). Opening remembers
 * the focused element (before the popover's own effects move focus into it); focus that later
 * enters the surface from outside (Tab from a disclosure button) remembers where it came from.
 * Closing (or unmounting) moves focus back there when focus would otherwise be lost: on the body,
 * on a removed node, or inside the closing surface — the rule of Fluent's Menu. Focus the user
 * put elsewhere stays there; a remembered element that left the page is not focused. With
 * nothing to go back to (a dialog that opened by itself), focus leaving with the surface stays on
 * the body and the next Tab starts at the page's start (the skip link), as on a fresh page.
 *
 * Give the returned ref to the `PopoverSurface` or `DialogSurface`.
 * @example
 * const surfaceRef = useFocusReturn<HTMLDivElement>(open);
 * <Dialog open={open}><DialogSurface ref={surfaceRef}>…</DialogSurface></Dialog>
 */
export function useFocusReturn<T extends HTMLElement = HTMLDivElement>(open: boolean): RefObject<T | null> {
  const surface = useRef<T | null>(null);
  const origin = useRef<HTMLElement | null>(null);
  // The element in the surface that last took focus, while focus stays in it.
  const inside = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const doc = document;
    const inSurface = (node: unknown) => node instanceof Node && !!surface.current?.contains(node);
    // A layout effect: Fluent moves focus into the surface in its passive effects, after this.
    const opened = focusedIn(doc);
    origin.current = inSurface(opened) ? null : opened;
    const onFocusIn = (e: FocusEvent) => {
      inside.current = e.target instanceof HTMLElement && inSurface(e.target) ? e.target : null;
      const from = e.relatedTarget;
      // Fluent's focus guards at a modal's edges are no origin: Tab wrapped through one (wrapTab).
      if (
        from instanceof HTMLElement &&
        inSurface(e.target) &&
        !inSurface(from) &&
        !from.hasAttribute('data-tabster-dummy')
      )
        origin.current = from;
    };
    doc.addEventListener('focusin', onFocusIn, true);
    return () => doc.removeEventListener('focusin', onFocusIn, true);
  }, [open]);
  // Closed: in the layout phase, once React has put back the focus it saw before the commit (a
  // cleanup would run before that, and React would focus the element in the surface again).
  useLayoutEffect(() => {
    if (!open) giveBack(surface.current, origin, inside);
  }, [open]);
  // Unmounted while open: the surface leaves the page with it, so React puts nothing back.
  useLayoutEffect(() => () => giveBack(surface.current, origin, inside), []);
  return surface;
}

/**
 * Focuses the remembered element (once) if focus is lost or about to be, with the surface. With
 * none (a dialog that opened by itself) and focus leaving with the surface, the body keeps focus
 * and the next Tab starts at the page's start.
 */
function giveBack(
  surface: HTMLElement | null,
  origin: { current: HTMLElement | null },
  inside: { current: HTMLElement | null },
): void {
  const target = origin.current;
  const last = inside.current;
  origin.current = inside.current = null;
  const now = focusedIn(document);
  // Focus in the surface, or gone with it (the surface left the page in this commit).
  const leaving = now ? !now.isConnected || !!surface?.contains(now) : !!last && !last.isConnected;
  const lost = !now || leaving;
  if (leaving && !target?.isConnected) startTabAtTop(document);
  if (!lost || !target?.isConnected || target === now) return;
  returning = true;
  try {
    target.focus();
  } finally {
    returning = false;
  }
}

/**
 * Leaves focus on the body with the next Tab starting at the page's start: a focus target at the
 * top of the body, removed at once (the browser starts the next Tab where the focused node was).
 * Left to itself, Tab would start where the closed surface was, at the body's end, where Fluent's
 * focus manager (Tabster) keeps a guard that sends focus on to the page's last control.
 */
function startTabAtTop(doc: Document): void {
  const start = doc.createElement('span');
  start.tabIndex = -1;
  start.setAttribute('aria-hidden', 'true');
  doc.body.prepend(start);
  start.focus({ preventScroll: true });
  start.remove();
}
