import { observer } from 'mobx-react-lite';
import type { ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession, type PageProps } from '@portico/sdk';
import { framedPages } from '@portico/ui';
import { AGENCY_HOME, crumbsOf, DESCRIPTIONS, type PageName } from '../routes';
import { AgencyHome } from './homes/AgencyHome';
import { OwnerHome } from './homes/OwnerHome';

const framed = framedPages(DESCRIPTIONS, { crumbs: crumbsOf });

/**
 * The homes: the first screen of most visits, so this module (the sub-app's chunk) holds only
 * them. The tables and account pages load from `./lists`, a chunk of their own (LIST_PAGES).
 */
const HOMES: Partial<Record<PageName, ComponentType<PageProps>>> = {
  ownerHome: OwnerHome,
  agencyHome: AgencyHome,
  agencyHomeAlias: AgencyHome,
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

/** The page component of each home, by its name in the page records (`landing` is `/`). */
export const page = (_path: string, name: PageName): ComponentType<PageProps> =>
  HOMES[name] ?? (name === 'landing' ? Landing : framed(name));
