/**
 * The calls of the product library (dpaManage). The spec names none: the path is OURS, answered by
 * `dev-api.ts` and listed in README.md.
 */
export const DPA_API = {
  /** OURS. `pageNum`, `pageSize`, `keyword` → `{ list, total }` of libraries (id, name, source, productCount, status, updateTime). */
  libraryList: '/v3/dpa/library/list',
} as const;
