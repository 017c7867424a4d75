import { observer } from 'mobx-react-lite';
import { lazy, type ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession, type PageProps } from '@portico/sdk';
import { framedPages } from '@portico/ui';
import { AGENCY_HOME, crumbsOf, DESCRIPTIONS, type PageName } from '../routes';

// Each account type sees one home: each loads on its own, so an owner's first screen does not
// carry the agency home's table and an agency's not the owner's figures (bench: size.firstScreen).
const loadOwnerHome = () => import('./homes/OwnerHome');
const loadAgencyHome = () => import('./homes/AgencyHome');
const OwnerHome = lazy(() => loadOwnerHome().then((m) => ({ default: m.OwnerHome })));
const AgencyHome = lazy(() => loadAgencyHome().then((m) => ({ default: m.AgencyHome })));
/**
 * Renders nothing once the agency home's code is there: the landing waits for it before it sends
 * an agency on, so the page counts as shown (portal:ready) only with the home's code loaded.
 */
const AgencyHomeCode = lazy(() => loadAgencyHome().then(() => ({ default: () => null })));

const framed = framedPages(DESCRIPTIONS, { crumbs: crumbsOf });

/**
 * The homes: the first screen of most visits, so this module (the sub-app's chunk) holds only
 * them, each in a chunk of its own. The tables and account pages load from `./lists`, a chunk of
 * their own (LIST_PAGES).
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
  if (kind === 'agency' || kind === 'operator')
    return (
      <>
        <AgencyHomeCode />
        <Navigate to={AGENCY_HOME} replace />
      </>
    );
  return <OwnerHome {...props} />;
}
const Landing = observer(LandingView);

/** The page component of each home, by its name in the page records (`landing` is `/`). */
export const page = (_path: string, name: PageName): ComponentType<PageProps> =>
  HOMES[name] ?? (name === 'landing' ? Landing : framed(name));
