// The creative sub-app's public face, imported as `@portico/plugin/creative`: where its create page
// is and who may open it, so another plugin links to it — and gates the link — by reference.
import { createRouteRef, type When } from '@portico/sdk';
import type { PAGE_MESSAGES } from './pages/messages';
import { NAMESPACE, WHEN } from './routes';

/** The level a creation starts at (the create page's `level` query). */
export type CreateLevel = keyof typeof PAGE_MESSAGES.levels;

/** Pages of the creative sub-app that other plugins link to. */
export const creativeRoutes = {
  /** The sub-app's root: 推广 counts its pages as promotion. */
  root: createRouteRef({ path: `/markets/${NAMESPACE}` }),
  /** 新建创意 (spec §2.2 `/markets/creative/create?type=create&level=…`): owners, not push users. */
  create: createRouteRef({ path: `/markets/${NAMESPACE}/create`, when: WHEN.ownerNotPush }),
} as const;

/** The create page at a level: its gate and its address. */
export const CREATE_PAGE: { readonly when: When; href(level: CreateLevel): string } = {
  when: WHEN.ownerNotPush,
  href: (level) => creativeRoutes.create.href({ type: 'create', level }),
};
