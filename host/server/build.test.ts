// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverOutDir } from './build';

const ROOT = '/repo';

describe('where npm start builds: never dist/, the folder a deploy serves', () => {
  it.each([
    // requested (PORTICO_OUT_DIR), dev tools, building → folder
    [undefined, true, true, 'dist-dev'],
    [undefined, false, true, 'dist-release'],
    ['bench/.floor', false, true, 'bench/.floor'],
    // A finished build made elsewhere may be served from anywhere, dist/ included (the bench does).
    ['dist', true, false, 'dist'],
    ['dist', false, false, 'dist'],
  ])('PORTICO_OUT_DIR=%s, dev tools %s, building %s → %s/', (requested, devTools, building, folder) => {
    expect(serverOutDir(ROOT, requested, devTools, building)).toBe(join(ROOT, folder));
  });

  it('refuses to build into dist/, whatever the spelling', () => {
    for (const requested of ['dist', './dist', 'dist/', `${ROOT}/dist`])
      for (const devTools of [true, false])
        expect(() => serverOutDir(ROOT, requested, devTools, true), `${requested} ${devTools}`).toThrow(
          /does not build into dist\//,
        );
  });

  it('the release config refuses a dev-tools build into dist/', () => {
    const load = (env: Record<string, string>) =>
      spawnSync(process.execPath, ['--input-type=module', '-e', "await import('./rollup.config.mjs')"], {
        cwd: process.cwd(),
        env: { ...process.env, ...env },
        encoding: 'utf8',
      });
    const refused = load({ PORTICO_DEV_TOOLS: '1', PORTICO_OUT_DIR: 'dist' });
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('PORTICO_DEV_TOOLS=1 builds never go to dist/');
    expect(load({ PORTICO_DEV_TOOLS: '1', PORTICO_OUT_DIR: 'dist-dev' }).status).toBe(0);
    expect(load({ PORTICO_DEV_TOOLS: '0', PORTICO_OUT_DIR: 'dist' }).status).toBe(0);
  });
});
