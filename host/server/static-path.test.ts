import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lookupStatic } from './static-path';

let tmp: string;
let root: string;
const write = (path: string, text = '') => {
  const file = join(tmp, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
};

beforeEach(() => {
  tmp = mkdtempSync(join(tmpdir(), 'portico-static-path-'));
  root = join(tmp, 'dist');
  write('dist/index.html', 'the build');
  write('dist/assets/main-abc.js', 'code');
  write('dist/markets-mobile/index.html', 'tip');
  // A sibling whose name starts with the served folder's, and a file beside them.
  write('dist-release/index.html', 'another build');
  write('dist-release/portal.config.json', '{}');
  write('secret.txt', 'not served');
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

describe('lookupStatic: a URL path inside the served folder, and nowhere else', () => {
  it('finds the files of the folder, a folder’s index.html, and nothing that is not there', () => {
    expect(lookupStatic(root, '/index.html')).toEqual({ file: join(root, 'index.html') });
    expect(lookupStatic(root, '/assets/main-abc.js')).toEqual({ file: join(root, 'assets/main-abc.js') });
    expect(lookupStatic(root, '/markets-mobile/')).toEqual({ file: join(root, 'markets-mobile/index.html') });
    expect(lookupStatic(root, '/assets/%6Dain-abc.js')).toEqual({ file: join(root, 'assets/main-abc.js') });
    expect(lookupStatic(root, '/nope.js')).toBeNull();
    expect(lookupStatic(root, '/assets')).toBeNull();
  });

  it.each([
    '/..%2Fdist-release/index.html',
    '/..%2fdist-release/portal.config.json',
    '/%2e%2e/secret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/..%2F..%2Fetc/passwd',
    '/assets/..%2F..%2Fsecret.txt',
    '/assets/..%2F..%2Fdist-release/index.html',
    '/..%5Csecret.txt',
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/%00.js',
    '/index.html%00.js',
    '/%E0%A4%A.js',
    '/%',
  ])('%s is refused', (path) => {
    expect(lookupStatic(root, path)).toEqual({ refused: true });
  });
});
