import { SubAppBlueprint } from '@portico/sdk';
import { OWNER_NOT_PUSH } from '@portico/plugin/header';
import { MESSAGES as M } from './messages';

/** Namespace of the sub-app under /markets/. */
export const NAMESPACE = 'creative';

/** A page of the sub-app: its path after the namespace. */
export type PagePath = keyof typeof M.titles;

/** Gates of spec §6 used by these pages. */
export const WHEN = {
  /** New creatives: owners, not push users (spec §2.3 new-creative button, §6). */
  ownerNotPush: OWNER_NOT_PUSH,
} as const;

/**
 * Every page, once (spec §2.2: /markets/creative/create?type=create&level=creative): name → path,
 * gate (titles: `M.titles`). The sub-app registers them and the public face exports their refs.
 */
export const PAGES = SubAppBlueprint.pages({
  namespace: NAMESPACE,
  titles: M.titles,
  pages: { create: { path: '/create', when: WHEN.ownerNotPush } },
});

/** The pages as the sub-app registers them, in order. */
export const ROUTES = PAGES.routes;
