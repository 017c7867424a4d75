import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { LOGGED_OUT_FACTS, type AccountType, type OperatorRight, type PermissionFacts } from '../when';
import {
  LoginType,
  OPERATOR_ROLE_RIGHTS,
  OwnerType,
  PUSH_USER_DATA_KEY,
  type AuthTree,
  type CurrentUser,
  type LoginUser,
  type SessionFault,
  type ServiceNode,
} from './model';

const OWNER_KINDS: Record<number, AccountType> = {
  [OwnerType.SUB_OWNER]: 'sub-owner',
  [OwnerType.OLD_DIRECTED_OWNER]: 'old-directed-owner',
  [OwnerType.DIRECTED_OWNER]: 'directed-owner',
};

/**
 * The session as MobX state: user, supervising user, auth tree, operator roles and flags.
 * `facts` is what `when` clauses read; it recomputes when any of these change.
 */
/**
 * Qualification audit status that allows ad creation (spec §4: 1 approved). The other statuses,
 * which only the UI tells apart, are `@portico/ads`' `AUDIT_STATUS`.
 */
export const QUALIFICATION_APPROVED = 1;

/** Owner types whose qualification is queried: sub-owner, old directed and directed owner (spec §6). */
export const QUALIFIED_OWNER_TYPES: readonly number[] = [1, 2, 3];

/**
 * The session as MobX state (spec §3): the current and login user, the auth tree, operator
 * rights, qualification status, the current service-tree node and the facts `when` clauses are evaluated against. Read it in
 * an `observer` component (`useSession()`) or a MobX reaction; the auth service writes it.
 */
export class SessionStore {
  user: CurrentUser | null = null;
  userFetched = false;
  loginUser: LoginUser | null = null;
  authTree: AuthTree = { menuTree: [], dataTree: [] };
  authFetched = false;
  operatorRoles: number[] = [];
  rolesFetched = false;
  multiAccessId: string | null = null;
  createAdDisabled = false;
  /** Qualification audit status (spec §4: 1 approved, 5 not uploaded, 0/3 in review, 2 rejected); null when not queried. */
  qualificationStatus: number | null = null;
  /** Why the last session load failed, or null; while set, the user is signed in but not known. */
  fault: SessionFault | null = null;
  /** The current service-tree node (spec §3): the page shown, children dropped; null on the 404 and before the first page. */
  currentNode: ServiceNode | null = null;

  constructor() {
    makeObservable(this, {
      user: observableRef,
      userFetched: observable,
      loginUser: observableRef,
      authTree: observableRef,
      authFetched: observable,
      operatorRoles: observableRef,
      rolesFetched: observable,
      multiAccessId: observable,
      createAdDisabled: observable,
      qualificationStatus: observable,
      fault: observableRef,
      currentNode: observableRef,
      // Kept alive: `when` clauses are also checked outside reactions (activation, the first-screen
      // preload, a plugin's own code). A plain computed would rebuild the facts — Sets of the whole
      // auth tree — on every such read: with 1,000 gated widgets, 1,000 times during start-up.
      facts: computed({ keepAlive: true }),
      accountType: computed({ keepAlive: true }),
      setUser: action,
      setAuthTree: action,
      setOperatorRoles: action,
      setQualificationStatus: action,
      setFault: action,
      setCurrentNode: action,
    });
  }

  /** Coarse account kind: agency, operator, owner, or null when logged out. */
  get accountType(): 'agency' | 'operator' | 'owner' | null {
    const u = this.user;
    if (!u) return null;
    if (u.loginType === LoginType.AGENCY_OPERATOR || u.ownerType === OwnerType.AGENCY_OPERATOR) return 'operator';
    if (u.loginType === LoginType.AGENCY || u.ownerType === OwnerType.AGENCY) return 'agency';
    return 'owner';
  }

  get facts(): PermissionFacts {
    const u = this.user;
    if (!u) return LOGGED_OUT_FACTS;
    const kind = this.accountType!;
    const accountTypes = new Set<AccountType>([kind]);
    if (kind === 'owner' && OWNER_KINDS[u.ownerType]) accountTypes.add(OWNER_KINDS[u.ownerType]);
    const rights = new Set<OperatorRight>(
      this.operatorRoles.map((r) => OPERATOR_ROLE_RIGHTS[r as keyof typeof OPERATOR_ROLE_RIGHTS]).filter(Boolean),
    );
    const data = new Set(this.authTree.dataTree);
    return {
      loggedIn: true,
      accountTypes,
      ownerType: u.ownerType,
      loginType: u.loginType,
      menus: new Set(this.authTree.menuTree),
      data,
      rights,
      pushUser: data.has(PUSH_USER_DATA_KEY),
      multiAccess: this.multiAccessId !== null,
      flags: { toolboxEnabled: u.toolboxEnabled === true, createAdDisabled: this.createAdDisabled },
    };
  }

  setUser(user: CurrentUser | null, loginUser: LoginUser | null = null, multiAccessId: string | null = null): void {
    this.user = user;
    this.loginUser = loginUser;
    this.multiAccessId = multiAccessId;
    this.userFetched = true;
  }

  setAuthTree(tree: AuthTree): void {
    this.authTree = tree;
    this.authFetched = true;
  }

  setOperatorRoles(roles: number[]): void {
    this.operatorRoles = roles;
    this.rolesFetched = true;
  }

  /** Records why the session could not be read (null: it was read). */
  setFault(fault: SessionFault | null): void {
    this.fault = fault;
  }

  /**
   * Records the page being shown as the current service-tree node, keeping only the node's own
   * fields (a contribution passed in keeps its loader and gate out of the session); null for none.
   */
  setCurrentNode(node: ServiceNode | null): void {
    if (node?.id === this.currentNode?.id && node?.path === this.currentNode?.path) return;
    this.currentNode = node
      ? { id: node.id, path: node.path, title: node.title, subApp: node.subApp, pluginId: node.pluginId }
      : null;
  }

  /** Records the qualification audit status; any status but 1 (approved) disables ad creation (spec §4). */
  setQualificationStatus(status: number | null): void {
    this.qualificationStatus = status;
    this.createAdDisabled = status !== null && status !== QUALIFICATION_APPROVED;
  }
}
