import { observer } from 'mobx-react-lite';
import type { ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import { framedPages, useSession, type PageProps } from '@portico/sdk';
import { AGENCY_HOME, crumbsOf, PAGES, type PagePath } from '../routes';

const framed = framedPages(PAGES, { crumbs: crumbsOf });
const OwnerHome = framed('/');

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
export const page = (path: PagePath): ComponentType<PageProps> => (path === '/' ? Landing : framed(path));
