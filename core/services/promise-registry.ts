import { serviceRef } from '../di';
import type { AuthTree, CurrentUser } from '../session/model';
import { TIME_LIMITS } from '../time-limits';

/** Spec §9: how long {@link PromiseRegistry.wait} waits by default. */
export const PROMISE_WAIT_TIMEOUT_MS: number = TIME_LIMITS.promiseWaitMs;

/** Spec §8 rejection texts of {@link PromiseRegistry.wait}. */
export const PROMISE_ERRORS = { missing: 'no promise', timeout: 'timeout' } as const;

/**
 * The map of named promises of the global state (spec §3): one part of the portal registers
 * work in progress under a name, another waits for it without importing it.
 */
export interface PromiseRegistry {
  /** Registers (or replaces) the promise of `name`; the disposer forgets it if still current. */
  register<T>(name: string, promise: Promise<T>): () => void;
  has(name: string): boolean;
  /**
   * Settles like the promise of `name`. Rejects with `Error('no promise')` when nothing is
   * registered under `name`, and with `Error('timeout')` when it has not settled after
   * `timeoutMs` (spec §8, §9).
   */
  wait<T>(name: string, timeoutMs?: number): Promise<T>;
}

/**
 * The session facts the shell registers as named promises once the session calls have answered,
 * for sub-apps and plugins that must not start before them (spec §3): name → what it resolves to.
 * A session that could not be loaded rejects them with its error.
 */
export interface SessionPromises {
  /** The current user (owner or agency info), or null when logged out. */
  readonly userInfo: CurrentUser | null;
  /** Menu and data permissions (spec §3 auth tree). */
  readonly authTree: AuthTree;
  /** Operator role ids (empty for other accounts). */
  readonly operatorRoles: readonly number[];
}

/** The names of {@link SessionPromises}, as registered. */
export const SESSION_PROMISES: { readonly [K in keyof SessionPromises]: K } = {
  userInfo: 'userInfo',
  authTree: 'authTree',
  operatorRoles: 'operatorRoles',
};

/** Service ref of {@link PromiseRegistry}. */
export const promisesRef = serviceRef<PromiseRegistry>('core.promises');

/** Default in-memory registry. */
export class DefaultPromiseRegistry implements PromiseRegistry {
  private readonly promises = new Map<string, Promise<unknown>>();

  register<T>(name: string, promise: Promise<T>): () => void {
    // A rejection is for the waiters; unwaited, it must not surface as an unhandled rejection.
    promise.catch(() => undefined);
    this.promises.set(name, promise);
    return () => {
      if (this.promises.get(name) === promise) this.promises.delete(name);
    };
  }

  has(name: string): boolean {
    return this.promises.has(name);
  }

  wait<T>(name: string, timeoutMs = PROMISE_WAIT_TIMEOUT_MS): Promise<T> {
    const promise = this.promises.get(name) as Promise<T> | undefined;
    if (!promise) return Promise.reject(new Error(PROMISE_ERRORS.missing));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(PROMISE_ERRORS.timeout)), timeoutMs);
    });
    return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
  }
}
