import { AUDIT_STATUS, BUSINESS_VALIDATION_API, VALIDATION_STATUS } from '@portico/ads';
import { manageRoutes } from '@portico/plugin/manage';
import { toolboxRoutes } from '@portico/plugin/toolbox';

/** Id of this plugin (its storage namespace). */
export const PLUGIN_ID = 'reminders';

/** Spec §2.2: the qualification page. */
export const QUALIFICATION_PATH = toolboxRoutes.qualification.path;
/** Spec §2.2: the business validation page. */
export const VALIDATION_PATH = toolboxRoutes.businessValidation.path;
/** Spec §4: the business validation reminder is checked on the owner home (at either of its addresses). */
export const OWNER_HOME_PATHS: readonly string[] = [manageRoutes.rootHome.path, manageRoutes.ownerHome.path];

/** Spec §7: business validation status, messages suppressed (the SDK's one constant). */
export const VALIDATION_API = BUSINESS_VALIDATION_API;

/** Spec §3 business validation and §4 qualification audit statuses: the SDK's one table, shared with the toolbox pages. */
export { AUDIT_STATUS, VALIDATION_STATUS };

/** Storage names (ours): last status seen per owner, and this browser session's markers. */
export const STORAGE = {
  /** local: the qualification status last shown to this owner. */
  lastStatus: 'qualificationStatus',
  /** session: set once this browser session has seen the owner (a later load is not a new login). */
  loggedIn: 'sessionStarted',
  /** session: the validation reminder was shown in this browser session. */
  validationShown: 'validationShown',
} as const;
