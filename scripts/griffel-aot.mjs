// Build-time Griffel for Rollup: each `makeStyles` of our sources becomes `__styles` with its
// class names and CSS rules computed here, as Fluent UI's own packages ship theirs. Without it
// the browser compiles every style object at first use (stylis, hashing): ~20 ms of the first
// render under the profiler, on every cold start.
import { createRequire } from 'node:module';
import { transformAsync } from '@babel/core';
import { aliases } from '../aliases.mjs';

const require = createRequire(import.meta.url);

/**
 * The preset evaluates the style objects in Node, through its own module loader. That loader
 * resolves with Node's algorithm, which knows neither the layers' aliases (`@portico/sdk` …) nor,
 * since Node 20.19 prefers the `module-sync` condition, the CommonJS files of `@swc/helpers`
 * that Fluent's CommonJS builds require. The loader's resolver is meant to be replaced (bundler
 * loaders do the same).
 */
function teachResolver() {
  const Module = require('@linaria/babel-preset/lib/module.js').default;
  if (Module.__porticoAliases) return;
  const node = Module._resolveFilename;
  Module._resolveFilename = (id, options) => {
    for (const { find, replacement } of aliases) {
      if (typeof find === 'string' ? id === find : find.test(id))
        return typeof find === 'string' ? replacement : id.replace(find, replacement);
    }
    const helper = /^@swc\/helpers\/_\/(\w+)$/.exec(id);
    if (helper) return require.resolve(`@swc/helpers/cjs/${helper[1]}.cjs`);
    return node(id, options);
  };
  Module.__porticoAliases = true;
}

const STYLES = /\bmake(?:Styles|ResetStyles|StaticStyles)\b/;

/**
 * Rollup plugin, after the TypeScript transform: our modules that call Griffel's factories go
 * through `@griffel/babel-preset`. A style object the preset cannot evaluate fails the build with
 * the file named (a silent fallback would hide a slower page).
 */
export function griffelAot() {
  return {
    name: 'portico-griffel-aot',
    buildStart: teachResolver,
    async transform(code, id) {
      if (id.includes('/node_modules/') || id.startsWith('\0') || !/\.[cm]?[jt]sx?$/.test(id) || !STYLES.test(code))
        return null;
      const out = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        // Its map joins the chain, so a release build's hidden maps point at the written lines.
        sourceMaps: true,
        presets: [
          [
            '@griffel/babel-preset',
            {
              // Modules the style objects import (tokens, constants) are evaluated from source.
              babelOptions: {
                presets: ['@babel/preset-typescript', ['@babel/preset-react', { runtime: 'automatic' }]],
              },
            },
          ],
        ],
      });
      return out ? { code: out.code, map: out.map } : null;
    },
  };
}
