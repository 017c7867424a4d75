// Options keyed by a fixed set of names (toolbox tools, flyout entries, quick links): zod's
// record says "Invalid input" for a key it refuses; an admin needs the key's path and the names
// that would have worked.
import * as z from 'zod/mini';

/** Some of the keys `K` with their values (any string keys, when `K` is `string`). */
export type KeyedRecord<K extends string, T> = string extends K ? Record<string, T> : Partial<Record<K, T>>;

/**
 * Schema of an object whose keys are some of `keys` and whose values pass `value`. A wrong key
 * fails at its own path with "is not <noun> (known: …)"; a value fails with its own message.
 */
export function keyedRecord<K extends string, V extends z.ZodMiniType>(
  keys: Iterable<K>,
  noun: string,
  value: V,
): z.ZodMiniType<KeyedRecord<K, z.output<V>>> {
  const known = new Set<string>(keys);
  const list = [...known].join(', ');
  return z.record(z.string().check(z.refine((k) => known.has(k))), value, {
    error: (issue) =>
      issue.code === 'invalid_key' ? `is not ${noun} (known: ${list})` : `must be an object with keys among ${list}`,
  }) as unknown as z.ZodMiniType<KeyedRecord<K, z.output<V>>>;
}
