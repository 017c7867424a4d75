import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { autorun } from 'mobx';
import { Container, serviceRef } from '../di';
import { DiagnosticsStore } from '../diagnostics';
import { ExtensionRegistry, routePoint } from '../extensions';
import { requestRef, type RequestService } from '../request';
import { resolvePlugins } from './resolve';
import { PluginRuntime } from './runtime';
import type { PluginDefinition } from './types';

interface Api {
  ping(): string;
  dispose(): void;
}
const apiRef = serviceRef<Api>('plugin.provider.api');

/** A root container with the request service, and a plugin runtime over it. */
function harness() {
  const root = Container.createRoot();
  const request = { call: vi.fn() } as unknown as RequestService;
  root.register(requestRef, { useValue: request });
  const diagnostics = new DiagnosticsStore();
  const extensions = new ExtensionRegistry();
  const runtime = new PluginRuntime(root, extensions, diagnostics);
  const start = (plugins: ReadonlyArray<PluginDefinition<unknown>>) =>
    runtime.start(resolvePlugins(plugins, { coreServices: new Set([requestRef.id]) }));
  const codes = () => diagnostics.items.map((d) => `${d.code}:${d.pluginId}`);
  return { root, request, diagnostics, extensions, runtime, start, codes };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('PluginRuntime', () => {
  it('ctx.contribute checks a contribution against its point, derives its id and removes it with the plugin', async () => {
    const h = harness();
    const page = {
      kind: 'route',
      name: 'late',
      path: '/markets/late',
      title: '迟到的页面',
      loader: async () => ({ default: null }),
    };
    let refused: unknown;
    await h.start([
      {
        id: 'adder',
        activate(ctx) {
          ctx.contribute(page);
          try {
            ctx.contribute({ ...page, name: 'bad', path: 'no-slash' });
          } catch (err) {
            refused = err;
          }
        },
      },
    ]);
    expect(h.extensions.list(routePoint).map((c) => c.id)).toEqual(['route:adder/late']);
    expect(String(refused)).toMatch(/PORTICO_E_INVALID_MANIFEST: .*path/);
    await h.runtime.unload('adder');
    expect(h.extensions.list(routePoint)).toEqual([]);
  });

  it('unloading a plugin removes the services it provided and disposes what they created, once', async () => {
    const h = harness();
    const dispose = vi.fn();
    let consumer: Container | undefined;
    await h.start([
      {
        id: 'provider',
        provides: [apiRef],
        activate: (ctx) => ctx.provide(apiRef, { useFactory: () => ({ ping: () => 'pong', dispose }) }),
      },
      {
        id: 'consumer',
        requires: [apiRef],
        activate: (ctx) => {
          consumer = ctx.services as Container;
          expect(ctx.services.resolve(apiRef).ping()).toBe('pong');
        },
      },
    ]);
    expect(h.runtime.activeIds).toEqual(['provider', 'consumer']);

    await h.runtime.unload('provider');
    const gone =
      /PORTICO_E_UNKNOWN_SERVICE: service "plugin\.provider\.api" is no longer registered: its provider \(plugin "provider"\) was unloaded/;
    expect(() => h.root.resolve(apiRef)).toThrow(gone);
    expect(() => consumer!.resolve(apiRef)).toThrow(gone);
    expect(dispose).toHaveBeenCalledOnce();

    await h.runtime.unload('consumer');
    await h.root.dispose();
    expect(dispose).toHaveBeenCalledOnce();
  });

  it('calls a disposer that activate returns after its timeout as soon as it arrives', async () => {
    vi.useFakeTimers();
    const h = harness();
    const disposer = vi.fn();
    const lateListener = vi.fn();
    let finish!: () => void;
    const started = h.start([
      {
        id: 'slow',
        activateTimeoutMs: 100,
        activate: async (ctx) => {
          await new Promise<void>((resolve) => (finish = resolve));
          ctx.onDispose(lateListener);
          return disposer;
        },
      },
    ]);
    await vi.advanceTimersByTimeAsync(100);
    await started;
    expect(h.runtime.status('slow')).toBe('failed');
    expect(h.codes()).toEqual(['PORTICO_E_ACTIVATE_TIMEOUT:slow']);
    expect(disposer).not.toHaveBeenCalled();

    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(lateListener).toHaveBeenCalledOnce();
    expect(disposer).toHaveBeenCalledOnce();
  });

  it('passes activate the services of requires, then of optional (undefined for a plugin id or an absent service)', async () => {
    const h = harness();
    const absentRef = serviceRef<unknown>('plugin.nobody.api');
    const api: Api = { ping: () => 'pong', dispose: () => undefined };
    const activate = vi.fn();
    await h.start([
      { id: 'provider', provides: [apiRef], activate: (ctx) => ctx.provide(apiRef, { useValue: api }) },
      { id: 'user', requires: [requestRef, 'provider'], optional: [apiRef, absentRef, 'provider'], activate },
    ]);
    expect(h.codes()).toEqual([]);
    expect(activate).toHaveBeenCalledOnce();
    const [ctx, ...deps] = activate.mock.calls[0] as unknown[];
    expect((ctx as { pluginId: string }).pluginId).toBe('user');
    expect(deps).toEqual([h.request, undefined, api, undefined, undefined]);
    expect(deps[0]).toBe(h.request);
    expect(deps[2]).toBe(api);
  });

  it('fails activation with PORTICO_E_ACTIVATE_FAILED naming a required service that does not resolve', async () => {
    const h = harness();
    const activate = vi.fn();
    // `provider` declares the service but never provides it.
    await h.start([
      { id: 'provider', provides: [apiRef] },
      { id: 'user', requires: [apiRef], activate },
    ]);
    expect(activate).not.toHaveBeenCalled();
    expect(h.runtime.status('user')).toBe('failed');
    expect(h.diagnostics.items).toEqual([
      expect.objectContaining({
        code: 'PORTICO_E_ACTIVATE_FAILED',
        pluginId: 'user',
        message: expect.stringContaining('required service "plugin.provider.api" could not be resolved'),
      }),
    ]);
  });

  it('starts each plugin after the ones it depends on; a failed one stops what requires it, not what has it optional', async () => {
    const h = harness();
    const log: string[] = [];
    const step = (id: string) => async () => {
      await Promise.resolve();
      log.push(id);
    };
    await h.start([
      { id: 'c', requires: ['b'], activate: step('c') },
      { id: 'b', requires: [apiRef], activate: step('b') },
      {
        id: 'provider',
        provides: [apiRef],
        activate: async (ctx) => {
          await step('provider')();
          ctx.provide(apiRef, { useValue: { ping: () => '', dispose: () => undefined } });
        },
      },
      {
        id: 'broken',
        activate: () => {
          throw new Error('boom');
        },
      },
      { id: 'needs-broken', requires: ['broken'], activate: step('needs-broken') },
      { id: 'likes-broken', optional: ['broken'], activate: step('likes-broken') },
    ]);
    expect(log.indexOf('provider')).toBeLessThan(log.indexOf('b'));
    expect(log.indexOf('b')).toBeLessThan(log.indexOf('c'));
    expect(log).toContain('likes-broken');
    expect(log).not.toContain('needs-broken');
    expect(h.codes()).toEqual(['PORTICO_E_ACTIVATE_FAILED:broken', 'PORTICO_E_DEPENDENCY_FAILED:needs-broken']);
  });

  it('records each activation for the inspector: validated options, status and start/end times', async () => {
    const h = harness();
    const options = {
      safeParse: (input: unknown) => ({
        success: true as const,
        data: { size: Number((input as { size: string }).size) },
      }),
    };
    let release!: () => void;
    await Promise.all([
      h.runtime.start(
        resolvePlugins(
          [
            { id: 'opts', options, activate: () => new Promise<void>((resolve) => (release = resolve)) },
            {
              id: 'throws',
              activate() {
                throw new Error('boom');
              },
            },
          ],
          { coreServices: new Set() },
        ),
        { opts: { size: '3' } },
      ),
      (async () => {
        // While `opts` activates it has a start and no end yet.
        await vi.waitFor(() => expect(h.runtime.records().find((r) => r.id === 'opts')).toBeDefined());
        expect(h.runtime.records().find((r) => r.id === 'opts')!.endedAt).toBeUndefined();
        release();
      })(),
    ]);
    const byId = Object.fromEntries(h.runtime.records().map((r) => [r.id, r]));
    expect(byId.opts).toMatchObject({ status: 'active', options: { size: 3 } });
    expect(byId.throws.status).toBe('failed');
    for (const r of Object.values(byId)) expect(r.endedAt!).toBeGreaterThanOrEqual(r.startedAt);
  });

  it('starts plugins that only contribute in one registry change: a reader of their point recomputes once', async () => {
    const h = harness();
    const route = (i: number) => ({
      kind: 'route',
      name: 'page',
      path: `/markets/p${i}`,
      title: `页面 ${i}`,
      loader: async () => ({ default: null }),
    });
    const seen: number[] = [];
    const stop = autorun(() => void seen.push(h.extensions.list(routePoint).length));
    await h.start([
      ...Array.from({ length: 50 }, (_, i) => ({ id: `only-${i}`, contributes: [route(i)] })),
      // One with activate: its contribution comes in a change of its own, after.
      { id: 'active', activate: () => undefined, contributes: [route(50)] },
    ]);
    stop();
    expect(seen).toEqual([0, 50, 51]);
    expect(h.runtime.activeIds).toHaveLength(51);
  });

  it('a plugin that only contributes is disabled when what it requires failed, at once or in activate', async () => {
    const h = harness();
    const refuse = {
      safeParse: () => ({ success: false as const, error: { issues: [{ path: ['size'], message: 'too big' }] } }),
    };
    await h.start([
      { id: 'bad-options', options: refuse },
      { id: 'needs-bad-options', requires: ['bad-options'], contributes: [] },
      { id: 'throws', activate: () => Promise.reject(new Error('boom')) },
      { id: 'needs-throws', requires: ['throws'], contributes: [] },
      { id: 'likes-throws', optional: ['throws'], contributes: [] },
    ]);
    expect(h.codes()).toEqual([
      'PORTICO_E_INVALID_OPTIONS:bad-options',
      'PORTICO_E_DEPENDENCY_FAILED:needs-bad-options',
      'PORTICO_E_ACTIVATE_FAILED:throws',
      'PORTICO_E_DEPENDENCY_FAILED:needs-throws',
    ]);
    expect(h.runtime.activeIds).toEqual(['likes-throws']);
  });

  it("aborts a plugin's signal when it is unloaded, also when the plugin reads it only after", async () => {
    const h = harness();
    const signals: Record<string, () => AbortSignal> = {};
    await h.start([
      {
        id: 'early',
        activate: (ctx) =>
          void (signals.early = (
            (s) => () =>
              s
          )(ctx.signal)),
      },
      { id: 'late', activate: (ctx) => void (signals.late = () => ctx.signal) },
    ]);
    expect(signals.early().aborted).toBe(false);
    await h.runtime.unload('early');
    await h.runtime.unload('late');
    expect(signals.early().aborted).toBe(true);
    expect(signals.late().aborted).toBe(true);
  });
});
