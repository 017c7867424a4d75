import { describe, expect, it } from 'vitest';
import { parseConfig, ConfigError } from './load';

const known = new Set(['header', 'manage']);
const errorOf = (text: string) => {
  try {
    parseConfig(text, known);
  } catch (e) {
    return e as ConfigError;
  }
  throw new Error('expected a ConfigError');
};

describe('parseConfig', () => {
  it('accepts a valid config', () => {
    expect(parseConfig('{"plugins":{"header":{"enabled":false}}}', known).plugins?.header.enabled).toBe(false);
  });

  it('names the key and plugin of a wrong value', () => {
    const e = errorOf('{"plugins":{"header":{"enabled":"yes"}}}');
    expect(e).toMatchObject({ code: 'PORTICO_E_INVALID_CONFIG', key: 'plugins.header.enabled', pluginId: 'header' });
  });

  it('rejects unknown plugins and unknown keys', () => {
    expect(errorOf('{"plugins":{"ghost":{}}}')).toMatchObject({ code: 'PORTICO_E_UNKNOWN_PLUGIN', pluginId: 'ghost' });
    expect(errorOf('{"plugin":{}}').key).toBe('(root)');
  });

  it('reports broken JSON', () => {
    expect(errorOf('{oops').message).toMatch(/not valid JSON/);
  });
});
