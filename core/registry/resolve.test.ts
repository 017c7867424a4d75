import { describe, expect, it } from 'vitest';
import { resolvePlugins } from './resolve';
import type { PluginDefinition } from './types';
import { serviceRef } from '../di';

const core = { coreServices: new Set(['core.request', 'core.session']) };
const page = (name: string, path: string) => ({
  kind: 'route' as const,
  name,
  path,
  title: '页',
  loader: async () => ({ default: null }),
});
const ids = (r: ReturnType<typeof resolvePlugins>) => r.order.map((p) => p.id);
const codes = (r: ReturnType<typeof resolvePlugins>) => r.diagnostics.map((d) => `${d.code}:${d.pluginId}`);

describe('resolvePlugins', () => {
  it('orders dependencies first, through provided services and plugin ids', () => {
    const apiRef = serviceRef<unknown>('plugin.help.api');
    const r = resolvePlugins(
      [
        { id: 'b', requires: [apiRef, 'c'] },
        { id: 'a', provides: [apiRef], requires: [serviceRef('core.request')] },
        { id: 'c', optional: ['a'] },
      ],
      core,
    );
    expect(ids(r)).toEqual(['a', 'c', 'b']);
    expect(r.diagnostics).toEqual([]);
  });

  it('drops a bad manifest with PORTICO_E_INVALID_MANIFEST naming the field', () => {
    const r = resolvePlugins([{ id: 'Bad Id' } as PluginDefinition<unknown>, { id: 'ok' }], core);
    expect(ids(r)).toEqual(['ok']);
    expect(r.diagnostics[0]).toMatchObject({ code: 'PORTICO_E_INVALID_MANIFEST', pluginId: 'Bad Id', key: 'id' });
  });

  it('drops a plugin with a missing dependency and the plugins that require it', () => {
    const r = resolvePlugins(
      [
        { id: 'a', requires: ['ghost'] },
        { id: 'b', requires: ['a'] },
        { id: 'c', optional: ['a'] },
      ],
      core,
    );
    expect(ids(r)).toEqual(['c']);
    expect(codes(r)).toEqual(['PORTICO_E_MISSING_DEPENDENCY:a', 'PORTICO_E_DEPENDENCY_FAILED:b']);
  });

  it('detects cycles and names the path', () => {
    const r = resolvePlugins(
      [{ id: 'x', requires: ['y'] }, { id: 'y', requires: ['z'] }, { id: 'z', requires: ['x'] }, { id: 'free' }],
      core,
    );
    expect(ids(r)).toEqual(['free']);
    expect(r.diagnostics.filter((d) => d.code === 'PORTICO_E_DEPENDENCY_CYCLE')).toHaveLength(3);
    expect(r.diagnostics[0].message).toMatch(/x → y → z → x/);
  });

  it('keeps the first plugin of a duplicate route; a plugin may not use one extension name twice', () => {
    const r = resolvePlugins(
      [
        { id: 'a', contributes: [page('home', '/markets/home')] },
        { id: 'b', contributes: [page('home', '/markets/home')] },
        { id: 'c', contributes: [page('x', '/markets/x'), page('x', '/markets/y')] },
      ],
      core,
    );
    expect(ids(r)).toEqual(['a']);
    expect(codes(r)).toEqual(['PORTICO_E_DUPLICATE_ROUTE:b', 'PORTICO_E_DUPLICATE_EXTENSION:c']);
    expect(r.diagnostics[1].message).toContain('route:c/x');
  });

  it('derives extension ids as kind:plugin/name and refuses one that says otherwise', () => {
    const r = resolvePlugins(
      [
        { id: 'a', contributes: [{ ...page('home', '/markets/a'), id: 'route:a/home' }] },
        { id: 'b', contributes: [{ ...page('home', '/markets/b'), id: 'route:a/home' }] },
      ],
      core,
    );
    expect(ids(r)).toEqual(['a']);
    expect(r.diagnostics[0]).toMatchObject({
      code: 'PORTICO_E_INVALID_MANIFEST',
      pluginId: 'b',
      key: 'contributes.0.id',
    });
  });

  it('validates each contribution with the schema of its point and names the field', () => {
    const r = resolvePlugins(
      [
        { id: 'a', contributes: [page('home', 'markets/no-slash')] },
        { id: 'b', contributes: [{ kind: 'nowhere', name: 'x' }] },
        { id: 'c', contributes: [{ kind: 'sub-app', name: 'c', namespace: 'c', mode: 'iframe', title: 'C' }] },
      ],
      core,
    );
    expect(ids(r)).toEqual([]);
    expect(r.diagnostics.map((d) => [d.pluginId, d.key])).toEqual([
      ['a', 'contributes.0.path'],
      ['b', 'contributes.0.kind'],
      ['c', 'contributes.0.mode'],
    ]);
  });

  it("refuses a sub-app entry off the portal's origin at its key", () => {
    const subApp = (entry: string) => ({
      kind: 'sub-app',
      name: 'r',
      namespace: 'r',
      mode: 'qiankun',
      title: 'R',
      entry,
    });
    const r = resolvePlugins(
      [
        { id: 'a', contributes: [subApp('/\\evil.com/index.html')] },
        { id: 'b', contributes: [subApp('https://cdn.example.com/r/index.html')] },
      ],
      core,
    );
    expect(ids(r)).toEqual(['b']);
    expect(r.diagnostics).toEqual([
      expect.objectContaining({
        code: 'PORTICO_E_INVALID_MANIFEST',
        pluginId: 'a',
        key: 'contributes.0.entry',
        message: expect.stringContaining(
          "contributes.0.entry: must be a path on the portal's origin, like /help/, or an http(s) address",
        ),
      }),
    ]);
  });

  it('ignores a duplicate plugin id after the first', () => {
    const r = resolvePlugins(
      [
        { id: 'a', title: 'first' },
        { id: 'a', title: 'second' },
      ],
      core,
    );
    expect(r.order.map((p) => p.title)).toEqual(['first']);
    expect(codes(r)).toEqual(['PORTICO_E_DUPLICATE_PLUGIN:a']);
  });

  it('returns the dependency graph by plugin id, dropped plugins included, and the closure of a subset', () => {
    const apiRef = serviceRef<unknown>('plugin.a.api');
    const r = resolvePlugins(
      [
        { id: 'a', provides: [apiRef] },
        { id: 'b', requires: [apiRef, serviceRef('core.request'), 'a'], optional: ['d', 'a', 'ghost'] },
        { id: 'c', requires: ['b'] },
        { id: 'd' },
        { id: 'e', requires: ['missing'] },
        { id: 'g', requires: ['e'] },
      ],
      core,
    );
    expect(ids(r)).toEqual(['a', 'd', 'b', 'c']);
    expect(r.graph.dependenciesOf('b')).toEqual({ required: ['a'], optional: ['d'] });
    expect(r.graph.dependenciesOf('c')).toEqual({ required: ['b'], optional: [] });
    expect(r.graph.dependenciesOf('g')).toEqual({ required: ['e'], optional: [] });
    expect(r.graph.dependenciesOf('nobody')).toEqual({ required: [], optional: [] });
    expect([...r.graph.closure(['c'])]).toEqual(['a', 'b', 'c']);
    expect([...r.graph.closure(['g', 'nobody'])]).toEqual(['e', 'g']);
  });

  it('handles a 5,000-deep chain without overflowing the stack', () => {
    const chain = Array.from({ length: 5000 }, (_, i) => ({ id: `p${i}`, requires: i ? [`p${i - 1}`] : [] }));
    const r = resolvePlugins(chain.reverse(), core);
    expect(ids(r)[0]).toBe('p0');
    expect(r.graph.closure(['p4999']).size).toBe(5000);
  });
});
