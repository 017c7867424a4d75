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

describe('what a sub-app gets from the bridge (issue 25)', () => {
  const loaded = () => {
    const session = new SessionStore();
    session.setUser(user('杭州云帆'));
    session.setAuthTree({ menuTree: [393, 642], dataTree: ['SSO_LOGIN'] });
    session.setOperatorRoles([2]);
    return session;
  };

  it('hands out frozen copies: writes throw in strict code and change nothing in the portal', () => {
    const session = loaded();
    const bridge = createStateBridge(session, new DefaultEventBus(), 1);
    const state = bridge.getState();
    expect(Object.isFrozen(state)).toBe(true);
    expect(state.user).not.toBe(session.user);
    expect(() => {
      (state.user as { ownerName: string }).ownerName = '被子应用改写';
    }).toThrow(TypeError);
    expect(() => (state.authTree.menuTree as number[]).push(99999)).toThrow(TypeError);
    expect(() => (state.authTree.dataTree as string[]).splice(0)).toThrow(TypeError);
    expect(() => (state.operatorRoles as number[]).push(1)).toThrow(TypeError);
    expect(() => {
      (state as { pageZoom: number }).pageZoom = 9;
    }).toThrow(TypeError);
    expect(session.user?.ownerName).toBe('杭州云帆');
    expect(session.authTree).toEqual({ menuTree: [393, 642], dataTree: ['SSO_LOGIN'] });
    expect(session.operatorRoles).toEqual([2]);
    expect(bridge.getState()).toEqual(state);
  });

  it('gives listeners frozen copies too, the previous state included', () => {
    const session = loaded();
    const bridge = createStateBridge(session, new DefaultEventBus(), 1);
    const listener = vi.fn();
    bridge.onChange(listener);
    session.setUser(user('成都悦享'));
    const [next, previous] = listener.mock.calls[0];
    expect(Object.isFrozen(next.user)).toBe(true);
    expect(Object.isFrozen(previous.authTree.menuTree)).toBe(true);
    expect(next.user.ownerName).toBe('成都悦享');
    expect(previous.user.ownerName).toBe('杭州云帆');
  });
});
