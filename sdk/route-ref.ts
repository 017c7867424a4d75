import type { When } from '@portico/core';

/**
 * A page another plugin may link to, exported by the plugin that owns the page from its public
 * face (`@portico/plugin/<id>`): its address and who may open it. A link through a ref cannot
 * drift from the page, and the link shows for whom the page opens by reusing its gate.
 */
export interface RouteRef {
  /** Absolute path of the page (`/markets/toolbox/workOrderManage`), without query. */
  readonly path: string;
  /** Who may open the page: its route's gate; absent when it is open to everyone who reaches the sub-app. */
  readonly when?: When;
  /** The page's address with a query (`?agency=true`); the path alone when none is given. */
  href(query?: Readonly<Record<string, string>>): string;
}

/**
 * Makes the {@link RouteRef} of a page: the owning plugin passes the path and the gate its route
 * registers with, so that the page, its header tab and every other plugin's link share them.
 */
export function createRouteRef(page: { readonly path: string; readonly when?: When }): RouteRef {
  const { path, when } = page;
  return Object.freeze({
    path,
    ...(when === undefined ? {} : { when }),
    href: (query?: Readonly<Record<string, string>>) => {
      const search = query ? new URLSearchParams(query).toString() : '';
      return search ? `${path}?${search}` : path;
    },
  });
}
