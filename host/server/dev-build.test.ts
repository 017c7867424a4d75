// @vitest-environment node
import {
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
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkLoaderBanner } from '../../scripts/chunk-loader.mjs';
import { DevBuild } from './dev-build';

// A small project of its own: an entry, a module the test edits, a lazy chunk, a package (uqr).
const root = mkdtempSync(join(tmpdir(), 'portico-dev-build-'));
const out = join(root, 'dist-dev');
const src = (f: string) => join(root, 'src', f);
const assets = () => readdirSync(join(out, 'assets'));
const mainChunk = () => {
  const entry = /src="\/(assets\/main-[^"]+\.js)"/.exec(readFileSync(join(out, 'index.html'), 'utf8'))![1];
  return readFileSync(join(out, entry), 'utf8');
};

beforeAll(() => {
  mkdirSync(join(root, 'src'));
  symlinkSync(join(process.cwd(), 'node_modules'), join(root, 'node_modules'), 'dir');
  writeFileSync(join(root, 'index.html'), '<html><head><!-- PRELOAD --></head><body><!-- ENTRY --></body></html>');
  writeFileSync(join(root, 'portal.config.json'), '{}\n');
  writeFileSync(
    src('main.ts'),
    "import { MESSAGE } from './message';\nconsole.log(MESSAGE);\nvoid import('./lazy');\n",
  );
  writeFileSync(src('message.ts'), "export const MESSAGE: string = 'version one';\n");
  writeFileSync(src('lazy.ts'), "import { renderSVG } from 'uqr';\nexport const svg = renderSVG('x');\n");
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the dev build', () => {
  const build = new DevBuild({ root, outDir: out, entry: 'src/main.ts', html: 'index.html' });

  it('writes the page, our chunks and the packages bundled apart, into its own folder only', async () => {
    const r = await build.build();
    expect(r).toMatchObject({ ok: true });
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toMatch(
      /<script type="module" src="\/assets\/main-[\w-]+\.js"><\/script>/,
    );
    expect(mainChunk()).toContain('version one');
    // The lazy chunk imports the package by address, from its own bundle.
    const lazy = assets().find((f) => f.startsWith('lazy-'))!;
    const address = /from['"](\/assets\/deps\/uqr-[\w-]+\.js)['"]/.exec(
      readFileSync(join(out, 'assets', lazy), 'utf8'),
    )![1];
    expect(readFileSync(join(out, address), 'utf8')).toMatch(/export\s*\{[^}]*renderSVG/);
    expect(JSON.parse(readFileSync(join(out, '.build-stamp'), 'utf8'))).toMatchObject({ devTools: true });
    // The config travels with the folder, for a server of the folder alone.
    expect(readFileSync(join(out, 'portal.config.json'), 'utf8')).toBe('{}\n');
    expect(readdirSync(root).sort()).toEqual(['dist-dev', 'index.html', 'node_modules', 'portal.config.json', 'src']);
  });

  it('maps each chunk to the TypeScript sources for DevTools (the map named by the file, sources inside)', () => {
    const main = mainChunk();
    const mapName = /\/\/# sourceMappingURL=(main-[\w-]+\.js\.map)\s*$/.exec(main)?.[1];
    expect(mapName).toBeDefined();
    const map = JSON.parse(readFileSync(join(out, 'assets', mapName!), 'utf8')) as {
      sources: string[];
      sourcesContent: string[];
    };
    const at = map.sources.findIndex((s) => s.endsWith('src/message.ts'));
    expect(at).toBeGreaterThanOrEqual(0);
    expect(map.sourcesContent[at]).toContain('export const MESSAGE: string');
  });

  it('loads its lazy chunks through the chunk loader, as the release build does (重试 asks again)', () => {
    const main = mainChunk();
    const lazy = assets().find((f) => f.startsWith('lazy-'))!;
    expect(main.startsWith(chunkLoaderBanner())).toBe(true);
    // The chunk's own address, so the loader can ask again; no preloads in the dev build.
    expect(main).toContain(`globalThis.__preloadChunk(()=>import('./${lazy}'),[],"/assets/${lazy}")`);
  });

  it('rebuilds a save: the new text in the page, the packages left as they are', async () => {
    const deps = join(out, 'assets/deps');
    const before = Object.fromEntries(readdirSync(deps).map((f) => [f, statSync(join(deps, f)).mtimeMs]));
    writeFileSync(src('message.ts'), "export const MESSAGE: string = 'version two';\n");
    expect(build.reads(src('message.ts'))).toBe(true);
    expect(build.reads(src('notes.ts'))).toBe(false);
    expect(await build.build()).toMatchObject({ ok: true });
    expect(mainChunk()).toContain('version two');
    expect(Object.fromEntries(readdirSync(deps).map((f) => [f, statSync(join(deps, f)).mtimeMs]))).toEqual(before);
  });

  it('reports a TypeScript error with its file and line and keeps the last good build; the next good save clears it', async () => {
    const page = readFileSync(join(out, 'index.html'), 'utf8');
    writeFileSync(src('message.ts'), "export const MESSAGE: string = 'version three;\n");
    const failed = await build.build();
    expect(failed.ok).toBe(false);
    if (failed.ok) return;
    expect(failed.problem).toMatchObject({ file: 'src/message.ts', line: 1, message: 'Unterminated string literal' });
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe(page);
    // After a failure any save may be the fix (a file that could not be found, now created).
    expect(build.reads(src('notes.ts'))).toBe(true);

    writeFileSync(src('message.ts'), "export const MESSAGE: string = 'version three';\n");
    expect(await build.build()).toMatchObject({ ok: true });
    expect(mainChunk()).toContain('version three');
    // The first build's entry is gone; the one before the last stays for a page still open.
    const mains = assets().filter((f) => f.startsWith('main-') && f.endsWith('.js'));
    expect(mains).toHaveLength(2);
    // Their maps go and stay with them.
    expect(assets().filter((f) => f.startsWith('main-') && f.endsWith('.js.map'))).toEqual(
      mains.map((f) => `${f}.map`),
    );
  });

  it('bundles the packages again when the code imports a name they lack', async () => {
    writeFileSync(
      src('lazy.ts'),
      "import { renderSVG, renderUnicode } from 'uqr';\nexport const svg = [renderSVG('x'), renderUnicode('x')];\n",
    );
    expect(await build.build()).toMatchObject({ ok: true });
    const manifest = JSON.parse(readFileSync(join(out, '.dev-deps.json'), 'utf8'));
    expect(manifest.entries.uqr.names).toEqual(['renderSVG', 'renderUnicode']);
    expect(existsSync(join(out, manifest.entries.uqr.file))).toBe(true);
  });

  it("runs tsyringe's prelude (the Reflect shim) before tsyringe, which throws at import without it", async () => {
    mkdirSync(join(root, 'core/di'), { recursive: true });
    writeFileSync(
      join(root, 'core/di/reflect-shim.ts'),
      readFileSync(join(process.cwd(), 'core/di/reflect-shim.ts'), 'utf8'),
    );
    writeFileSync(src('lazy.ts'), "import { container } from 'tsyringe';\nexport const c = container;\n");
    expect(await build.build()).toMatchObject({ ok: true });
    const manifest = JSON.parse(readFileSync(join(out, '.dev-deps.json'), 'utf8'));
    const bundle = readFileSync(join(out, manifest.entries.tsyringe.file), 'utf8');
    const shim = bundle.indexOf('defineMetadata');
    expect(shim).toBeGreaterThan(-1);
    expect(shim).toBeLessThan(bundle.indexOf('tsyringe requires a reflect polyfill'));
  });
});
