export * from './model';
export { SessionStore } from './session-store';
export { DefaultAuthService, SESSION_API, authRef, sessionRef, type AuthService, type AuthContext } from './auth-service';
