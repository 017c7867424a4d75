import { describe, expect, it } from 'vitest';
import { routePoint, subAppPoint, TIME_LIMITS, type PluginDefinition } from '@portico/core';
import { CATALOG } from './catalog';
import { ConfigError } from './config/load';
import { REMOTE_SUBAPPS_PLUGIN_ID, applySubApps, remoteApp } from './subapps';

const plugins = CATALOG.map((e) => e.plugin) as PluginDefinition<unknown>[];
const contributions = (list: PluginDefinition<unknown>[], id: string) =>
  list.find((p) => p.id === id)?.contributes ?? [];

describe('applySubApps', () => {
  it('leaves the plugins alone without subApps', () => {
    expect(applySubApps(plugins, undefined)).toEqual(plugins);
    expect(applySubApps(plugins, {})).toEqual(plugins);
  });

  it('switches an existing sub-app to a remote entry: its pages give way to one remote page, its tabs stay', () => {
    const out = applySubApps(plugins, { report: { mode: 'qiankun', name: 'reportApp' } });
    const report = contributions(out, 'report');
    const app = report.find((c) => c.kind === subAppPoint.kind);
    expect(app).toMatchObject({
      name: 'report',
      namespace: 'report',
      mode: 'qiankun',
      entry: '/markets/report/__static__/index.html',
      library: 'reportApp',
    });
    const routes = report.filter((c) => c.kind === routePoint.kind);
    expect(routes.map((r) => r.path)).toEqual(['/markets/report/*']);
    // The local pages needed a session; so does the remote one (spec §2.2).
    expect(routes[0].requiresSession).toBe(true);
    expect(report.some((c) => c.kind === 'header-tab')).toBe(true);
    // Other sub-apps are untouched.
    expect(contributions(out, 'manage')).toBe(contributions(plugins, 'manage'));
  });

  it('keeps a sub-app local when the config says local', () => {
    const out = applySubApps(plugins, { report: { mode: 'local' } });
    expect(contributions(out, 'report')).toBe(contributions(plugins, 'report'));
  });

  it('registers a new namespace as a sub-app of the host, with a header tab only when configured', () => {
    const out = applySubApps(plugins, {
      brand: {
        mode: 'singleSPA',
        entry: 'https://cdn.example.com/brand/index.html',
        title: '品牌',
        tab: { label: '品牌' },
      },
      lab: { mode: 'qiankun' },
    });
    const host = contributions(out, REMOTE_SUBAPPS_PLUGIN_ID);
    const apps = host.filter((c) => c.kind === subAppPoint.kind);
    expect(apps.map((a) => [a.name, a.mode, a.entry, a.library, a.title])).toEqual([
      ['brand', 'singleSPA', 'https://cdn.example.com/brand/index.html', 'brand', '品牌'],
      ['lab', 'qiankun', '/markets/lab/__static__/index.html', 'lab', 'lab'],
    ]);
    expect(host.filter((c) => c.kind === routePoint.kind).map((r) => r.path)).toEqual([
      '/markets/brand/*',
      '/markets/lab/*',
    ]);
    const tabs = host.filter((c) => c.kind === 'header-tab');
    expect(tabs.map((t) => [t.label, t.to])).toEqual([['品牌', '/markets/brand/']]);
  });

  it('fails the config, naming the key, for a local sub-app no plugin provides', () => {
    let error: unknown;
    try {
      applySubApps(plugins, { nowhere: { mode: 'local' } });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).key).toBe('subApps.nowhere.mode');
  });

  it('gives each remote sub-app the §9 chunk-load limit unless the config sets its own', () => {
    expect(remoteApp('report', { mode: 'qiankun' })).toMatchObject({
      entry: '/markets/report/__static__/index.html',
      library: 'report',
      loadTimeoutMs: TIME_LIMITS.chunkLoadMs,
    });
    expect(remoteApp('slow', { mode: 'singleSPA', loadTimeoutMs: 3000 }).loadTimeoutMs).toBe(3000);
  });
});
