import { observer } from 'mobx-react-lite';
import type { ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import { framedPages, useSession, type PageProps } from '@portico/sdk';
import { AGENCY_HOME, crumbsOf, PAGES, type PagePath } from '../routes';
import { MANAGE_PAGES_B } from './b';
import { MaterialButton } from './material/MaterialButton';
import { manageTable } from './tables/ManageTable';

const framed = framedPages(PAGES, { crumbs: crumbsOf });

/** The promotion tables (plan, group, creative). */
const MANAGE_PAGES_A: Partial<Record<PagePath, ComponentType<PageProps>>> = {
  '/PlanManage': manageTable('plan', '/PlanManage'),
  '/GroupManage': manageTable('group', '/GroupManage'),
  '/CreativeManage': manageTable('creative', '/CreativeManage', {
    operation: (row) => <MaterialButton creativeId={String(row.id)} fields={row.fields} />,
  }),
};

/** Pages with their own component; every other path renders its framed description. */
const OWN: Partial<Record<PagePath, ComponentType<PageProps>>> = { ...MANAGE_PAGES_A, ...MANAGE_PAGES_B };

const OwnerHome = OWN['/IndexManage'] ?? framed('/');

/**
 * `/markets/manage/` (and `/markets/`, which the shell sends here): the owner home for owners;
 * agencies and their operators land on the agency home, where their own 首页 tab is active.
 */
function LandingView(props: PageProps) {
  const kind = useSession().accountType;
  if (kind === 'agency' || kind === 'operator') return <Navigate to={AGENCY_HOME} replace />;
  return <OwnerHome {...props} />;
}
const Landing = observer(LandingView);

/** The page component of each path (one chunk for the whole sub-app). */
export const page = (path: PagePath): ComponentType<PageProps> => OWN[path] ?? (path === '/' ? Landing : framed(path));
