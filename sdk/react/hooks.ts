import { useMemo, useSyncExternalStore } from 'react';
import { comparer, reaction } from 'mobx';
import { evaluateWhen, type ContributionKind, type ContributionOf, type Registered, type ServiceRef, type SessionStore, type When } from '@portico/core';
import { usePortal } from './context';

/**
 * Subscribes a component to a MobX-derived value (works with or without `observer`).
 * The value is kept until it changes structurally, so React sees a stable snapshot.
 */
export function useObservable<T>(read: () => T, deps: readonly unknown[] = []): T {
  const store = useMemo(() => {
    let value = read();
    return {
      get: () => value,
      subscribe: (notify: () => void) =>
        reaction(read, (next) => {
          if (!comparer.structural(next, value)) {
            value = next;
            notify();
          }
        }, { fireImmediately: true }),
    };
  }, deps);
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** Resolves a service by its ref from the portal's container. */
export function useService<T>(ref: ServiceRef<T>): T {
  return usePortal().container.resolve(ref);
}

/** The session store (user, auth tree, roles). Read it inside an `observer` component. */
export function useSession(): SessionStore {
  return usePortal().session;
}

/** Whether the current user satisfies a `when` clause; re-renders when the session changes. */
export function usePermission(when: When | undefined): boolean {
  const session = usePortal().session;
  return useObservable(() => evaluateWhen(when, session.facts), [session, JSON.stringify(when ?? null)]);
}

/** Contributions of a kind that the current user may see, in order; reactive. */
export function useContributions<K extends ContributionKind>(kind: K): Array<Registered<ContributionOf<K>>> {
  const { extensions, session } = usePortal();
  return useObservable(() => {
    const facts = session.facts;
    return extensions.list(kind).filter((c) => evaluateWhen(c.when, facts));
  }, [extensions, session, kind]);
}
