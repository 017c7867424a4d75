// The creative sub-app's public face, imported as `@portico/plugin/creative`: where its create page
// is and who may open it, so another plugin links to it — and gates the link — by reference.
import type { When } from '@portico/sdk';
import type { PAGE_MESSAGES } from './pages/messages';
import { NAMESPACE, WHEN } from './routes';

/** The level a creation starts at (the create page's `level` query). */
export type CreateLevel = keyof typeof PAGE_MESSAGES.levels;

/** The create page (spec §2.2 `/markets/creative/create?type=create&level=…`): its gate and its address. */
export const CREATE_PAGE: { readonly when: When; href(level: CreateLevel): string } = {
  when: WHEN.ownerNotPush,
  href: (level) => `/markets/${NAMESPACE}/create?type=create&level=${level}`,
};
