import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AssetCache } from './asset-cache';

let tmp: string;
beforeEach(() => {
  tmp = mkdtempSync(join(tmpdir(), 'portico-assets-'));
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

describe('AssetCache', () => {
  it('reads a file from disk once, then answers from memory', () => {
    const file = join(tmp, 'main-abc.js');
    writeFileSync(file, 'first');
    const cache = new AssetCache();
    expect(cache.has(file)).toBe(false);
    expect(cache.read(file).toString()).toBe('first');
    expect(cache.has(file)).toBe(true);
    rmSync(file);
    expect(cache.read(file).toString()).toBe('first');
  });

  it('forgets everything on clear (a rebuild), so the disk is read again', () => {
    const file = join(tmp, 'main-abc.js');
    writeFileSync(file, 'old');
    const cache = new AssetCache();
    cache.read(file);
    writeFileSync(file, 'new');
    cache.clear();
    expect(cache.has(file)).toBe(false);
    expect(cache.read(file).toString()).toBe('new');
  });

  it('throws for a missing file and remembers nothing', () => {
    const cache = new AssetCache();
    const file = join(tmp, 'gone.js');
    expect(() => cache.read(file)).toThrow(/ENOENT/);
    expect(cache.has(file)).toBe(false);
  });
});
