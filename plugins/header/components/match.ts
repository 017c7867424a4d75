/** Whether a tab's match entry covers a path: exact for entries ending in '/', else the entry or below it. */
export function matches(entry: string, pathname: string): boolean {
  if (pathname === entry) return true;
  if (entry.endsWith('/')) return false;
  return pathname.startsWith(`${entry}/`) || pathname === `${entry}/`;
}

/** Index of the active tab: the one with the longest matching entry, or -1. */
export function activeIndex(
  tabs: ReadonlyArray<{ readonly to: string; readonly match?: readonly string[] }>,
  pathname: string,
): number {
  let best = -1;
  let bestLength = -1;
  tabs.forEach((t, i) => {
    for (const entry of t.match ?? [t.to.split('?')[0]]) {
      if (matches(entry, pathname) && entry.length > bestLength) {
        best = i;
        bestLength = entry.length;
      }
    }
  });
  return best;
}
