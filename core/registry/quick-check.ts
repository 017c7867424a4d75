// A hand-written fast path for the manifest schema. `resolvePlugins` validates every plugin on
// every boot; zod costs ~3 µs per contribution, too much for 10,000 plugins in 50 ms. This check
// accepts only manifests the zod schema accepts (a property test holds it to that); anything it
// does not accept goes through zod, which then either accepts it or names the problem.
import { HEADER_WIDGET_SLOTS } from '../extensions/kinds';

const ID = /^[a-z][a-z0-9-]*$/;
const PATH = /^\/markets\/[^?#\s]*$/;
const NAMESPACE = /^[A-Za-z][A-Za-z0-9-]*$/;
const GROUPS = new Set(['account', 'targeting', 'creative', 'data', 'delivery']);
const WIDGET_SLOTS = new Set<string>(HEADER_WIDGET_SLOTS);
const OVERLAY_SLOTS = new Set(['banner', 'overlay']);
const MODES = new Set(['local', 'qiankun', 'singleSPA']);
const LAYOUTS = new Set(['common', 'none']);

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => typeof v === 'string';
const nonEmpty = (v: unknown) => typeof v === 'string' && v.length > 0;
const num = (v: unknown) => typeof v === 'number' && !Number.isNaN(v) && Number.isFinite(v);
const fn = (v: unknown) => typeof v === 'function';
const opt = (v: unknown, check: (v: unknown) => boolean) => v === undefined || check(v);
const arrayOf = (v: unknown, check: (v: unknown) => boolean): boolean => {
  if (!Array.isArray(v)) return false;
  // An index loop, not every(): every() skips holes of sparse arrays, which zod rejects.
  for (let i = 0; i < v.length; i++) if (!check(v[i])) return false;
  return true;
};
const strOrStrs = (v: unknown) => str(v) || arrayOf(v, str);
const dep = (v: unknown) => (typeof v === 'string' ? ID.test(v) : isObj(v) && nonEmpty(v.id));

/** One key of a `when` clause and its value check; `all`/`any`/`not` recurse. */
const WHEN_KEYS: Record<string, (v: unknown) => boolean> = {
  loggedIn: (v) => typeof v === 'boolean',
  menu: num,
  anyMenu: (v) => arrayOf(v, num),
  data: str,
  accountType: strOrStrs,
  role: strOrStrs,
  pushUser: (v) => typeof v === 'boolean',
  multiAccess: (v) => typeof v === 'boolean',
  loginType: (v) => arrayOf(v, num),
  ownerType: (v) => arrayOf(v, num),
  flag: str,
  all: (v) => arrayOf(v, quickWhen),
  any: (v) => arrayOf(v, quickWhen),
  not: (v) => quickWhen(v),
};

function quickWhen(v: unknown): boolean {
  if (!isObj(v)) return false;
  const keys = Object.keys(v);
  if (keys.length !== 1) return false;
  const check = WHEN_KEYS[keys[0]];
  return check !== undefined && check(v[keys[0]]);
}

function quickContribution(c: unknown): boolean {
  if (!isObj(c) || !nonEmpty(c.id) || !opt(c.when, quickWhen) || !opt(c.order, num)) return false;
  switch (c.kind) {
    case 'route':
      return str(c.path) && PATH.test(c.path as string) && nonEmpty(c.title) && opt(c.layout, (v) => LAYOUTS.has(v as string)) && opt(c.subApp, str) && fn(c.loader);
    case 'header-tab':
      return nonEmpty(c.label) && nonEmpty(c.to) && opt(c.match, (v) => arrayOf(v, str)) && opt(c.external, (v) => typeof v === 'boolean') &&
        opt(c.items, (v) => arrayOf(v, (i) => isObj(i) && str(i.label) && str(i.to) && opt(i.when, quickWhen))) && opt(c.anchor, nonEmpty);
    case 'header-widget':
      return WIDGET_SLOTS.has(c.slot as string) && opt(c.anchor, nonEmpty) && fn(c.loader);
    case 'overlay':
      return OVERLAY_SLOTS.has(c.slot as string) && fn(c.loader);
    case 'toolbox-entry':
      return GROUPS.has(c.group as string) && nonEmpty(c.key) && nonEmpty(c.name) && opt(c.url, str) && opt(c.target, (v) => v === '_self' || v === '_blank') &&
        opt(c.desc, str) && opt(c.tag, str) && opt(c.icon, str) && opt(c.linkSource, str);
    case 'sub-app':
      return nonEmpty(c.name) && str(c.namespace) && NAMESPACE.test(c.namespace as string) && MODES.has(c.mode as string) && opt(c.default, (v) => typeof v === 'boolean') &&
        str(c.title) && opt(c.prefetch, (v) => typeof v === 'boolean');
    default:
      return false;
  }
}

/**
 * True when the manifest is certainly valid. False means "ask the zod schema": a plugin with
 * `options` always goes to zod, as does any shape this check does not know.
 */
export function quickCheckManifest(p: unknown): boolean {
  if (!isObj(p)) return false;
  if (p.options !== undefined) return false;
  return (
    str(p.id) && ID.test(p.id as string) &&
    opt(p.title, str) && opt(p.description, str) &&
    opt(p.requires, (v) => arrayOf(v, dep)) && opt(p.optional, (v) => arrayOf(v, dep)) &&
    opt(p.provides, (v) => arrayOf(v, (r) => isObj(r) && nonEmpty(r.id))) &&
    opt(p.contributes, (v) => arrayOf(v, quickContribution)) &&
    opt(p.activateTimeoutMs, (v) => num(v) && (v as number) > 0) &&
    opt(p.activate, fn)
  );
}
