export * from './model';
export { SessionStore, QUALIFICATION_APPROVED, QUALIFIED_OWNER_TYPES } from './session-store';
export {
  DefaultAuthService,
  SESSION_API,
  authRef,
  sessionRef,
  type AuthService,
  type AuthContext,
} from './auth-service';
