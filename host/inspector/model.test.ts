import { describe, expect, it } from 'vitest';
import { diagnostic, serviceRef, type Contribution, type PluginDefinition, type Registered } from '@portico/core';
import { contributionRows, dependencyGraph, placeOf, pluginRows, type InspectorSource } from './model';

const api = serviceRef('plugin.base.api');
const coreRequest = serviceRef('core.request');
const widget = (name: string, extra: Partial<Contribution> = {}): Contribution => ({
  kind: 'header-widget',
  name,
  slot: 'right',
  ...extra,
});
const base: PluginDefinition<unknown> = {
  id: 'base',
  provides: [api],
  extensionPoints: [{ kind: 'header-widget', owner: 'base', description: '', schema: {} as never, check: () => true }],
};
const catalog = [
  { plugin: base, defaultEnabled: true },
  { plugin: { id: 'uses-api', requires: [api, coreRequest], contributes: [widget('w')] }, defaultEnabled: true },
  { plugin: { id: 'off-by-config' }, defaultEnabled: true },
  { plugin: { id: 'example' }, defaultEnabled: false },
  { plugin: { id: 'outside-subset' }, defaultEnabled: true },
  { plugin: { id: 'needs-ghost', requires: ['ghost'] }, defaultEnabled: true },
  { plugin: { id: 'dependant', requires: ['needs-ghost'] }, defaultEnabled: true },
  { plugin: { id: 'slow' }, defaultEnabled: true },
  { plugin: { id: 'throws' }, defaultEnabled: true },
  { plugin: { id: 'bad-options' }, defaultEnabled: true },
] satisfies InspectorSource['catalog'];
const tool: PluginDefinition<unknown> = { id: 'portico-inspector' };
const source: InspectorSource = {
  catalog,
  tools: [tool],
  config: {
    plugins: { 'off-by-config': { enabled: false }, 'uses-api': { options: { pageSize: '5' } } },
    extensions: { 'header-widget:uses-api/hidden': { enabled: false } },
  },
  subset: ['uses-api', 'needs-ghost', 'dependant', 'slow', 'throws', 'bad-options', 'base'],
  selected: ['base', 'uses-api', 'needs-ghost', 'dependant', 'slow', 'throws', 'bad-options'],
};
const record = (id: string, status: 'active' | 'failed', options: unknown = {}) => ({
  id,
  status,
  options,
  startedAt: 10,
  endedAt: 12.5,
});

describe('pluginRows', () => {
  const rows = pluginRows(source, {
    records: [
      record('base', 'active'),
      record('uses-api', 'active', { pageSize: 5 }),
      record('slow', 'failed'),
      record('throws', 'failed'),
      record('portico-inspector', 'active'),
    ],
    diagnostics: [
      diagnostic('PORTICO_E_MISSING_DEPENDENCY', 'plugin "needs-ghost" requires "ghost"', { pluginId: 'needs-ghost' }),
      diagnostic('PORTICO_E_DEPENDENCY_FAILED', 'requires "needs-ghost", which was dropped', { pluginId: 'dependant' }),
      diagnostic('PORTICO_E_CONTRIBUTION_CRASHED', 'x crashed', { pluginId: 'slow' }),
      diagnostic('PORTICO_E_ACTIVATE_TIMEOUT', 'took too long', { pluginId: 'slow' }),
      diagnostic('PORTICO_E_ACTIVATE_FAILED', 'boom', { pluginId: 'throws' }),
      diagnostic('PORTICO_E_INVALID_OPTIONS', 'bad', { pluginId: 'bad-options' }),
    ],
  });
  const by = Object.fromEntries(rows.map((r) => [r.id, r]));

  it('gives every plugin of the catalog, then the dev tools, a reason', () => {
    expect(rows.map((r) => r.id)).toEqual([...catalog.map((e) => e.plugin.id), 'portico-inspector']);
    expect(Object.fromEntries(rows.map((r) => [r.id, [r.enabled, r.reason]]))).toEqual({
      base: [true, 'active'],
      'uses-api': [true, 'active'],
      'off-by-config': [false, 'config'],
      example: [false, 'default-off'],
      'outside-subset': [false, 'subset'],
      'needs-ghost': [false, 'missing-dependency'],
      dependant: [false, 'dependant'],
      slow: [false, 'timeout'],
      throws: [false, 'activate-failed'],
      'bad-options': [false, 'invalid-options'],
      'portico-inspector': [true, 'dev-tool'],
    });
  });

  it('names the diagnostic behind a reason', () => {
    expect(by['needs-ghost'].detail).toBe('PORTICO_E_MISSING_DEPENDENCY: plugin "needs-ghost" requires "ghost"');
    expect(by.slow.detail).toMatch(/^PORTICO_E_ACTIVATE_TIMEOUT/);
  });

  it('shows the options activate got (validated), else the raw config options; and the activation time', () => {
    expect(by['uses-api']).toMatchObject({
      options: { pageSize: 5 },
      optionsValidated: true,
      startedAt: 10,
      endedAt: 12.5,
    });
    expect(by['off-by-config'].optionsValidated).toBe(false);
    expect(by['off-by-config'].startedAt).toBeUndefined();
  });
});

describe('contributionRows', () => {
  it('lists declared and run-time contributions with why each is or is not registered', () => {
    const withHidden: InspectorSource = {
      ...source,
      catalog: [
        ...catalog,
        {
          plugin: {
            id: 'two-widgets',
            contributes: [widget('shown', { order: 3, when: { menu: 393 } }), widget('hidden')],
          },
          defaultEnabled: true,
        },
      ],
      config: { extensions: { 'header-widget:two-widgets/hidden': { enabled: false } } },
    };
    const registered: Registered[] = [
      {
        ...widget('shown', { order: 3, when: { menu: 393 } }),
        id: 'header-widget:two-widgets/shown',
        pluginId: 'two-widgets',
      },
      { kind: 'route', name: 'late', path: '/markets/late', id: 'route:base/late', pluginId: 'base' },
    ];
    const rows = contributionRows(withHidden, registered);
    expect(rows.map((r) => [r.id, r.state])).toEqual([
      ['header-widget:uses-api/w', 'plugin-off'],
      ['header-widget:two-widgets/shown', 'registered'],
      ['header-widget:two-widgets/hidden', 'config-off'],
      ['route:base/late', 'registered'],
    ]);
    expect(rows[1]).toMatchObject({
      pluginId: 'two-widgets',
      place: 'header-widget · right',
      order: 3,
      when: { menu: 393 },
    });
    expect(rows[3].place).toBe('route · /markets/late');
  });

  it('names the place by the field the point has', () => {
    expect(placeOf({ kind: 'toolbox-entry', name: 'x', group: 'tools' })).toBe('toolbox-entry · tools');
    expect(placeOf({ kind: 'custom', name: 'x' })).toBe('custom');
  });
});

describe('dependencyGraph', () => {
  const graph = dependencyGraph(
    catalog.map((e) => e.plugin),
    (ref) => ref.id.startsWith('core.'),
  );

  it('draws requires through provided services and plugin ids, leaves core services out, and marks missing ones', () => {
    expect(graph.edges).toEqual(
      expect.arrayContaining([
        { from: 'uses-api', to: 'base', kind: 'requires' },
        { from: 'needs-ghost', to: 'ghost', kind: 'requires' },
        { from: 'dependant', to: 'needs-ghost', kind: 'requires' },
      ]),
    );
    expect(graph.missing).toEqual(['ghost']);
    expect(graph.nodes).toContain('ghost');
    expect(graph.edges.some((e) => e.to === 'core.request')).toBe(false);
  });

  it('keeps one edge per pair, the strongest kind (requires over contributes-to-point)', () => {
    expect(graph.edges.filter((e) => e.from === 'uses-api' && e.to === 'base')).toEqual([
      { from: 'uses-api', to: 'base', kind: 'requires' },
    ]);
    const pointOnly = dependencyGraph([base, { id: 'w', contributes: [widget('x')] }], () => false);
    expect(pointOnly.edges).toEqual([{ from: 'w', to: 'base', kind: 'point' }]);
  });

  it('draws an optional dependency when present and nothing when absent', () => {
    const g = dependencyGraph([base, { id: 'opt', optional: [api, 'absent'] }], () => false);
    expect(g.edges).toEqual([{ from: 'opt', to: 'base', kind: 'optional' }]);
    expect(g.missing).toEqual([]);
  });
});
