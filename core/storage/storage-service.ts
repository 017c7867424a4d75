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
 * Browser storage with per-owner keys (`portico:<ownerId>:<name>`), so two accounts on one
 * browser never see each other's state. Reads never throw: a missing, corrupt or mis-shaped
 * value gives the default, and a corrupt one is removed. Writes that the browser refuses
 * (quota, private mode) are dropped.
 */
export interface StorageService {
  /** The value stored under `name` for the current owner, or `fallback`. */
  read<T>(area: StorageArea, name: string, fallback: T, guard?: StoredGuard<T>): T;
  /** Stores `value` as JSON under `name` for the current owner; false when the browser refused. */
  write(area: StorageArea, name: string, value: unknown): boolean;
  remove(area: StorageArea, name: string): void;
  /** The qualification auditStatus last seen for this owner (spec §4), or null. */
  qualificationStatus(): number | null;
  setQualificationStatus(status: number): void;
  /** When the global popup `popupId` was last shown to this owner (epoch ms), or null (spec §2.6). */
  popupShownAt(popupId: string | number): number | null;
  markPopupShown(popupId: string | number, at: number): void;
  /** Column widths of a table on `route` (spec §9), column → width in px. */
  columnWidths(route: string): Readonly<Record<string, number>>;
  setColumnWidth(route: string, column: string, width: number): void;
}

/** Service ref of {@link StorageService}. */
export const storageRef = serviceRef<StorageService>('core.storage');

/** Names of the stored values, after `portico:<ownerId>:`. */
export const STORAGE_NAMES = {
  qualificationStatus: 'qualificationStatus',
  popupHistory: 'popupHistory',
  columnWidths: (route: string) => `columnWidths:${route}`,
} as const;

const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isNumberMap = (v: unknown): v is Record<string, number> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every(isFiniteNumber);

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

  private key(name: string): string {
    return `portico:${this.ownerId() ?? 'anonymous'}:${name}`;
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
      // The storage refuses even removals; the default is still right.
    }
    return fallback;
  }

  write(area: StorageArea, name: string, value: unknown): boolean {
    try {
      this.areas[area].setItem(this.key(name), JSON.stringify(value));
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

  qualificationStatus(): number | null {
    return this.read<number | null>('local', STORAGE_NAMES.qualificationStatus, null, isFiniteNumber);
  }

  setQualificationStatus(status: number): void {
    this.write('local', STORAGE_NAMES.qualificationStatus, status);
  }

  popupShownAt(popupId: string | number): number | null {
    return this.read('local', STORAGE_NAMES.popupHistory, {}, isNumberMap)[String(popupId)] ?? null;
  }

  markPopupShown(popupId: string | number, at: number): void {
    const history = this.read('local', STORAGE_NAMES.popupHistory, {}, isNumberMap);
    this.write('local', STORAGE_NAMES.popupHistory, { ...history, [String(popupId)]: at });
  }

  columnWidths(route: string): Readonly<Record<string, number>> {
    return this.read('local', STORAGE_NAMES.columnWidths(route), {}, isNumberMap);
  }

  setColumnWidth(route: string, column: string, width: number): void {
    if (!isFiniteNumber(width) || width <= 0) return;
    this.write('local', STORAGE_NAMES.columnWidths(route), { ...this.columnWidths(route), [column]: width });
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
