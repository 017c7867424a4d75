import type { ComponentType } from 'react';
import type { PageProps } from '@portico/sdk';
import type { PagePath } from '../routes';
import { CreateCreative } from './CreateCreative';

const PAGES: Record<PagePath, ComponentType<PageProps>> = { '/create': CreateCreative };

/** The page component of each path (one chunk for the whole sub-app). */
export const page = (path: PagePath): ComponentType<PageProps> => PAGES[path];
