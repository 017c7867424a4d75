// The SDK's hooks read MobX state directly: a component that calls them is an `observer`
// (mobx-react-lite), the one way Portico observes MobX in components. `observer` tracks exactly
// what the render read, so a tab appears or disappears the moment the auth tree changes.
import { evaluateWhen, type ContributionBase, type ExtensionPoint, type Registered, type ServiceRef, type SessionStore, type When } from '@portico/core';
import { usePortal } from './context';

/** Resolves a service by its ref from the portal's container. */
export function useService<T>(ref: ServiceRef<T>): T {
  return usePortal().container.resolve(ref);
}

/** The session store (user, auth tree, roles). Read it inside an `observer` component. */
export function useSession(): SessionStore {
  return usePortal().session;
}

/** Whether the current user satisfies a `when` clause. Call it inside an `observer` component. */
export function usePermission(when: When | undefined): boolean {
  return evaluateWhen(when, usePortal().session.facts);
}

/**
 * The contributions to a point that the current user may see, in order. Call it inside an
 * `observer` component: it re-renders when a contribution or the session changes.
 */
export function useContributions<C extends ContributionBase>(point: ExtensionPoint<C>): Array<Registered<C>> {
  const { extensions, session } = usePortal();
  const facts = session.facts;
  return extensions.list(point).filter((c) => evaluateWhen(c.when, facts));
}
