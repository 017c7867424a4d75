// One alias table for Rollup, Vitest and the Node server (tsx reads tsconfig paths itself).
import { fileURLToPath } from 'node:url';

const root = (p) => fileURLToPath(new URL(p, import.meta.url));

/** Import specifiers of the layers, mapped to their entry files. Order matters: longest first. */
export const aliases = [
  { find: '@portico/sdk/testing', replacement: root('./testing/index.ts') },
  { find: '@portico/sdk/internal', replacement: root('./sdk/internal.ts') },
  { find: '@portico/sdk', replacement: root('./sdk/index.ts') },
  { find: '@portico/ads', replacement: root('./ads/index.ts') },
  { find: '@portico/ui', replacement: root('./ui/index.ts') },
  { find: '@portico/shell', replacement: root('./shell/index.ts') },
  // A plugin's public face: its extension points, Blueprints and refs (plugins/<id>/public.ts).
  { find: /^@portico\/plugin\/([a-z0-9-]+)$/, replacement: root('./plugins/') + '$1/public.ts' },
  { find: '@portico/dev', replacement: root('./dev/index.ts') },
  { find: '@portico/core', replacement: root('./core/index.ts') },
];
