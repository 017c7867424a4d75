import { OBJECT_TYPE, OPERATION_TYPE } from '../../operation-log';

/**
 * Spec §9: the Chinese labels of a creative's fields in the operation log (material ID, brand logo
 * material, video cover image, vertical end-page background, store outer creative), by the field
 * names the log answer uses (OURS).
 */
export const CREATIVE_FIELD_LABELS = {
  materialId: '素材ID',
  brandLogoMaterial: '品牌logo素材',
  videoCoverImage: '视频封面图',
  verticalEndPageBackground: '竖版结束页背景',
  storeOuterCreative: '店铺外层创意',
} as const;

/** Labels of the other fields an operation may change (OURS). */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  ...CREATIVE_FIELD_LABELS,
  planName: '计划名称',
  groupName: '广告组名称',
  creativeName: '创意名称',
  dayBudget: '日预算（元）',
  bid: '出价（元）',
  status: '状态',
  targeting: '定向',
  flowScene: '流量场景',
  title: '标题',
};

/** zh-CN texts of 操作日志. */
export const OPERATION_LOG_MESSAGES = {
  tableLabel: '操作日志列表',
  objectFilter: '操作对象',
  columns: {
    time: '操作时间',
    operator: '操作人',
    objectType: '对象类型',
    object: '操作对象',
    operation: '操作类型',
    changes: '操作内容',
  },
  objectTypes: [
    { value: OBJECT_TYPE.PLAN, label: '推广计划' },
    { value: OBJECT_TYPE.GROUP, label: '广告组' },
    { value: OBJECT_TYPE.CREATIVE, label: '创意' },
  ],
  operations: [
    { value: OPERATION_TYPE.CREATE, label: '新建' },
    { value: OPERATION_TYPE.UPDATE, label: '修改' },
    { value: OPERATION_TYPE.DELETE, label: '删除' },
    { value: OPERATION_TYPE.ENABLE, label: '启用' },
    { value: OPERATION_TYPE.PAUSE, label: '暂停' },
  ],
  objectOf: (name: string, id: string) => (name ? `${name}（ID ${id}）` : `ID ${id}`),
  unknownField: (field: string) => `未知字段（${field}）`,
  /** One change: `label：before → after`; a value set for the first time shows only the new one. */
  change: (label: string, before: string, after: string) =>
    before === '' ? `${label}：${after || '（空）'}` : `${label}：${before} → ${after || '（空）'}`,
  noChanges: '-',
  empty: '暂无操作记录',
  loadFailed: '操作日志加载失败，请稍后重试',
} as const;
