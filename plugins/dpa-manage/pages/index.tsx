import type { ComponentType } from 'react';
import { framedPages, type PageProps } from '@portico/sdk';
import { MESSAGES as M } from '../messages';
import { BASE, type PagePath } from '../routes';
import { LibraryPage } from './LibraryPage';
import { DESCRIPTIONS } from './messages';

const framed = framedPages(DESCRIPTIONS, {
  crumbs: (path) => (path === '/' ? [] : [{ label: M.subApp, to: `${BASE}/` }]),
});

/** The page component of each path (one chunk for the whole sub-app): the library list at the entry. */
export const page = (path: PagePath): ComponentType<PageProps> => (path === '/' ? LibraryPage : framed(path));
