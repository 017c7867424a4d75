import { defineConfig } from 'vitest/config';
import { aliases } from './aliases.mjs';
import { NamedFirstSequencer } from './tests/file-order';

/**
 * Tests that need no DOM: the Node server, the build scripts, the lint tests and the plain-data
 * layers. They run in Node's own environment, without jsdom or the Testing Library setup that every
 * other file pays for (tests/README.md gives the time this saves). A file here that needs a
 * document says so itself (`// @vitest-environment jsdom`).
 */
const NODE_SIDE = [
  'host/server/**/*.test.ts',
  'host/config/**/*.test.ts',
  'scripts/**/*.test.ts',
  'tests/lint/**/*.test.ts',
  'ads/**/*.test.ts',
  'core/di/**/*.test.ts',
  'core/extensions/**/*.test.ts',
  'core/registry/**/*.test.ts',
];

/** Components, plugins and the services that run against the dev API over MSW: jsdom. */
const DOM_SIDE = [
  'core/**/*.test.{ts,tsx}',
  'dev/**/*.test.{ts,tsx}',
  'sdk/**/*.test.{ts,tsx}',
  'ui/**/*.test.{ts,tsx}',
  'shell/**/*.test.{ts,tsx}',
  'testing/**/*.test.{ts,tsx}',
  'plugins/**/*.test.{ts,tsx}',
  'host/**/*.test.{ts,tsx}',
  'examples/**/*.test.{ts,tsx}',
];

export default defineConfig({
  resolve: { alias: aliases },
  define: { __PORTICO_DEV_TOOLS__: 'true', __PORTICO_BUILD_ID__: '"test"' },
  test: {
    globals: true,
    // Generous: a loaded 2-core CI machine runs the Fluent-heavy component suites several times slower.
    testTimeout: 60000,
    pool: 'threads',
    maxWorkers: 2,
    // `PORTICO_VITEST_ORDER=a.test.ts,b.test.tsx` runs those files first, in that order (to replay a
    // leak between files); without it Vitest's own order, or a random one with `--sequence.shuffle`.
    ...(process.env.PORTICO_VITEST_ORDER ? { sequence: { sequencer: NamedFirstSequencer } } : {}),
    projects: [
      { extends: true, test: { name: 'node', environment: 'node', include: NODE_SIDE } },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          // The files of a worker share one jsdom and one module graph: the whole suite in a third
          // of the time it takes with an environment per file (tests/README.md). The setup gives
          // each file a clean page, forgets the cookies MSW kept and resets the dev API's state.
          isolate: false,
          include: DOM_SIDE,
          exclude: ['node_modules/**', ...NODE_SIDE],
          setupFiles: ['./testing/setup-vitest.ts'],
        },
      },
    ],
    // `npm run test:coverage` prints the figure (no threshold gates it); `npm test` and a plain
    // `npx vitest run` collect none.
    coverage: {
      provider: 'v8',
      include: [
        'core/**/*.{ts,tsx}',
        'sdk/**/*.{ts,tsx}',
        'ui/**/*.{ts,tsx}',
        'ads/**/*.{ts,tsx}',
        'shell/**/*.{ts,tsx}',
        'host/**/*.{ts,tsx}',
        'plugins/**/*.{ts,tsx}',
      ],
      exclude: ['**/*.test.{ts,tsx}', '**/*.d.ts', 'plugins/**/dev-*.ts'],
      reporter: ['text-summary'],
      reportsDirectory: '.reports/coverage',
    },
  },
});
