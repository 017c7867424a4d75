// Watches folders, not files: one non-recursive `fs.watch` per directory, and new directories as
// they appear. An editor that saves by writing a temp file and renaming it over the old one (vim,
// `sed -i`, JetBrains' safe write) replaces the file's inode; a watch on the file — which is what
// Node 20's recursive `fs.watch` sets up on Linux — then hears nothing more, while the directory's
// watch reports every such save by name.
import { existsSync, readdirSync, statSync, watch, type FSWatcher } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';

/** Folders never watched: packages, build output, hidden folders (.git). */
const SKIPPED = /^(node_modules|dist|dist-.*|\..*)$/;

/** Whether a changed path is a source, not an editor's temp or backup file, a test or build output. */
export function isSourceChange(file: string | null): boolean {
  if (!file) return true;
  const parts = file.split(/[\\/]/);
  const name = parts.at(-1) ?? '';
  // vim (.x.swp, x~, 4913), emacs (#x#, .#x), JetBrains (x___jb_tmp___), sed -i (sedAbc123), *.tmp
  if (name.startsWith('.') || name.endsWith('~') || /^#.*#$/.test(name) || name === '4913') return false;
  if (/\.(swp|swx|tmp)$/.test(name) || /___jb_(tmp|old)___$/.test(name) || /^sed[A-Za-z0-9]{6}$/.test(name))
    return false;
  if (/\.test\.tsx?$/.test(name) || parts.includes('node_modules')) return false;
  // Build output under a watched folder (the example sub-app's dist/) is not a source of the portal.
  if (parts.slice(0, -1).some((p) => SKIPPED.test(p))) return false;
  return true;
}

/**
 * Watches `folders` (absolute, with their subfolders) and the single `files` (absolute; through
 * their folder's watch) and calls `changed` with the absolute path of each change that
 * `isSourceChange` lets through. Returns a function that stops every watch.
 */
export function watchFolders(
  folders: readonly string[],
  files: readonly string[],
  changed: (file: string) => void,
): () => void {
  const watchers = new Map<string, FSWatcher>();
  const only = new Map<string, Set<string>>();
  for (const f of files) only.set(dirname(f), new Set([...(only.get(dirname(f)) ?? []), basename(f)]));

  const add = (dir: string, recursive: boolean, base: string) => {
    if (watchers.has(dir)) return;
    let w: FSWatcher;
    try {
      w = watch(dir, (_event, name) => {
        if (!name) return;
        const file = join(dir, String(name));
        const names = recursive ? null : only.get(dir);
        if (names && !names.has(String(name))) return;
        if (recursive && !SKIPPED.test(String(name)) && isDirectory(file)) addTree(file, base);
        if (isSourceChange(relative(base, file))) changed(file);
      });
    } catch {
      return; // gone already, or not a folder
    }
    // A watched folder that is deleted ends its watch.
    w.on('error', () => {
      w.close();
      watchers.delete(dir);
    });
    watchers.set(dir, w);
  };
  const addTree = (dir: string, base: string) => {
    add(dir, true, base);
    for (const e of readdirSafe(dir)) if (e.isDirectory() && !SKIPPED.test(e.name)) addTree(join(dir, e.name), base);
  };

  for (const dir of folders) if (existsSync(dir)) addTree(dir, dir);
  for (const dir of only.keys()) if (!watchers.has(dir)) add(dir, false, dir);
  return () => {
    for (const w of watchers.values()) w.close();
    watchers.clear();
  };
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function readdirSafe(dir: string) {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}
