import type { ComponentType } from 'react';
import type { PageProps } from '@portico/sdk';
import type { PagePath } from '../routes';

/** Manage pages of the homes, account tables and product library, merged into `page(path)`. */
export const MANAGE_PAGES_B: Partial<Record<PagePath, ComponentType<PageProps>>> = {};
