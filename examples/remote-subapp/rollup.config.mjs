// The example sub-app's own build, as a team outside the portal would have it: the shared common
// script (an IIFE), then the app as UMD (for qiankun, whose sandbox evaluates classic script text)
// and as an ES module (for singleSPA mode), its CSS and two entry pages. Everything lands in dist/
// laid out as the URL paths the gateway serves under /markets/.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import esbuild from 'rollup-plugin-esbuild';
import { nodeResolve } from '@rollup/plugin-node-resolve';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const NAMESPACE = 'remoteDemo';
const APP_DIR = here(`./dist/${NAMESPACE}/__static__`);
const COMMON_FILE = here('./dist/microfrontends/static/js/common.js');
// Browsers the portal supports; the sub-app needs nothing newer.
const TARGET = 'es2019';

/** The common script's content hash, for its `?v=` query (the first build below wrote it). */
function commonHash() {
  return createHash('sha256').update(readFileSync(COMMON_FILE)).digest('hex').slice(0, 10);
}

/** Emits the CSS and the entry pages once per build (with the UMD output). */
function entryPages() {
  const template = here('./src/entry.html');
  const css = here('./src/remote-demo.css');
  return {
    name: 'remote-demo-entry-pages',
    buildStart() {
      this.addWatchFile(template);
      this.addWatchFile(css);
    },
    generateBundle(options) {
      if (options.format !== 'umd') return;
      const page = (script) =>
        readFileSync(template, 'utf8').replace('%COMMON_HASH%', commonHash()).replace('%APP_SCRIPT%', script);
      this.emitFile({ type: 'asset', fileName: 'remote-demo.css', source: readFileSync(css, 'utf8') });
      this.emitFile({
        type: 'asset',
        fileName: 'index.html',
        source: page('<script src="./remote-demo.umd.js"></script>'),
      });
      this.emitFile({
        type: 'asset',
        fileName: 'esm.html',
        source: page('<script type="module" src="./remote-demo.esm.js"></script>'),
      });
    },
  };
}

const plugins = () => [nodeResolve({ browser: true }), esbuild({ target: TARGET, tsconfig: here('./tsconfig.json') })];

export default [
  {
    input: here('./src/common.ts'),
    output: { file: COMMON_FILE, format: 'iife' },
    plugins: plugins(),
  },
  {
    input: here('./src/index.ts'),
    output: [
      // `window.remoteDemo = { bootstrap, mount, unmount, update }`: the name the portal config gives.
      { dir: APP_DIR, format: 'umd', name: NAMESPACE, exports: 'named', entryFileNames: 'remote-demo.umd.js' },
      { dir: APP_DIR, format: 'es', entryFileNames: 'remote-demo.esm.js' },
    ],
    plugins: [...plugins(), entryPages()],
  },
];
