/**
 * The layer table of ARCHITECTURE.md, written from layers.mjs — the table eslint.config.mjs
 * derives its layer rules from — so the docs, the lint and its tests (tests/lint/layers.test.ts)
 * state the layers once.
 *
 *   npm run layers-table            rewrite the table in ARCHITECTURE.md
 *   npm run layers-table -- --check exit 1 when it is out of date
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { LAYERS } from '../layers.mjs';
import { ROOT } from './api-report';

/** The file that holds the table. */
export const LAYERS_FILE = 'ARCHITECTURE.md';
export const LAYERS_START = '<!-- layers-table:start (written by `npm run layers-table` from layers.mjs) -->';
export const LAYERS_END = '<!-- layers-table:end -->';

/** The table as Markdown: each layer, its import name, what it may import and what it is. */
export function renderLayersTable(): string {
  const rows = LAYERS.map((l) => {
    const imports = l.imports.length ? l.imports.map((n) => `\`${n}\``).join(', ') : 'no other layer';
    const entry = l.entry === '—' ? '—' : `\`${l.entry}\``;
    return `| \`${l.name}/\` | ${entry} | ${imports} | ${l.about} |`;
  });
  return ['| layer | imported as | may import | what it is |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

/** What ARCHITECTURE.md should hold, and what it holds now. */
export async function buildLayersTable(): Promise<{ expected: string; committed: string }> {
  const committed = readFileSync(join(ROOT, LAYERS_FILE), 'utf8');
  const start = committed.indexOf(LAYERS_START);
  const end = committed.indexOf(LAYERS_END);
  if (start < 0 || end < start) throw new Error(`${LAYERS_FILE} has no ${LAYERS_START} … ${LAYERS_END} markers`);
  const next = `${committed.slice(0, start + LAYERS_START.length)}\n\n${renderLayersTable()}\n\n${committed.slice(end)}`;
  const options = await prettier.resolveConfig(join(ROOT, LAYERS_FILE));
  const expected = await prettier.format(next, { ...options, filepath: join(ROOT, LAYERS_FILE) });
  return { expected, committed };
}

async function main(): Promise<void> {
  const { expected, committed } = await buildLayersTable();
  if (process.argv.includes('--check')) {
    if (expected !== committed) {
      console.error(`${LAYERS_FILE}: the layer table is out of date; run \`npm run layers-table\``);
      process.exit(1);
    }
    return;
  }
  if (expected !== committed) writeFileSync(join(ROOT, LAYERS_FILE), expected);
  console.log(`${LAYERS_FILE}: layer table ${expected === committed ? 'up to date' : 'rewritten'}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
