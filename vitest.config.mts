import { defineConfig } from 'vitest/config';
import { aliases } from './aliases.mjs';
import { NamedFirstSequencer } from './tests/file-order';
import { DOM_SIDE, MOCKING_DOM_FILES, NODE_SIDE } from './tests/vitest-projects';

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
          // The files of a worker share one jsdom and one module graph: the whole suite in about half
          // the time it takes with an environment per file (tests/README.md). The setup gives each
          // file a clean page, forgets the cookies MSW kept and resets the dev API's state.
          isolate: false,
          include: DOM_SIDE,
          exclude: ['node_modules/**', ...NODE_SIDE, ...MOCKING_DOM_FILES],
          setupFiles: ['./testing/setup-vitest.ts'],
        },
      },
      {
        extends: true,
        // Files that mock a module (`vi.mock`), each in an environment of its own: see MOCKING_DOM_FILES.
        test: {
          name: 'dom-isolated',
          environment: 'jsdom',
          isolate: true,
          include: MOCKING_DOM_FILES,
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
