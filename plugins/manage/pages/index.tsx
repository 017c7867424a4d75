import { framedPages } from '@portico/sdk';
import { crumbsOf, PAGES } from '../routes';

/** The page component of each path (one chunk for the whole sub-app). */
export const page = framedPages(PAGES, { crumbs: crumbsOf });
