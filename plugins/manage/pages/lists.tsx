import type { ComponentType } from 'react';
import { type PageProps } from '@portico/sdk';
import { framedPages } from '@portico/ui';
import { crumbsOf, DESCRIPTIONS, type PageName } from '../routes';
import { AccountManage, ClientManage, OperatorManage } from './accounts/AccountPages';
import { MaterialButton } from './material/MaterialButton';
import { manageTable } from './tables/ManageTable';

const framed = framedPages(DESCRIPTIONS, { crumbs: crumbsOf });

/**
 * The promotion tables (plan, group, creative) and the agency's account pages: the manage pages
 * with tables, filters and dialogs, in a chunk of their own (LIST_PAGES in routes.ts), so that
 * the homes show without them (the records with `lists` in routes.ts). The portal prefetches this chunk once it is idle.
 */
const LISTS: Partial<Record<PageName, ComponentType<PageProps>>> = {
  plans: manageTable('plan', 'plans'),
  groups: manageTable('group', 'groups'),
  creatives: manageTable('creative', 'creatives', {
    operation: (row) => <MaterialButton creativeId={String(row.id)} fields={row.fields} />,
  }),
  accounts: AccountManage,
  clients: ClientManage,
  operators: OperatorManage,
};

/** The page component of each list page, by its name in the page records. */
export const page = (_path: string, name: PageName): ComponentType<PageProps> => LISTS[name] ?? framed(name);
