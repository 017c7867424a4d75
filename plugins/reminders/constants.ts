/** Id of this plugin (its storage namespace). */
export const PLUGIN_ID = 'reminders';

/** Spec §2.2: the qualification page. */
export const QUALIFICATION_PATH = '/markets/toolbox/personal/Index';
/** Spec §2.2: the business validation page. */
export const VALIDATION_PATH = '/markets/toolbox/businessValidation';
/** Spec §4: the business validation reminder is checked on the owner home. */
export const OWNER_HOME_PATHS: readonly string[] = ['/markets/manage/', '/markets/manage/IndexManage'];

/** Spec §7: business validation status, messages suppressed. */
export const VALIDATION_API = '/v3/communal/org_verify/query_verify_status';

/** Spec §3 business validation statuses. */
export const VALIDATION_STATUS = {
  LOADING: -1,
  NO_NEED: 0,
  TO_VALIDATE: 1,
  VALIDATING: 2,
  COMPLETE: 3,
  EXPIRED: 4,
} as const;

/** Spec §4 qualification audit statuses. */
export const AUDIT_STATUS = { APPROVED: 1, NOT_UPLOADED: 5, REVIEW: [0, 3], REJECTED: 2 } as const;

/** Storage names (ours): last status seen per owner, and this browser session's markers. */
export const STORAGE = {
  /** local: the qualification status last shown to this owner. */
  lastStatus: 'qualificationStatus',
  /** session: set once this browser session has seen the owner (a later load is not a new login). */
  loggedIn: 'sessionStarted',
  /** session: the validation reminder was shown in this browser session. */
  validationShown: 'validationShown',
} as const;
