import { describe, expect, it, vi } from 'vitest';
import { serviceRef } from '@portico/core';
import { selectPlugins, subsetFromSearch } from './select-plugins';

const api = serviceRef('plugin.a.api');
const catalog = [
  { plugin: { id: 'a', provides: [api] }, defaultEnabled: true },
  { plugin: { id: 'b', requires: [api] }, defaultEnabled: true },
  { plugin: { id: 'c', requires: ['b'] }, defaultEnabled: true },
  { plugin: { id: 'example' }, defaultEnabled: false },
];
const ids = (list: { id: string }[]) => list.map((p) => p.id);

describe('selectPlugins', () => {
  it('applies config enable flags over defaults', () => {
    expect(
      ids(selectPlugins(catalog, { plugins: { example: { enabled: true }, a: { enabled: false } } }, null)),
    ).toEqual(['b', 'c', 'example']);
  });

  it('keeps the subset plus transitive requirements', () => {
    expect(ids(selectPlugins(catalog, {}, ['c']))).toEqual(['a', 'b', 'c']);
    expect(ids(selectPlugins(catalog, {}, ['a']))).toEqual(['a']);
  });

  it('keeps a named plugin whose requirement is missing (the runtime reports it) and ignores unknown names', () => {
    const withBroken = [
      ...catalog,
      { plugin: { id: 'd', requires: [serviceRef('core.request'), 'c', 'ghost'] }, defaultEnabled: true },
    ];
    expect(ids(selectPlugins(withBroken, {}, ['d', 'nobody']))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('switches one extension off by its id, leaving the plugin and its other contributions on', () => {
    const page = (name: string) => ({
      kind: 'route',
      name,
      path: `/markets/${name}`,
      title: name,
      loader: async () => ({ default: null }),
    });
    const withPages = [{ plugin: { id: 'p', contributes: [page('one'), page('two')] }, defaultEnabled: true }];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const [p] = selectPlugins(
      withPages,
      {
        extensions: {
          'route:p/one': { enabled: false },
          'route:p/two': { enabled: true },
          'route:ghost/x': { enabled: false },
        },
      },
      null,
    );
    expect(p.contributes?.map((c) => c.name)).toEqual(['two']);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('PORTICO_E_UNKNOWN_EXTENSION key=extensions.route:ghost/x'),
    );
    warn.mockRestore();
  });

  it('parses ?plugins=', () => {
    expect(subsetFromSearch('?plugins=header, manage')).toEqual(['header', 'manage']);
    expect(subsetFromSearch('?x=1')).toBeNull();
  });
});
