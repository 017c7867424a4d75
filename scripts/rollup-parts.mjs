// What the release build (rollup.config.mjs) and the dev server's incremental build
// (host/server/dev-build.ts) share: the source plugins, tree-shaking, warnings, chunk names and
// index.html. The release build adds its minifier, build-time styles, vendor split and preloads.
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import resolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import esbuild from 'rollup-plugin-esbuild';
import MagicString from 'magic-string';
import { aliases } from '../aliases.mjs';
import { importMapScript } from './shared-modules.mjs';

/**
 * A build's id: when it was made and a random part (`20261128T2215-3f9a1c`). Error reports carry it
 * (`__PORTICO_BUILD_ID__`), and the release build files its hidden source maps under it.
 */
export function newBuildId(now = new Date()) {
  const time = now.toISOString().replace(/[-:]/g, '').slice(0, 13);
  return `${time}-${Math.random().toString(16).slice(2, 8)}`;
}

/** Aliases, compile-time constants, resolution, CommonJS and TypeScript: fresh instances per build. */
export function sourcePlugins({ devTools, buildId = 'dev' }) {
  return [
    alias({ entries: aliases }),
    replace({
      preventAssignment: true,
      values: {
        'process.env.NODE_ENV': JSON.stringify('production'),
        __PORTICO_DEV_TOOLS__: JSON.stringify(devTools),
        __PORTICO_BUILD_ID__: JSON.stringify(buildId),
      },
    }),
    resolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
    commonjs(),
    esbuild({ target: 'es2022', jsx: 'automatic', minify: false, tsconfig: 'tsconfig.json' }),
    pureWrappers(),
  ];
}

/**
 * The component wrappers whose calls only make a component, by the module that exports them. A
 * module-level `observer(…)` or `lazy(…)` whose result no code uses is dropped with its imports.
 */
const PURE_WRAPPERS = { 'mobx-react-lite': ['observer'], react: ['lazy', 'memo', 'forwardRef'] };

/**
 * Marks each call of an imported component wrapper ({@link PURE_WRAPPERS}) in the portal's own
 * modules `/*#__PURE__*\/`. Not by name in `manualPureFunctions`: Rollup takes a name there for
 * any binding of it, and any call on it as pure too, and dropped `observer.observe(…)` and
 * `observer.disconnect()` on MutationObservers and ResizeObservers — Tabster's among them, which
 * then never saw a `data-tabster` attribute rendered after start: no Fluent focus trap, mover or
 * restorer, and the shell's own observers idle.
 */
function pureWrappers() {
  return {
    name: 'pure-wrappers',
    transform(code, id) {
      if (id.startsWith('\0') || /[\\/]node_modules[\\/]/.test(id)) return null;
      if (!/\b(?:observer|lazy|memo|forwardRef)\b/.test(code)) return null;
      const program = this.parse(code);
      const wrappers = new Set();
      for (const node of program.body) {
        const names = node.type === 'ImportDeclaration' && PURE_WRAPPERS[node.source.value];
        if (!names) continue;
        for (const spec of node.specifiers)
          if (spec.type === 'ImportSpecifier' && names.includes(spec.imported.name)) wrappers.add(spec.local.name);
      }
      if (wrappers.size === 0) return null;
      const out = new MagicString(code);
      const visit = (node) => {
        if (!node || typeof node.type !== 'string') return;
        if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && wrappers.has(node.callee.name))
          out.appendLeft(node.start, '/*#__PURE__*/ ');
        for (const value of Object.values(node)) {
          if (Array.isArray(value)) value.forEach(visit);
          else if (value && typeof value === 'object') visit(value);
        }
      };
      visit(program);
      if (!out.hasChanged()) return null;
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}

export const TREESHAKE = {
  // DOMPurify's module builds its default instance when imported, which Rollup must take for a
  // side effect; it has no other. Without this, the UI kit's SafeHtml would pull DOMPurify (~9 KB
  // gzip) into the initial JS although only lazy chunks (banner, popup, help) sanitise HTML.
  moduleSideEffects: (id) => !/[\\/]node_modules[\\/]dompurify[\\/]/.test(id),
  // Griffel's style factories only build a hook; calling one at module level has no effect until
  // the hook runs. Pure, so a module whose only top-level call is one of them (a UI kit component
  // no first-screen code renders) is not pinned into the initial chunk with its Fluent imports.
  // Fluent's theme factories only compute a token object: its themes module built the Teams light
  // and dark themes (three calls, their results unused) at every start, before the first render.
  // Rollup matches these by name, whatever the binding, and a call on the name too (`x.y()`): only
  // names no library gives a variable. The component wrappers (MobX's `observer`, React's `lazy`,
  // `memo`, `forwardRef`) are pure too, but by their import (`pureWrappers` in the source plugins):
  // `observer` is also every other MutationObserver's name.
  manualPureFunctions: [
    'createLightTheme',
    'createDarkTheme',
    'createTeamsDarkTheme',
    'createHighContrastTheme',
    'makeStyles',
    'makeResetStyles',
    'makeStaticStyles',
    '__styles',
    '__resetStyles',
  ],
};

/** Rollup warnings that the libraries we use raise by design. */
export function onwarn(warning, warn) {
  if (
    warning.code === 'INVALID_ANNOTATION' ||
    warning.code === 'MODULE_LEVEL_DIRECTIVE' ||
    warning.code === 'CIRCULAR_DEPENDENCY' ||
    warning.code === 'THIS_IS_UNDEFINED'
  )
    return;
  warn(warning);
}

/** Names a lazy chunk after the plugin whose module starts it (`plugin-manage-….js`). */
export function chunkName(chunk) {
  // The remote plugin loader, named so a page with no remote plugin can be seen not to load it.
  if (/\/host\/remote-plugins\/start\.ts$/.test(chunk.facadeModuleId ?? '')) return 'assets/remote-plugins-[hash].js';
  const m = /\/(?:plugins|examples)\/([a-z0-9-]+)\/(.+)\.tsx?$/.exec(chunk.facadeModuleId ?? '');
  if (!m) return 'assets/[name]-[hash].js';
  const rest = m[2].replace(/\/index$/, '').replace(/[^A-Za-z0-9]+/g, '-');
  return `assets/plugin-${m[1]}${rest && rest !== 'index' && rest !== 'pages' ? `-${rest}` : ''}-[hash].js`;
}

/**
 * The page: the template with the entry script, a `modulepreload` per address in `preload`, and the
 * inline import map of the shared modules (`importMap`: specifier → address; scripts/shared-modules.mjs)
 * before any module is loaded.
 */
export function indexHtml(template, entrySrc, preload, importMap = null) {
  const links = preload.map((href) => `<link rel="modulepreload" href="${href}">`).join('\n    ');
  const map = importMap && Object.keys(importMap).length ? importMapScript(importMap) : '';
  return template
    .replace('<!-- IMPORTMAP -->', map)
    .replace('<!-- PRELOAD -->', links)
    .replace('<!-- ENTRY -->', `<script type="module" src="${entrySrc}"></script>`);
}
