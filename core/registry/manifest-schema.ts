import * as z from 'zod/mini';
import { HEADER_WIDGET_SLOTS } from '../extensions/kinds';
import type { When } from '../when';

const id = z.string().check(z.regex(/^[a-z][a-z0-9-]*$/, 'must match [a-z][a-z0-9-]* (lower-case letters, digits, dashes)'));
const ref = z.object({ id: z.string().check(z.minLength(1)) });
const dep = z.union([ref, id]);
const fn = z.custom<(...args: never[]) => unknown>((v) => typeof v === 'function', 'must be a function');

/** The `when` clause grammar of DESIGN.md, as a schema. */
export const whenSchema: z.ZodMiniType<When> = z.lazy(() =>
  z.union([
    z.strictObject({ loggedIn: z.boolean() }),
    z.strictObject({ menu: z.number() }),
    z.strictObject({ anyMenu: z.array(z.number()) }),
    z.strictObject({ data: z.string() }),
    z.strictObject({ accountType: z.union([z.string(), z.array(z.string())]) }),
    z.strictObject({ role: z.union([z.string(), z.array(z.string())]) }),
    z.strictObject({ pushUser: z.boolean() }),
    z.strictObject({ multiAccess: z.boolean() }),
    z.strictObject({ loginType: z.array(z.number()) }),
    z.strictObject({ ownerType: z.array(z.number()) }),
    z.strictObject({ flag: z.string() }),
    z.strictObject({ all: z.array(whenSchema) }),
    z.strictObject({ any: z.array(whenSchema) }),
    z.strictObject({ not: whenSchema }),
  ]),
) as z.ZodMiniType<When>;

const base = { id: z.string().check(z.minLength(1)), when: z.optional(whenSchema), order: z.optional(z.number()) };
const path = z.string().check(z.regex(/^\/markets\/[^?#\s]*$/, 'must be an absolute path under /markets/ without query'));

const contribution = z.discriminatedUnion('kind', [
  z.object({ ...base, kind: z.literal('route'), path, title: z.string().check(z.minLength(1)), layout: z.optional(z.enum(['common', 'none'])), subApp: z.optional(z.string()), loader: fn }),
  z.object({ ...base, kind: z.literal('header-tab'), label: z.string().check(z.minLength(1)), to: z.string().check(z.minLength(1)), match: z.optional(z.array(z.string())), external: z.optional(z.boolean()), items: z.optional(z.array(z.object({ label: z.string(), to: z.string(), when: z.optional(whenSchema) }))), anchor: z.optional(z.string().check(z.minLength(1))) }),
  z.object({ ...base, kind: z.literal('header-widget'), slot: z.enum(HEADER_WIDGET_SLOTS), anchor: z.optional(z.string().check(z.minLength(1))), loader: fn }),
  z.object({ ...base, kind: z.literal('overlay'), slot: z.enum(['banner', 'overlay']), loader: fn }),
  z.object({ ...base, kind: z.literal('toolbox-entry'), group: z.enum(['account', 'targeting', 'creative', 'data', 'delivery']), key: z.string().check(z.minLength(1)), name: z.string().check(z.minLength(1)), url: z.optional(z.string()), target: z.optional(z.enum(['_self', '_blank'])), desc: z.optional(z.string()), tag: z.optional(z.string()), icon: z.optional(z.string()), linkSource: z.optional(z.string()) }),
  z.object({ ...base, kind: z.literal('sub-app'), name: z.string().check(z.minLength(1)), namespace: z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9-]*$/)), mode: z.enum(['local', 'qiankun', 'singleSPA']), default: z.optional(z.boolean()), title: z.string(), prefetch: z.optional(z.boolean()) }),
]);

/** Schema of a plugin manifest (the data part of `definePlugin`). */
export const manifestSchema = z.object({
  id,
  title: z.optional(z.string()),
  description: z.optional(z.string()),
  requires: z.optional(z.array(dep)),
  optional: z.optional(z.array(dep)),
  provides: z.optional(z.array(ref)),
  contributes: z.optional(z.array(contribution)),
  options: z.optional(z.custom((v) => typeof v === 'object' && v !== null && typeof (v as { safeParse?: unknown }).safeParse === 'function', 'must be a schema with safeParse')),
  activateTimeoutMs: z.optional(z.number().check(z.positive())),
  activate: z.optional(fn),
});

/** First problem of a failed parse as `path: message`. */
export function describeIssue(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): { key: string; message: string } {
  const first = issues[0];
  const key = first ? first.path.map(String).join('.') : '';
  return { key, message: first ? `${key || '(root)'}: ${first.message}` : 'invalid' };
}
