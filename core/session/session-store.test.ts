import { describe, expect, it } from 'vitest';
import { autorun } from 'mobx';
import { SessionStore } from './session-store';
import { DefaultPermissionService } from '../services/permission';

const OWNER = {
  ownerId: 7,
  loginType: 4,
  ownerName: '杭州云帆',
  ownerType: 1,
  isLimitNewUser: false,
  isLimitSlienceUser: false,
};

describe('session facts', () => {
  it('are built once for many checks outside a reaction, and again when the session changes', () => {
    const store = new SessionStore();
    store.setUser(OWNER);
    store.setAuthTree({ menuTree: [1047, 129], dataTree: [] });
    const permission = new DefaultPermissionService(store);
    const first = store.facts;
    for (let i = 0; i < 1000; i++) permission.allows({ menu: 900000 + i });
    // The same facts object: no rebuild of the auth tree's sets per check.
    expect(store.facts).toBe(first);
    expect(permission.allows({ menu: 1047 })).toBe(true);
    store.setAuthTree({ menuTree: [129], dataTree: [] });
    expect(store.facts).not.toBe(first);
    expect(permission.allows({ menu: 1047 })).toBe(false);
  });

  it('still drive reactions', () => {
    const store = new SessionStore();
    store.setUser(OWNER);
    const seen: boolean[] = [];
    const stop = autorun(() => seen.push(store.facts.menus.has(1047)));
    store.setAuthTree({ menuTree: [1047], dataTree: [] });
    stop();
    expect(seen).toEqual([false, true]);
  });
});
