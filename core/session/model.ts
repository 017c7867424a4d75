/** Owner types (spec §3). */
export const OwnerType = {
  AGENCY: 0,
  SUB_OWNER: 1,
  OLD_DIRECTED_OWNER: 2,
  DIRECTED_OWNER: 3,
  AGENCY_OPERATOR: 4,
} as const;

/** Login types (spec §3). SUB_OWNER_AGENCY is treated as sub-owner self. */
export const LoginType = {
  AGENCY: 1,
  SUB_OWNER_AGENCY: 2,
  SUB_OWNER_SELF: 3,
  DIRECTED_OWNER: 4,
  AGENCY_OPERATOR: 5,
} as const;

/** Operator role ids (spec §3) and the named right each grants. */
export const OPERATOR_ROLE_RIGHTS = {
  1: 'ADMIN',
  2: 'ADS_MANAGE',
  3: 'RECHARGE',
  4: 'TRANSFER',
  5: 'CUSTOMER_MANAGE',
  6: 'OPERATOR_MANAGE',
} as const;

/** bizLimit bits (spec §3). */
export const BIZ_LIMIT_NEW_USER = 32;
export const BIZ_LIMIT_SILENT_USER = 64;

/** Data-tree key that marks a push user (the spec names "a push-user value"; this is ours). */
export const PUSH_USER_DATA_KEY = 'push_user';

/** The current user (spec §3). */
export interface CurrentUser {
  readonly accId?: number | string;
  readonly ownerId: number;
  readonly loginType: number;
  readonly ownerName: string;
  readonly ownerType: number;
  readonly level?: number;
  readonly isLimitNewUser: boolean;
  readonly isLimitSlienceUser: boolean;
  /** Operators: whether the agency enabled the toolbox for operators. */
  readonly toolboxEnabled?: boolean;
}

/** The supervising account during supervised access (`?multiAccessId=`). */
export interface LoginUser {
  readonly ownerId: number;
  readonly ownerName: string;
  readonly loginType: number;
  readonly ownerType: number;
  readonly multiAccessId: string;
}

/**
 * Why the session could not be read (spec §8), for the page that says so with 重试. The user stays
 * signed in (the cookie is kept): only no cookie, 403 and 409 lead to the login page.
 * - `network`: a network failure or timeout, 404, 5xx, an answer that is not the JSON envelope, or
 *   whose `data` is missing or of the wrong shape (网络错误，请稍后再试);
 * - `forbidden`: code 401 (the server's message, default 权限错误);
 * - `blocked`: code 405 (the blocking page shows first; the server's message);
 * - `login`: the session is missing or refused, and the login page sent the user straight back
 *   (a redirect now would loop).
 */
export interface SessionFault {
  readonly kind: 'network' | 'forbidden' | 'blocked' | 'login';
  /** The spec §8 text of the failure (for `forbidden` and `blocked`, the server's message when it sent one). */
  readonly message: string;
  /** The address of the call that failed, or null (no call: `login` without a cookie). */
  readonly call: string | null;
}

/** Menu and data permissions (spec §3). */
export interface AuthTree {
  readonly menuTree: readonly number[];
  readonly dataTree: readonly string[];
}

/**
 * The current node of the service tree (spec §3 global state, "children dropped"). OURS: the
 * service tree is the portal's navigation — the sub-apps (spec §2.1 registry) and, under each, the
 * pages it contributes (spec §2.2) — and the current node is the page being shown, copied without
 * what hangs below it (its loader, its gate, nested routes).
 */
export interface ServiceNode {
  /** The page's contribution id (`route:<plugin>/<name>`), stable across releases. */
  readonly id: string;
  /** Its route pattern under `/markets/` (a remote sub-app's page ends in `/*`). */
  readonly path: string;
  /** Its Chinese title. */
  readonly title: string;
  /** The namespace of the sub-app it belongs to, or null for a page outside the sub-apps. */
  readonly subApp: string | null;
  /** The plugin that contributed it. */
  readonly pluginId: string;
}
