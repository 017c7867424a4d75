// Lint: layer arrows core → sdk → plugins → host (plugins import only @portico/sdk; core imports no React).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const restrict = (patterns, paths = []) => ({
  'no-restricted-imports': ['error', { patterns, paths }],
});

const REACT = [
  { group: ['react', 'react-dom', 'react-dom/*', 'react/*', 'react-router', 'react-router-dom', 'mobx-react-lite', '@fluentui/*'], message: 'core/ is the runtime without React: move UI code to sdk/ or a plugin.' },
];
const UP_FROM_CORE = [{ group: ['@portico/sdk', '@portico/sdk/*', '**/sdk/**', '**/plugins/**', '**/host/**', '**/examples/**'], message: 'core/ imports nothing above it (sdk, plugins, host).' }];
const UP_FROM_SDK = [{ group: ['**/plugins/**', '**/host/**', '**/examples/**'], message: 'sdk/ imports only core (via @portico/core).' }];
const PLUGIN = [
  { group: ['@portico/core', '@portico/core/*', '**/core/**'], message: 'Plugins import only @portico/sdk (core is internal).' },
  { regex: '^(\\.\\.?/)+(.*/)?(host|sdk|core)(/|$)', message: 'Plugins import only @portico/sdk, never host/, sdk/ or core/ by path.' },
  { group: ['../../*', '../../**'], message: "Plugins do not import another plugin's internals: use extension points or API refs from @portico/sdk." },
  { group: ['tsyringe'], message: 'Only core/di imports tsyringe.' },
];

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'dist-*/**', 'bench/.floor/**', 'test-results/**', 'playwright-report/**', '**/*.d.mts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { window: 'readonly', document: 'readonly', console: 'readonly', process: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-undef': 'off',
    },
  },
  { files: ['core/**/*.{ts,tsx}'], ignores: ['core/di/**', 'core/dev-api/**'], rules: restrict([...REACT, ...UP_FROM_CORE, { group: ['tsyringe'], message: 'Only core/di imports tsyringe.' }]) },
  { files: ['core/di/**/*.ts', 'core/dev-api/**/*.ts'], rules: restrict([...REACT, ...UP_FROM_CORE]) },
  { files: ['sdk/**/*.{ts,tsx}'], rules: restrict([...UP_FROM_SDK, { group: ['tsyringe'], message: 'Only core/di imports tsyringe.' }]) },
  { files: ['plugins/**/*.{ts,tsx}', 'examples/**/*.{ts,tsx}'], rules: restrict(PLUGIN) },
  { files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts', 'bench/**/*.ts'], rules: { '@typescript-eslint/no-non-null-assertion': 'off' } },
  // A plugin's own tests may boot it together with other plugins' manifests.
  { files: ['plugins/**/*.test.{ts,tsx}', 'examples/**/*.test.{ts,tsx}'], rules: restrict(PLUGIN.filter((p) => !p.group?.includes('../../*'))) },
  // The SDK surface has no `any`.
  { files: ['sdk/**/*.{ts,tsx}'], rules: { '@typescript-eslint/no-explicit-any': 'error' } },
);
