import type { When } from '@portico/core';

/** The words of {@link whenToText}; ids, menu numbers and roles stay as they are. */
export const WHEN_WORDS = {
  always: '始终',
  and: ' 且 ',
  or: ' 或 ',
  not: '非',
  loggedIn: '已登录',
  loggedOut: '未登录',
  menu: '菜单',
  anyMenu: '任一菜单',
  data: '数据权限',
  accountType: '账号类型',
  role: '角色',
  pushUser: '推送用户',
  notPushUser: '非推送用户',
  multiAccess: '代理商代管',
  notMultiAccess: '非代管',
  loginType: '登录类型',
  ownerType: '广告主类型',
  flag: '标志',
  unknown: '未知条件',
} as const;

const list = (values: readonly (string | number)[], sep = ', ') => values.join(sep);
const oneOrMany = <T extends string>(v: T | readonly T[]) => (Array.isArray(v) ? v : [v as T]);

/**
 * A `when` clause as one readable line: `已登录 且 非推送用户`, `菜单 393`,
 * `账号类型 agency / operator`, `非（任一菜单 129, 130）`. Compound clauses inside compound
 * clauses are put in brackets, so the grouping reads as it evaluates. `undefined` is 始终.
 */
export function whenToText(when: When | undefined): string {
  if (!when) return WHEN_WORDS.always;
  return text(when, false);
}

function text(when: When, nested: boolean): string {
  const wrap = (s: string) => (nested ? `（${s}）` : s);
  if ('all' in when)
    return when.all.length ? wrap(when.all.map((w) => text(w, true)).join(WHEN_WORDS.and)) : WHEN_WORDS.always;
  if ('any' in when) return wrap(when.any.map((w) => text(w, true)).join(WHEN_WORDS.or));
  if ('not' in when) return `${WHEN_WORDS.not}（${text(when.not, false)}）`;
  if ('loggedIn' in when) return when.loggedIn ? WHEN_WORDS.loggedIn : WHEN_WORDS.loggedOut;
  if ('menu' in when) return `${WHEN_WORDS.menu} ${when.menu}`;
  if ('anyMenu' in when) return `${WHEN_WORDS.anyMenu} ${list(when.anyMenu)}`;
  if ('data' in when) return `${WHEN_WORDS.data} ${when.data}`;
  if ('accountType' in when) return `${WHEN_WORDS.accountType} ${list(oneOrMany(when.accountType), ' / ')}`;
  if ('role' in when) return `${WHEN_WORDS.role} ${list(oneOrMany(when.role), ' / ')}`;
  if ('pushUser' in when) return when.pushUser ? WHEN_WORDS.pushUser : WHEN_WORDS.notPushUser;
  if ('multiAccess' in when) return when.multiAccess ? WHEN_WORDS.multiAccess : WHEN_WORDS.notMultiAccess;
  if ('loginType' in when) return `${WHEN_WORDS.loginType} ${list(when.loginType)}`;
  if ('ownerType' in when) return `${WHEN_WORDS.ownerType} ${list(when.ownerType)}`;
  if ('flag' in when) return `${WHEN_WORDS.flag} ${when.flag}`;
  // The evaluator fails closed on a shape it does not know; say so instead of guessing.
  return `${WHEN_WORDS.unknown} ${JSON.stringify(when)}`;
}
