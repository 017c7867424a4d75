import { createElement, lazy, useCallback, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { TIME_LIMITS } from '@portico/core';

/** Spec §9: a lazy chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS: number = TIME_LIMITS.chunkLoadMs;

/** A chunk that failed to load (timeout or network); the boundary offers a retry. */
export class ChunkLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

// Props are erased in the caches; lazyFromLoader restores them for its caller.
type AnyComponent = ComponentType<Record<string, unknown>>;
type AnyLoader = () => Promise<{ default: AnyComponent }>;
// What callers render: one component per loader, for the life of the page.
const stable = new WeakMap<AnyLoader, AnyComponent>();
// The React.lazy component of a loader (React.lazy must not be re-created per render).
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
      timer = setTimeout(
        () => reject(new ChunkLoadError(`chunk did not load within ${timeoutMs / 1000} s`)),
        timeoutMs,
      );
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

function lazyOf(key: AnyLoader): LazyExoticComponent<AnyComponent> {
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
  return component;
}

/**
 * One stable component per loader: wherever and whenever it renders, React sees the same
 * element type, so a mounted widget or page keeps its state when its chunk arrives and its
 * parent re-renders.
 *
 * Each mount decides once, when it mounts, what it renders inside: the loaded component when
 * its chunk is already here (no suspending, see `loaded`), else the React.lazy component, which
 * it keeps after the chunk arrived. Returning "the loaded component once here, else
 * React.lazy" from this function instead changed the element type on the parent's next render
 * and React remounted the subtree: a widget lost its state on the first session change after
 * its chunk arrived. Loading stays with React.lazy rather than a hand-thrown promise or `use`:
 * a render suspended by `use` inside a synchronous `act` (user events in tests) is never
 * retried. A failed chunk throws a ChunkLoadError to the boundary, which unmounts this
 * component; its retry calls forgetLoader, so the next mount chooses afresh and loads again.
 */
export function lazyFromLoader<P>(loader: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const key = loader as unknown as AnyLoader;
  let component = stable.get(key);
  if (!component) {
    component = function LazyChunk(props: Record<string, unknown>) {
      const [inner] = useState<AnyComponent>(() => loaded.get(key) ?? lazyOf(key));
      return createElement(inner, props);
    };
    stable.set(key, component);
  }
  return component as unknown as ComponentType<P>;
}

/** Forgets a failed loader so that the next mount tries again. */
export function forgetLoader(loader: () => Promise<unknown>): void {
  cache.delete(loader as unknown as AnyLoader);
  loaded.delete(loader as unknown as AnyLoader);
}

/**
 * The stable lazy component for a loader plus a retry for its boundary's `onRetry`: the retry
 * forgets the failed load, and the boundary then mounts the component again, which loads anew.
 */
export function useRetryableLazy<P>(
  loader: () => Promise<{ default: ComponentType<P> }>,
): [ComponentType<P>, () => void] {
  const retry = useCallback(() => forgetLoader(loader), [loader]);
  return [lazyFromLoader(loader), retry];
}
