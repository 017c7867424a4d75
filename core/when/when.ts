/** Operator rights named by the spec (§3, §6). */
export type OperatorRight = 'ADMIN' | 'ADS_MANAGE' | 'RECHARGE' | 'TRANSFER' | 'CUSTOMER_MANAGE' | 'OPERATOR_MANAGE';

/** Account kinds for `when` clauses. `owner` matches every owner kind. */
export type AccountType = 'agency' | 'operator' | 'owner' | 'sub-owner' | 'old-directed-owner' | 'directed-owner';

/**
 * A declarative visibility rule, evaluated reactively against the session.
 * Plain data so that manifests can be listed and validated without running plugin code.
 */
export type When =
  | { loggedIn: boolean }
  | { menu: number }
  | { anyMenu: number[] }
  | { data: string }
  | { accountType: AccountType | AccountType[] }
  | { role: OperatorRight | OperatorRight[] }
  | { pushUser: boolean }
  | { multiAccess: boolean }
  | { loginType: number[] }
  | { ownerType: number[] }
  | { flag: string }
  | { all: When[] }
  | { any: When[] }
  | { not: When };

/** What a `when` clause is evaluated against; derived from the session store. */
export interface PermissionFacts {
  readonly loggedIn: boolean;
  readonly accountTypes: ReadonlySet<AccountType>;
  readonly ownerType: number | null;
  readonly loginType: number | null;
  readonly menus: ReadonlySet<number>;
  readonly data: ReadonlySet<string>;
  readonly rights: ReadonlySet<OperatorRight>;
  readonly pushUser: boolean;
  readonly multiAccess: boolean;
  readonly flags: Readonly<Record<string, boolean>>;
}

const asArray = <T>(v: T | T[]): T[] => (Array.isArray(v) ? v : [v]);

/** Evaluates a clause. `undefined` means "always". Unknown clause shapes are false (fail closed). */
export function evaluateWhen(when: When | undefined, facts: PermissionFacts): boolean {
  if (!when) return true;
  if ('all' in when) return when.all.every((w) => evaluateWhen(w, facts));
  if ('any' in when) return when.any.some((w) => evaluateWhen(w, facts));
  if ('not' in when) return !evaluateWhen(when.not, facts);
  if ('loggedIn' in when) return facts.loggedIn === when.loggedIn;
  if ('menu' in when) return facts.menus.has(when.menu);
  if ('anyMenu' in when) return when.anyMenu.some((m) => facts.menus.has(m));
  if ('data' in when) return facts.data.has(when.data);
  if ('accountType' in when) return asArray(when.accountType).some((t) => facts.accountTypes.has(t));
  if ('role' in when) return asArray(when.role).some((r) => facts.rights.has(r));
  if ('pushUser' in when) return facts.pushUser === when.pushUser;
  if ('multiAccess' in when) return facts.multiAccess === when.multiAccess;
  if ('loginType' in when) return facts.loginType !== null && when.loginType.includes(facts.loginType);
  if ('ownerType' in when) return facts.ownerType !== null && when.ownerType.includes(facts.ownerType);
  if ('flag' in when) return facts.flags[when.flag] === true;
  return false;
}

/** Facts of a visitor who is not logged in. */
export const LOGGED_OUT_FACTS: PermissionFacts = Object.freeze({
  loggedIn: false,
  accountTypes: new Set<AccountType>(),
  ownerType: null,
  loginType: null,
  menus: new Set<number>(),
  data: new Set<string>(),
  rights: new Set<OperatorRight>(),
  pushUser: false,
  multiAccess: false,
  flags: {},
});
