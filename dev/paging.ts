/** The most rows a dev list answers at once: the portal's page-size cap (spec §9 tables ask for 10–100). */
export const MAX_DEV_PAGE_SIZE = 100;

const positive = (value: string | undefined, fallback: number): number => {
  const n = Math.floor(Number(value));
  return Number.isFinite(n) && n >= 1 ? n : fallback;
};

/**
 * One page of a dev list, as the real servers page: `page` (1-based) and `size` as the request
 * sent them (its `pageNum`/`pageSize`, or `page`/`pageCount`), page 1 and 10 a page for anything
 * unusable (spec §9 defaults), at most {@link MAX_DEV_PAGE_SIZE} a page.
 * @example const { rows } = pageOf(all, p.pageNum, p.pageSize); return ok({ list: rows, total: all.length });
 */
export function pageOf<T>(
  all: readonly T[],
  page: string | undefined,
  size: string | undefined,
): { readonly rows: T[]; readonly pageNum: number; readonly pageSize: number } {
  const pageNum = positive(page, 1);
  const pageSize = Math.min(positive(size, 10), MAX_DEV_PAGE_SIZE);
  return { rows: all.slice((pageNum - 1) * pageSize, pageNum * pageSize), pageNum, pageSize };
}
