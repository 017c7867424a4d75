import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CATALOG } from '../catalog';
import { EXAMPLES } from '../dev-catalog';
import { checkConfig, formatConfigError } from './live-config';

const catalog = [...CATALOG, ...EXAMPLES];
const dir = mkdtempSync(join(tmpdir(), 'portico-config-'));
const file = join(dir, 'portal.config.json');
const check = (text: string) => {
  writeFileSync(file, text);
  return checkConfig(file, catalog);
};

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the dev server checks portal.config.json as the portal does', () => {
  it('accepts the shipped config, a plugin switched off and a missing file (the defaults)', () => {
    expect(checkConfig(join(process.cwd(), 'portal.config.json'), catalog)).toEqual({ ok: true });
    expect(check('{ "plugins": { "header": { "enabled": false } } }')).toEqual({ ok: true });
    expect(checkConfig(join(dir, 'absent.json'), catalog)).toEqual({ ok: true });
  });

  it('names the code, the key and the plugin of what the error page would show', () => {
    const bad = check('{ "plugins": { "daily-tips": { "enabled": "yes" } } }');
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.error).toMatchObject({
      code: 'PORTICO_E_INVALID_CONFIG',
      key: 'plugins.daily-tips.enabled',
      pluginId: 'daily-tips',
    });
    expect(formatConfigError(bad.error)).toMatch(
      /^PORTICO_E_INVALID_CONFIG key=plugins\.daily-tips\.enabled plugin=daily-tips: portal\.config\.json is invalid/,
    );
  });

  it('refuses broken JSON, an unknown plugin (a typo) and a local sub-app no plugin provides', () => {
    const error = (text: string) => {
      const r = check(text);
      return r.ok ? null : r.error;
    };
    expect(error('{ "plugins": { ')).toMatchObject({ code: 'PORTICO_E_INVALID_CONFIG', key: '(file)' });
    expect(error('{ "plugins": { "todo-bagde": {} } }')).toMatchObject({
      code: 'PORTICO_E_UNKNOWN_PLUGIN',
      pluginId: 'todo-bagde',
    });
    expect(error('{ "subApps": { "brand": { "mode": "local" } } }')).toMatchObject({ key: 'subApps.brand.mode' });
  });
});
