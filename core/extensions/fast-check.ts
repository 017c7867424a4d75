// A predicate compiled from a zod/mini schema, for the registry's hot path. `resolvePlugins`
// validates every contribution of every plugin on every boot; zod's parse costs a few µs per
// object, which 10,000 plugins cannot afford. The compiled check is generated from the same
// schema — never a second hand copy — and is conservative: `true` means zod accepts the value,
// `false` means "ask zod", which then accepts it or names the problem. A schema construct the
// compiler does not know compiles to `null` (always ask zod). fast-check.test.ts holds it to that.
import type * as z from 'zod/mini';

/** A compiled check: true when the value certainly passes the schema. */
export type FastCheck = (value: unknown) => boolean;

interface Def {
  readonly type: string;
  readonly [key: string]: unknown;
}
interface CheckDef {
  readonly check: string;
  readonly [key: string]: unknown;
}
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function compileChecks(def: Def, base: FastCheck): FastCheck | null {
  const checks = (def.checks as ReadonlyArray<{ _zod: { def: CheckDef } }> | undefined)?.map((c) => c._zod.def) ?? [];
  const parts: FastCheck[] = [base];
  for (const c of checks) {
    if (c.check === 'string_format' && c.format === 'regex') {
      const pattern = c.pattern as RegExp;
      parts.push((v) => pattern.test(v as string));
    } else if (c.check === 'min_length') {
      const min = c.minimum as number;
      parts.push((v) => (v as string).length >= min);
    } else if (c.check === 'greater_than') {
      const { value, inclusive } = c as unknown as { value: number; inclusive: boolean };
      parts.push((v) => (inclusive ? (v as number) >= value : (v as number) > value));
    } else {
      return null;
    }
  }
  if (parts.length === 1) return base;
  return (v) => {
    for (let i = 0; i < parts.length; i++) if (!parts[i](v)) return false;
    return true;
  };
}

/**
 * Lazy schemas compiled, by schema: every point's schema embeds the one `when` grammar, which is
 * compiled once. Only a body that compiled is kept (its forwarder must never meet a null body).
 */
const compiledLazy = new WeakMap<object, FastCheck>();

function compile(schema: unknown, seen: Map<unknown, FastCheck>): FastCheck | null {
  const cached = seen.get(schema);
  if (cached) return cached;
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return compileChecks(def, (v) => typeof v === 'string');
    case 'number':
      return compileChecks(def, (v) => typeof v === 'number' && Number.isFinite(v));
    case 'boolean':
      return (v) => typeof v === 'boolean';
    case 'literal': {
      const values = def.values as ReadonlySet<unknown> | readonly unknown[];
      const set = new Set(values);
      return (v) => set.has(v);
    }
    case 'enum': {
      const set = new Set(Object.values(def.entries as Record<string, unknown>));
      return (v) => set.has(v);
    }
    case 'custom': {
      const fn = def.fn as (v: unknown) => unknown;
      return (v) => fn(v) === true;
    }
    case 'optional': {
      const inner = compile(def.innerType, seen);
      return inner && ((v) => v === undefined || inner(v));
    }
    case 'array': {
      if (def.checks) return null;
      const element = compile(def.element, seen);
      if (!element) return null;
      return (v) => {
        if (!Array.isArray(v)) return false;
        // An index loop, not every(): every() skips holes of sparse arrays, which zod rejects.
        for (let i = 0; i < v.length; i++) if (!element(v[i])) return false;
        return true;
      };
    }
    case 'union': {
      const options = (def.options as unknown[]).map((o) => compile(o, seen));
      if (options.some((o) => o === null)) return null;
      const checks = options as FastCheck[];
      return (v) => {
        for (let i = 0; i < checks.length; i++) if (checks[i](v)) return true;
        return false;
      };
    }
    case 'lazy': {
      const done = compiledLazy.get(schema as object);
      if (done) return done;
      // Recursive schemas (the `when` grammar): register a forwarder before compiling the body.
      let body: FastCheck | null = null;
      const forward: FastCheck = (v) => body!(v);
      seen.set(schema, forward);
      // zod's own body (built once, kept for its parse too), not `def.getter()`: a new schema
      // tree per call, ~80 instances for the `when` grammar, once for each point at start.
      body = compile((schema as { _zod: { innerType: unknown } })._zod.innerType, seen);
      if (body) compiledLazy.set(schema as object, forward);
      return body && forward;
    }
    case 'object': {
      if (def.checks) return null;
      const strict = def.catchall !== undefined;
      if (strict && defOf(def.catchall).type !== 'never') return null;
      const entries = Object.entries(def.shape as Record<string, unknown>).map(
        ([key, s]) => [key, compile(s, seen)] as const,
      );
      if (entries.some(([, c]) => c === null)) return null;
      // Parallel arrays and index loops: each manifest is checked once per boot, mostly before
      // the engine optimises this code, where destructuring iteration costs several times more.
      const names = entries.map(([key]) => key);
      const checks = entries.map(([, c]) => c as FastCheck);
      const keys = new Set(names);
      return (v) => {
        if (!isObj(v)) return false;
        for (let i = 0; i < names.length; i++) if (!checks[i](v[names[i]])) return false;
        if (strict) for (const key in v) if (!keys.has(key)) return false;
        return true;
      };
    }
    default:
      return null;
  }
}

/** Compiles a schema to a {@link FastCheck}, or a check that always says "ask zod" if it cannot. */
export function compileFastCheck(schema: z.ZodMiniType): FastCheck {
  return compile(schema, new Map()) ?? (() => false);
}
