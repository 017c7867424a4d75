import type { ComponentType } from 'react';
import type { PageProps } from '@portico/sdk';
import type { PagePath } from '../../routes';

/** The account pages of the toolbox (personal, qualification list, business validation, passwords). */
export const ACCOUNT_PAGES: Partial<Record<PagePath, ComponentType<PageProps>>> = {};
