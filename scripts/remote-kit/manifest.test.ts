import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rollup, type OutputOptions } from 'rollup';
import { afterAll, describe, expect, it } from 'vitest';
import { MANIFEST_FILE, refuseManifest, remoteManifest, sri } from './manifest';
import { remotePluginConfig } from './rollup';
import { SHARED_SPECIFIERS as PAGE_SPECIFIERS } from '../../host/shared-modules/specifiers';
import { isShared, PLUGIN_FACE, SHARED_SPECIFIERS } from './specifiers';

const base = { id: 'acme-weather', version: '1.4.0', sdk: '^1.0.0', entryFile: 'plugin.js' };

describe('remoteManifest', () => {
  it('hashes the entry bytes as a browser checks integrity (sha384, base64)', () => {
    const bytes = 'export default 1;\n';
    const m = remoteManifest({ ...base, entryBytes: bytes });
    expect(m.integrity).toBe(`sha384-${createHash('sha384').update(bytes).digest('base64')}`);
    expect(m.integrity).not.toBe(sri('export default 2;\n'));
    expect(m).toMatchObject({ id: 'acme-weather', version: '1.4.0', sdk: '^1.0.0', entry: './plugin.js' });
  });

  it('refuses an entry outside the output folder, a bad sdk range, version or id', () => {
    for (const entryFile of ['../plugin.js', '/plugin.js', 'https://cdn.example.com/plugin.js', 'a/../../b.js'])
      expect(refuseManifest({ ...base, entryFile })).toMatch(/entry must be a file inside/);
    for (const sdk of ['latest', '', '1.x || 2'])
      expect(refuseManifest({ ...base, sdk })).toMatch(/sdk must be a semver range/);
    expect(refuseManifest({ ...base, version: '1.4' })).toMatch(/version/);
    expect(refuseManifest({ ...base, id: 'Acme_Weather' })).toMatch(/id/);
    expect(() => remoteManifest({ ...base, entryFile: '../x.js', entryBytes: '' })).toThrow(
      /PORTICO_E_PLUGIN_MANIFEST_INVALID: plugin "acme-weather"/,
    );
    for (const sdk of ['^1.0.0', '~1.2.0', '1.0.0', '>=1.0.0 <2.0.0'])
      expect(refuseManifest({ ...base, sdk })).toBeNull();
  });
});

describe('the shared specifiers', () => {
  it("are the contract's list plus every public face", () => {
    expect(SHARED_SPECIFIERS).toEqual(
      expect.arrayContaining(['react', 'react/jsx-runtime', '@portico/sdk', 'zod/mini']),
    );
    expect(isShared('@portico/plugin/header')).toBe(true);
    expect(isShared('@portico/sdk/testing')).toBe(false);
    expect(isShared('react-dom/client')).toBe(false);
    expect(isShared('lodash')).toBe(false);
  });

  it("are exactly what the portal's import map answers (host/shared-modules/specifiers.ts)", () => {
    const faces = PAGE_SPECIFIERS.filter((s) => PLUGIN_FACE.test(s));
    expect(PAGE_SPECIFIERS.filter((s) => !PLUGIN_FACE.test(s))).toEqual(SHARED_SPECIFIERS);
    expect(faces.length).toBeGreaterThan(0);
    for (const s of PAGE_SPECIFIERS) expect(isShared(s)).toBe(true);
  });
});

describe('the remote plugin build', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portico-remote-build-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes portico-plugin.json whose integrity matches the entry as written, shared names external', async () => {
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({ name: 'x', version: '2.1.0', portico: { id: 'acme-test', sdk: '^1.2.0' } }),
    );
    writeFileSync(
      join(dir, 'plugin.ts'),
      "import { definePlugin } from '@portico/sdk';\nimport { useState } from 'react';\nexport default definePlugin({ id: 'acme-test', contributes: [], use: useState, lazy: () => import('./lazy') } as never);\n",
    );
    writeFileSync(join(dir, 'lazy.ts'), 'export const answer = 42;\n');
    const config = remotePluginConfig({ cwd: dir, input: 'plugin.ts' });
    const build = await rollup(config);
    await build.write(config.output as OutputOptions);
    await build.close();
    const out = join(dir, 'dist');
    const manifest = JSON.parse(readFileSync(join(out, MANIFEST_FILE), 'utf8')) as Record<string, string>;
    const entry = readFileSync(join(out, 'plugin.js'));
    expect(manifest).toEqual({
      id: 'acme-test',
      version: '2.1.0',
      sdk: '^1.2.0',
      entry: './plugin.js',
      integrity: `sha384-${createHash('sha384').update(entry).digest('base64')}`,
    });
    // The entry imports the portal's instances by their bare names; the lazy module is a chunk beside it.
    expect(entry.toString()).toMatch(/from\s*"@portico\/sdk"/);
    expect(entry.toString()).toMatch(/from\s*"react"/);
    expect(readdirSync(join(out, 'chunks'))).toEqual([expect.stringMatching(/^lazy-.*\.js$/)]);
  });
});
