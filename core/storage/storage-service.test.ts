import { describe, expect, it } from 'vitest';
import { browserStorage, DefaultStorageService, MemoryStorage, type StorageLike } from './storage-service';

function setup(owner: number | null = 200001) {
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  let ownerId = owner;
  const storage = new DefaultStorageService({ local, session }, () => ownerId);
  return { storage, local, session, switchOwner: (id: number | null) => (ownerId = id) };
}

describe('StorageService', () => {
  it('keys every value by owner', () => {
    const { storage, local, switchOwner } = setup();
    storage.setQualificationStatus(5);
    expect(local.getItem('portico:200001:qualificationStatus')).toBe('5');
    switchOwner(200002);
    expect(storage.qualificationStatus()).toBeNull();
    storage.setQualificationStatus(1);
    switchOwner(200001);
    expect(storage.qualificationStatus()).toBe(5);
    switchOwner(null);
    storage.write('session', 'x', 1);
    expect(storage.read('session', 'x', 0)).toBe(1);
  });

  it('keeps popup history per popup', () => {
    const { storage } = setup();
    expect(storage.popupShownAt(7)).toBeNull();
    storage.markPopupShown(7, 1_000);
    storage.markPopupShown('8', 2_000);
    expect(storage.popupShownAt('7')).toBe(1_000);
    expect(storage.popupShownAt(8)).toBe(2_000);
  });

  it('keeps column widths per route and column, refusing widths that are not positive', () => {
    const { storage } = setup();
    storage.setColumnWidth('/markets/manage/PlanManage', 'planName', 240);
    storage.setColumnWidth('/markets/manage/PlanManage', 'cost', 120);
    storage.setColumnWidth('/markets/manage/GroupManage', 'planName', 180);
    storage.setColumnWidth('/markets/manage/GroupManage', 'cost', -1);
    storage.setColumnWidth('/markets/manage/GroupManage', 'ctr', NaN);
    expect(storage.columnWidths('/markets/manage/PlanManage')).toEqual({ planName: 240, cost: 120 });
    expect(storage.columnWidths('/markets/manage/GroupManage')).toEqual({ planName: 180 });
    expect(storage.columnWidths('/markets/report/')).toEqual({});
  });

  it.each([
    ['corrupt JSON', '{"planName": 24'],
    ['a value of the wrong shape', '{"planName": "wide"}'],
    ['an array', '[1,2]'],
    ['null', 'null'],
  ])('never throws on %s: default returned, bad key removed', (_, raw) => {
    const { storage, local } = setup();
    const key = 'portico:200001:columnWidths:/markets/manage/PlanManage';
    local.setItem(key, raw);
    expect(storage.columnWidths('/markets/manage/PlanManage')).toEqual({});
    expect(local.getItem(key)).toBeNull();
    local.setItem('portico:200001:qualificationStatus', raw);
    expect(storage.qualificationStatus()).toBeNull();
    local.setItem('portico:200001:popupHistory', raw);
    expect(storage.popupShownAt(1)).toBeNull();
    storage.markPopupShown(1, 5);
    expect(storage.popupShownAt(1)).toBe(5);
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
    const storage = new DefaultStorageService({ local: broken, session: broken }, () => 1);
    expect(storage.write('local', 'a', 1)).toBe(false);
    expect(() => storage.setColumnWidth('/r', 'c', 10)).not.toThrow();
    expect(storage.columnWidths('/r')).toEqual({});
    expect(() => storage.remove('session', 'a')).not.toThrow();
    expect(storage.qualificationStatus()).toBeNull();
  });

  it('removes a corrupt value even when the storage then refuses to remove it', () => {
    const local = new MemoryStorage();
    local.setItem('portico:1:x', '{oops');
    const refusing: StorageLike = { getItem: (k) => local.getItem(k), setItem: () => undefined, removeItem: () => { throw new Error('no'); } };
    expect(new DefaultStorageService({ local: refusing, session: refusing }, () => 1).read('local', 'x', 'd')).toBe('d');
  });

  it('uses the browser storage when there is one', () => {
    expect(browserStorage('local')).toBe(globalThis.localStorage);
    expect(browserStorage('session')).toBe(globalThis.sessionStorage);
  });
});
