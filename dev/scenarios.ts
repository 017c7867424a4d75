/**
 * Scenario accounts of the dev API and the tests (dev/README.md). Dev-only fixture data: imported
 * by dev API handlers, the dev server and tests, never by the production bundle.
 */
export interface ScenarioAccount {
  readonly name: ScenarioName;
  /** Chinese description shown on the dev login page. */
  readonly label: string;
  readonly info: {
    readonly accId?: string;
    readonly ownerId: number;
    readonly ownerName: string;
    readonly ownerType: number;
    readonly loginType: number;
    readonly level: number;
    readonly bizLimit: number;
    readonly toolboxEnabled?: boolean;
  } | null;
  /** Supervising account for supervised access. */
  readonly loginUser?: {
    readonly ownerId: number;
    readonly ownerName: string;
    readonly ownerType: number;
    readonly loginType: number;
  };
  /** multiAccessId the dev login appends to the redirect. */
  readonly multiAccessId?: string;
  /**
   * The supervising account's own scenario: the session is the supervisor's, and only a call that
   * carries the `multiAccessId` header acts for the owner (spec §2.2, §4). 返回代理商 drops the id,
   * and the same session is then the agency's (see `scenarioOf`).
   */
  readonly supervisor?: ScenarioName;
  readonly menuTree: readonly number[];
  readonly dataTree: readonly string[];
  readonly operatorRoles?: readonly number[];
  /** Qualification auditStatus (spec §4). */
  readonly qualification?: number;
  /** Business validation (spec §3). */
  readonly validation?: {
    readonly status: number;
    readonly statusDesc: string;
    readonly deadline: string | null;
    readonly expired: boolean;
  };
}

/** Names of the scenario accounts. */
export const SCENARIO_NAMES = [
  'agency',
  'operator-admin',
  'operator-ads',
  'operator-finance',
  'owner',
  'sub-owner',
  'old-directed-owner',
  'push-user',
  'supervised',
  'owner-qual-missing',
  'owner-qual-review',
  'owner-qual-rejected',
  'owner-validating',
  'logged-out',
] as const;
/** One scenario account name. */
export type ScenarioName = (typeof SCENARIO_NAMES)[number];

/** Menus of an advertiser owner with every toolbox gate of spec §6. */
const OWNER_MENUS = [
  129, 130, 642, 577, 927, 16391, 1047, 641, 607, 135, 137, 138, 139, 1054, 635, 15917, 572, 656, 844, 15123, 657, 809,
  17372, 848, 1027, 15959, 16153, 17414, 16353, 16329, 16520, 16714,
];
const AGENCY_MENUS = [129, 130, 393, 927, 16391, 635, 607, 1047];
const NO_VALIDATION = { status: 0, statusDesc: '无需验证', deadline: null, expired: false } as const;

const owner = (
  over: Partial<ScenarioAccount> & { name: ScenarioName; label: string },
  info: Partial<NonNullable<ScenarioAccount['info']>> = {},
): ScenarioAccount => ({
  info: {
    accId: '300001',
    ownerId: 200001,
    ownerName: '杭州云帆网络科技有限公司',
    ownerType: 3,
    loginType: 4,
    level: 2,
    bizLimit: 0,
    ...info,
  },
  menuTree: OWNER_MENUS,
  dataTree: ['SSO_LOGIN', 'push_account_manage'],
  qualification: 1,
  validation: NO_VALIDATION,
  ...over,
});

const operator = (
  name: ScenarioName,
  label: string,
  roles: number[],
  toolboxEnabled: boolean,
  menus: number[],
  staff: string,
): ScenarioAccount => ({
  name,
  label,
  info: {
    accId: `op-${roles.join('')}`,
    ownerId: 100001,
    ownerName: `北京星河互动广告有限公司（${staff}）`,
    ownerType: 4,
    loginType: 5,
    level: 1,
    bizLimit: 0,
    toolboxEnabled,
  },
  menuTree: menus,
  dataTree: [],
  operatorRoles: roles,
});

/** Every scenario account by name. */
export const SCENARIOS: Readonly<Record<ScenarioName, ScenarioAccount>> = {
  agency: {
    name: 'agency',
    label: '代理商（北京星河互动广告有限公司）',
    info: {
      accId: 'ag-100001',
      ownerId: 100001,
      ownerName: '北京星河互动广告有限公司',
      ownerType: 0,
      loginType: 1,
      level: 1,
      bizLimit: 0,
    },
    menuTree: AGENCY_MENUS,
    dataTree: ['SSO_LOGIN'],
  },
  'operator-admin': operator(
    'operator-admin',
    '代理商运营（管理员 李娜）',
    [1],
    true,
    [129, 130, 393, 927, 16391],
    '管理员 李娜',
  ),
  'operator-ads': operator('operator-ads', '代理商运营（投放管理 王磊）', [2], true, [927], '投放管理 王磊'),
  'operator-finance': operator(
    'operator-finance',
    '代理商运营（充值与转账 陈静）',
    [3, 4],
    false,
    [129, 130],
    '财务 陈静',
  ),
  owner: owner({
    name: 'owner',
    label: '直客广告主（资质已通过）',
    // The creative form's monitoring-link entries (plugins/creative/link-rules.ts): all but the
    // booking exposure one, so that both sides of the booking rule show for this account.
    dataTree: [
      'SSO_LOGIN',
      'push_account_manage',
      'click_monitor_booking',
      'click_monitor',
      'exposure_monitor',
      'download_monitor',
    ],
  }),
  'sub-owner': owner(
    { name: 'sub-owner', label: '代理商子客户（自主登录）' },
    { ownerId: 200002, accId: '300002', ownerName: '成都青禾文化传媒有限公司', ownerType: 1, loginType: 3 },
  ),
  'old-directed-owner': owner(
    { name: 'old-directed-owner', label: '老直客广告主' },
    { ownerId: 200003, accId: '300003', ownerName: '广州南粤食品有限公司', ownerType: 2, loginType: 4 },
  ),
  'push-user': owner(
    { name: 'push-user', label: '推送广告主（Push 用户）', dataTree: ['push_user', 'push_account_manage'] },
    { ownerId: 200004, accId: '300004', ownerName: '深圳极光推送科技有限公司' },
  ),
  supervised: owner(
    {
      name: 'supervised',
      label: '代理商代为操作的广告主（多账户访问）',
      loginUser: { ownerId: 100001, ownerName: '北京星河互动广告有限公司', ownerType: 0, loginType: 1 },
      multiAccessId: 'ma-100001-200005',
      supervisor: 'agency',
    },
    { ownerId: 200005, accId: '300005', ownerName: '苏州锦程旅游服务有限公司', ownerType: 1, loginType: 2 },
  ),
  'owner-qual-missing': owner(
    { name: 'owner-qual-missing', label: '广告主（资质未上传）', qualification: 5 },
    { ownerId: 200006, accId: '300006', ownerName: '南京枫林教育咨询有限公司' },
  ),
  'owner-qual-review': owner(
    { name: 'owner-qual-review', label: '广告主（资质审核中）', qualification: 0 },
    { ownerId: 200007, accId: '300007', ownerName: '武汉长江智造科技有限公司' },
  ),
  'owner-qual-rejected': owner(
    { name: 'owner-qual-rejected', label: '广告主（资质被驳回）', qualification: 2 },
    { ownerId: 200008, accId: '300008', ownerName: '西安古城文旅发展有限公司' },
  ),
  'owner-validating': owner(
    {
      name: 'owner-validating',
      label: '广告主（经营验证中）',
      validation: { status: 2, statusDesc: '验证中', deadline: '2026-12-31', expired: false },
    },
    { ownerId: 200009, accId: '300009', ownerName: '厦门海岸线家居用品有限公司' },
  ),
  'logged-out': { name: 'logged-out', label: '未登录访客', info: null, menuTree: [], dataTree: [] },
};

/** What a dev session's name may be: letters, digits, `_` and `-`, at most 64 of them. */
export const DEV_SESSION = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The `adstk` cookie value the dev login sets for a scenario: `dev-<scenario>`, or
 * `dev-<scenario>.<session>` for a session of its own. The dev API keeps what a session changes
 * (messages read, columns saved, money transferred …) per token, so two sessions of one scenario —
 * two tests running side by side — never see each other's changes.
 */
export const scenarioToken = (name: ScenarioName, session?: string): string => {
  if (session !== undefined && !DEV_SESSION.test(session))
    throw new Error(`dev session "${session}": letters, digits, _ and - only (at most 64)`);
  return session === undefined ? `dev-${name}` : `dev-${name}.${session}`;
};

/** The scenario of a token (with or without a session), or null (unknown or expired token). */
export function scenarioFromToken(token: string | null | undefined): ScenarioAccount | null {
  if (!token?.startsWith('dev-')) return null;
  const dot = token.indexOf('.');
  if (dot >= 0 && !DEV_SESSION.test(token.slice(dot + 1))) return null;
  const name = (dot >= 0 ? token.slice(4, dot) : token.slice(4)) as ScenarioName;
  return (SCENARIO_NAMES as readonly string[]).includes(name) && name !== 'logged-out' ? SCENARIOS[name] : null;
}
