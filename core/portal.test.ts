import { describe, expect, it, vi } from 'vitest';
import { createCoreHandlers, handlersFetch } from '@portico/dev';
import { createPortalRuntime, type PortalEnvironment } from './portal';
import * as z from 'zod/mini';
import { defineExtensionPoint } from './extensions';
import { requestRef } from './request';
import { reporterRef } from './reporter';
import { promisesRef } from './services/promise-registry';
import { settingsRef } from './services/settings';
import { authRef } from './session';
import { MemoryStorage, storageRef } from './storage';

function env(href: string, over: Partial<PortalEnvironment> = {}): PortalEnvironment {
  const url = new URL(href);
  return {
    location: { href, origin: url.origin, assign: () => undefined, open: () => undefined },
    cookies: () => 'adstk=dev-owner',
    fetch: handlersFetch(createCoreHandlers(), url.origin).fetch,
    now: () => Date.now(),
    saveFile: () => undefined,
    storage: { local: new MemoryStorage(), session: new MemoryStorage() },
    ...over,
  };
}

describe('createPortalRuntime: services of spec §3, §8, §9', () => {
  it('registers reporter, named promises, settings and storage as core services', async () => {
    const runtime = createPortalRuntime(env('http://localhost:3000/markets/'));
    expect(runtime.container.registeredIds()).toEqual(
      expect.arrayContaining(['core.reporter', 'core.promises', 'core.settings', 'core.storage']),
    );
    expect(runtime.container.resolve(reporterRef).enabled).toBe(false);
    await expect(runtime.container.resolve(promisesRef).wait('nothing')).rejects.toThrow('no promise');
    await runtime.container.resolve(authRef).load();
    expect((await runtime.container.resolve(settingsRef).ownerSetting('login_agreement'))?.ownerId).toBe(200001);
    const storage = runtime.container.resolve(storageRef).scope('some-plugin');
    expect(storage.write('local', 'flag', 1)).toBe(true);
    expect(storage.read('local', 'flag', null)).toBe(1);
    await runtime.dispose();
  });

  it('keys storage by the logged-in owner', async () => {
    const local = new MemoryStorage();
    const runtime = createPortalRuntime(
      env('http://localhost:3000/markets/', { storage: { local, session: new MemoryStorage() } }),
    );
    await runtime.container.resolve(authRef).load();
    runtime.container.resolve(storageRef).scope('table').write('local', 'widths', { planName: 200 });
    expect(local.getItem('portico:200001:table:widths')).toBe('{"planName":200}');
    await runtime.dispose();
  });

  it('wires the reporter to the window and the request service on a production host, until disposed', async () => {
    const beacons: string[] = [];
    const globals = new EventTarget();
    const runtime = createPortalRuntime(
      env('https://e.example.cn/markets/', {
        reporter: { appKey: 'k', productId: 'markets', beaconEndpoint: '/report/beacon' },
        globals,
        reporterTransport: {
          beacon: (u) => void beacons.push(u),
          getJson: async () => ({}),
          postForm: async () => undefined,
        },
      }),
    );
    const reporter = runtime.container.resolve(reporterRef);
    expect(reporter.enabled).toBe(true);
    globals.dispatchEvent(new ErrorEvent('error', { message: 'boom', error: new Error('boom') }));
    await runtime.container.resolve(authRef).load();
    await runtime.container
      .resolve(settingsRef)
      .ownerSetting('')
      .catch(() => undefined);
    reporter.flush();
    const msgs = beacons.flatMap((u) =>
      [...new URL(u, 'https://e.example.cn').searchParams]
        .filter(([k]) => k.startsWith('msg['))
        .map(([, v]) => v.split('\n')[0]),
    );
    expect(msgs).toEqual([
      'Error: boom',
      'POST /v2/communal/owner/setting code 400: {"code":400,"msg":"参数错误：settingKey 不能为空","data":null}',
    ]);
    await runtime.dispose();
    globals.dispatchEvent(new ErrorEvent('error', { message: 'after', error: new Error('after') }));
    reporter.flush();
    expect(beacons).toHaveLength(1);
  });

  it('lets plugins require the core services the container holds; activate receives them after ctx', async () => {
    const runtime = createPortalRuntime(env('http://localhost:3000/markets/'));
    const activate = vi.fn();
    await runtime.start([{ id: 'user', requires: [requestRef, reporterRef], activate }]);
    expect(runtime.diagnostics.items).toEqual([]);
    expect(activate.mock.calls[0][1]).toBe(runtime.container.resolve(requestRef));
    expect(activate.mock.calls[0][2]).toBe(runtime.container.resolve(reporterRef));
    await runtime.dispose();
  });
});

describe('createPortalRuntime: a plugin added to the running portal (issue 37)', () => {
  const route = (name: string, path: string) => ({
    kind: 'route' as const,
    name,
    path,
    title: '页',
    loader: () => Promise.resolve({ default: () => null }),
  });

  it('starts it after the others: its contributions appear at once; its options meet its schema', async () => {
    const runtime = createPortalRuntime(env('http://localhost:3000/markets/'));
    await runtime.start([{ id: 'built-in', contributes: [route('built-in', '/markets/a')] }]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(await runtime.add({ id: 'late', contributes: [route('late', '/markets/ext/late')] })).toBe(true);
      expect(runtime.extensions.all().map((c) => c.id)).toEqual(['route:built-in/built-in', 'route:late/late']);
      expect(runtime.plugins.status('late')).toBe('active');
      // Options refused by the plugin's own schema: refused as a built-in plugin's would be.
      const strict = {
        id: 'strict',
        options: {
          safeParse: () => ({ success: false as const, error: { issues: [{ path: ['city'], message: 'bad' }] } }),
        },
      };
      expect(await runtime.add(strict, { city: 1 })).toBe(false);
      expect(runtime.diagnostics.byPlugin('strict').map((d) => d.code)).toEqual(['PORTICO_E_INVALID_OPTIONS']);
    } finally {
      warn.mockRestore();
    }
    await runtime.dispose();
  });

  it("contributes to a running plugin's extension point; a second plugin of a running one's id is refused", async () => {
    const badges = defineExtensionPoint({
      kind: 'test-badge',
      owner: 'host-of-badges',
      description: 'a badge',
      fields: { text: z.string() },
    });
    const runtime = createPortalRuntime(env('http://localhost:3000/markets/'));
    await runtime.start([{ id: 'host-of-badges', extensionPoints: [badges] }]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const late = { id: 'late', contributes: [{ kind: 'test-badge', name: 'b', text: '新' }] };
      expect(await runtime.add(late)).toBe(true);
      expect(runtime.extensions.all().map((c) => c.id)).toEqual(['test-badge:late/b']);
      // One that contributes while it activates meets the running plugin's point too.
      const lively = {
        id: 'lively',
        activate(ctx: { contribute(c: object): unknown }) {
          ctx.contribute({ kind: 'test-badge', name: 'c', text: '热' });
        },
      };
      expect(await runtime.add(lively)).toBe(true);
      expect(runtime.extensions.all().map((c) => c.id)).toEqual(['test-badge:late/b', 'test-badge:lively/c']);
      expect(runtime.diagnostics.items).toEqual([]);
      // The same id again: refused, and the running one keeps its contribution.
      expect(await runtime.add({ ...late, contributes: [] })).toBe(false);
      expect(runtime.plugins.status('late')).toBe('active');
      expect(runtime.extensions.all().map((c) => c.id)).toEqual(['test-badge:late/b', 'test-badge:lively/c']);
    } finally {
      warn.mockRestore();
    }
    await runtime.dispose();
  });

  it("refuses one that claims a running plugin's route, or throws in activate, and keeps the others", async () => {
    const runtime = createPortalRuntime(env('http://localhost:3000/markets/'));
    await runtime.start([{ id: 'built-in', contributes: [route('built-in', '/markets/a')] }]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(await runtime.add({ id: 'thief', contributes: [route('thief', '/markets/a')] })).toBe(false);
      expect(runtime.diagnostics.byPlugin('thief').map((d) => d.code)).toEqual(['PORTICO_E_DUPLICATE_ROUTE']);
      const broken = {
        id: 'broken',
        contributes: [route('broken', '/markets/ext/broken')],
        activate() {
          throw new Error('boom');
        },
      };
      expect(await runtime.add(broken)).toBe(false);
      expect(runtime.plugins.status('broken')).toBe('failed');
      expect(runtime.extensions.all().map((c) => c.id)).toEqual(['route:built-in/built-in']);
      expect(runtime.diagnostics.items.filter((d) => !d.pluginId || d.pluginId === 'built-in')).toEqual([]);
    } finally {
      warn.mockRestore();
    }
    await runtime.dispose();
  });
});
