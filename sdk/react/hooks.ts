// The SDK's hooks read MobX state directly: a component that calls them is an `observer`
// (mobx-react-lite), the one way Portico observes MobX in components. `observer` tracks exactly
// what the render read, so a tab appears or disappears the moment the auth tree changes.
import {
  permissionRef,
  type ContributionBase,
  type ExtensionPoint,
  type Registered,
  type ServiceRef,
  type SessionStore,
  type When,
} from '@portico/core';
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
  // The one way to check a permission: the permission service (services use it the same way).
  return useService(permissionRef).allows(when);
}

/**
 * The contributions to a point that the current user may see, in order. Call it inside an
 * `observer` component: it re-renders when a contribution or the session changes.
 */
export function useContributions<C extends ContributionBase>(point: ExtensionPoint<C>): Array<Registered<C>> {
  const { extensions } = usePortal();
  const permission = useService(permissionRef);
  return extensions.list(point).filter((c) => permission.allows(c.when));
}
