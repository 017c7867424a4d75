import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDist } from './dev-server';

describe("npm run dev's server (serveDist)", () => {
  const home = mkdtempSync(join(tmpdir(), 'portico-dev-serve-'));
  const dist = join(home, 'dist');
  let server: Server;
  let base: string;

  beforeAll(async () => {
    mkdirSync(join(dist, 'chunks'), { recursive: true });
    writeFileSync(join(dist, 'portico-plugin.json'), '{"id":"acme-weather"}');
    writeFileSync(join(dist, 'chunks', 'Widget-x.js'), 'export default 1;');
    writeFileSync(join(home, 'secret.txt'), 'outside dist');
    server = await serveDist(dist, 0, '127.0.0.1');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(home, { recursive: true, force: true });
  });

  it('answers the manifest and the chunks with CORS for a portal on another origin, never cached', async () => {
    const manifest = await fetch(`${base}/portico-plugin.json`, { headers: { origin: 'http://localhost:8080' } });
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(manifest.headers.get('content-type')).toMatch(/^application\/json/);
    expect(manifest.headers.get('cache-control')).toBe('no-store');
    expect(await manifest.json()).toEqual({ id: 'acme-weather' });
    const chunk = await fetch(`${base}/chunks/Widget-x.js`);
    expect(chunk.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(chunk.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('serves nothing outside dist/ (404, with CORS so the portal reports it)', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/%E0%A4%A', '/nope.js', '/chunks']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
    }
  });
});
