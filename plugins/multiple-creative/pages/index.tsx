import { AdCreationNotice, framedPages } from '@portico/ui';
import { MESSAGES as M } from '../messages';
import { BASE } from '../routes';
import { DESCRIPTIONS } from './messages';

/**
 * The page component of each path (one chunk for the whole sub-app). In-game promotion delivers
 * ads: while the qualification blocks that, every page says why (spec §4).
 */
export const page = framedPages(DESCRIPTIONS, {
  crumbs: (path) => (path === '/' ? [] : [{ label: M.subApp, to: `${BASE}/` }]),
  content: () => <AdCreationNotice />,
});
