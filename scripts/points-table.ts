/**
 * The extension points table of ARCHITECTURE.md, written from the points themselves: each
 * point's kind, owner and `description`, its fields (from its schema) and the Blueprint that
 * contributes to it with the public entry it is imported from. scripts/points-table.test.ts
 * fails when the checked-in table differs from what this script writes.
 *
 *   npm run points-table            rewrite the table in ARCHITECTURE.md
 *   npm run points-table -- --check exit 1 when the table is out of date
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as prettier from 'prettier';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The file that holds the table, relative to the repository root. */
export const TABLE_FILE = 'ARCHITECTURE.md';
/** The markers the table sits between. */
export const TABLE_START = '<!-- points-table:start (written by `npm run points-table`) -->';
export const TABLE_END = '<!-- points-table:end -->';

/** Fields every contribution has (defineExtensionPoint adds them); the table lists a point's own. */
const BASE_FIELDS = new Set(['id', 'name', 'when', 'order', 'kind']);

/** A public entry: the specifier authors import and its file. */
interface Entry {
  readonly specifier: string;
  readonly file: string;
}

/** The entries a Blueprint may be imported from, the contract first; plugins' public faces after. */
function publicEntries(): Entry[] {
  const entries: Entry[] = [
    { specifier: '@portico/sdk', file: 'sdk/index.ts' },
    { specifier: '@portico/sdk/internal', file: 'sdk/internal.ts' },
  ];
  for (const id of readdirSync(join(ROOT, 'plugins')).sort()) {
    // A plugin's public face: `public.ts`, or `extension-points.ts` where it keeps the older name.
    const file = ['public.ts', 'extension-points.ts']
      .map((name) => `plugins/${id}/${name}`)
      .find((f) => existsSync(join(ROOT, f)));
    if (file) entries.push({ specifier: `@portico/plugin/${id}`, file });
  }
  return entries.filter((e) => existsSync(join(ROOT, e.file)));
}

/** The zod/mini internals the table reads: a def's type, an object's shape, an enum's entries. */
interface ZodLike {
  readonly _zod: {
    readonly def: {
      readonly type: string;
      readonly shape?: Record<string, ZodLike>;
      readonly entries?: Record<string, string>;
      readonly innerType?: ZodLike;
    };
  };
}

/** An extension point as the table needs it. */
interface PointLike {
  readonly kind: string;
  readonly owner: string;
  readonly description: string;
  readonly schema: ZodLike;
}

function isPoint(v: unknown): v is PointLike {
  if (typeof v !== 'object' || v === null) return false;
  const p = v as Partial<PointLike>;
  return typeof p.kind === 'string' && typeof p.owner === 'string' && typeof p.description === 'string' && !!p.schema;
}

function pointOf(v: unknown): PointLike | undefined {
  if (typeof v !== 'object' || v === null) return undefined;
  const b = v as { point?: unknown; make?: unknown };
  return typeof b.make === 'function' && isPoint(b.point) ? b.point : undefined;
}

/** A field as the table shows it: its name, and its values when it is an enum. */
function describeField(name: string, schema: ZodLike): string {
  let s = schema;
  while ((s._zod.def.type === 'optional' || s._zod.def.type === 'default') && s._zod.def.innerType)
    s = s._zod.def.innerType;
  const entries = s._zod.def.type === 'enum' ? s._zod.def.entries : undefined;
  return entries
    ? `\`${name}\`: ${Object.values(entries)
        .map((v) => `\`${v}\``)
        .join(' \\| ')}`
    : `\`${name}\``;
}

/** One row per point: kind, owner, Blueprint and its entry, own fields, description. */
interface Row {
  readonly kind: string;
  readonly owner: string;
  readonly blueprints: string;
  readonly fields: string;
  readonly description: string;
}

/** Reads every point reachable from the public entries and returns the rows, portal's first. */
export async function collectRows(): Promise<Row[]> {
  const points = new Map<string, PointLike>();
  const blueprints = new Map<string, string[]>();
  for (const entry of publicEntries()) {
    const mod = (await import(pathToFileURL(join(ROOT, entry.file)).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod).sort(([a], [b]) => a.localeCompare(b))) {
      const point = isPoint(value) ? value : pointOf(value);
      if (!point) continue;
      if (!points.has(point.kind)) points.set(point.kind, point);
      if (point !== value) {
        const list = blueprints.get(point.kind) ?? [];
        // A Blueprint re-exported by a later entry keeps the first (most public) one.
        if (!list.some((b) => b.startsWith(`\`${name}\` `))) list.push(`\`${name}\` (\`${entry.specifier}\`)`);
        blueprints.set(point.kind, list);
      }
    }
  }
  const ownerRank = (p: PointLike) => (p.owner === 'portal' ? 0 : 1);
  return [...points.values()]
    .sort((a, b) => ownerRank(a) - ownerRank(b) || a.owner.localeCompare(b.owner) || 0)
    .map((p) => ({
      kind: `\`${p.kind}\``,
      owner: p.owner === 'portal' ? 'portal' : `\`${p.owner}\``,
      blueprints: (blueprints.get(p.kind) ?? []).join(', ') || '—',
      fields: Object.entries(p.schema._zod.def.shape ?? {})
        .filter(([name]) => !BASE_FIELDS.has(name))
        .map(([name, s]) => describeField(name, s))
        .join(', '),
      description: p.description.replace(/\|/g, '\\|'),
    }));
}

/** The table as Markdown (before formatting). */
export function renderTable(rows: readonly Row[]): string {
  const head = '| point (kind) | owner (reads it) | Blueprint (import from) | fields | what it is (`description`) |';
  const rule = '| --- | --- | --- | --- | --- |';
  const body = rows.map((r) => `| ${r.kind} | ${r.owner} | ${r.blueprints} | ${r.fields} | ${r.description} |`);
  return [head, rule, ...body].join('\n');
}

/** `text` with the table between the markers replaced by `table`, formatted as prettier would. */
export async function withTable(text: string, table: string): Promise<string> {
  const start = text.indexOf(TABLE_START);
  const end = text.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`${TABLE_FILE} has no ${TABLE_START} … ${TABLE_END} markers`);
  const next = `${text.slice(0, start + TABLE_START.length)}\n\n${table}\n\n${text.slice(end)}`;
  const options = await prettier.resolveConfig(join(ROOT, TABLE_FILE));
  return prettier.format(next, { ...options, filepath: join(ROOT, TABLE_FILE) });
}

/** What ARCHITECTURE.md should hold, and what it holds now. */
export async function buildPointsTable(): Promise<{ expected: string; committed: string }> {
  const committed = readFileSync(join(ROOT, TABLE_FILE), 'utf8');
  const expected = await withTable(committed, renderTable(await collectRows()));
  return { expected, committed };
}

async function main(): Promise<void> {
  const { expected, committed } = await buildPointsTable();
  if (process.argv.includes('--check')) {
    if (expected !== committed) {
      console.error(`${TABLE_FILE}: the extension points table is out of date; run \`npm run points-table\``);
      process.exit(1);
    }
    return;
  }
  if (expected !== committed) writeFileSync(join(ROOT, TABLE_FILE), expected);
  console.log(`${TABLE_FILE}: extension points table ${expected === committed ? 'up to date' : 'rewritten'}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
