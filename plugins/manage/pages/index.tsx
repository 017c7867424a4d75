import { observer } from 'mobx-react-lite';
import type { ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession, type PageProps } from '@portico/sdk';
import { framedPages } from '@portico/ui';
import { AGENCY_HOME, crumbsOf, PAGES, type PagePath } from '../routes';
import { AgencyHome } from './homes/AgencyHome';
import { OwnerHome } from './homes/OwnerHome';

const framed = framedPages(PAGES, { crumbs: crumbsOf });

/**
 * The homes: the first screen of most visits, so this module (the sub-app's chunk) holds only
 * them. The tables and account pages load from `./lists`, a chunk of their own (LIST_PAGES).
 */
const HOMES: Partial<Record<PagePath, ComponentType<PageProps>>> = {
  '/IndexManage': OwnerHome,
  '/agency/home': AgencyHome,
  '/agency/Home': AgencyHome,
};

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

/** The page component of each home path (`/` is the landing). */
export const page = (path: PagePath): ComponentType<PageProps> =>
  HOMES[path] ?? (path === '/' ? Landing : framed(path));
