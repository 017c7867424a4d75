// The semver ranges a remote plugin's manifest names for the SDK (`"sdk": "^1.0.0"`), as npm reads
// them: `^`, `~`, x-ranges (`1.x`, `1.2.*`, `1`, `*`), comparators (`>=1.2.0 <2`), `||`. Enough
// to judge one release version (SDK_VERSION has no pre-release tag); a range it cannot read is
// refused, never guessed.

type Version = readonly [number, number, number];

const VERSION = /^v?(\d+)\.(\d+)\.(\d+)$/;
/** A partial version: `1`, `1.2`, `1.2.3`, with `x`, `X` or `*` for a missing part. */
const PARTIAL = /^v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?$/;

const compare = (a: Version, b: Version): number => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** A test a version must pass; a comparator set is all of them. */
type Test = (v: Version) => boolean;

const ANY: Test = () => true;
const atLeast =
  (min: Version): Test =>
  (v) =>
    compare(v, min) >= 0;
const below =
  (max: Version): Test =>
  (v) =>
    compare(v, max) < 0;

/** The parts of a partial version given (numbers), up to the first wildcard. */
function partsOf(text: string): number[] | null {
  const m = PARTIAL.exec(text);
  if (!m) return null;
  const parts: number[] = [];
  for (const p of m.slice(1)) {
    if (p === undefined || /^[xX*]$/.test(p)) break;
    parts.push(Number(p));
  }
  return parts;
}

const full = (parts: readonly number[]): Version => [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0];

/** The first version above every version the partial `parts` covers (`1.2` → 1.3.0). */
function above(parts: readonly number[]): Version {
  if (parts.length === 1) return [parts[0] + 1, 0, 0];
  if (parts.length === 2) return [parts[0], parts[1] + 1, 0];
  return [parts[0], parts[1], parts[2] + 1];
}

/** The tests of one comparator (`^1.2.3`, `>=2`, `1.x`), or null when it is not one. */
function comparator(text: string): Test[] | null {
  const m = /^(\^|~|>=|<=|>|<|=)?(.*)$/.exec(text)!;
  const op = m[1] ?? '';
  const parts = partsOf(m[2]);
  if (!parts) return null;
  if (parts.length === 0) return op === '<' || op === '>' ? [() => false] : [ANY];
  const low = full(parts);
  switch (op) {
    case '^': {
      // The first non-zero part given may not change (^0.2.3 < 0.3.0; ^0.0.3 < 0.0.4; ^0.x < 1).
      const lead = parts.findIndex((p) => p !== 0);
      const fixed = lead === -1 ? parts.length : lead + 1;
      return [atLeast(low), below(above(parts.slice(0, Math.min(fixed, parts.length))))];
    }
    case '~':
      return [atLeast(low), below(above(parts.slice(0, Math.min(2, parts.length))))];
    case '>=':
      return [atLeast(low)];
    case '>':
      return [atLeast(above(parts))];
    case '<':
      return [below(low)];
    case '<=':
      return [below(above(parts))];
    default:
      return [atLeast(low), below(above(parts))];
  }
}

/** The range as alternatives of comparator sets, or null when it is not a range npm would read. */
function parseRange(range: string): Test[][] | null {
  const sets: Test[][] = [];
  for (const alternative of range.split('||')) {
    // `>= 1.2.0` is written with a space at times: join an operator to its version.
    const words = alternative
      .trim()
      .replace(/(\^|~|>=|<=|>|<|=)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean);
    const tests: Test[] = [];
    for (const word of words.length ? words : ['*']) {
      const t = comparator(word);
      if (!t) return null;
      tests.push(...t);
    }
    sets.push(tests);
  }
  return sets;
}

/** Whether `range` is a semver range this portal can read. */
export const isValidRange = (range: string): boolean => parseRange(range) !== null;

/** Whether release `version` (`1.0.0`) is in `range`; false for a range or version that cannot be read. */
export function satisfies(version: string, range: string): boolean {
  const m = VERSION.exec(version);
  const sets = parseRange(range);
  if (!m || !sets) return false;
  const v: Version = [Number(m[1]), Number(m[2]), Number(m[3])];
  return sets.some((tests) => tests.every((t) => t(v)));
}
