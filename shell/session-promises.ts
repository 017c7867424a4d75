import { SESSION_PROMISES, type PromiseRegistry, type SessionStore } from '@portico/core';

/**
 * Registers the session facts as named promises (spec §3 global state): `userInfo`, `authTree` and
 * `operatorRoles` settle when the session calls have answered — with the session's values, or with
 * the loading error. Sub-apps wait for them through their props, plugins through `promisesRef`;
 * what changes later (a refreshed auth tree) reaches sub-apps through the state bridge.
 */
export function registerSessionPromises(
  promises: PromiseRegistry,
  loading: Promise<void>,
  session: SessionStore,
): void {
  promises.register(
    SESSION_PROMISES.userInfo,
    loading.then(() => session.user),
  );
  promises.register(
    SESSION_PROMISES.authTree,
    loading.then(() => session.authTree),
  );
  promises.register(
    SESSION_PROMISES.operatorRoles,
    loading.then(() => session.operatorRoles),
  );
}
