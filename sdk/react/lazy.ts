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

/** One stable lazy component per loader (React.lazy must not be re-created per render). */
export function lazyFromLoader<P>(loader: () => Promise<{ default: ComponentType<P> }>): LazyExoticComponent<ComponentType<P>> {
  const key = loader as unknown as AnyLoader;
  let component = cache.get(key);
  if (!component) {
    component = lazy(() => withChunkTimeout(key));
    cache.set(key, component);
  }
  return component as unknown as LazyExoticComponent<ComponentType<P>>;
}

/** Forgets a failed loader so that the next render tries again. */
export function forgetLoader(loader: () => Promise<unknown>): void {
  cache.delete(loader as unknown as AnyLoader);
}

/**
 * A lazy component for a loader plus a retry that forgets the failed load and re-renders the
 * caller with a fresh lazy component.
 */
export function useRetryableLazy<P>(loader: () => Promise<{ default: ComponentType<P> }>): [LazyExoticComponent<ComponentType<P>>, () => void] {
  const [, setAttempt] = useState(0);
  const retry = useCallback(() => {
    forgetLoader(loader);
    setAttempt((n) => n + 1);
  }, [loader]);
  return [lazyFromLoader(loader), retry];
}
