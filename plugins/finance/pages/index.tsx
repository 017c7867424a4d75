import type { ComponentType } from 'react';
import type { PageProps } from '@portico/sdk';
import type { Crumb } from '@portico/ui';
import { MESSAGES as M } from '../messages';
import { BASE, type PagePath } from '../routes';
import { AgencyTransfer } from './AgencyTransfer';
import { FinanceHome } from './FinanceHome';
import { ListPage } from './ListPage';
import { CLIENTS, flows, records } from './lists';
import { DESCRIPTIONS } from './messages';
import { RechargeForm } from './RechargeForm';

const OWNER_PAGES: ReadonlySet<PagePath> = new Set(['/recharge', '/record', '/flow']);
const OWNER_CRUMBS: readonly Crumb[] = [{ label: M.subApp, to: `${BASE}/home/` }];
const AGENCY_CRUMBS: readonly Crumb[] = [{ label: M.subApp, to: `${BASE}/home/?agency=true` }];
const crumbsOf = (path: PagePath): readonly Crumb[] => (OWNER_PAGES.has(path) ? OWNER_CRUMBS : AGENCY_CRUMBS);

const OWNER_RECORDS = records('owner');
const AGENCY_RECORDS = records('agency');
const OWNER_FLOWS = flows('owner');
const AGENCY_FLOWS = flows('agency');

/** The body of each page below the overview: a form or a list, framed with its title and crumbs. */
function pageBody(path: Exclude<PagePath, '/' | '/home'>): ComponentType<PageProps> {
  const framing = (title: string) => ({ title, description: DESCRIPTIONS[path], crumbs: crumbsOf(path) });
  switch (path) {
    case '/recharge':
      return ({ title }) => <RechargeForm {...framing(title)} />;
    case '/agencyRecharge':
      return ({ title }) => <AgencyTransfer {...framing(title)} />;
    case '/record':
      return ({ title }) => <ListPage {...framing(title)} spec={OWNER_RECORDS} />;
    case '/agencyRecord':
      return ({ title }) => <ListPage {...framing(title)} spec={AGENCY_RECORDS} />;
    case '/flow':
      return ({ title }) => <ListPage {...framing(title)} spec={OWNER_FLOWS} />;
    case '/agencyFlow':
      return ({ title }) => <ListPage {...framing(title)} spec={AGENCY_FLOWS} />;
    case '/home/subclient':
      return ({ title }) => <ListPage {...framing(title)} spec={CLIENTS} />;
  }
}

const made = new Map<PagePath, ComponentType<PageProps>>();

/** The page component of each path (one chunk for the whole sub-app), created once per path. */
export function page(path: PagePath): ComponentType<PageProps> {
  let component = made.get(path);
  if (!component) made.set(path, (component = path === '/' || path === '/home' ? FinanceHome : pageBody(path)));
  return component;
}
