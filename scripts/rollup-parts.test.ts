import { describe, expect, it } from 'vitest';
import { rollup, type Plugin } from 'rollup';
import { TREESHAKE, sourcePlugins } from './rollup-parts.mjs';

/** Modules of a fixture bundle, by path (the entry is `/fixture/entry.js`). */
type Modules = Record<string, string>;

const fixture = (modules: Modules): Plugin => ({
  name: 'fixture',
  resolveId: (id, importer) => {
    if (id in modules) return id;
    if (importer && id.startsWith('./')) return `/fixture/${id.slice(2)}`;
    return null;
  },
  load: (id) => modules[id] ?? null,
});

/** The pure-call annotations of the source plugins (the others need real files). */
const annotations = (): Plugin[] => sourcePlugins({ devTools: false }).filter((p) => p.name === 'pure-wrappers');

/** Bundles the fixture with the portal's tree-shaking and its pure-call annotations; returns the code. */
async function bundle(modules: Modules): Promise<string> {
  const build = await rollup({
    input: '/fixture/entry.js',
    treeshake: TREESHAKE,
    external: ['react', 'mobx-react-lite'],
    plugins: [fixture(modules), ...annotations()],
    onwarn: () => {},
  });
  const { output } = await build.generate({ format: 'es' });
  await build.close();
  return output[0].code;
}

describe('tree-shaking of the portal build', () => {
  // Tabster's MutationEvent.js, in short: a variable named like a component wrapper. Dropping its
  // calls left Tabster blind to every data-tabster attribute rendered after start (no focus trap in
  // a dialog or popover, no arrow keys in a mover), and the shell's own observers idle.
  it('keeps the calls on a local variable that shares a wrapper’s name (observer.observe)', async () => {
    const code = await bundle({
      '/fixture/entry.js': [
        'export function watch(doc, onChange) {',
        '  const observer = new MutationObserver(onChange);',
        "  observer.observe(doc, { childList: true, subtree: true, attributeFilter: ['data-tabster'] });",
        '  return () => observer.disconnect();',
        '}',
        'export function remember(key, value) {',
        '  const memo = new Map();',
        '  memo.set(key, value);',
        '  return memo;',
        '}',
      ].join('\n'),
    });
    expect(code).toContain('observer.observe(doc');
    expect(code).toContain('observer.disconnect()');
    expect(code).toContain('memo.set(key, value)');
  });

  it('still drops an unused component made by observer, lazy, memo or forwardRef', async () => {
    const code = await bundle({
      '/fixture/entry.js': "import { used } from './kit.js';\nexport { used };",
      '/fixture/kit.js': [
        "import { observer } from 'mobx-react-lite';",
        "import { forwardRef, lazy, memo as remember } from 'react';",
        'export const used = 1;',
        'export const Notice = observer(function Notice() { return null; });',
        "export const QrCode = lazy(() => import('./qr.js'));",
        'export const Row = remember(function Row() { return null; });',
        'export const Field = forwardRef(function Field() { return null; });',
      ].join('\n'),
      '/fixture/qr.js': 'export default function Qr() { return null; }',
    });
    expect(code).not.toMatch(/Notice|qr\.js|Row|Field/);
    expect(code).toContain('const used = 1');
  });

  it('leaves calls of another function of the same name alone', async () => {
    const code = await bundle({
      '/fixture/entry.js': [
        "import { register } from './registry.js';",
        'const observer = (component) => register(component);',
        "observer('banner');",
      ].join('\n'),
      '/fixture/registry.js': 'export function register(c) { globalThis.registered = c; }',
    });
    expect(code).toContain("observer('banner')");
  });
});
