import { SubAppBlueprint, type When } from '@portico/sdk';
import { MESSAGES as M } from './messages';

/** Namespace of the sub-app under /markets/. */
export const NAMESPACE = 'dpaManage';
/** A page of the sub-app: its path after the namespace. */
export type PagePath = keyof typeof M.titles;

/** Gates used by these pages: the spec names no right for them, so they follow the owner pages. */
export const WHEN = {
  owner: { accountType: 'owner' } satisfies When,
} as const;

/**
 * Every page, once: name → path after the namespace and gate (titles: `M.titles`). The sub-app
 * registers them and the public face exports their refs.
 */
export const PAGES = SubAppBlueprint.pages({
  namespace: NAMESPACE,
  titles: M.titles,
  pages: {
    library: { path: '/', when: WHEN.owner },
    products: { path: '/products', when: WHEN.owner },
  },
});

/** Path of the sub-app root. */
export const BASE = PAGES.root.path;
/** The pages as the sub-app registers them, in order. */
export const ROUTES = PAGES.routes;
