import { framedPages, type Crumb } from '@portico/sdk';
import { MESSAGES as M } from '../messages';
import { BASE, type PagePath } from '../routes';
import { AGENCY_VARIANTS, DESCRIPTIONS } from './messages';

const OWNER_PAGES: ReadonlySet<PagePath> = new Set(['/recharge', '/record', '/flow']);
const OWNER_CRUMBS: readonly Crumb[] = [{ label: M.subApp, to: `${BASE}/home/` }];
const AGENCY_CRUMBS: readonly Crumb[] = [{ label: M.subApp, to: `${BASE}/home/?agency=true` }];
const crumbsOf = (path: PagePath): readonly Crumb[] =>
  path === '/' || path === '/home' ? [] : OWNER_PAGES.has(path) ? OWNER_CRUMBS : AGENCY_CRUMBS;

/** The page component of each path (one chunk for the whole sub-app), with `?agency=true` variants. */
export const page = framedPages(DESCRIPTIONS, { crumbs: crumbsOf, agency: AGENCY_VARIANTS });
