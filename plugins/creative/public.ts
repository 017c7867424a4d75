// The creative sub-app's public face, imported as `@portico/plugin/creative`: where its create page
// is and who may open it, so another plugin links to it — and gates the link — by reference. The
// refs come from the pages' one record (routes.ts). Data only.
import type { PAGE_MESSAGES } from './pages/messages';
import { PAGES } from './routes';

/** The level a creation starts at (the create page's `level` query). */
export type CreateLevel = keyof typeof PAGE_MESSAGES.levels;

/** Pages of the creative sub-app that other plugins link to. */
export const creativeRoutes = {
  /** The sub-app's root: 推广 counts its pages as promotion. */
  root: PAGES.root,
  /**
   * 新建创意 (spec §2.2 `/markets/creative/create?type=create&level=…`): owners, not push users.
   * Open it at a level with `create.href({ type: 'create', level })` (`level`: a {@link CreateLevel}).
   */
  create: PAGES.refs.create,
} as const;
