import type { ComponentType } from 'react';
import { type PageProps } from '@portico/sdk';
import { framedPages } from '@portico/ui';
import { crumbsOf, PAGES, type PagePath } from '../routes';
import { AccountManage, ClientManage, OperatorManage } from './accounts/AccountPages';
import { MaterialButton } from './material/MaterialButton';
import { manageTable } from './tables/ManageTable';

const framed = framedPages(PAGES, { crumbs: crumbsOf });

/**
 * The promotion tables (plan, group, creative) and the agency's account pages: the manage pages
 * with tables, filters and dialogs, in a chunk of their own (LIST_PAGES in routes.ts), so that
 * the homes show without them. The portal prefetches this chunk once it is idle.
 */
const LISTS: Partial<Record<PagePath, ComponentType<PageProps>>> = {
  '/PlanManage': manageTable('plan', '/PlanManage'),
  '/GroupManage': manageTable('group', '/GroupManage'),
  '/CreativeManage': manageTable('creative', '/CreativeManage', {
    operation: (row) => <MaterialButton creativeId={String(row.id)} fields={row.fields} />,
  }),
  '/agency/AccountManage': AccountManage,
  '/agency/ClientManage': ClientManage,
  '/agency/OperatorManage': OperatorManage,
};

/** The page component of each list path. */
export const page = (path: PagePath): ComponentType<PageProps> => LISTS[path] ?? framed(path);
