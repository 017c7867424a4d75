import type { ComponentType } from 'react';
import type { PageProps } from '@portico/sdk';
import type { PagePath } from '../routes';
import { AccountManage, ClientManage, OperatorManage } from './accounts/AccountPages';
import { AgencyHome } from './homes/AgencyHome';
import { OwnerHome } from './homes/OwnerHome';

/** Manage pages of the homes and account tables, merged into `page(path)` (`/` is the landing, which shows the owner home). */
export const MANAGE_PAGES_B: Partial<Record<PagePath, ComponentType<PageProps>>> = {
  '/IndexManage': OwnerHome,
  '/agency/home': AgencyHome,
  '/agency/Home': AgencyHome,
  '/agency/AccountManage': AccountManage,
  '/agency/ClientManage': ClientManage,
  '/agency/OperatorManage': OperatorManage,
};
