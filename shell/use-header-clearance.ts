import { useEffect, type RefObject } from 'react';

/**
 * Keeps the document's `scroll-padding-top` equal to the height of the sticky header place inside
 * `shell`, so an element that takes the focus further down the page is scrolled clear of the header
 * instead of under it (WCAG 2.4.11 Focus Not Obscured). The header's height is measured, not
 * assumed: a supervision banner or a wrapped bar makes it taller.
 */
export function useHeaderClearance(shell: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const header = shell.current?.querySelector<HTMLElement>(':scope > [data-slot="header"]');
    const root = document.documentElement;
    if (!header || typeof ResizeObserver === 'undefined') return;
    const apply = () => {
      root.style.scrollPaddingTop = `${header.offsetHeight}px`;
    };
    apply();
    const observer = new ResizeObserver(apply);
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-top');
    };
  }, [shell]);
}
