// @vitest-environment node
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOG } from '../catalog';
import { EXAMPLES } from '../dev-catalog';
import type { DevBuildResult } from './dev-build';
import { startEditLoop } from './edit-loop';
import type { HarnessEvent } from './harness-page';

describe('the edit loop', () => {
  let root: string;
  let stop: () => void = () => undefined;
  const events: HarnessEvent['type'][] = [];
  const lines: string[] = [];
  const build = vi.fn(async (): Promise<DevBuildResult> => ({ ok: true, ms: 5 }));
  const configApplied = vi.fn();
  const file = (f: string) => join(root, f);
  /** A rename-style save (temp file renamed over the old one). */
  const save = (f: string, text: string) => {
    writeFileSync(`${file(f)}.tmp`, text);
    renameSync(`${file(f)}.tmp`, file(f));
  };
  const settle = () => new Promise((r) => setTimeout(r, 400));

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'portico-loop-'));
    mkdirSync(file('plugins/my-todo'), { recursive: true });
    mkdirSync(file('host/server'), { recursive: true });
    writeFileSync(file('plugins/my-todo/messages.ts'), "export const M = { title: '待办' };\n");
    writeFileSync(file('plugins/my-todo/dev-api.ts'), 'export default [];\n');
    writeFileSync(file('host/server/dev-login.ts'), 'export {};\n');
    writeFileSync(file('portal.config.json'), '{}\n');
    events.length = 0;
    lines.length = 0;
    build.mockClear();
    configApplied.mockClear();
    stop = startEditLoop({
      root,
      folders: [file('plugins'), file('host')],
      configFile: file('portal.config.json'),
      catalog: [...CATALOG, ...EXAMPLES],
      // The page's modules: only messages.ts here.
      build: { reads: (f) => f === file('plugins/my-todo/messages.ts'), build },
      channel: { send: (e) => events.push(e.type) },
      configApplied,
      log: (l) => lines.push(l),
      debounceMs: 50,
    });
  });

  afterEach(() => {
    stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('reloads the page for a config save within 2 s, without a rebuild', async () => {
    save('portal.config.json', '{ "plugins": { "header": { "enabled": false } } }\n');
    await vi.waitFor(() => expect(events).toEqual(['reload']), { timeout: 2000, interval: 20 });
    expect(build).not.toHaveBeenCalled();
    expect(configApplied).toHaveBeenCalledTimes(1);
    expect(lines).toEqual(['[portico] portal.config.json changed: reloading the page']);
  });

  it('says in the terminal when the dev API fails to load for a saved config, and still reloads the page', async () => {
    configApplied.mockRejectedValueOnce(new Error('Cannot find module plugins/my-todo/dev-api.ts'));
    save('portal.config.json', '{ "plugins": { "header": { "enabled": false } } }\n');
    await vi.waitFor(() => expect(events).toEqual(['reload']), { timeout: 2000, interval: 20 });
    expect(lines).toEqual([
      '[portico] portal.config.json changed: reloading the page',
      '[portico] the dev API for portal.config.json failed to load: Cannot find module plugins/my-todo/dev-api.ts',
    ]);
  });

  it("says in the terminal what is wrong with an invalid config, and reloads into the portal's error page", async () => {
    save('portal.config.json', '{ "plugins": { "header": { "enabled": "no" } } }\n');
    await vi.waitFor(() => expect(events).toEqual(['reload']), { timeout: 2000, interval: 20 });
    expect(lines.join('\n')).toMatch(
      /portal\.config\.json is invalid[^\n]*\n {2}PORTICO_E_INVALID_CONFIG key=plugins\.header\.enabled plugin=header: /,
    );
    // The dev API keeps the last good config's plugins.
    expect(configApplied).not.toHaveBeenCalled();
    expect(build).not.toHaveBeenCalled();
  });

  it("rebuilds for a save of the page's modules, not for other files; the server's own code asks for a restart", async () => {
    save('plugins/my-todo/messages.ts', "export const M = { title: '待办事项' };\n");
    await vi.waitFor(() => expect(events).toEqual(['building', 'reload']), { timeout: 2000, interval: 20 });
    expect(build).toHaveBeenCalledTimes(1);

    save('plugins/my-todo/dev-api.ts', 'export default [1];\n');
    save('host/server/dev-login.ts', 'export const x = 1;\n');
    writeFileSync(file('plugins/my-todo/notes.md'), 'not part of the page');
    await settle();
    expect(build).toHaveBeenCalledTimes(1);
    expect(lines.filter((l) => l.includes('restart npm start'))).toEqual([
      '[portico] plugins/my-todo/dev-api.ts changed: the server reads it at start — restart npm start to use it',
      '[portico] host/server/dev-login.ts changed: the server reads it at start — restart npm start to use it',
    ]);
  });
});
