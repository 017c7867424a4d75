import { SubAppBlueprint, type SubAppPage, type When } from '@portico/sdk';
import { MESSAGES as M } from './messages';

/** Namespace of the manage sub-app under /markets/. */
export const NAMESPACE = 'manage';
/** Menu ids of spec §6 that gate manage pages. */
export const MENU = { AGENCY_ACCOUNT_MANAGE: 393 } as const;

const AGENCY: When = { accountType: 'agency' };
const OPERATOR: When = { accountType: 'operator' };

/** Owners (every owner kind): whom the owner home and 推广 tabs are for (spec §2.3). */
export const OWNER_WHEN: When = { accountType: 'owner' };
/** The agency home: agencies, and operators holding ADMIN, ADS_MANAGE or TRANSFER (spec §6). */
export const AGENCY_HOME_WHEN: When = {
  any: [AGENCY, { all: [OPERATOR, { role: ['ADMIN', 'ADS_MANAGE', 'TRANSFER'] }] }],
};
/** The account pages: agencies with menu 393, operators holding ADMIN, CUSTOMER_MANAGE or OPERATOR_MANAGE (spec §6). */
export const ACCOUNT_MANAGE_WHEN: When = {
  any: [
    { all: [AGENCY, { menu: MENU.AGENCY_ACCOUNT_MANAGE }] },
    { all: [OPERATOR, { role: ['ADMIN', 'CUSTOMER_MANAGE', 'OPERATOR_MANAGE'] }] },
  ],
};

/** One page of the sub-app: what the SDK registers, and what the page shows besides its title. */
export interface ManagePage extends SubAppPage {
  readonly title: string;
  /** One-line description under the title. */
  readonly description: string;
  /** The breadcrumb's section: promotion pages under 推广, client and operator pages under 账户管理. */
  readonly section?: 'promotion' | 'accounts';
  /**
   * A page with tables, filters and dialogs (pages/lists.tsx): a chunk of its own, so that the
   * homes — the first screen of most visits — do not wait for it.
   */
  readonly lists?: boolean;
}

/**
 * Every page of spec §2.2 "Home and manage", once: name → path after the namespace, Chinese
 * title, gate (§6 gates only the agency pages), description, breadcrumb section and chunk. The
 * sub-app registers them, the public face exports their refs, tabs and pages read them by name.
 */
export const PAGES = SubAppBlueprint.pages({
  namespace: NAMESPACE,
  pages: {
    landing: { path: '/', title: M.home, description: M.descriptions.home },
    ownerHome: { path: '/IndexManage', title: M.home, description: M.descriptions.home },
    agencyHome: {
      path: '/agency/home',
      title: M.agencyHome,
      when: AGENCY_HOME_WHEN,
      description: M.descriptions.agencyHome,
    },
    /** The same home at the spelling spec §2.2 also lists. */
    agencyHomeAlias: {
      path: '/agency/Home',
      title: M.agencyHome,
      when: AGENCY_HOME_WHEN,
      description: M.descriptions.agencyHome,
    },
    accounts: {
      path: '/agency/AccountManage',
      title: M.accountManage,
      when: ACCOUNT_MANAGE_WHEN,
      description: M.descriptions.accountManage,
      lists: true,
    },
    clients: {
      path: '/agency/ClientManage',
      title: M.clientManage,
      when: ACCOUNT_MANAGE_WHEN,
      description: M.descriptions.clientManage,
      section: 'accounts',
      lists: true,
    },
    operators: {
      path: '/agency/OperatorManage',
      title: M.operatorManage,
      when: ACCOUNT_MANAGE_WHEN,
      description: M.descriptions.operatorManage,
      section: 'accounts',
      lists: true,
    },
    plans: {
      path: '/PlanManage',
      title: M.planManage,
      description: M.descriptions.planManage,
      section: 'promotion',
      lists: true,
    },
    groups: {
      path: '/GroupManage',
      title: M.groupManage,
      description: M.descriptions.groupManage,
      section: 'promotion',
      lists: true,
    },
    creatives: {
      path: '/CreativeManage',
      title: M.creativeManage,
      description: M.descriptions.creativeManage,
      section: 'promotion',
      lists: true,
    },
  } satisfies Readonly<Record<string, ManagePage>>,
});

/** A page of the sub-app: its name in {@link PAGES}. */
export type PageName = keyof typeof PAGES.records;

/** The record of a page. */
export const pageOf = (name: PageName): ManagePage => PAGES.records[name];

/** The agency side's home (spec §2.2). */
export const AGENCY_HOME = PAGES.refs.agencyHome.path;

/** What each page shows under its title, by name. */
export const DESCRIPTIONS = Object.fromEntries(
  Object.entries(PAGES.records).map(([name, page]) => [name, page.description]),
) as Readonly<Record<PageName, string>>;

const SECTIONS = {
  promotion: [{ label: M.promotion }],
  accounts: [{ label: M.accountManage, to: PAGES.refs.accounts.path }],
} as const;

/** The breadcrumb before a page's title: its section's, or none. */
export function crumbsOf(name: PageName): ReadonlyArray<{ readonly label: string; readonly to?: string }> {
  const { section } = pageOf(name);
  return section ? SECTIONS[section] : [];
}
