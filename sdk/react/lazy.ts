import { lazy, useCallback, useState, type ComponentType, type LazyExoticComponent } from 'react';

/** Spec §9: a lazy chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A chunk that failed to load (timeout or network); the boundary offers a retry. */
export class ChunkLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

// Props are erased in the cache; lazyFromLoader restores them for its caller.
type AnyComponent = ComponentType<Record<string, unknown>>;
type AnyLoader = () => Promise<{ default: AnyComponent }>;
const cache = new WeakMap<AnyLoader, LazyExoticComponent<AnyComponent>>();
// Components whose chunk has arrived: rendered directly. A React.lazy component suspends once
// even when its chunk is already here, and React then holds the fallback for its reveal
// throttle (~300 ms) — on the first screen that is most of the start time.
const loaded = new WeakMap<AnyLoader, AnyComponent>();

/** Runs a loader with the chunk timeout. */
export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout>;
  return Promise.race([
    load().catch((err: unknown) => {
      throw new ChunkLoadError(err instanceof Error ? err.message : String(err));
    }),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadError(`chunk did not load within ${timeoutMs / 1000} s`)), timeoutMs);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Starts loading a component chunk ahead of its first render; once it has arrived, the
 * component renders without suspending. Never rejects (a failure shows when it renders).
 */
export function preloadComponent(loader: () => Promise<{ default: unknown }>): Promise<void> {
  const key = loader as unknown as AnyLoader;
  return withChunkTimeout(key).then(
    (m) => void loaded.set(key, m.default),
    () => undefined,
  );
}

/**
 * One stable component per loader (React.lazy must not be re-created per render): the loaded
 * component itself once its chunk is here, else a lazy component that suspends while it loads.
 */
export function lazyFromLoader<P>(loader: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const key = loader as unknown as AnyLoader;
  const ready = loaded.get(key);
  if (ready) return ready as unknown as ComponentType<P>;
  let component = cache.get(key);
  if (!component) {
    component = lazy(() =>
      withChunkTimeout(key).then((m) => {
        loaded.set(key, m.default);
        return m;
      }),
    );
    cache.set(key, component);
  }
  return component as unknown as ComponentType<P>;
}

/** Forgets a failed loader so that the next render tries again. */
export function forgetLoader(loader: () => Promise<unknown>): void {
  cache.delete(loader as unknown as AnyLoader);
  loaded.delete(loader as unknown as AnyLoader);
}

/**
 * A lazy component for a loader plus a retry that forgets the failed load and re-renders the
 * caller with a fresh lazy component.
 */
export function useRetryableLazy<P>(loader: () => Promise<{ default: ComponentType<P> }>): [ComponentType<P>, () => void] {
  const [, setAttempt] = useState(0);
  const retry = useCallback(() => {
    forgetLoader(loader);
    setAttempt((n) => n + 1);
  }, [loader]);
  return [lazyFromLoader(loader), retry];
}
