import { framedPages } from '@portico/sdk';
import { PAGES } from '../routes';

/** The page component of each path (one chunk for the whole sub-app). */
export const page = framedPages(PAGES);
