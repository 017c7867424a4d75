export * from './model';
export * from './account-status';
export { SessionStore, QUALIFICATION_APPROVED, QUALIFIED_OWNER_TYPES } from './session-store';
export {
  DefaultAuthService,
  SESSION_API,
  authRef,
  sessionRef,
  type AuthService,
  type AuthContext,
} from './auth-service';
