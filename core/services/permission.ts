import { serviceRef } from '../di';
import type { SessionStore } from '../session';
import { evaluateWhen, type PermissionFacts, type When } from '../when';

/** Evaluates `when` clauses against the live session. Reading inside a MobX reaction tracks it. */
export interface PermissionService {
  readonly facts: PermissionFacts;
  allows(when: When | undefined): boolean;
}

/** Service ref of {@link PermissionService}. */
export const permissionRef = serviceRef<PermissionService>('core.permission');

/** Default implementation over the session store's computed facts. */
export class DefaultPermissionService implements PermissionService {
  constructor(private readonly session: SessionStore) {}

  get facts(): PermissionFacts {
    return this.session.facts;
  }

  allows(when: When | undefined): boolean {
    return evaluateWhen(when, this.session.facts);
  }
}
