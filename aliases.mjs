// One alias table for Rollup, Vitest and the Node server (tsx reads tsconfig paths itself).
import { fileURLToPath } from 'node:url';

const root = (p) => fileURLToPath(new URL(p, import.meta.url));

/** Import specifiers of the layers, mapped to their entry files. Order matters: longest first. */
export const aliases = [
  { find: '@portico/sdk/testing', replacement: root('./sdk/testing/index.ts') },
  { find: '@portico/sdk/dev-api', replacement: root('./sdk/dev-api/index.ts') },
  { find: '@portico/sdk', replacement: root('./sdk/index.ts') },
  { find: '@portico/core/dev-api', replacement: root('./core/dev-api/index.ts') },
  { find: '@portico/core', replacement: root('./core/index.ts') },
];
