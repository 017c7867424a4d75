import { mkdirSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIsStale, subAppBuildIsStale, SUBAPP_EXAMPLE, SUBAPP_OUTPUTS } from './build';
import { DEFAULT_STATIC_ROOTS, resolveSubAppStatic, staticRoots } from './subapp-static';
import { tempTree, type TempTree } from './temp-tree';

let tree: TempTree;
let tmp: string;
const write = (path: string, text = '') => tree.write(path, text);

beforeEach(() => {
  tree = tempTree('portico-static-');
  tmp = tree.root;
});
afterEach(() => tree.remove());

describe('PORTICO_STATIC_ROOTS', () => {
  it('defaults to the example sub-app’s build; paths are `:`-separated and relative to the repo root', () => {
    expect(DEFAULT_STATIC_ROOTS).toBe('examples/remote-subapp/dist');
    expect(staticRoots('/repo', undefined)).toEqual(['/repo/examples/remote-subapp/dist']);
    expect(staticRoots('/repo', 'a/dist: b ::/abs/c')).toEqual(['/repo/a/dist', '/repo/b', '/abs/c']);
  });
});

describe('sub-app static files', () => {
  let roots: string[];
  beforeEach(() => {
    write('one/remoteDemo/__static__/index.html', '<html></html>');
    write('one/remoteDemo/__static__/app.umd.js', 'window.remoteDemo = {}');
    write('one/remoteDemo/__static__/app.mjs', 'export {}');
    write('one/remoteDemo/__static__/app.css', 'header{}');
    write('one/remoteDemo/__static__/data.json', '{}');
    write('one/remoteDemo/__static__/logo.svg', '<svg/>');
    write('one/remoteDemo/__static__/logo.png', '');
    write('one/remoteDemo/secret.txt', 'not served');
    write('one/microfrontends/static/js/common.js', 'window.microfrontendsCommon = {}');
    write('two/remoteDemo/__static__/only-in-two.js', '');
    write('two/purehtml/__static__/index.html', '<html></html>');
    mkdirSync(join(tmp, 'two/missing404/__static__'), { recursive: true });
    write('outside.txt', 'secret');
    roots = [join(tmp, 'one'), join(tmp, 'two')];
  });

  it.each([
    ['/markets/remoteDemo/__static__/index.html', 'one/remoteDemo/__static__/index.html', 'text/html; charset=utf-8'],
    [
      '/markets/remoteDemo/__static__/app.umd.js',
      'one/remoteDemo/__static__/app.umd.js',
      'text/javascript; charset=utf-8',
    ],
    ['/markets/remoteDemo/__static__/app.mjs', 'one/remoteDemo/__static__/app.mjs', 'text/javascript; charset=utf-8'],
    ['/markets/remoteDemo/__static__/app.css', 'one/remoteDemo/__static__/app.css', 'text/css; charset=utf-8'],
    [
      '/markets/remoteDemo/__static__/data.json',
      'one/remoteDemo/__static__/data.json',
      'application/json; charset=utf-8',
    ],
    ['/markets/remoteDemo/__static__/logo.svg', 'one/remoteDemo/__static__/logo.svg', 'image/svg+xml'],
    ['/markets/remoteDemo/__static__/logo.png', 'one/remoteDemo/__static__/logo.png', 'image/png'],
    [
      '/markets/microfrontends/static/js/common.js',
      'one/microfrontends/static/js/common.js',
      'text/javascript; charset=utf-8',
    ],
    ['/markets/purehtml/__static__/index.html', 'two/purehtml/__static__/index.html', 'text/html; charset=utf-8'],
  ])('%s is %s with its content type, no-cache and CORS', (url, file, type) => {
    expect(resolveSubAppStatic(url, roots)).toEqual({
      status: 200,
      file: join(tmp, file),
      headers: { 'content-type': type, 'cache-control': 'no-cache', 'access-control-allow-origin': '*' },
    });
  });

  it('takes the first root that has the namespace’s folder, and answers 404 when that folder lacks the file', () => {
    const answer = resolveSubAppStatic('/markets/remoteDemo/__static__/only-in-two.js', roots);
    expect(answer).toMatchObject({ status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  });

  it('answers 404 (plain text, never the shell page) for a missing entry and for a folder', () => {
    for (const url of [
      '/markets/missing404/__static__/index.html',
      '/markets/missing404/__static__/',
      '/markets/remoteDemo/__static__/',
    ])
      expect(resolveSubAppStatic(url, roots)).toMatchObject({
        status: 404,
        body: `Not found: ${url}`,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'access-control-allow-origin': '*' },
      });
  });

  it('falls through (null: the shell page) for a namespace no root holds and for other paths', () => {
    for (const url of [
      '/markets/gatewayMissing/__static__/index.html',
      '/markets/remoteDemo/',
      '/markets/remoteDemo/page',
      '/markets/remoteDemo/secret.txt',
      '/markets/remoteDemo/static/x.js',
      '/markets/manage/__static__/index.html',
      '/markets/',
      '/assets/main.js',
    ])
      expect(resolveSubAppStatic(url, roots)).toBeNull();
  });

  it('refuses paths that climb out of the namespace’s folder', () => {
    for (const url of [
      '/markets/remoteDemo/__static__/..%2Fsecret.txt',
      '/markets/remoteDemo/__static__/..%2F..%2F..%2Foutside.txt',
      '/markets/remoteDemo/__static__/..%5C..%5Csecret.txt',
      '/markets/remoteDemo/__static__/%00index.html',
      '/markets/remoteDemo/__static__/%E0%A4%A',
    ])
      expect(resolveSubAppStatic(url, roots)).toMatchObject({ status: 400 });
    // A namespace segment that is not a plain name is never looked up.
    expect(resolveSubAppStatic('/markets/%2E%2E/__static__/outside.txt', roots)).toBeNull();
  });

  it('ignores the query string (the server passes the pathname)', () => {
    const url = new URL('http://x/markets/microfrontends/static/js/common.js?v=abc123');
    expect(resolveSubAppStatic(url.pathname, roots)).toMatchObject({ status: 200 });
  });
});

describe('the example sub-app’s build', () => {
  const OUTPUTS = SUBAPP_OUTPUTS;
  const at = (file: string, seconds: number) => utimesSync(file, seconds, seconds);

  it('is stale when an output is missing or older than a source, fresh otherwise', () => {
    const source = write(`${SUBAPP_EXAMPLE}/src/index.ts`);
    at(source, 1000);
    expect(subAppBuildIsStale(tmp)).toBe(true);
    const outputs = OUTPUTS.map((f) => write(`${SUBAPP_EXAMPLE}/dist/${f}`));
    outputs.forEach((f) => at(f, 2000));
    expect(subAppBuildIsStale(tmp)).toBe(false);
    at(source, 3000);
    expect(subAppBuildIsStale(tmp)).toBe(true);
  });

  it('does not make the portal’s build stale (the portal never reads it)', () => {
    const out = join(tmp, 'dist');
    write('dist/index.html');
    const stamp = write('dist/.build-stamp', JSON.stringify({ devTools: true }));
    at(write('core/index.ts'), 1000);
    at(stamp, 2000);
    expect(buildIsStale(tmp, out, true)).toBe(false);
    at(write(`${SUBAPP_EXAMPLE}/dist/remoteDemo/__static__/index.html`), 3000);
    at(write(`${SUBAPP_EXAMPLE}/src/app.ts`), 3000);
    expect(buildIsStale(tmp, out, true)).toBe(false);
    at(write('examples/daily-tips/plugin.ts'), 3000);
    expect(buildIsStale(tmp, out, true)).toBe(true);
  });
});
