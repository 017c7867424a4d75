// The module list of each chunk, grouped by package (or by layer and plugin for our own code),
// written to a JSON file when PORTICO_BUNDLE_STATS names one: `npm run bench` prints what `main`
// and `vendor` hold from it. Not part of dist/ (a deploy serves that folder).
import { writeFileSync } from 'node:fs';

/** `react-dom`, `@fluentui/react-menu`, `core`, `plugins/header` … for a module id. */
export function moduleGroup(id) {
  const path = id.replace(/^\0/, '').replace(/\\/g, '/');
  const pkg = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path);
  if (pkg) return pkg[1];
  const own = /\/(core|sdk|ui|shell|host|plugins\/[^/]+|examples\/[^/]+|bench\/[^/]+)\//.exec(path);
  return own ? own[1] : 'other';
}

/** Rollup output plugin: per chunk, its rendered bytes (before minifying) by group. */
export function bundleStats(file) {
  return {
    name: 'portico-bundle-stats',
    generateBundle(_, bundle) {
      const chunks = {};
      for (const c of Object.values(bundle)) {
        if (c.type !== 'chunk') continue;
        const groups = {};
        for (const [id, m] of Object.entries(c.modules)) {
          if (!m.renderedLength) continue;
          const g = (groups[moduleGroup(id)] ??= { bytes: 0, modules: 0 });
          g.bytes += m.renderedLength;
          g.modules += 1;
        }
        chunks[c.fileName] = { isEntry: c.isEntry, groups };
      }
      writeFileSync(file, JSON.stringify(chunks, null, 1) + '\n');
    },
  };
}
