import { describe, expect, it } from 'vitest';
import { browserStorage, DefaultStorageService, MemoryStorage, type StorageLike } from './storage-service';

function setup(owner: number | null = 200001) {
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  let ownerId = owner;
  const storage = new DefaultStorageService({ local, session }, () => ownerId);
  return { storage, local, session, switchOwner: (id: number | null) => (ownerId = id) };
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isNumberMap = (v: unknown): v is Record<string, number> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every(isNumber);

describe('StorageService', () => {
  it('keys every value as portico:<ownerId>:<namespace>:<name>, in the area asked for', () => {
    const { storage, local, session } = setup();
    const store = storage.scope('column-widths');
    expect(store.namespace).toBe('column-widths');
    expect(store.write('local', 'route:/markets/manage/PlanManage', { planName: 240 })).toBe(true);
    expect(store.write('session', 'seen', true)).toBe(true);
    expect(local.getItem('portico:200001:column-widths:route:/markets/manage/PlanManage')).toBe('{"planName":240}');
    expect(session.getItem('portico:200001:column-widths:seen')).toBe('true');
    expect(local.getItem('portico:200001:column-widths:seen')).toBeNull();
    expect(store.read('local', 'route:/markets/manage/PlanManage', {}, isNumberMap)).toEqual({ planName: 240 });
    expect(store.read('local', 'seen', false)).toBe(false);
  });

  it('keeps each owner apart, following the owner of the moment (anonymous before login)', () => {
    const { storage, local, switchOwner } = setup(null);
    const store = storage.scope('popup');
    store.write('local', 'shownAt', 1);
    expect(local.getItem('portico:anonymous:popup:shownAt')).toBe('1');
    switchOwner(200001);
    expect(store.read('local', 'shownAt', 0)).toBe(0);
    store.write('local', 'shownAt', 2);
    switchOwner(200002);
    expect(store.read('local', 'shownAt', 0)).toBe(0);
    store.write('local', 'shownAt', 3);
    switchOwner(200001);
    expect(store.read('local', 'shownAt', 0)).toBe(2);
    store.remove('local', 'shownAt');
    expect(store.read('local', 'shownAt', 0)).toBe(0);
    switchOwner(200002);
    expect(store.read('local', 'shownAt', 0)).toBe(3);
    switchOwner(null);
    expect(store.read('local', 'shownAt', 0)).toBe(1);
  });

  it('keeps each namespace apart, even when names look alike', () => {
    const { storage, local } = setup();
    const a = storage.scope('a');
    const ab = storage.scope('a-b');
    a.write('local', 'b:x', 'from a');
    ab.write('local', 'x', 'from a-b');
    expect(a.read('local', 'b:x', '')).toBe('from a');
    expect(ab.read('local', 'x', '')).toBe('from a-b');
    expect(storage.scope('other').read('local', 'x', 'none')).toBe('none');
    ab.remove('local', 'x');
    expect(a.read('local', 'b:x', '')).toBe('from a');
    expect(local.getItem('portico:200001:a:b:x')).toBe('"from a"');
  });

  it.each([
    ['corrupt JSON', '{"planName": 24'],
    ['an empty string', ''],
    ['undefined written as text', 'undefined'],
  ])('never throws on %s: fallback returned, bad value removed', (_, raw) => {
    const { storage, local } = setup();
    const key = 'portico:200001:table:widths';
    local.setItem(key, raw);
    expect(storage.scope('table').read('local', 'widths', { fallback: true })).toEqual({ fallback: true });
    expect(local.getItem(key)).toBeNull();
  });

  it.each([
    ['a value of the wrong shape', '{"planName": "wide"}'],
    ['an array', '[1,2]'],
    ['null', 'null'],
    ['a number', '5'],
  ])('returns the fallback for %s the guard refuses, and removes it', (_, raw) => {
    const { storage, local } = setup();
    const key = 'portico:200001:table:widths';
    local.setItem(key, raw);
    const store = storage.scope('table');
    expect(store.read('local', 'widths', {}, isNumberMap)).toEqual({});
    expect(local.getItem(key)).toBeNull();
    expect(store.write('local', 'widths', { planName: 200 })).toBe(true);
    expect(store.read('local', 'widths', {}, isNumberMap)).toEqual({ planName: 200 });
  });

  it('returns any JSON value when there is no guard', () => {
    const { storage, local } = setup();
    local.setItem('portico:200001:x:v', '[1,"a",null]');
    expect(storage.scope('x').read('local', 'v', null)).toEqual([1, 'a', null]);
  });

  it('returns false for writes the browser refuses or that have no JSON form', () => {
    const full: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const refusing = new DefaultStorageService({ local: full, session: new MemoryStorage() }, () => 1).scope('p');
    expect(refusing.write('local', 'a', 1)).toBe(false);
    expect(refusing.write('session', 'a', 1)).toBe(true);
    const { storage, local } = setup();
    const store = storage.scope('p');
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(store.write('local', 'c', circular)).toBe(false);
    expect(store.write('local', 'u', undefined)).toBe(false);
    expect(store.write('local', 'b', 1n)).toBe(false);
    expect(local.getItem('portico:200001:p:u')).toBeNull();
  });

  it('survives a storage that throws on every call', () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const store = new DefaultStorageService({ local: broken, session: broken }, () => 1).scope('p');
    expect(store.write('local', 'a', 1)).toBe(false);
    expect(store.read('local', 'a', 'd')).toBe('d');
    expect(() => store.remove('session', 'a')).not.toThrow();
  });

  it('returns the fallback for a corrupt value even when the storage then refuses to remove it', () => {
    const local = new MemoryStorage();
    local.setItem('portico:1:p:x', '{oops');
    const refusing: StorageLike = {
      getItem: (k) => local.getItem(k),
      setItem: () => undefined,
      removeItem: () => {
        throw new Error('no');
      },
    };
    expect(
      new DefaultStorageService({ local: refusing, session: refusing }, () => 1).scope('p').read('local', 'x', 'd'),
    ).toBe('d');
  });

  it.each(['', 'Header', 'mobile_tip', 'header:x', '1plugin', '-a', 'a b', 'plugin.x'])(
    'refuses the namespace %j with PORTICO_E_INVALID_STORAGE_NAMESPACE',
    (namespace) => {
      const { storage } = setup();
      expect(() => storage.scope(namespace)).toThrow(
        /^PORTICO_E_INVALID_STORAGE_NAMESPACE: storage namespace .* must match \[a-z\]\[a-z0-9-\]\*/,
      );
    },
  );

  it.each(['header', 'mobile-tip', 'a', 'toolbox-flyout2'])('accepts the plugin id %j as a namespace', (namespace) => {
    const { storage } = setup();
    expect(storage.scope(namespace).namespace).toBe(namespace);
  });

  it('uses the browser storage when there is one', () => {
    expect(browserStorage('local')).toBe(globalThis.localStorage);
    expect(browserStorage('session')).toBe(globalThis.sessionStorage);
  });
});
