import * as z from 'zod/mini';
import { compileFastCheck } from '../extensions';

const id = z
  .string()
  .check(z.regex(/^[a-z][a-z0-9-]*$/, 'must match [a-z][a-z0-9-]* (lower-case letters, digits, dashes)'));
const ref = z.object({ id: z.string().check(z.minLength(1)) });
const dep = z.union([ref, id]);
const fn = z.custom<(...args: never[]) => unknown>((v) => typeof v === 'function', 'must be a function');
const point = z.object({
  kind: z.string().check(z.minLength(1)),
  owner: z.string(),
  schema: z.custom((v) => typeof v === 'object' && v !== null, 'must be a schema'),
  check: fn,
});

/**
 * Schema of a plugin manifest (the data part of `definePlugin`). Contributions are checked
 * here only for their kind; each is then validated by the schema of its extension point.
 */
export const manifestSchema = z.object({
  id,
  title: z.optional(z.string()),
  description: z.optional(z.string()),
  requires: z.optional(z.array(dep)),
  optional: z.optional(z.array(dep)),
  provides: z.optional(z.array(ref)),
  extensionPoints: z.optional(z.array(point)),
  contributes: z.optional(z.array(z.object({ kind: z.string().check(z.minLength(1)) }))),
  options: z.optional(
    z.custom(
      (v) => typeof v === 'object' && v !== null && typeof (v as { safeParse?: unknown }).safeParse === 'function',
      'must be a schema with safeParse',
    ),
  ),
  activateTimeoutMs: z.optional(z.number().check(z.positive())),
  activate: z.optional(fn),
});

/** The fast path of {@link manifestSchema}, compiled from it. */
export const manifestCheck = compileFastCheck(manifestSchema);

/** First problem of a failed parse as `path: message`. */
export function describeIssue(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): {
  key: string;
  message: string;
} {
  const first = issues[0];
  const key = first ? first.path.map(String).join('.') : '';
  return { key, message: first ? `${key || '(root)'}: ${first.message}` : 'invalid' };
}
