// Lint: layer arrows core → sdk → ui → plugins → host, ads beside (plugins import only the public entries
// @portico/sdk, @portico/ui, @portico/ads and @portico/plugin/<id>; core and ads import no React).
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { dirname, relative, resolve, sep } from 'node:path';
import { forbiddenFor } from './layers.mjs';

/**
 * A plugin's files import only inside their own folder; another plugin is reached through its
 * public face (`@portico/plugin/<id>`: plugins/<id>/public.ts), never by a relative path.
 */
const pluginBoundary = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      outside:
        "Plugins do not import another plugin's files ({{path}}): use its public face (@portico/plugin/<id>) or a service ref.",
    },
  },
  create(context) {
    const file = context.filename;
    const rel = relative(process.cwd(), file).split(sep);
    if ((rel[0] !== 'plugins' && rel[0] !== 'examples') || rel.length < 3) return {};
    const home = resolve(process.cwd(), rel[0], rel[1]);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolve(dirname(file), source);
      if (target !== home && !target.startsWith(home + sep))
        context.report({ node: node.source, messageId: 'outside', data: { path: source } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

const restrict = (patterns, paths = []) => ({
  'no-restricted-imports': ['error', { patterns, paths }],
});

const REACT = [
  {
    group: [
      'react',
      'react-dom',
      'react-dom/*',
      'react/*',
      'react-router',
      'react-router-dom',
      'mobx-react-lite',
      '@fluentui/*',
    ],
    message: 'core/, ads/ and dev/ hold no UI: move UI code to sdk/, ui/, shell/ or a plugin.',
  },
];
const TSYRINGE = { group: ['tsyringe'], message: 'Only core/di imports tsyringe.' };
const MSW = {
  group: ['msw', 'msw/*'],
  message: 'Only dev/ (the dev API) imports msw; tests and dev-api.ts files take it from @portico/dev.',
};
const ABOVE = (layer, names) => ({
  group: names.flatMap((n) => [`@portico/${n}`, `@portico/${n}/*`, `**/${n}/**`]),
  message: `${layer} imports nothing above it (${names.join(', ')}).`,
});
// The lists of what each layer must not import come from the one layer table (layers.mjs).
const UP_FROM_CORE = ABOVE('core/', forbiddenFor('core'));
const UP_FROM_DEV = ABOVE('dev/', forbiddenFor('dev'));
const UP_FROM_SDK = [
  ABOVE('sdk/', forbiddenFor('sdk')),
  { group: ['@portico/sdk/testing'], message: 'sdk/ imports nothing above it (testing).' },
];
/**
 * The UI kit and the domain library are built as a plugin author could build them: on the contract
 * (@portico/sdk), Fluent and well-kept libraries, never on core, whose names reach them through the SDK.
 */
const CORE_BELOW_CONTRACT = (layer) => ({
  group: ['@portico/core', '@portico/core/*', '**/core/**'],
  message: `${layer} imports only the contract (@portico/sdk), not core.`,
});
/** The advertising domain sits beside the contract: data and formatting, no UI, no core. */
const UP_FROM_ADS = [
  ABOVE('ads/', forbiddenFor('ads')),
  CORE_BELOW_CONTRACT('ads/'),
  { group: ['@portico/plugin/*'], message: 'ads/ imports no plugin: plugins build on the domain library.' },
];
/** The UI kit builds on the contract (@portico/sdk) and sits below the shell and the plugins. */
const UP_FROM_UI = [
  ABOVE('ui/', forbiddenFor('ui')),
  CORE_BELOW_CONTRACT('ui/'),
  { group: ['@portico/plugin/*'], message: 'ui/ imports no plugin: plugins build on the UI kit.' },
  {
    group: ['@portico/sdk/testing', '@portico/sdk/internal'],
    message: 'ui/ imports the SDK only through its public contract (@portico/sdk).',
  },
];
const UP_FROM_SHELL = ABOVE('shell/', forbiddenFor('shell'));
const UP_FROM_TESTING = ABOVE('testing/', forbiddenFor('testing'));
const PLUGIN = [
  {
    group: ['@portico/core', '@portico/core/*', '**/core/**'],
    message: 'Plugins import only @portico/sdk (core is internal).',
  },
  {
    group: ['@portico/shell', '@portico/shell/*', '@portico/sdk/internal'],
    message: "Plugins import only @portico/sdk: the shell and the SDK internals are the host's.",
  },
  {
    regex: '^(\\.\\.?/)+(.*/)?(host|sdk|ui|ads|core|shell|dev|testing)(/|$)',
    message:
      'Plugins import only public entries (@portico/sdk, @portico/ui, @portico/ads), never host/, sdk/, ui/, ads/, core/, shell/, dev/ or testing/ by path.',
  },
  TSYRINGE,
];
/** A plugin's runtime code: no dev API, no test harness (they never reach a release build). */
const PLUGIN_RUNTIME = [
  ...PLUGIN,
  MSW,
  {
    group: ['@portico/dev', '@portico/sdk/testing'],
    message:
      "A plugin's runtime code imports neither the dev API nor the test harness: keep them in dev-api.ts and *.test.ts(x).",
  },
];
const PLUGIN_DEV_FILES = [
  'plugins/**/dev-*.ts',
  'examples/**/dev-*.ts',
  'plugins/**/*.test.{ts,tsx}',
  'examples/**/*.test.{ts,tsx}',
];

/** Code that ships or runs the portal: its promises are checked with type information. */
const TYPED = [
  'core/**/*.{ts,tsx}',
  'sdk/**/*.{ts,tsx}',
  'ui/**/*.{ts,tsx}',
  'ads/**/*.ts',
  'shell/**/*.{ts,tsx}',
  'host/**/*.{ts,tsx}',
  'plugins/**/*.{ts,tsx}',
  'testing/**/*.{ts,tsx}',
  'dev/**/*.{ts,tsx}',
  'examples/**/*.{ts,tsx}',
];

export default defineConfig(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'dist-*/**',
      // The example sub-app's own build output (`npm run build:subapp`).
      'examples/remote-subapp/dist/**',
      // The packed SDK's staging folder and tarball (`npm run pack:sdk`), and the example remote plugin's build.
      '.packs/**',
      'examples/remote-weather/dist/**',
      'bench/.floor/**',
      'bench/.portal-late/**',
      'bench/.many/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.d.mts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { window: 'readonly', document: 'readonly', console: 'readonly', process: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-undef': 'off',
    },
  },
  {
    files: ['core/**/*.{ts,tsx}'],
    ignores: ['core/di/**', 'core/**/*.test.{ts,tsx}'],
    rules: restrict([...REACT, UP_FROM_CORE, TSYRINGE, MSW]),
  },
  { files: ['core/di/**/*.ts'], ignores: ['core/**/*.test.ts'], rules: restrict([...REACT, UP_FROM_CORE, MSW]) },
  // Core's tests answer calls with the dev API, as every other layer's tests do.
  {
    files: ['core/**/*.test.{ts,tsx}'],
    rules: restrict([
      ...REACT,
      ABOVE('core/ tests', ['sdk', 'shell', 'testing', 'plugins', 'host', 'examples']),
      TSYRINGE,
      MSW,
    ]),
  },
  { files: ['dev/**/*.ts'], rules: restrict([...REACT, UP_FROM_DEV, TSYRINGE]) },
  {
    files: ['sdk/**/*.{ts,tsx}'],
    ignores: ['sdk/**/*.test.{ts,tsx}'],
    rules: restrict([...UP_FROM_SDK, TSYRINGE, MSW]),
  },
  // Tests sit at the top of the stack: they may boot the portal with the harness.
  { files: ['sdk/**/*.test.{ts,tsx}'], rules: restrict([UP_FROM_TESTING, TSYRINGE, MSW]) },
  { files: ['ads/**/*.ts'], ignores: ['ads/**/*.test.ts'], rules: restrict([...REACT, ...UP_FROM_ADS, TSYRINGE, MSW]) },
  {
    files: ['ads/**/*.test.ts'],
    rules: restrict([
      ...REACT,
      ABOVE('ads/ tests', ['sdk', 'ui', 'shell', 'plugins', 'host', 'examples']),
      TSYRINGE,
      MSW,
    ]),
  },
  {
    files: ['ui/**/*.{ts,tsx}'],
    ignores: ['ui/**/*.test.{ts,tsx}'],
    rules: restrict([...UP_FROM_UI, TSYRINGE, MSW]),
  },
  { files: ['ui/**/*.test.{ts,tsx}'], rules: restrict([UP_FROM_TESTING, TSYRINGE, MSW]) },
  {
    files: ['shell/**/*.{ts,tsx}'],
    ignores: ['shell/**/*.test.{ts,tsx}'],
    rules: restrict([UP_FROM_SHELL, TSYRINGE, MSW]),
  },
  { files: ['testing/**/*.{ts,tsx}', 'shell/**/*.test.{ts,tsx}'], rules: restrict([UP_FROM_TESTING, TSYRINGE]) },
  {
    files: ['plugins/**/*.{ts,tsx}', 'examples/**/*.{ts,tsx}'],
    plugins: { portico: { rules: { 'plugin-boundary': pluginBoundary } } },
    rules: { 'portico/plugin-boundary': 'error' },
  },
  {
    files: ['plugins/**/*.{ts,tsx}', 'examples/**/*.{ts,tsx}'],
    ignores: PLUGIN_DEV_FILES,
    rules: restrict(PLUGIN_RUNTIME),
  },
  { files: ['plugins/**/dev-*.ts', 'examples/**/dev-*.ts'], rules: restrict([...PLUGIN, MSW]) },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  // A plugin's own tests may boot it together with other plugins' manifests.
  {
    files: ['plugins/**/*.test.{ts,tsx}', 'examples/**/*.test.{ts,tsx}'],
    rules: { ...restrict([...PLUGIN, MSW]), 'portico/plugin-boundary': 'off' },
  },
  // The SDK, UI kit and domain library surfaces have no `any`.
  {
    files: ['sdk/**/*.{ts,tsx}', 'ui/**/*.{ts,tsx}', 'ads/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
  // A promise nobody awaits loses its rejection; one handed to a slot that expects void (an async
  // onClick) does too. Typed through the project service (tsconfig.json), so each file is checked
  // against the same program as `tsc`.
  {
    files: TYPED,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  // React code, hooks in .ts files included: the rules of hooks (with the React Compiler's checks)
  // and accessibility.
  { files: ['**/*.{ts,tsx}'], extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended] },
);
