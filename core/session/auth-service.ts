import { runInAction } from 'mobx';
import { serviceRef } from '../di';
import type { RequestService } from '../request';
import {
  BIZ_LIMIT_NEW_USER,
  BIZ_LIMIT_SILENT_USER,
  LoginType,
  type AuthTree,
  type CurrentUser,
  type LoginUser,
} from './model';
import { faultOf, objectOf, readAuthTree, readInfo, WrongShapeError, type InfoDto } from './session-answers';
import { QUALIFIED_OWNER_TYPES, type SessionStore } from './session-store';

/** Paths of the session calls (spec §7). */
export const SESSION_API = {
  ownerInfo: '/v2/communal/owner/info',
  agencyInfo: '/v2/communal/agency/info',
  authQuery: '/v2/communal/auth/query',
  queryRole: '/v2/communal/agency/operator/queryRole',
  qualificationStatus: '/v3/communal/owner/customer/qualification/status',
  logout: '/logoutV2',
} as const;

/** Loads and refreshes the session. */
export interface AuthService {
  readonly session: SessionStore;
  /**
   * Fetches user, auth tree and operator roles. Never rejects: without a token the session is
   * logged out; a failed call (spec §8) leaves the user signed in but unknown, with
   * `session.fault` saying why, except 403/409, which send the user to log in.
   */
  load(): Promise<void>;
  /** Re-reads the auth tree; `when` clauses update without reload. */
  refreshAuthTree(): Promise<void>;
  /**
   * Re-reads the qualification audit status (spec §4) of an owner of type 1/2/3, as after an
   * upload, and stores it: `createAdDisabled` (and every `when` on it, such as 新建创意) follows
   * without a reload. Resolves the status read, or null when the account has no qualification or
   * the status cannot be read (then the stored status is left as it was).
   */
  refreshQualification(): Promise<number | null>;
}

/** Service ref of {@link AuthService}. */
export const authRef = serviceRef<AuthService>('core.auth');
/** Service ref of the {@link SessionStore}. */
export const sessionRef = serviceRef<SessionStore>('core.session');

/** Where AuthService reads the browser state it needs. */
export interface AuthContext {
  hasToken(): boolean;
  /** `multiAccessId` query parameter of the current URL. */
  multiAccessId(): string | null;
  log(message: string, detail?: unknown): void;
  /**
   * Sends the user to the login page (no session, 403, 409) unless that would loop (see
   * `NavigationService.redirectToLogin`): true when the page is leaving for it.
   */
  redirectToLogin(): boolean;
}

const toUser = (d: InfoDto): CurrentUser => ({
  accId: d.accId,
  ownerId: d.ownerId,
  loginType: d.loginType,
  ownerName: String(d.ownerName ?? d.agencyName ?? ''),
  ownerType: d.ownerType,
  level: d.level,
  isLimitNewUser: ((d.bizLimit ?? 0) & BIZ_LIMIT_NEW_USER) !== 0,
  isLimitSlienceUser: ((d.bizLimit ?? 0) & BIZ_LIMIT_SILENT_USER) !== 0,
  toolboxEnabled: d.toolboxEnabled,
});

/** The session calls say nothing themselves: a failure is the session error page's (spec §8 codes still apply). */
const QUIET = { silent: true } as const;

/**
 * Session loading: `owner/info` first; agency and operator logins (loginType 1 or 5) then
 * read `agency/info`; then, together, `auth/query` with the loginType, the roles of operators
 * and the qualification status of owner types 1/2/3.
 */
export class DefaultAuthService implements AuthService {
  constructor(
    readonly session: SessionStore,
    private readonly request: RequestService,
    private readonly ctx: AuthContext,
  ) {}

  async load(): Promise<void> {
    const multiAccessId = this.ctx.multiAccessId();
    if (!this.ctx.hasToken()) {
      runInAction(() => {
        this.session.setUser(null, null, multiAccessId);
        this.session.setFault(null);
      });
      return;
    }
    try {
      await this.loadSignedIn(multiAccessId);
    } catch (err) {
      const fault = faultOf(err);
      // 403/409: the request service has sent the user to log in; a second ask says whether it did
      // (it refuses when the login page has just sent the user back: a loop).
      if (fault.kind === 'login' && this.ctx.redirectToLogin()) return;
      this.ctx.log('session not loaded', err instanceof WrongShapeError ? `${err.url}: ${err.detail}` : err);
      this.session.setFault(fault);
    }
  }

  /** The calls of a session with a token; any failure throws (an ApiError). */
  private async loadSignedIn(multiAccessId: string | null): Promise<void> {
    let info = readInfo(await this.request.call<unknown>(SESSION_API.ownerInfo, {}, QUIET), SESSION_API.ownerInfo);
    if (info.loginType === LoginType.AGENCY || info.loginType === LoginType.AGENCY_OPERATOR) {
      const agency = objectOf(
        await this.request.call<unknown>(SESSION_API.agencyInfo, {}, QUIET),
        SESSION_API.agencyInfo,
      );
      info = readInfo({ ...info, ...agency }, SESSION_API.agencyInfo);
    }
    const user = toUser(info);
    const lu = info.loginUser;
    const loginUser: LoginUser | null =
      multiAccessId && lu
        ? {
            ownerId: Number(lu.ownerId ?? 0),
            ownerName: String(lu.ownerName ?? ''),
            loginType: Number(lu.loginType ?? 0),
            ownerType: Number(lu.ownerType ?? 0),
            multiAccessId,
          }
        : null;
    const [tree, roles, qualification] = await Promise.all([
      this.fetchAuthTree(user.loginType),
      user.loginType === LoginType.AGENCY_OPERATOR ? this.fetchRoles(user.ownerId) : Promise.resolve(null),
      QUALIFIED_OWNER_TYPES.includes(user.ownerType) ? this.fetchQualification() : Promise.resolve(null),
    ]);
    runInAction(() => {
      this.session.setUser(user, loginUser, multiAccessId);
      this.session.setAuthTree(tree);
      if (roles) this.session.setOperatorRoles(roles);
      this.session.setQualificationStatus(qualification);
      this.session.setFault(null);
    });
  }

  async refreshAuthTree(): Promise<void> {
    const u = this.session.user;
    if (!u) return;
    this.session.setAuthTree(await this.fetchAuthTree(u.loginType));
  }

  async refreshQualification(): Promise<number | null> {
    const u = this.session.user;
    if (!u || !QUALIFIED_OWNER_TYPES.includes(u.ownerType)) return null;
    const status = await this.fetchQualification();
    if (status !== null) this.session.setQualificationStatus(status);
    return status;
  }

  private async fetchAuthTree(loginType: number): Promise<AuthTree> {
    const data = await this.request.call<unknown>(SESSION_API.authQuery, { loginType }, QUIET);
    // Spec §8: an unreadable menu tree is logged, not fatal; an answer without data is a failed call.
    return readAuthTree(data, SESSION_API.authQuery, this.ctx.log);
  }

  /** Spec §4/§6: the audit status, or null when it cannot be read (ad creation then stays open; the server still checks). */
  private async fetchQualification(): Promise<number | null> {
    try {
      const r = await this.request.call<{ auditStatus?: unknown }>(
        SESSION_API.qualificationStatus,
        {},
        { silent: true },
      );
      const status = Number(r?.auditStatus);
      return Number.isInteger(status) ? status : null;
    } catch (err) {
      this.ctx.log('qualification status unreadable', err);
      return null;
    }
  }

  private async fetchRoles(ownerId: number): Promise<number[]> {
    const list = await this.request.call<Array<{ roleId?: unknown }>>(SESSION_API.queryRole, { ownerId }, QUIET);
    return Array.isArray(list) ? list.map((r) => Number(r?.roleId)).filter((n) => Number.isFinite(n)) : [];
  }
}
