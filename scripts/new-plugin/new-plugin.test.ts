import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../new-plugin';
import { addToCatalog, generatePlugin, refuseId, RESERVED_IDS } from './generate';

// The scaffold, run as an author would (`npm run new-plugin -- <id> --kind …`) into a temp copy
// of the repository's plugin folders and catalogs; what it writes must typecheck and its own test
// must pass.
const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const KINDS = ['widget', 'page', 'sub-app'] as const;

/** A temp root with what the scaffold reads: the catalogs and each plugin folder's manifest. */
function tempRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'portico-scaffold-'));
  mkdirSync(join(root, 'host'));
  for (const f of ['host/catalog.ts', 'host/dev-catalog.ts']) cpSync(join(REPO, f), join(root, f));
  for (const base of ['plugins', 'examples'])
    for (const dir of readdirSync(join(REPO, base))) {
      if (!statSync(join(REPO, base, dir)).isDirectory()) continue;
      mkdirSync(join(root, base, dir), { recursive: true });
      for (const f of ['plugin.ts', 'constants.ts'])
        if (existsSync(join(REPO, base, dir, f))) cpSync(join(REPO, base, dir, f), join(root, base, dir, f));
    }
  // Packages resolve from the repository's node_modules; @portico/* through its aliases.
  symlinkSync(join(REPO, 'node_modules'), join(root, 'node_modules'));
  return root;
}

/** Every file under `root` (but node_modules) with its text: to prove a refusal wrote nothing. */
function snapshot(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.name === 'node_modules') continue;
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else out[relative(root, p)] = readFileSync(p, 'utf8');
    }
  };
  walk(root);
  return out;
}

async function run(root: string, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(
    [...argv, '--root', root],
    (l) => out.push(l),
    (l) => err.push(l),
  );
  return { code, out, err };
}

describe('npm run new-plugin: the scaffold into a temp copy', () => {
  let root: string;
  const results: Record<string, Awaited<ReturnType<typeof run>>> = {};

  beforeAll(async () => {
    root = tempRoot();
    for (const kind of KINDS) results[kind] = await run(root, `my-${kind}`, '--kind', kind);
  }, 120_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it.each(KINDS)('creates a %s plugin with its files, registers it and names the next two commands', (kind) => {
    const { code, out, err } = results[kind];
    expect(err).toEqual([]);
    expect(code).toBe(0);
    const dir = join(root, 'plugins', `my-${kind}`);
    const made = readdirSync(dir).sort();
    expect(made).toEqual(
      expect.arrayContaining(['plugin.ts', 'messages.ts', 'dev-api.ts', 'options.ts', 'plugin.test.tsx']),
    );
    const manifest = readFileSync(join(dir, 'plugin.ts'), 'utf8');
    expect(manifest).toContain(
      { widget: 'HeaderWidgetBlueprint.make', page: 'PageBlueprint.make', 'sub-app': 'SubAppBlueprint.make' }[kind],
    );
    if (kind === 'widget') expect(manifest).toMatch(/slot: 'right'[\s\S]*loader: \(\) => import\('\.\/Widget'\)/);
    expect(readFileSync(join(dir, 'plugin.test.tsx'), 'utf8')).toContain('createExtensionTester');
    const catalog = readFileSync(join(root, 'host/catalog.ts'), 'utf8');
    const camel = { widget: 'myWidget', page: 'myPage', 'sub-app': 'mySubApp' }[kind];
    expect(catalog).toContain(`import ${camel} from '../plugins/my-${kind}/plugin';`);
    expect(catalog).toContain(`  { plugin: ${camel}, defaultEnabled: true },`);
    const next = out.slice(out.indexOf('Next:') + 1);
    expect(next).toHaveLength(2);
    expect(next[0]).toContain(
      `npm start -- --plugins header,${kind === 'widget' ? 'manage,' : ''}my-${kind} --scenario owner`,
    );
    expect(next[1]).toContain(`npx vitest run plugins/my-${kind}`);
  });

  it('writes code that typechecks (tsc over the three new plugins)', () => {
    writeFileSync(
      join(root, 'tsconfig.json'),
      JSON.stringify({
        extends: join(REPO, 'tsconfig.json'),
        compilerOptions: { noEmit: true },
        include: KINDS.map((k) => `plugins/my-${k}`),
      }),
    );
    const tsc = spawnSync(process.execPath, [join(REPO, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  }, 240_000);

  it("writes a test that passes (vitest on the new plugins' own tests)", () => {
    // The repository's test setup (MSW server, jest-dom), imported from inside the temp root.
    writeFileSync(join(root, 'setup.ts'), `import ${JSON.stringify(join(REPO, 'testing/setup-vitest.ts'))};\n`);
    writeFileSync(
      join(root, 'vitest.config.mts'),
      `import { defineConfig } from 'vitest/config';
import { aliases } from ${JSON.stringify(join(REPO, 'aliases.mjs'))};
export default defineConfig({
  resolve: { alias: aliases },
  define: { __PORTICO_DEV_TOOLS__: 'true' },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./setup.ts'],
    include: ['plugins/my-*/*.test.tsx'],
    testTimeout: 60000,
    pool: 'threads',
    maxWorkers: 1,
  },
});
`,
    );
    const vitest = spawnSync(
      process.execPath,
      [join(REPO, 'node_modules/vitest/vitest.mjs'), 'run', '--config', 'vitest.config.mts', '--reporter', 'json'],
      { cwd: root, encoding: 'utf8', env: { ...process.env, CI: '1' } },
    );
    const report = JSON.parse(vitest.stdout.slice(vitest.stdout.indexOf('{'))) as {
      numTotalTests: number;
      numPassedTests: number;
      testResults: Array<{ name: string; assertionResults: Array<{ fullName: string; status: string }> }>;
    };
    const failed = report.testResults.flatMap((f) => f.assertionResults.filter((a) => a.status !== 'passed'));
    expect(failed, vitest.stderr.slice(-2000)).toEqual([]);
    expect(report.testResults.map((f) => relative(root, f.name)).sort()).toEqual(
      KINDS.map((k) => `plugins/my-${k}/plugin.test.tsx`).sort(),
    );
    expect(report.numPassedTests).toBe(report.numTotalTests);
    expect(report.numTotalTests).toBeGreaterThanOrEqual(12);
  }, 300_000);

  it.each([
    ['Bad_Id', /"Bad_Id" is not a plugin id/],
    ['9lives', /"9lives" is not a plugin id/],
    ['trailing-', /is not a plugin id/],
    ['core', /"core" is reserved/],
    ['header', /"header" is taken: a plugin with this id is already in the catalog/],
    ['daily-tips', /"daily-tips" is taken/],
    ['my-widget', /"my-widget" is taken/],
  ])('refuses %s with one line, exit code 1, and writes nothing', async (id, message) => {
    const before = snapshot(root);
    const { code, out, err } = await run(root, id);
    expect(code).toBe(1);
    expect(out).toEqual([]);
    expect(err).toHaveLength(1);
    expect(err[0]).toMatch(/^new-plugin: /);
    expect(err[0]).toMatch(message);
    expect(err[0]).not.toContain('\n');
    expect(snapshot(root)).toEqual(before);
  });

  it('refuses an unknown kind and a missing id, writing nothing', async () => {
    const before = snapshot(root);
    expect((await run(root, 'fine-id', '--kind', 'gadget')).err).toEqual([
      'new-plugin: --kind must be one of widget, page, sub-app (got "gadget")',
    ]);
    expect((await run(root)).code).toBe(1);
    expect(snapshot(root)).toEqual(before);
  });

  it('refuses a folder that exists even when no catalog names it', async () => {
    mkdirSync(join(root, 'plugins', 'half-done'));
    const { code, err } = await run(root, 'half-done');
    expect(code).toBe(1);
    expect(err[0]).toContain('the folder plugins/half-done or examples/half-done already exists');
  });
});

describe('the scaffold as pure functions', () => {
  it('refuses ids by rule, and accepts a good one', () => {
    const taken = { folders: new Set(['header']), ids: new Set(['header', 'daily-tips']) };
    expect(refuseId('good-id', taken)).toBeNull();
    expect(refuseId('a--b', taken)).toMatch(/not a plugin id/);
    expect(refuseId('x'.repeat(41), taken)).toMatch(/longer than 40/);
    for (const id of ['portal', 'sdk', 'class', 'markets']) expect(RESERVED_IDS.has(id), id).toBe(true);
    expect(refuseId('dailyTips', taken)).toMatch(/not a plugin id/);
  });

  it('edits the catalog only at its two places, and refuses a catalog of another shape', () => {
    const catalog = readFileSync(join(REPO, 'host/catalog.ts'), 'utf8');
    const after = addToCatalog(catalog, 'my-todo');
    const added = after.split('\n').filter((l) => !catalog.split('\n').includes(l));
    expect(added).toEqual([
      "import myTodo from '../plugins/my-todo/plugin';",
      '  { plugin: myTodo, defaultEnabled: true },',
    ]);
    expect(() => addToCatalog('export const X = 1;\n', 'my-todo')).toThrow(/expected shape/);
  });

  it('gives each kind its own files and first route', () => {
    expect(Object.keys(generatePlugin('w').files)).toContain('Widget.tsx');
    expect(Object.keys(generatePlugin('p', 'page').files)).toContain('Page.tsx');
    expect(Object.keys(generatePlugin('s', 'sub-app').files)).toEqual(
      expect.arrayContaining(['routes.ts', 'pages.tsx']),
    );
    expect(generatePlugin('p', 'page').next[0]).toContain('opens /markets/ext/p');
  });

  it('copies examples/plugin-template/ (the one source) with only the names and the layer imports replaced', () => {
    const dir = join(REPO, 'examples/plugin-template');
    const read = (f: string) => readFileSync(join(dir, f), 'utf8');
    const widget = generatePlugin('plugin-template').files;
    expect(Object.keys(widget).sort()).toEqual(
      readdirSync(dir)
        .filter((f) => f.includes('.'))
        .sort(),
    );
    for (const [name, text] of Object.entries(widget)) expect(text, name).toBe(read(name));
    const page = generatePlugin('plugin-template', 'page').files;
    expect(page['Page.tsx']).toBe(read('page/Page.tsx').replaceAll("'../", "'./"));
    const subApp = generatePlugin('plugin-template', 'sub-app').files;
    expect(subApp['routes.ts']).toBe(read('sub-app/routes.ts').replaceAll("'../page/", "'./"));
    for (const [name, text] of Object.entries(generatePlugin('my-todo', 'sub-app').files)) {
      expect(text, name).not.toMatch(/plugin-template|pluginTemplate|PluginTemplate|'\.\.\//);
      expect(text, name).toBe(
        subApp[name]!.replaceAll('plugin-template', 'my-todo')
          .replaceAll('pluginTemplate', 'myTodo')
          .replaceAll('PluginTemplate', 'MyTodo'),
      );
    }
  });
});
