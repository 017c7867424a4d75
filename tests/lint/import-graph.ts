// The import graph of the source layers, for the circle check (import-cycles.test.ts): every
// import, re-export and lazy `import()`, type-only ones included (a type circle still ties two
// modules' reasons to change together), resolved through the alias table the build uses.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { aliases } from '../../aliases.mjs';

/** The layers the check walks (tests, dev tools and examples sit beside them). */
export const LAYERS = ['core', 'sdk', 'shell', 'host', 'plugins'] as const;

/** Module → the modules it imports, as paths relative to the repository root (`/` separated). */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

const SOURCE = /\.(ts|tsx)$/;
const isSource = (file: string) => SOURCE.test(file) && !/\.(test|spec)\.tsx?$/.test(file) && !file.endsWith('.d.ts');

function walk(dir: string, out: string[]): string[] {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== 'node_modules' && !name.startsWith('dist')) walk(full, out);
    } else if (isSource(full)) out.push(full);
  }
  return out;
}

const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveFile(base: string): string | null {
  for (const c of CANDIDATES) {
    const f = base + c;
    if (existsSync(f) && statSync(f).isFile()) return f;
  }
  return null;
}

/** Where a specifier written in `from` points, or null for a package of node_modules. */
export function resolveSpecifier(root: string, from: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return resolveFile(resolve(dirname(from), specifier));
  for (const { find, replacement } of aliases) {
    if (typeof find === 'string' ? specifier === find : find.test(specifier)) {
      const target = typeof find === 'string' ? replacement : specifier.replace(find, replacement);
      return resolveFile(target.endsWith('.ts') ? target.slice(0, -3) : target);
    }
  }
  return null;
}

/** The imports of one module's text (import, export … from, import type, `import()`). */
export function importsOf(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
}

/** The import graph of `files` (absolute paths), given each one's text. */
export function buildGraph(root: string, files: readonly string[], read: (file: string) => string): ImportGraph {
  const rel = (f: string) => relative(root, f).split(sep).join('/');
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = importsOf(read(file))
      .map((s) => resolveSpecifier(root, file, s))
      .filter((t): t is string => t !== null && isSource(t))
      .map(rel);
    graph.set(rel(file), [...new Set(targets)]);
  }
  return graph;
}

/** The graph of the repository's layers. */
export function layerGraph(root: string): ImportGraph {
  const files = LAYERS.flatMap((l) => walk(join(root, l), []));
  return buildGraph(root, files, (f) => readFileSync(f, 'utf8'));
}

/**
 * The circles of a graph: its strongly connected components of more than one module (or a
 * module importing itself), each sorted, by Tarjan's algorithm.
 */
export function findCycles(graph: ImportGraph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string | undefined;
    do {
      w = stack.pop();
      if (w === undefined) break;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}
