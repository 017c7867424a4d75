import { describe, expect, it } from 'vitest';
import { remotePluginSpecs } from './specs';

describe('remotePluginSpecs: what a page loads', () => {
  it('each enabled entry with `from`; nothing for built-in entries or a disabled remote one', () => {
    const config = {
      plugins: {
        header: { enabled: true },
        'acme-weather': { from: 'https://plugins.example.com/acme/portico-plugin.json', integrity: 'sha384-x' },
        'acme-off': { from: '/plugins/off/portico-plugin.json', enabled: false },
      },
    };
    expect(remotePluginSpecs(config, null)).toEqual([
      { id: 'acme-weather', from: 'https://plugins.example.com/acme/portico-plugin.json', integrity: 'sha384-x' },
    ]);
    expect(remotePluginSpecs({}, null)).toEqual([]);
  });

  it('`?plugin-from=` only where the dev build passes its search (a release build passes none)', () => {
    const search =
      '?plugin-from=http%3A%2F%2Flocalhost%3A5174%2Fportico-plugin.json&plugin-from=/p/portico-plugin.json';
    expect(remotePluginSpecs({}, search)).toEqual([
      { from: 'http://localhost:5174/portico-plugin.json', localDev: true },
      { from: '/p/portico-plugin.json', localDev: true },
    ]);
    expect(remotePluginSpecs({}, null)).toEqual([]);
  });
});
