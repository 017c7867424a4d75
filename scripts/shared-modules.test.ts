import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ModuleInfo } from 'rollup';
import { parseAst } from 'rollup/parseAst';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARED_MODULES } from '../host/shared-modules/specifiers';
import { inlineScriptHashes } from './csp-hashes.mjs';
import { indexHtml, sourcePlugins } from './rollup-parts.mjs';
import {
  importMapScript,
  readSpecifiers,
  reexportSource,
  copiedFile,
  copyId,
  isDataExport,
  sharedPackageNames,
  shimFileName,
  shimSource,
  SHARED_PREFIX,
  sharedModules,
  SPECIFIERS_FILE,
} from './shared-modules.mjs';

const KEY = Symbol.for('portico.shared');
const dir = mkdtempSync(join(tmpdir(), 'portico-shims-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let n = 0;
/** Evaluates the shim of `specifier` as the page does, with a registry that answers `namespace`. */
async function runShim(specifier: string, names: readonly string[], namespace: object) {
  const file = join(dir, `shim-${n++}.mjs`);
  writeFileSync(file, shimSource(specifier, names));
  const asked: string[] = [];
  (globalThis as Record<symbol, unknown>)[KEY] = {
    load: (s: string) => (asked.push(s), Promise.resolve(namespace)),
  };
  try {
    const shim = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Record<string, unknown>;
    return { shim, asked };
  } finally {
    delete (globalThis as Record<symbol, unknown>)[KEY];
  }
}

describe('the list of shared specifiers', () => {
  it('is what the build reads from specifiers.ts, in its order', () => {
    expect(readSpecifiers(readFileSync(SPECIFIERS_FILE, 'utf8'))).toEqual(Object.keys(SHARED_MODULES));
  });

  it("holds the contract's libraries and every built-in plugin's public face", () => {
    const faces = readdirSync('plugins', { withFileTypes: true })
      .filter((d) => d.isDirectory() && readdirSync(join('plugins', d.name)).includes('public.ts'))
      .map((d) => `@portico/plugin/${d.name}`);
    expect(faces.length).toBeGreaterThan(5);
    expect(Object.keys(SHARED_MODULES)).toEqual(
      expect.arrayContaining([
        'react',
        'react/jsx-runtime',
        'react-dom',
        'react-router-dom',
        'mobx',
        'mobx-react-lite',
        'zod/mini',
        '@portico/sdk',
        '@portico/ui',
        '@portico/ads',
        '@fluentui/react-components',
        ...faces,
      ]),
    );
  });
});

describe('a shim', () => {
  it('re-exports each name, default and names a declaration cannot bind, with the very same values', async () => {
    const ns = { useState: () => 1, enum: { a: 1 }, function: 'f', 'not-an-identifier': 2, default: { d: 1 } };
    const names = Object.keys(ns);
    const { shim, asked } = await runShim('lib', names, ns);
    expect(asked).toEqual(['lib']);
    expect(Object.keys(shim).sort()).toEqual([...names].sort());
    for (const name of names) expect(shim[name]).toBe(ns[name as keyof typeof ns]);
  });

  it('fails with a code when the page has no registry (not the portal)', async () => {
    const file = join(dir, 'alone.mjs');
    writeFileSync(file, shimSource('react', ['useState']));
    await expect(import(/* @vite-ignore */ pathToFileURL(file).href)).rejects.toThrow(/PORTICO_E_SHARED_NO_PORTAL/);
  });

  it('is named after its specifier and its content', () => {
    expect(shimFileName('@portico/plugin/header', 'a')).toMatch(/^assets\/shared\/portico-plugin-header-[\w-]{8}\.js$/);
    expect(shimFileName('react', 'a')).not.toBe(shimFileName('react', 'b'));
  });

  it('the virtual module re-exports each name from the specifier', () => {
    expect(reexportSource('zod/mini', ['enum', 'object'])).toBe(`export { enum, object } from "zod/mini";`);
    expect(reexportSource('x', [])).toBe('export {};');
  });

  it('re-exports a name from the module defining it, data from a copy, a CommonJS name from the specifier', () => {
    const defined = new Map([
      ['Button', { id: '/m/button.js', name: 'Button' }],
      ['tokens', { id: '/m/tokens.js', name: 'tokens', copy: true }],
      ['Alias', { id: '/m/button.js', name: 'Original' }],
      ['useState', { id: '\0/m/react.js?commonjs-es-import', name: 'useState' }],
    ]);
    expect(reexportSource('pkg', ['Alias', 'Button', 'tokens', 'useState', 'other'], defined).split('\n')).toEqual([
      'export { Original as Alias, Button } from "/m/button.js";',
      'export { tokens } from "/m/tokens.portico-copy.js";',
      'export { useState, other } from "pkg";',
    ]);
  });
});

describe('a copy of a module', () => {
  it('is named beside the file, whose text it reads', () => {
    expect(copyId('/m/ads/ad-enums.ts')).toBe('/m/ads/ad-enums.portico-copy.ts');
    expect(copiedFile(copyId('/m/tokens.js'))).toBe('/m/tokens.js');
  });
});

describe('data a copy may stand for', () => {
  const info = (code: string, importedIds: string[] = []) =>
    ({ ast: parseAst(code), importedIds, dynamicallyImportedIds: [] }) as unknown as ModuleInfo;
  it('is a const of literals, arrays and objects of them, in a module that imports nothing', () => {
    expect(isDataExport(info("export const tokens = { a: 'var(--a)', b: [1, `x`], c: { d: null } };"), 'tokens')).toBe(
      true,
    );
    expect(isDataExport(info("export const tokens = { a: 'x' };", ['/other.js']), 'tokens')).toBe(false);
    expect(isDataExport(info('export const f = { a: g() };'), 'f')).toBe(false);
    expect(isDataExport(info('export let t = { a: 1 };'), 't')).toBe(false);
    expect(isDataExport(info('export const t = { [k]: 1 };'), 't')).toBe(false);
    expect(isDataExport(info('export const t = { a: `${x}` };'), 't')).toBe(false);
    expect(isDataExport(info('export function t() {}'), 't')).toBe(false);
  });
});

describe('the names the build finds for the shared packages', () => {
  const packages = [
    'react',
    'react/jsx-runtime',
    'react-dom',
    'react-router-dom',
    'mobx',
    'mobx-react-lite',
    'zod/mini',
  ];
  let names: Map<string, string[]>;
  beforeAll(async () => {
    names = await sharedPackageNames(process.cwd(), packages, sourcePlugins({ devTools: false }));
  }, 120_000);

  it('cover every export of React, React DOM and the JSX runtime as the page runs them (production)', async () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    const require = createRequire(import.meta.url);
    try {
      for (const spec of ['react', 'react/jsx-runtime', 'react-dom']) {
        const lib = require(spec) as Record<string, unknown>;
        expect(Object.keys(lib).length).toBeGreaterThan(2);
        const { shim } = await runShim(spec, names.get(spec)!, { ...lib, default: lib });
        for (const key of Object.keys(lib)) expect([spec, key, shim[key]]).toEqual([spec, key, lib[key]]);
        expect(shim.default).toBe(lib);
      }
      expect(names.get('react')).toEqual(expect.arrayContaining(['useState', 'createElement', 'use', 'default']));
    } finally {
      process.env.NODE_ENV = before;
    }
  });

  it('cover every export of the ES-module packages', async () => {
    for (const spec of ['react-router-dom', 'mobx', 'mobx-react-lite', 'zod/mini']) {
      const lib = (await import(/* @vite-ignore */ spec)) as Record<string, unknown>;
      const keys = Object.keys(lib).filter((k) => k !== 'default' && k !== 'module.exports');
      expect(keys.length).toBeGreaterThan(5);
      expect([spec, names.get(spec)]).toEqual([spec, expect.arrayContaining(keys)]);
      const { shim } = await runShim(spec, names.get(spec)!, lib);
      for (const key of keys) expect([spec, key, shim[key]]).toEqual([spec, key, lib[key]]);
    }
  });
});

describe('the page', () => {
  const map = { react: '/assets/shared/react-abc.js' };
  const page = indexHtml(readFileSync('host/index.html', 'utf8'), '/assets/main.js', ['/assets/vendor.js'], map);

  it('has the import map before any module script or preload', () => {
    const at = page.indexOf(importMapScript(map));
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThan(page.indexOf('<link rel="modulepreload"'));
    expect(at).toBeLessThan(page.indexOf('<script type="module"'));
  });

  it("gives the import map a CSP hash beside the early script's (the release build's script-src)", () => {
    expect(inlineScriptHashes(page)).toHaveLength(2);
    const plain = indexHtml(readFileSync('host/index.html', 'utf8'), '/assets/main.js', []);
    expect(plain).not.toContain('importmap');
    expect(inlineScriptHashes(plain)).toHaveLength(1);
  });
});

describe('the names a build leaves out of a package', () => {
  // A build that leaves these names out of the portal's module, as the release build leaves out what
  // the first screen does not use, and builds them apart into the packages' complements.
  const LEFT_OUT: Record<string, readonly string[]> = {
    'zod/mini': ['maxLength', 'minLength'],
    mobx: ['isObservableProp', 'toJS', 'observe'],
  };
  const out = mkdtempSync(join(tmpdir(), 'portico-complements-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));
  let map: Record<string, string>;
  beforeAll(async () => {
    const { rollup } = await import('rollup');
    const probe = '\0portico-shared-probe';
    const shared = sharedModules({
      root: process.cwd(),
      leaveOut: (specifier, _where, name) => LEFT_OUT[specifier]?.includes(name) ?? false,
      complementPlugins: () => sourcePlugins({ devTools: false }),
    });
    const bundle = await rollup({
      input: probe,
      plugins: [
        {
          name: 'portico-shared-probe',
          resolveId: (id) => (id === probe ? id : null),
          load: (id) =>
            id === probe
              ? Object.keys(LEFT_OUT)
                  .map((s) => `import(${JSON.stringify(SHARED_PREFIX + s)});`)
                  .join('\n')
              : null,
        },
        shared,
        ...sourcePlugins({ devTools: false }),
      ],
      onwarn: () => {},
    });
    const { output } = await bundle.generate({ format: 'es' });
    await bundle.close();
    // The files as the page gets them (ES modules, as a `.js` file in a `type: module` folder).
    writeFileSync(join(out, 'package.json'), '{"type":"module"}');
    for (const file of output)
      if (file.type === 'asset') {
        mkdirSync(dirname(join(out, file.fileName)), { recursive: true });
        writeFileSync(join(out, file.fileName), file.source);
      }
    map = shared.importMap()!;
  }, 240_000);

  /** The shim of `specifier` as the page imports it, with a registry answering the portal's module. */
  async function pageImport(specifier: string, portal: object) {
    (globalThis as Record<symbol, unknown>)[KEY] = { load: () => Promise.resolve(portal) };
    try {
      const file = join(out, map[specifier].replace(/^\//, ''));
      return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Record<string, unknown>;
    } finally {
      delete (globalThis as Record<symbol, unknown>)[KEY];
    }
  }

  it("are exported by the package's shim from its complement, and work with the portal's schemas", async () => {
    const portal = await import('zod/mini');
    const shim = await pageImport('zod/mini', portal);
    expect(shim.string).toBe(portal.string);
    expect(shim.maxLength).not.toBe(portal.maxLength);
    const maxLength = shim.maxLength as typeof portal.maxLength;
    const minLength = shim.minLength as typeof portal.minLength;
    const city = portal.string().check(minLength(1), maxLength(3));
    expect(city.safeParse('杭州').success).toBe(true);
    expect(city.safeParse('').success).toBe(false);
    expect(city.safeParse('乌鲁木齐').success).toBe(false);
  });

  it("work on the portal's MobX objects: the complement's copy takes the portal's own `$mobx` and classes", async () => {
    const portal = await import('mobx');
    const shim = await pageImport('mobx', portal);
    expect(shim.observable).toBe(portal.observable);
    const state = portal.observable({ city: '杭州', days: [1, 2] });
    expect((shim.isObservableProp as typeof portal.isObservableProp)(state, 'city')).toBe(true);
    const plain = (shim.toJS as typeof portal.toJS)(state);
    expect(plain).toEqual({ city: '杭州', days: [1, 2] });
    expect(portal.isObservable(plain)).toBe(false);
    const seen: unknown[] = [];
    const stop = (shim.observe as typeof portal.observe)(state, 'city', (change) => seen.push(change.newValue));
    portal.runInAction(() => (state.city = '上海'));
    stop();
    expect(seen).toEqual(['上海']);
  });
});
