import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import { minify, type MinifyOptions } from 'terser';
import { describe, expect, it } from 'vitest';
import { TERSER_OPTIONS } from './minify.mjs';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

// mobx-react-lite's shape (useObserver.ts): a module-level factory whose closures must not share
// the hook's scope, a registry holding the administration, and the render's result captured by
// the tracking callback.
const FIXTURE = `
const registry = new Set();
function createAdministration(name) {
  const adm = { name, subscribe: () => registry.delete(adm), getSnapshot: () => adm.name };
  return adm;
}
function useObserver(render, track) {
  const adm = createAdministration('observed');
  registry.add(adm);
  let result;
  track(() => { result = render(); });
  return result;
}
globalThis.__minifyFixture = { registry, useObserver };
`;

/** Runs the fixture minified with `options`: does the registry keep a render's result alive? */
async function keepsRenderResult(options: MinifyOptions): Promise<boolean> {
  const { code } = await minify(FIXTURE, options);
  const sandbox: { __minifyFixture?: { useObserver: (r: () => object, t: (f: () => void) => void) => object } } = {};
  runInNewContext(code!, sandbox);
  const fixture = sandbox.__minifyFixture!;
  const ref = (() => {
    const rendered = { elements: new Array(1_000).fill('fiber') };
    fixture.useObserver(
      () => rendered,
      (f) => f(),
    );
    return new WeakRef(rendered);
  })();
  // A WeakRef's target lives to the end of the task that made it.
  await new Promise((r) => setTimeout(r, 0));
  gc();
  return ref.deref() !== undefined;
}

describe('the release minifier', () => {
  it('leaves a render result collectable while the registry holds the administration', async () => {
    expect(await keepsRenderResult(TERSER_OPTIONS)).toBe(false);
  });

  it('is needed: with Terser’s default the administration holds the render result', async () => {
    const { reduce_funcs: _, ...defaults } = TERSER_OPTIONS.compress as Record<string, unknown>;
    expect(await keepsRenderResult({ ...TERSER_OPTIONS, compress: defaults })).toBe(true);
  });
});
