import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildGraph, findCycles, layerGraph } from './import-graph';

// No module of core, sdk, shell, host or plugins reaches itself through its imports: a plugin
// that imports another's public face (`@portico/plugin/<id>`) must not close a loop, nor may the
// host's initial chunk and a lazy chunk import each other.
const ROOT = process.cwd();

/** The graph of made-up module texts, by path; specifiers resolve against the real tree. */
const graphOf = (files: Readonly<Record<string, string>>) =>
  buildGraph(
    ROOT,
    Object.keys(files).map((f) => resolve(ROOT, f)),
    (f) => files[f.slice(ROOT.length + 1)] ?? '',
  );

describe('import circles', () => {
  it('finds none in core, sdk, shell, host and plugins', () => {
    const graph = layerGraph(ROOT);
    expect(graph.size).toBeGreaterThan(300);
    expect(findCycles(graph)).toEqual([]);
  });

  it('fires on a loop through two public faces, aliases and relative paths alike', () => {
    const graph = graphOf({
      'plugins/header/public.ts': "import { toolboxRoutes } from '@portico/plugin/toolbox';\n",
      'plugins/toolbox/public.ts': "import { BASE } from './routes';\n",
      'plugins/toolbox/routes.ts': "import type { TabFlyoutProps } from '@portico/plugin/header';\n",
      'plugins/toolbox/plugin.ts': "import { toolboxRoutes } from './public';\n",
    });
    expect(findCycles(graph)).toEqual([
      ['plugins/header/public.ts', 'plugins/toolbox/public.ts', 'plugins/toolbox/routes.ts'],
    ]);
  });

  it('fires on a type-only import and on a lazy import() closing a loop', () => {
    const graph = graphOf({
      'host/subapps.ts': "export const page = () => import('./remote/mount');\n",
      'host/remote/mount.ts': "import type { RemoteSubApp } from '../subapps';\n",
    });
    expect(findCycles(graph)).toEqual([['host/remote/mount.ts', 'host/subapps.ts']]);
  });
});
