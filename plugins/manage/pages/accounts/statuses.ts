import type { Labelled } from '@portico/ads';

/** Client account statuses of our client list (the spec names none): 1 正常, 2 冻结, 3 待审核. */
export const CLIENT_STATUSES: ReadonlyArray<Labelled<1 | 2 | 3>> = [
  { value: 1, label: '正常' },
  { value: 2, label: '冻结' },
  { value: 3, label: '待审核' },
];

/** Operator statuses of our operator list: 1 启用, 0 停用. */
export const OPERATOR_STATUSES: ReadonlyArray<Labelled<0 | 1>> = [
  { value: 1, label: '启用' },
  { value: 0, label: '停用' },
];
