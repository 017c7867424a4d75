import type { When } from '@portico/sdk';
import { ToolboxEntryBlueprint, type ToolboxEntryParams } from '@portico/plugin/toolbox-flyout';
import { MESSAGES as M } from './messages';
import { BASE, ROUTES, type PagePath } from './routes';

/** Spec §7: the data-warehouse SSO page opens with the token this call returns. */
export const SSO_TOKEN_API = '/v2/communal/auth/generateSsoToken';

type EntryKey = keyof typeof M.entries;

interface Row {
  readonly key: EntryKey;
  readonly group: ToolboxEntryParams['group'];
  readonly icon: string;
  /** The page it opens, after the namespace. */
  readonly page: PagePath;
  /** Query of the address (the SSO page's `?sso=1`). */
  readonly query?: string;
  /** Place in the flyout: spec §2.4's order, 10 apart, shared with the flyout's own entries. */
  readonly order: number;
  readonly extra?: Pick<ToolboxEntryParams, 'linkSource' | 'target' | 'tag'>;
}

/** Spec §2.4 entries that open a toolbox page, in the flyout's order. */
const ROWS: readonly Row[] = [
  { key: 'accountInfo', group: 'account', icon: 'Person', page: '/personal/Index', order: 10 },
  { key: 'qualification', group: 'account', icon: 'Certificate', page: '/personal/Index', order: 20 },
  { key: 'businessValidation', group: 'account', icon: 'ShieldCheckmark', page: '/businessValidation', order: 30 },
  { key: 'notifySubscription', group: 'account', icon: 'MailSettings', page: '/NotifySubscription', order: 40 },
  { key: 'notifyView', group: 'account', icon: 'MailInbox', page: '/NotifyView', order: 50 },
  { key: 'operationLog', group: 'account', icon: 'History', page: '/OperationLog', order: 70 },
  { key: 'apiKey', group: 'account', icon: 'Key', page: '/apiKey/Index', order: 90 },
  { key: 'changePassword', group: 'account', icon: 'Password', page: '/changepwd', order: 100 },
  { key: 'batchChangePassword', group: 'account', icon: 'LockMultiple', page: '/agencyMultChangPassword', order: 110 },
  { key: 'pushAccount', group: 'account', icon: 'Send', page: '/pushAccountManage', order: 120 },
  { key: 'audiencePackages', group: 'targeting', icon: 'PeopleAudience', page: '/dmpManage/Index', order: 130 },
  { key: 'targetingPackages', group: 'targeting', icon: 'Target', page: '/directPackage/List', order: 140 },
  // The SSO page opens in a new tab with the token from generateSsoToken.
  {
    key: 'dataWarehouseSso',
    group: 'targeting',
    icon: 'DatabaseLink',
    page: '/ssoLogin',
    query: '?sso=1',
    order: 150,
    extra: { linkSource: SSO_TOKEN_API, target: '_blank' },
  },
  { key: 'conversionTracking', group: 'data', icon: 'DataFunnel', page: '/ActionTrack', order: 240 },
  { key: 'adDiagnosis', group: 'data', icon: 'Stethoscope', page: '/AdDiagnostic', order: 250 },
  {
    key: 'crossChannelDashboard',
    group: 'data',
    icon: 'DataArea',
    page: '/outerReport/dailyReport',
    order: 260,
    extra: { tag: M.tagNew },
  },
  { key: 'wordPackages', group: 'delivery', icon: 'TextBulletList', page: '/wordPackage', order: 290 },
  { key: 'channelPackages', group: 'delivery', icon: 'BoxMultiple', page: '/channelPackage', order: 300 },
  { key: 'smartSplitting', group: 'delivery', icon: 'ArrowSplit', page: '/SmartChannel', order: 310 },
  { key: 'clearTool', group: 'delivery', icon: 'Broom', page: '/clearTool/Index', order: 320 },
  { key: 'smartHosting', group: 'delivery', icon: 'Bot', page: '/smartAssistant', order: 330 },
  { key: 'miniProgramManagement', group: 'delivery', icon: 'Apps', page: '/appletManage', order: 340 },
  { key: 'abTest', group: 'delivery', icon: 'Beaker', page: '/ABTestExperiment', order: 350 },
  { key: 'workOrders', group: 'delivery', icon: 'ClipboardTask', page: '/workOrderManage', order: 360 },
];

/** The gate of a page: an entry shows exactly to whom its page opens (spec §6). */
const gateOf = (page: PagePath): When | undefined => ROUTES.find((r) => r.path === page)?.when;

/**
 * The toolbox flyout's entries that open this sub-app's pages, contributed to the flyout's
 * `toolbox-entry` point. Each takes its `when` from the page it opens, so an entry and its page
 * can never disagree about who may use them.
 */
export const FLYOUT_ENTRIES = ROWS.map(({ key, group, icon, page, query = '', order, extra }) =>
  ToolboxEntryBlueprint.make({
    key,
    group,
    icon,
    ...M.entries[key],
    url: `${BASE}${page}${query}`,
    order,
    when: gateOf(page),
    ...extra,
  }),
);
