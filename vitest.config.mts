import { defineConfig } from 'vitest/config';
import { aliases } from './aliases.mjs';

export default defineConfig({
  resolve: { alias: aliases },
  define: { __PORTICO_DEV_TOOLS__: 'true' },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./testing/setup-vitest.ts'],
    include: [
      'core/**/*.test.{ts,tsx}',
      'dev/**/*.test.{ts,tsx}',
      'sdk/**/*.test.{ts,tsx}',
      'ui/**/*.test.{ts,tsx}',
      'ads/**/*.test.{ts,tsx}',
      'shell/**/*.test.{ts,tsx}',
      'testing/**/*.test.{ts,tsx}',
      'plugins/**/*.test.{ts,tsx}',
      'host/**/*.test.{ts,tsx}',
      'examples/**/*.test.{ts,tsx}',
      'tests/lint/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    exclude: ['node_modules/**'],
    // Generous: a loaded 2-core CI machine runs the Fluent-heavy component suites several times slower.
    testTimeout: 60000,
    pool: 'threads',
    maxWorkers: 2,
    // `npm test` and `npx vitest run --coverage` print the figure; no threshold gates it. A plain
    // `npx vitest run` collects none.
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
