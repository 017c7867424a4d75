import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/** One reference in a doc or a comment that leads nowhere. */
export interface DeadReference {
  /** The file that holds it, relative to the repository root. */
  readonly file: string;
  /** The link or the cited path as written. */
  readonly target: string;
}

/** Markdown links: `[text](target)`. */
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;
/**
 * A cited file: a path with at least one folder and a file extension (`core/time-limits.ts`,
 * `../README.md`); not part of an address (`https://…/x.md`, `:8080/…`) or a package (`@scope/x.ts`).
 */
const CITED_PATH =
  /(?<![\w@/.:-])((?:\.\.?\/)*(?:[\w.-]+\/)+[\w.-]+\.(?:tsx?|mts|mjs|md|json|conf|sh|html|yml|yaml))(?![\w/-])/g;
/** A top-level document cited by its bare name (`ARCHITECTURE.md`, `DESIGN.md`). */
const BARE_DOC = /(?<![\w/.-])([A-Z][A-Z_-]*\.md)\b/g;
/** Comments of a TypeScript or JavaScript file (line and block). */
const COMMENT = /\/\/[^\n]*|\/\*[\s\S]*?\*\//g;

/** The parts of a file that cite: all of a Markdown file, the comments of code. */
export function citingText(file: string, text: string): string {
  return file.endsWith('.md') ? text : (text.match(COMMENT) ?? []).join('\n');
}

/** The links and cited paths of a file's citing text, as written. */
export function referencesIn(file: string, text: string): string[] {
  const citing = citingText(file, text);
  const found = new Set<string>();
  if (file.endsWith('.md'))
    for (const [, target] of citing.matchAll(MARKDOWN_LINK)) {
      if (/^([a-z][a-z+.-]*:|#|\/)/i.test(target)) continue; // an address, an anchor, a site path
      const path = target.split('#')[0];
      if (path) found.add(path);
    }
  for (const [, path] of citing.matchAll(CITED_PATH)) found.add(path);
  for (const [, doc] of citing.matchAll(BARE_DOC)) found.add(doc);
  return [...found];
}

/**
 * Whether a reference leads to a file: beside the citing file or from the repository root, or
 * to a path git ignores (a build's or a run's output, `dist/…`, `bench/results.json`).
 */
export function resolves(root: string, file: string, target: string, ignored: (path: string) => boolean): boolean {
  const candidates = [normalize(join(dirname(file), target)), normalize(target)];
  return candidates.some((c) => !c.startsWith('..') && (existsSync(join(root, c)) || ignored(c)));
}

/** The references of the repository's docs (`*.md`) and code comments that lead nowhere. */
export function deadReferences(root: string, files: readonly string[]): DeadReference[] {
  const verdicts = new Map<string, boolean>();
  const ignored = (path: string) => {
    if (!verdicts.has(path)) {
      let yes = false;
      try {
        execFileSync('git', ['check-ignore', '-q', '--no-index', path], { cwd: root });
        yes = true;
      } catch {
        yes = false; // exit 1: not ignored
      }
      verdicts.set(path, yes);
    }
    return verdicts.get(path)!;
  };
  const dead: DeadReference[] = [];
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const target of referencesIn(file, text))
      if (!resolves(root, file, target, ignored)) dead.push({ file, target });
  }
  return dead;
}

/** The link check's own files: they quote dead references on purpose. */
const LINK_CHECK_OWN = [
  'tests/lint/doc-links.ts',
  'tests/lint/doc-links.test.ts',
  'tests/lint/fixtures/broken-links.md',
];

/** The files whose references are checked: every tracked doc and source file (API reports are generated). */
export function citingFiles(root: string): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '*.md', '*.ts', '*.tsx', '*.mts', '*.mjs'],
    { cwd: root, encoding: 'utf8' },
  );
  return listed
    .split('\n')
    .filter((f) => f && !f.endsWith('api-report.md') && !LINK_CHECK_OWN.includes(f) && existsSync(join(root, f)));
}
