import { describe, expect, it, vi } from 'vitest';
import { DefaultEventBus, SessionStore, type CurrentUser } from '@portico/core';
import { createStateBridge } from './bridge';

const user = (ownerName: string): CurrentUser => ({
  ownerId: 1,
  loginType: 0,
  ownerName,
  ownerType: 1,
  isLimitNewUser: false,
  isLimitSlienceUser: false,
});

describe('createStateBridge', () => {
  it('mirrors every change of the user, the auth tree and the page zoom to the listeners (spec §4)', () => {
    const session = new SessionStore();
    const events = new DefaultEventBus();
    const bridge = createStateBridge(session, events, 1.254);
    expect(bridge.getState()).toMatchObject({ user: null, pageZoom: 1.25, authTree: { menuTree: [], dataTree: [] } });
    const listener = vi.fn();
    bridge.onChange(listener);

    session.setUser(user('杭州云帆'));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.calls[0][0].user.ownerName).toBe('杭州云帆');
    expect(listener.mock.calls[0][1].user).toBeNull();

    session.setAuthTree({ menuTree: [393], dataTree: ['SSO_LOGIN'] });
    expect(listener.mock.calls[1][0].authTree.menuTree).toEqual([393]);

    events.emit('page-zoom', { devicePixelRatio: 1.5 });
    expect(listener).toHaveBeenCalledTimes(3);
    expect(bridge.getState().pageZoom).toBe(1.5);
  });

  it('mirrors the current service-tree node (spec §3)', () => {
    const session = new SessionStore();
    const bridge = createStateBridge(session, new DefaultEventBus(), 1);
    expect(bridge.getState().currentNode).toBeNull();
    const listener = vi.fn();
    bridge.onChange(listener);
    const node = {
      id: 'route:remote-sub-apps/demo',
      path: '/markets/demo/*',
      title: '示例',
      subApp: 'demo',
      pluginId: 'x',
    };
    session.setCurrentNode(node);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.calls[0][0].currentNode).toEqual(node);
    bridge.dispose();
  });

  it('drops a listener that unsubscribed, and all of them on dispose', () => {
    const session = new SessionStore();
    const events = new DefaultEventBus();
    const bridge = createStateBridge(session, events, 1);
    const kept = vi.fn();
    const left = vi.fn();
    bridge.onChange(kept);
    const off = bridge.onChange(left);
    expect(bridge.listenerCount).toBe(2);
    off();
    session.setUser(user('a'));
    expect(left).not.toHaveBeenCalled();
    expect(kept).toHaveBeenCalledTimes(1);

    bridge.dispose();
    expect(bridge.listenerCount).toBe(0);
    session.setUser(user('b'));
    events.emit('page-zoom', { devicePixelRatio: 2 });
    expect(kept).toHaveBeenCalledTimes(1);
  });

  it('keeps calling the others when one listener throws', () => {
    const session = new SessionStore();
    const bridge = createStateBridge(session, new DefaultEventBus(), 1);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = vi.fn();
    bridge.onChange(() => {
      throw new Error('sub-app bug');
    });
    bridge.onChange(after);
    session.setUser(user('a'));
    expect(after).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
