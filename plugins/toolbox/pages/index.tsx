import type { ComponentType } from 'react';
import { framedPages, type Crumb, type PageProps } from '@portico/sdk';
import { MESSAGES as M } from '../messages';
import { BASE, type PagePath } from '../routes';
import { ACCOUNT_PAGES } from './account';
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

/** The breadcrumb of a page. */
export const crumbsOf = (path: PagePath): readonly Crumb[] => CRUMBS[path] ?? [HOME];

/** Pages with their own component; every other path renders its framed description. */
const PAGES: Partial<Record<PagePath, ComponentType<PageProps>>> = {
  ...ACCOUNT_PAGES,
};

const framed = framedPages(DESCRIPTIONS, { crumbs: crumbsOf });

/** The page component of each path (one chunk for the whole sub-app). */
export const page = (path: PagePath): ComponentType<PageProps> => PAGES[path] ?? framed(path);
