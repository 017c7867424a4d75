/**
 * `npm run new-plugin -- <id> --standalone <folder> [--link-modules]`: a remote plugin's own
 * project, outside this repository, copied from examples/remote-weather/ (the example is the
 * source, as for in-repo plugins) with its names replaced and its `@portico/sdk` dependency
 * pointing at this checkout's packed SDK (`file:` path of `.packs/portico-sdk-<version>.tgz`).
 *
 * `--link-modules` is for a machine without the npm registry: instead of `npm install`, the
 * project's node_modules/ links every package of this checkout's node_modules/ (the versions the
 * portal uses) and holds the SDK tarball unpacked as `@portico/sdk`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { dirname, isAbsolute, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { namesOf } from './from-example';

/** The remote plugin every standalone project is copied from, and its id. */
export const REMOTE_EXAMPLE_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'examples',
  'remote-weather',
);
export const REMOTE_EXAMPLE_ID = 'acme-weather';
/** The example's dependency on the packed SDK, replaced by the new project's path to it. */
const EXAMPLE_SDK_SPEC = /"@portico\/sdk": "file:[^"]+"/;
/** What the README says about the in-repo copy only, from this line on. */
const IN_REPO_ONLY = /\n<!-- The rest is about this copy[\s\S]*$/;
/** Not copied: what an install or a build leaves. */
const SKIP = new Set(['node_modules', 'dist']);

/** `file:` spec of the tarball as seen from the project folder (relative, `/` separators). */
export function sdkSpec(target: string, tarball: string): string {
  const rel = relative(target, tarball).split('\\').join('/');
  return `file:${rel.startsWith('.') ? rel : `./${rel}`}`;
}

/** The project's files by path, for plugin `id` depending on the SDK by `sdk` (a `file:` spec). */
export function standaloneFiles(id: string, sdk: string, example = REMOTE_EXAMPLE_DIR): Record<string, string> {
  const from = namesOf(REMOTE_EXAMPLE_ID);
  const to = namesOf(id);
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const e of readdirSync(join(example, dir), { withFileTypes: true })) {
      const path = dir ? `${dir}/${e.name}` : e.name;
      if (SKIP.has(e.name)) continue;
      if (e.isDirectory()) walk(path);
      else {
        let text = readFileSync(join(example, path), 'utf8')
          .replaceAll(from.id, to.id)
          .replaceAll(from.camel, to.camel)
          .replaceAll(from.pascal, to.pascal);
        if (path === 'package.json') text = text.replace(EXAMPLE_SDK_SPEC, `"@portico/sdk": ${JSON.stringify(sdk)}`);
        if (path === 'README.md') text = text.replace(IN_REPO_ONLY, '\n');
        out[path] = text;
      }
    }
  };
  walk('');
  return out;
}

/**
 * node_modules/ without the registry: a link to each of `repo`'s packages (so React, Fluent,
 * Rollup and Vitest are this checkout's, one copy each) and the SDK tarball unpacked as
 * `@portico/sdk`.
 */
export function linkModules(target: string, repo: string, tarball: string): void {
  const mine = join(target, 'node_modules');
  const theirs = join(repo, 'node_modules');
  mkdirSync(join(mine, '@portico', 'sdk'), { recursive: true });
  for (const name of readdirSync(theirs)) {
    if (name === '@portico' || name.startsWith('.package-lock') || name === '.vite' || name === '.cache') continue;
    symlinkSync(join(theirs, name), join(mine, name), 'junction');
  }
  execFileSync('tar', ['-xzf', tarball, '-C', join(mine, '@portico', 'sdk'), '--strip-components=1']);
}

/** Why `target` cannot take a new project (inside the repository, or a non-empty folder), or null. */
export function refuseTarget(target: string, repo: string): string | null {
  const rel = relative(repo, target);
  if (!rel || (!rel.startsWith('..') && !isAbsolute(rel)))
    return `--standalone makes a project outside this repository: ${target} is inside ${repo}`;
  if (existsSync(target) && readdirSync(target).length) return `${target} exists and is not empty: choose a new folder`;
  return null;
}
