// Finds where a plugin writes another plugin's page path or spec §6 menu id as a literal instead of
// linking through that plugin's route refs (`@portico/plugin/<id>`), for plugin-links.test.ts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** One plugin source file: its path relative to the repository root and its text. */
export interface SourceFile {
  readonly path: string;
  readonly text: string;
}

/** What each plugin owns: the `/markets/<namespace>` of its sub-app and the menu ids it declares. */
export interface Owners {
  readonly namespaces: ReadonlyMap<string, string>;
  readonly menus: ReadonlyMap<number, string>;
}

/** A literal of another plugin's: where it is and whose it is. */
export interface ForeignLiteral {
  readonly file: string;
  readonly line: number;
  readonly literal: string;
  readonly owner: string;
}

/** Runtime code only: tests, dev API handlers and fixtures may name any address they stand in for. */
const isRuntime = (path: string) =>
  /\.(ts|tsx)$/.test(path) && !/\.test\.tsx?$/.test(path) && !/(^|\/)dev-[^/]*$/.test(path) && !path.endsWith('.d.ts');

/** The plugin a file of `plugins/<id>/…` belongs to. */
export const pluginOf = (path: string) => path.split('/')[1] ?? '';

/** The code without its comments (a URL's `//` inside a string stays), line breaks kept. */
export function stripComments(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\w])\/\/[^\n]*/g, (_, before: string) => before);
}

const NAMESPACE = /\bNAMESPACE\s*=\s*'([A-Za-z][\w-]*)'/;
/** `MENU = {…}`, `ASSUMED_MENU = {…}`, `FINANCE_MENUS = […]`, `ASSUMED_MENU_GATES = {…}` (flat). */
const MENU_TABLE = /\bconst\s+(?:\w+_)?MENUS?(?:_GATES)?\b[^=]*=\s*[[{]([^\]}]*)[\]}]/g;
/** `{ menu: 1047 }`, `AD_DIAGNOSIS_MENU = 1047`. */
const MENU_VALUE = /\b(?:menu|\w*MENU\w*)\s*[:=]\s*(\d+)/g;
const ID = /(?<![\w.])\d{3,}(?![\w.])/g;

/** The menu ids `code` writes as numbers, with their offsets. */
function menuLiterals(code: string): Array<{ readonly id: number; readonly at: number }> {
  const out: Array<{ readonly id: number; readonly at: number }> = [];
  for (const table of code.matchAll(MENU_TABLE)) {
    const start = (table.index ?? 0) + table[0].indexOf(table[1]);
    for (const id of table[1].matchAll(ID)) out.push({ id: Number(id[0]), at: start + (id.index ?? 0) });
  }
  for (const m of code.matchAll(MENU_VALUE)) out.push({ id: Number(m[1]), at: (m.index ?? 0) + m[0].length });
  return out;
}

/**
 * Who owns which namespace (a sub-app's `NAMESPACE` in its routes.ts) and menu id: the sub-app
 * whose routes.ts gates pages with it, else the first plugin that writes it.
 */
export function ownersOf(files: readonly SourceFile[]): Owners {
  const namespaces = new Map<string, string>();
  const menus = new Map<number, string>();
  const routesFirst = [...files].sort(
    (a, b) => Number(!a.path.endsWith('/routes.ts')) - Number(!b.path.endsWith('/routes.ts')),
  );
  for (const { path, text } of routesFirst) {
    const code = stripComments(text);
    const ns = path.endsWith('/routes.ts') ? NAMESPACE.exec(code) : null;
    if (ns) namespaces.set(ns[1], pluginOf(path));
    for (const { id } of menuLiterals(code)) if (!menus.has(id)) menus.set(id, pluginOf(path));
  }
  return { namespaces, menus };
}

const lineAt = (code: string, at: number) => code.slice(0, at).split('\n').length;

/** Every literal in `files` of a namespace path or menu id that another plugin owns. */
export function foreignLiterals(files: readonly SourceFile[], owners: Owners): ForeignLiteral[] {
  const found: ForeignLiteral[] = [];
  for (const { path, text } of files) {
    const plugin = pluginOf(path);
    const code = stripComments(text);
    for (const [ns, owner] of owners.namespaces) {
      if (owner === plugin) continue;
      for (const m of code.matchAll(new RegExp(`/markets/${ns}(?=[/'"\`?#]|$)[^'"\`\\s]*`, 'gm')))
        found.push({ file: path, line: lineAt(code, m.index ?? 0), literal: m[0], owner });
    }
    for (const { id, at } of menuLiterals(code)) {
      const owner = owners.menus.get(id);
      if (owner !== undefined && owner !== plugin)
        found.push({ file: path, line: lineAt(code, at), literal: String(id), owner });
    }
  }
  return found;
}

function walk(dir: string, out: string[]): string[] {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

/** The runtime source files of `plugins/`. */
export function pluginSources(root: string): SourceFile[] {
  return walk(join(root, 'plugins'), [])
    .map((f) => relative(root, f).split(sep).join('/'))
    .filter(isRuntime)
    .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
}
