/**
 * 操作日志's codes (OURS: the spec lists only the creative labels of §9). What an operation was
 * about and what it did; the Chinese labels are in `pages/operation-log/messages.ts`.
 */
export const OBJECT_TYPE = { PLAN: 1, GROUP: 2, CREATIVE: 3 } as const;
/** The object of an operation (1 plan, 2 group, 3 creative). */
export type ObjectType = (typeof OBJECT_TYPE)[keyof typeof OBJECT_TYPE];

/** What an operation did (OURS). */
export const OPERATION_TYPE = { CREATE: 1, UPDATE: 2, DELETE: 3, ENABLE: 4, PAUSE: 5 } as const;
/** One operation code. */
export type OperationType = (typeof OPERATION_TYPE)[keyof typeof OPERATION_TYPE];
