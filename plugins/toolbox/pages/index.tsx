import { framedPages, type Crumb } from '@portico/sdk';
import { MESSAGES as M } from '../messages';
import { BASE, type PagePath } from '../routes';
import { DESCRIPTIONS } from './messages';

const HOME: Crumb = { label: M.subApp, to: `${BASE}/Home` };
const step = (path: PagePath): Crumb => ({ label: M.titles[path], to: `${BASE}${path}` });

/** Breadcrumbs other than the default (工具箱 → page). */
const CRUMBS: Partial<Record<PagePath, readonly Crumb[]>> = {
  '/': [],
  '/Home': [],
  '/personal/QualificationList': [HOME, step('/personal/Index')],
  '/ActionTrack/ManageList': [HOME, step('/ActionTrack')],
  '/ActionTrack/Clues': [HOME, step('/ActionTrack')],
  '/agencyMultChangPassword': [{ ...HOME, to: `${HOME.to}?agency=true` }],
};

/** The page component of each path (one chunk for the whole sub-app). */
export const page = framedPages(DESCRIPTIONS, { crumbs: (path) => CRUMBS[path] ?? [HOME] });
