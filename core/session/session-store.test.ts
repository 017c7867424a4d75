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

// Spec §3 global state: the current service-tree node, children dropped.
describe('the current service-tree node', () => {
  const node = {
    id: 'route:manage/PlanManage',
    path: '/markets/manage/PlanManage',
    title: '计划管理',
    subApp: 'manage',
    pluginId: 'manage',
  };

  it('keeps only the node’s own fields: what hangs below it stays out of the session', () => {
    const store = new SessionStore();
    expect(store.currentNode).toBeNull();
    const contribution = { ...node, kind: 'route', loader: async () => ({}), when: { menu: 1 }, children: [node] };
    store.setCurrentNode(contribution);
    expect(store.currentNode).toEqual(node);
    expect(Object.keys(store.currentNode!)).toEqual(['id', 'path', 'title', 'subApp', 'pluginId']);
    store.setCurrentNode(null);
    expect(store.currentNode).toBeNull();
  });

  it('changes observably, once per page: the same page again is no change', () => {
    const store = new SessionStore();
    const seen: Array<string | null> = [];
    const stop = autorun(() => seen.push(store.currentNode?.title ?? null));
    store.setCurrentNode(node);
    store.setCurrentNode({ ...node });
    store.setCurrentNode({ ...node, id: 'route:report/', path: '/markets/report/', title: '数据概览' });
    store.setCurrentNode(null);
    stop();
    expect(seen).toEqual([null, '计划管理', '数据概览', null]);
  });
});
