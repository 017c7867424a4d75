import { framedPages, type Crumb } from '@portico/sdk';
import { MESSAGES as M } from '../messages';
import { BASE, type PagePath } from '../routes';
import { AGENCY_VARIANTS, DESCRIPTIONS } from './messages';

const OWNER_CRUMBS: readonly Crumb[] = [{ label: M.subApp, to: `${BASE}/` }];
const AGENCY_CRUMBS: readonly Crumb[] = [{ label: M.subApp, to: `${BASE}/?agency=true` }];
const crumbsOf = (path: PagePath): readonly Crumb[] =>
  path === '/' ? [] : path.startsWith('/agency/') ? AGENCY_CRUMBS : OWNER_CRUMBS;

/** The page component of each path (one chunk for the whole sub-app), with `?agency=true` variants. */
export const page = framedPages(DESCRIPTIONS, { crumbs: crumbsOf, agency: AGENCY_VARIANTS });
