import { enumLabel, type Labelled } from '@portico/ads';

/** Spec §3 operator roles by `roleId`. */
export const OPERATOR_ROLE = {
  ADMIN: 1,
  ADS_MANAGE: 2,
  RECHARGE: 3,
  TRANSFER: 4,
  CUSTOMER_MANAGE: 5,
  OPERATOR_MANAGE: 6,
} as const;
/** One operator role id. */
export type OperatorRole = (typeof OPERATOR_ROLE)[keyof typeof OPERATOR_ROLE];

/** Every operator role with its Chinese name (spec §3: admin, ads manage, recharge, transfer, customer manage, operator manage). */
export const OPERATOR_ROLES: ReadonlyArray<Labelled<OperatorRole>> = [
  { value: OPERATOR_ROLE.ADMIN, label: '管理员' },
  { value: OPERATOR_ROLE.ADS_MANAGE, label: '广告管理' },
  { value: OPERATOR_ROLE.RECHARGE, label: '充值' },
  { value: OPERATOR_ROLE.TRANSFER, label: '转账' },
  { value: OPERATOR_ROLE.CUSTOMER_MANAGE, label: '客户管理' },
  { value: OPERATOR_ROLE.OPERATOR_MANAGE, label: '运营人员管理' },
];

/** The Chinese names of an operator's roles, in the order given; an unknown id shows 未知 with its value. */
export const roleLabels = (roleIds: readonly unknown[]): string[] => roleIds.map((id) => enumLabel(OPERATOR_ROLES, id));
