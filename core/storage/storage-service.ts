import { serviceRef } from '../di';

/** The part of the Web Storage API the service uses (`localStorage`, `sessionStorage`, a fake). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** `local` survives the browser session; `session` ends with the tab. */
export type StorageArea = 'local' | 'session';

/** Checks that a stored value has the expected shape. */
export type StoredGuard<T> = (value: unknown) => value is T;

/**
 * One plugin's corner of browser storage: every key is `portico:<ownerId>:<namespace>:<name>`
 * (owner `anonymous` before login), so two accounts on one browser, or two plugins, never see
 * each other's state. The owner is read at each call, so a store taken before login follows
 * the session. Reads never throw: a missing, corrupt or mis-shaped value gives the fallback,
 * and a corrupt or mis-shaped one is removed. Writes the browser refuses (quota, private mode)
 * return false.
 */
export interface PluginStorage {
  /** The namespace this store was opened for (a plugin id). */
  readonly namespace: string;
  /** The value stored under `name` for the current owner, or `fallback`. */
  read<T>(area: StorageArea, name: string, fallback: T, guard?: StoredGuard<T>): T;
  /** Stores `value` as JSON under `name` for the current owner; false when the browser refused. */
  write(area: StorageArea, name: string, value: unknown): boolean;
  /** Forgets `name` for the current owner; never throws. */
  remove(area: StorageArea, name: string): void;
}

/**
 * Browser storage for plugins. It knows no feature: each plugin opens its own namespace with
 * {@link StorageService.scope} and names its values there.
 */
export interface StorageService {
  /**
   * The store of `namespace` (a plugin id, `[a-z][a-z0-9-]*`). Throws
   * `PORTICO_E_INVALID_STORAGE_NAMESPACE` for any other namespace.
   */
  scope(namespace: string): PluginStorage;
}

/** Service ref of {@link StorageService}. */
export const storageRef = serviceRef<StorageService>('core.storage');

/** What a namespace must look like: a plugin id, which cannot hold the key separator `:`. */
const NAMESPACE = /^[a-z][a-z0-9-]*$/;

/** A Map-backed {@link StorageLike}, used when the browser offers no storage. */
export class MemoryStorage implements StorageLike {
  private readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

/** Default implementation over two {@link StorageLike}s and the current owner id. */
export class DefaultStorageService implements StorageService {
  constructor(
    private readonly areas: Readonly<Record<StorageArea, StorageLike>>,
    /** The owner whose keys are used (from the session store); null before login. */
    private readonly ownerId: () => number | null,
  ) {}

  scope(namespace: string): PluginStorage {
    if (typeof namespace !== 'string' || !NAMESPACE.test(namespace)) {
      throw new Error(
        `PORTICO_E_INVALID_STORAGE_NAMESPACE: storage namespace ${JSON.stringify(namespace)} must match [a-z][a-z0-9-]* (use the plugin id)`,
      );
    }
    return new ScopedStorage(this.areas, this.ownerId, namespace);
  }
}

class ScopedStorage implements PluginStorage {
  constructor(
    private readonly areas: Readonly<Record<StorageArea, StorageLike>>,
    private readonly ownerId: () => number | null,
    readonly namespace: string,
  ) {}

  private key(name: string): string {
    return `portico:${this.ownerId() ?? 'anonymous'}:${this.namespace}:${name}`;
  }

  read<T>(area: StorageArea, name: string, fallback: T, guard?: StoredGuard<T>): T {
    const storage = this.areas[area];
    const key = this.key(name);
    let raw: string | null;
    try {
      raw = storage.getItem(key);
    } catch {
      return fallback;
    }
    if (raw === null) return fallback;
    try {
      const value: unknown = JSON.parse(raw);
      if (!guard || guard(value)) return value as T;
    } catch {
      // Corrupt JSON: fall through and drop it.
    }
    try {
      storage.removeItem(key);
    } catch {
      // The storage refuses even removals; the fallback is still right.
    }
    return fallback;
  }

  write(area: StorageArea, name: string, value: unknown): boolean {
    try {
      const json = JSON.stringify(value);
      // `undefined`, a function or a symbol has no JSON form: nothing could be read back.
      if (json === undefined) return false;
      this.areas[area].setItem(this.key(name), json);
      return true;
    } catch {
      return false;
    }
  }

  remove(area: StorageArea, name: string): void {
    try {
      this.areas[area].removeItem(this.key(name));
    } catch {
      // Nothing more to do.
    }
  }
}

/**
 * The browser's storage of `area`, or a {@link MemoryStorage} when there is none or touching
 * it throws (sandboxed frames, some private modes).
 */
export function browserStorage(area: StorageArea): StorageLike {
  try {
    const storage = area === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    if (storage) return storage;
  } catch {
    // Access denied: fall back.
  }
  return new MemoryStorage();
}
