import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  DefaultEventBus,
  DefaultNotifierService,
  DefaultPromiseRegistry,
  DefaultRemoteComponentRegistry,
  SessionStore,
  type RequestService,
} from '@portico/core';
import { createStateBridge } from './bridge';
import { sealServices } from './sealed-services';

function setup() {
  const request = {
    call: vi.fn(async () => 'call'),
    get: vi.fn(async () => 'get'),
    delete: vi.fn(async () => 'delete'),
    post: vi.fn(async () => 'post'),
    put: vi.fn(async () => 'put'),
    observe: vi.fn(() => () => undefined),
  };
  const notifier = new DefaultNotifierService();
  const navigation = { toLogin: vi.fn(), open: vi.fn(() => true) };
  const navigate = vi.fn();
  const components = new DefaultRemoteComponentRegistry(
    { now: () => 1, place: () => 'own', loadScript: async () => undefined },
    { components: { badge: '/portal-badge.js' } },
  );
  const bridge = createStateBridge(new SessionStore(), new DefaultEventBus(), 1);
  const sealed = sealServices({
    request: request as unknown as RequestService,
    notifier,
    navigation,
    navigate,
    components,
    promises: new DefaultPromiseRegistry(),
    bridge,
  });
  return { sealed, request, notifier, navigation, navigate, components, bridge };
}

/** Runs a write as a sub-app's strict-mode code would; true when it went through. */
function wrote(write: () => void): boolean {
  try {
    write();
    return true;
  } catch (err) {
    expect(err).toBeInstanceOf(TypeError);
    return false;
  }
}

describe('the services a sub-app is handed (issue 35)', () => {
  it('are bound calls into the portal: the request wrappers without observe, ctx or fetchImpl', async () => {
    const { sealed, request } = setup();
    const calls = sealed.services.request as unknown as Record<string, unknown>;
    expect(Object.keys(calls).sort()).toEqual(['call', 'delete', 'get', 'post', 'put']);
    expect(calls.observe).toBeUndefined();
    expect(calls.ctx).toBeUndefined();
    expect(calls.fetchImpl).toBeUndefined();
    // Unbound, as a sub-app may pass them around.
    const { call, put } = sealed.services.request;
    await expect(call('/v2/a', { x: 1 }, { manual: true })).resolves.toBe('call');
    await expect(put('/v2/b')).resolves.toBe('put');
    expect(request.call).toHaveBeenCalledWith('/v2/a', { x: 1 }, { manual: true });
  });

  it('cannot be changed: every object and function is frozen', () => {
    const { sealed } = setup();
    const { services, bridge } = sealed;
    const writes = [
      () => Object.assign(services, { request: {} }),
      () => Object.assign(services.request, { call: () => undefined }),
      () => Object.assign(services.request, { ctx: {} }),
      () => Object.assign(services.notices, { notify: () => 0 }),
      () => Object.assign(services.navigation, { navigate: () => undefined }),
      () => Object.assign(services.remoteComponents, { register: () => undefined }),
      () => Object.assign(services.promises, { wait: () => undefined }),
      () => Object.assign(bridge, { getState: () => null }),
      () => Object.assign(services.request.call, { hijacked: true }),
    ];
    expect(writes.filter(wrote)).toHaveLength(0);
  });

  it('release closes its toasts, restores what it registered over and drops its listeners', async () => {
    const { sealed, notifier, components, bridge } = setup();
    sealed.services.notices.notify('info', '子应用的提示', 0);
    const other = notifier.notify('info', '门户的提示', 0);
    sealed.services.remoteComponents.register('badge', '/sub-app-badge.js');
    sealed.services.remoteComponents.register('own', '/own.js');
    sealed.bridge.onChange(() => undefined);
    expect(bridge.listenerCount).toBe(1);

    sealed.release();
    expect(notifier.notices.map((n) => n.id)).toEqual([other]);
    expect(components.has('own')).toBe(false);
    expect(components.has('badge')).toBe(true);
    expect(bridge.listenerCount).toBe(0);
  });

  it('after release every function is inert: no call, toast, move, login, registration or listener', async () => {
    const { sealed, request, notifier, navigation, navigate, components, bridge } = setup();
    sealed.release();
    const { services } = sealed;
    const failed = await services.request.call('/v2/a').catch((err: unknown) => err);
    expect(failed).toBeInstanceOf(ApiError);
    expect((failed as ApiError).message).toBe('aborted');
    await expect(services.request.post('/v2/a')).rejects.toThrow('aborted');
    expect(request.call).not.toHaveBeenCalled();
    expect(request.post).not.toHaveBeenCalled();
    services.notices.notify('error', '卸载后的提示', 0);
    expect(notifier.notices).toEqual([]);
    services.navigation.navigate('/markets/finance/');
    services.navigation.toLogin();
    expect(services.navigation.open('/markets/finance/')).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(navigation.toLogin).not.toHaveBeenCalled();
    expect(navigation.open).not.toHaveBeenCalled();
    services.remoteComponents.register('late', '/late.js');
    expect(components.has('late')).toBe(false);
    sealed.bridge.onChange(() => undefined);
    expect(bridge.listenerCount).toBe(0);
  });

  it('a registration the sub-app undoes itself is undone once', () => {
    const { sealed, components } = setup();
    const undo = sealed.services.remoteComponents.register('badge', '/sub-app-badge.js');
    undo();
    expect(components.has('badge')).toBe(true);
    sealed.release();
    expect(components.has('badge')).toBe(true);
  });
});
