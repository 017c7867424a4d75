import type { ComponentType } from 'react';
import { type PageProps } from '@portico/sdk';
import { AdCreationNotice, framedPages } from '@portico/ui';
import { MESSAGES as M } from '../messages';
import { BASE, type PagePath } from '../routes';
import { LibraryPage } from './LibraryPage';
import { DESCRIPTIONS } from './messages';

// Product ads are ads: while the qualification blocks them, the pages say why (spec §4).
const framed = framedPages(DESCRIPTIONS, {
  crumbs: (path) => (path === '/' ? [] : [{ label: M.subApp, to: `${BASE}/` }]),
  content: () => <AdCreationNotice />,
});

/** The page component of each path (one chunk for the whole sub-app): the library list at the entry. */
export const page = (path: PagePath): ComponentType<PageProps> => (path === '/' ? LibraryPage : framed(path));
