import type { SubAppPage, When } from '@portico/sdk';
import { MESSAGES as M } from './messages';

/** Namespace of the sub-app under /markets/. */
export const NAMESPACE = 'multipleCreative';
/** Path of the sub-app root. */
export const BASE = `/markets/${NAMESPACE}`;

/** A page of the sub-app: its path after {@link BASE}. */
export type PagePath = keyof typeof M.titles;

/** Gates used by these pages: the spec names no right for them, so they follow the owner pages. */
export const WHEN = {
  owner: { accountType: 'owner' } satisfies When,
} as const;

/** Every page: path after the namespace, gate (titles: `M.titles`). */
export const ROUTES: ReadonlyArray<SubAppPage<PagePath>> = [
  { path: '/', when: WHEN.owner },
  { path: '/list', when: WHEN.owner },
];
