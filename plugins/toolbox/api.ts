import { BUSINESS_VALIDATION_API } from '@portico/ads';

/**
 * Endpoints of the toolbox pages, in one table. Spec §7 names some; every one marked OURS is
 * our choice where the spec names no call (listed in README.md) and is answered by
 * `dev-api.ts`.
 */
export const ACCOUNT_API = {
  /** Spec §7: business validation status (no payload), messages suppressed. */
  businessValidation: BUSINESS_VALIDATION_API,
  /** OURS: upload one qualification file (upload mode: `file`, `qualificationType`); answers `{ auditStatus }`. */
  qualificationUpload: '/v3/communal/owner/customer/qualification/upload',
  /** OURS: the owner's uploaded qualifications (`list` of id, qualificationType, fileName, auditStatus, uploadTime, validFrom, validTo, rejectReason). */
  qualificationList: '/v3/communal/owner/customer/qualification/list',
  /** OURS: an owner changes its own login password (form: oldPassword, newPassword). */
  changePassword: '/v2/communal/owner/password/modify',
  /** OURS: an agency or agency operator changes its own login password (form: oldPassword, newPassword). */
  agencyChangePassword: '/v2/communal/agency/password/modify',
  /** OURS: the agency's client accounts for the batch password change (`list` of ownerId, ownerName, accId, status). */
  clientAccounts: '/v2/communal/agency/customer/list',
  /** OURS: a new password for several client accounts (form: ownerIds comma-joined, newPassword); answers `{ successCount, failList }`. */
  batchPassword: '/v2/communal/agency/customer/password/batchModify',
} as const;

/**
 * Endpoints of the work-order and message pages. The work-order calls are spec §7's; their
 * paging fields and the answer's row fields are OURS. The message calls are the notification
 * centre's (its store makes them); the subscription is a personal config under a code of OURS.
 */
export const WORK_ORDER_API = {
  /**
   * Spec §7: beginTime, endTime (`YYYY-MM-DD`), loginType, status (empty = all); OURS: pageNum,
   * pageSize; answers `{ list: [{ ticketId, title, category, status, createTime, updateTime }], total }`.
   */
  list: '/v3/communal/ticket/list',
  /** Spec §7: the same filter without paging, messages off; answers the number of matching work orders. */
  count: '/v3/communal/ticket/count',
} as const;

/** Spec §7 message types (cached), for the subscription page. */
export const MSG_TYPE_LIST_API = '/v2/communal/msg/msgTypeList';

/**
 * OURS: the personal config (spec §7 personalConfig getAll/add) that holds the message types the
 * user receives: configValue is the JSON list of the `type`s switched OFF (`["3","4"]`), so a type
 * added later is received until the user says otherwise.
 */
export const SUBSCRIPTION_CONFIG_CODE = 'msgSubscriptionOff';

/** OURS: the business code the password calls answer when the current password is wrong (shown under that field). */
export const WRONG_PASSWORD_CODE = 1001;

/**
 * OURS: 操作日志 (spec §2.2 toolbox `OperationLog`; the spec names no call). Form: `beginDate`,
 * `endDate` (`YYYY-MM-DD`, inclusive), `objectType` (1 plan, 2 group, 3 creative; empty = all),
 * `pageNum`, `pageSize`; answers `{ list: [{ logId, operateTime, operator, objectType, objectId,
 * objectName, operationType, changes: [{ field, before, after }] }], total }`, newest first.
 */
export const OPERATION_LOG_API = { list: '/v3/communal/operation/log/list' } as const;
