import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Rebuilder } from './harness';
import type { HarnessEvent } from './harness-page';
import { isSourceChange, watchFolders } from './watch-folders';

describe('which changes are sources', () => {
  it('ignores editor temp and backup files, tests and build output, not sources', () => {
    expect(isSourceChange('my-todo/Widget.tsx')).toBe(true);
    expect(isSourceChange('portal.config.json')).toBe(true);
    for (const temp of [
      'my-todo/.Widget.tsx.swp', // vim
      'my-todo/Widget.tsx~', // vim's backup
      'my-todo/4913', // vim's test write
      'my-todo/#Widget.tsx#', // emacs
      'my-todo/.#Widget.tsx', // emacs
      'my-todo/Widget.tsx___jb_tmp___', // JetBrains' safe write
      'my-todo/Widget.tsx___jb_old___',
      'my-todo/sedX1b2Q3', // sed -i
      'my-todo/Widget.tsx.tmp',
      'my-todo/plugin.test.tsx',
      'remote-subapp/dist/remoteDemo/__static__/index.html',
      'remote-subapp/node_modules/x/index.js',
    ])
      expect(isSourceChange(temp), temp).toBe(false);
    expect(isSourceChange(null)).toBe(true);
  });
});

describe('watching folders', () => {
  let dir: string;
  let stop: () => void = () => undefined;
  const seen: string[] = [];
  const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));
  /** A rename-style save, as vim, `sed -i` and JetBrains' safe write do it. */
  const renameSave = (file: string, text: string) => {
    writeFileSync(`${file}.tmp`, text);
    renameSync(`${file}.tmp`, file);
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'portico-watch-'));
    mkdirSync(join(dir, 'plugins/my-todo'), { recursive: true });
    writeFileSync(join(dir, 'plugins/my-todo/messages.ts'), "export const M = { title: '待办' };\n");
    writeFileSync(join(dir, 'portal.config.json'), '{}\n');
    seen.length = 0;
  });

  afterEach(() => {
    stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sees every rename-style save of the same file: three saves, three rebuilds and three reloads', async () => {
    const events: HarnessEvent['type'][] = [];
    const rebuilder = new Rebuilder(
      async () => ({ ok: true }),
      { send: (e) => events.push(e.type) },
      () => undefined,
      50,
    );
    const file = join(dir, 'plugins/my-todo/messages.ts');
    stop = watchFolders([join(dir, 'plugins')], [], (f) => {
      seen.push(f);
      rebuilder.changed();
    });
    for (const title of ['待办一', '待办二', '待办三']) {
      renameSave(file, `export const M = { title: '${title}' };\n`);
      await settle();
      await rebuilder.idle();
    }
    expect(events.filter((e) => e === 'reload')).toHaveLength(3);
    // The temp file of each save is not a change of its own.
    expect(new Set(seen)).toEqual(new Set([file]));
  });

  it('sees a single file through its folder, also after rename-style saves, and nothing else there', async () => {
    const config = join(dir, 'portal.config.json');
    stop = watchFolders([], [config], (f) => seen.push(f));
    for (let i = 0; i < 3; i++) {
      const before = seen.length;
      renameSave(config, `{ "plugins": { "my-todo": { "enabled": ${i % 2 === 0} } } }\n`);
      await settle(150);
      expect(seen.length, `save ${i + 1}`).toBeGreaterThan(before);
    }
    writeFileSync(join(dir, 'README.md'), 'not watched');
    await settle();
    expect(new Set(seen)).toEqual(new Set([config]));
  });

  it('watches folders made after it started, and not build output or editor files', async () => {
    stop = watchFolders([join(dir, 'plugins')], [], (f) => seen.push(f));
    mkdirSync(join(dir, 'plugins/new-plugin'));
    await settle();
    writeFileSync(join(dir, 'plugins/new-plugin/plugin.ts'), 'export default {};\n');
    writeFileSync(join(dir, 'plugins/new-plugin/.plugin.ts.swp'), 'swap');
    mkdirSync(join(dir, 'plugins/my-todo/dist'));
    writeFileSync(join(dir, 'plugins/my-todo/dist/out.js'), 'built');
    await settle();
    expect(seen).toContain(join(dir, 'plugins/new-plugin/plugin.ts'));
    expect(seen.some((f) => f.endsWith('.swp') || f.includes('/dist/'))).toBe(false);
  });
});
