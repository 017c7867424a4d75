// The layers of Portico, written once: what each folder is and which other layers its runtime
// code may import. eslint.config.mjs derives its layer rules from this table and
// `npm run layers-table` (scripts/layers-table.ts) writes ARCHITECTURE.md's layer table from it.
// Plugins and examples have their own rules (public entries only), listed here for the table.

/**
 * @typedef {object} Layer
 * @property {string} name      the folder
 * @property {string} entry     what others import it as
 * @property {string} about     what it is
 * @property {string[]} imports the layers its runtime code may import (its tests may import more)
 */

/** @type {readonly Layer[]} */
export const LAYERS = [
  {
    name: 'core',
    entry: '@portico/core',
    about: 'runtime without React: DI, registry, the extension-point mechanism, services, session (MobX)',
    imports: [],
  },
  {
    name: 'ads',
    entry: '@portico/ads',
    about: 'the advertising domain without UI: §3 enums, element and §9 number formats, audit statuses',
    imports: [],
  },
  {
    name: 'dev',
    entry: '@portico/dev',
    about: 'the dev API (MSW handlers, scenario accounts, fixtures); never in a release build',
    imports: ['core', 'ads'],
  },
  {
    name: 'sdk',
    entry: '@portico/sdk',
    about: "the plugin author's contract (≤ 60 exports); `@portico/sdk/internal` for the host",
    imports: ['core'],
  },
  {
    name: 'ui',
    entry: '@portico/ui',
    about: 'the UI kit: page frame, table and pager, server lists, export, safe HTML …',
    imports: ['sdk', 'ads'],
  },
  {
    name: 'shell',
    entry: '@portico/shell',
    about: 'the shell UI the host assembles and `startPortal`, the one boot sequence',
    imports: ['core', 'sdk', 'ui', 'ads'],
  },
  {
    name: 'testing',
    entry: '@portico/sdk/testing',
    about: 'the test harness: `renderPortal`, the extension tester, `recordCalls`',
    imports: ['core', 'sdk', 'ui', 'ads', 'shell', 'dev'],
  },
  {
    name: 'plugins',
    entry: '@portico/plugin/<id>',
    about: 'one folder per plugin; another plugin only through its public face',
    imports: ['sdk', 'ui', 'ads'],
  },
  {
    name: 'host',
    entry: '—',
    about: 'boots the app (config → catalog → startPortal → render), the dev server, production',
    imports: ['core', 'sdk', 'ui', 'ads', 'shell', 'dev', 'plugins', 'examples'],
  },
  {
    name: 'examples',
    entry: '—',
    about: 'plugins written as an outside team would, and the plugin template',
    imports: ['sdk', 'ui', 'ads'],
  },
];

/** The layer named `name`. */
export function layer(name) {
  const found = LAYERS.find((l) => l.name === name);
  if (!found) throw new Error(`no layer ${name}`);
  return found;
}

/** The layers (but core, which has its own rule) that `name`'s runtime code must not import. */
export function forbiddenFor(name) {
  const allowed = layer(name).imports;
  return LAYERS.map((l) => l.name).filter((n) => n !== name && n !== 'core' && !allowed.includes(n));
}

/** Whether `name`'s runtime code may import core. */
export function importsCore(name) {
  return name === 'core' || layer(name).imports.includes('core');
}
