import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../new-plugin';
import { packSdk, SDK_TARBALL, sdkTarballIsStale } from '../remote-kit/pack';
import { REMOTE_EXAMPLE_DIR, standaloneFiles } from './standalone';

// `npm run new-plugin -- <id> --standalone <folder> --link-modules` into a temp folder outside the
// repository, then the project's own tsc, Vitest and Rollup as its author runs them. The SDK
// tarball is packed first when .packs/ has none or it is older than its sources (~1 min on a busy
// 2-core machine).
const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const ID = 'my-weather';

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(
    argv,
    (l) => out.push(l),
    (l) => err.push(l),
  );
  return { code, out, err };
}

/** Every file under `dir` but node_modules, by relative path. */
function files(dir: string, base = ''): string[] {
  return readdirSync(join(dir, base), { withFileTypes: true }).flatMap((e) =>
    e.name === 'node_modules'
      ? []
      : e.isDirectory()
        ? files(dir, base ? `${base}/${e.name}` : e.name)
        : [base ? `${base}/${e.name}` : e.name],
  );
}

describe('npm run new-plugin -- <id> --standalone: a remote plugin project outside the repository', () => {
  let home: string;
  let target: string;
  let result: Awaited<ReturnType<typeof run>>;
  const timings: Record<string, number> = {};

  beforeAll(async () => {
    const started = Date.now();
    if (sdkTarballIsStale()) await packSdk(() => undefined);
    timings.pack = Date.now() - started;
    home = mkdtempSync(join(tmpdir(), 'portico-standalone-'));
    target = join(home, ID);
    const t = Date.now();
    result = await run(ID, '--standalone', target, '--link-modules');
    timings.scaffold = Date.now() - t;
  }, 300_000);
  afterAll(() => {
    rmSync(home, { recursive: true, force: true });
    console.log(`standalone kit timings (ms): ${JSON.stringify(timings)}`);
  });

  it('writes the project with its own package.json depending on the packed SDK by file: path', () => {
    expect(result.err).toEqual([]);
    expect(result.code).toBe(0);
    expect(result.out.join('\n')).toContain('?plugin-from=http://localhost:5174/portico-plugin.json');
    expect(files(target).sort()).toEqual(
      expect.arrayContaining(['package.json', 'src/plugin.ts', 'src/plugin.test.tsx']),
    );
    const pkg = JSON.parse(readFileSync(join(target, 'package.json'), 'utf8')) as {
      portico: { id: string; sdk: string };
      devDependencies: Record<string, string>;
    };
    expect(pkg.portico).toEqual({ id: ID, sdk: '^1.0.0' });
    const spec = pkg.devDependencies['@portico/sdk'];
    expect(spec).toMatch(/^file:/);
    expect(resolve(target, spec.slice(5))).toBe(SDK_TARBALL);
    const root = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    for (const name of ['react', 'typescript', 'vitest', 'rollup'])
      expect(pkg.devDependencies[name], name).toBe(root.dependencies[name] ?? root.devDependencies[name]);
    for (const f of files(target))
      expect(readFileSync(join(target, f), 'utf8'), f).not.toMatch(/acme-weather|acmeWeather/);
  });

  it('writes code that typechecks (its own tsconfig, the SDK types from the tarball)', () => {
    const t = Date.now();
    const tsc = spawnSync(process.execPath, [join(target, 'node_modules/typescript/bin/tsc'), '--noEmit'], {
      cwd: target,
      encoding: 'utf8',
    });
    timings.tsc = Date.now() - t;
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  }, 240_000);

  it('writes a test that passes (npm test: Vitest with the SDK testing helpers)', () => {
    const t = Date.now();
    const vitest = spawnSync(
      process.execPath,
      [join(target, 'node_modules/vitest/vitest.mjs'), 'run', '--reporter', 'json', '--maxWorkers', '1'],
      { cwd: target, encoding: 'utf8', env: { ...process.env, CI: '1' } },
    );
    timings.test = Date.now() - t;
    const report = JSON.parse(vitest.stdout.slice(vitest.stdout.indexOf('{'))) as {
      numTotalTests: number;
      numPassedTests: number;
    };
    expect(report.numTotalTests, vitest.stderr.slice(-2000)).toBeGreaterThanOrEqual(4);
    expect(report.numPassedTests, vitest.stderr.slice(-2000)).toBe(report.numTotalTests);
  }, 300_000);

  it('builds dist/portico-plugin.json (entry integrity of the bytes) and plugin.js with the shared names external', () => {
    const t = Date.now();
    const rollup = spawnSync(
      process.execPath,
      [join(target, 'node_modules/rollup/dist/bin/rollup'), '-c', 'rollup.config.mjs'],
      {
        cwd: target,
        encoding: 'utf8',
      },
    );
    timings.build = Date.now() - t;
    expect(rollup.status, rollup.stderr).toBe(0);
    const manifest = JSON.parse(readFileSync(join(target, 'dist/portico-plugin.json'), 'utf8')) as Record<
      string,
      string
    >;
    const entry = readFileSync(join(target, 'dist/plugin.js'));
    expect(manifest).toMatchObject({ id: ID, version: '1.0.0', sdk: '^1.0.0', entry: './plugin.js' });
    expect(manifest.integrity).toBe(`sha384-${createHash('sha384').update(entry).digest('base64')}`);
    const code = [
      entry,
      ...readdirSync(join(target, 'dist/chunks')).map((f) => readFileSync(join(target, 'dist/chunks', f))),
    ].join('\n');
    expect(code).toMatch(/from\s*"@portico\/plugin\/header"/);
    expect(code).toMatch(/from\s*"react"/);
    // No second React, no copy of the SDK: only the portal's instances.
    expect(code).not.toMatch(/__SECRET_INTERNALS|react\.production|definePlugin\s*=|function definePlugin/);
  }, 120_000);

  it('refuses a folder inside the repository or one that is not empty, with one line and exit code 1', async () => {
    const inside = await run(ID, '--standalone', join(REPO, 'tmp-standalone'));
    expect(inside.code).toBe(1);
    expect(inside.err).toEqual([
      expect.stringMatching(/^new-plugin: --standalone makes a project outside this repository/),
    ]);
    expect(existsSync(join(REPO, 'tmp-standalone'))).toBe(false);
    const full = join(home, 'full');
    mkdirSync(full);
    writeFileSync(join(full, 'keep.txt'), 'mine');
    const notEmpty = await run(ID, '--standalone', full);
    expect(notEmpty.code).toBe(1);
    expect(notEmpty.err[0]).toMatch(/exists and is not empty/);
    expect(readdirSync(full)).toEqual(['keep.txt']);
    expect((await run('header', '--standalone', join(home, 'h'))).err[0]).toMatch(/"header" is taken/);
  });
});

describe('examples/remote-weather is the kit’s output', () => {
  it('for acme-weather with its own SDK path: the same files, byte for byte', () => {
    const pkg = readFileSync(join(REMOTE_EXAMPLE_DIR, 'package.json'), 'utf8');
    const spec = /"@portico\/sdk": "([^"]+)"/.exec(pkg)![1];
    const made = standaloneFiles('acme-weather', spec);
    const readme = readFileSync(join(REMOTE_EXAMPLE_DIR, 'README.md'), 'utf8');
    for (const f of files(REMOTE_EXAMPLE_DIR))
      if (f === 'README.md') expect(readme.startsWith(made[f].trimEnd()), f).toBe(true);
      else expect(made[f], f).toBe(readFileSync(join(REMOTE_EXAMPLE_DIR, f), 'utf8'));
    expect(Object.keys(made).sort()).toEqual(files(REMOTE_EXAMPLE_DIR).sort());
  });
});
