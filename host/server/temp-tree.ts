// Files on disk for the server's tests: a fresh folder under the system's temp folder per test.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** A temp folder, a way to write files into it (folders made as needed) and to remove it. */
export interface TempTree {
  readonly root: string;
  /** Writes `text` to `path` (relative to the root) and returns the file's absolute path. */
  write(path: string, text?: string): string;
  remove(): void;
}

/** Makes a temp folder whose name starts with `prefix`. */
export function tempTree(prefix: string): TempTree {
  const root = mkdtempSync(join(tmpdir(), prefix));
  return {
    root,
    write(path, text = '') {
      const file = join(root, path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text);
      return file;
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
