import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lookupStatic } from './static-path';
import { tempTree, type TempTree } from './temp-tree';

let tree: TempTree;
let root: string;

beforeEach(() => {
  tree = tempTree('portico-static-path-');
  root = join(tree.root, 'dist');
  tree.write('dist/index.html', 'the build');
  tree.write('dist/assets/main-abc.js', 'code');
  tree.write('dist/markets-mobile/index.html', 'tip');
  // A sibling whose name starts with the served folder's, and a file beside them.
  tree.write('dist-release/index.html', 'another build');
  tree.write('dist-release/portal.config.json', '{}');
  tree.write('secret.txt', 'not served');
});
afterEach(() => tree.remove());

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
