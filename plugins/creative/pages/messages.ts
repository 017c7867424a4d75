/** zh-CN texts of the create page. */
export const PAGE_MESSAGES = {
  description: '选择推广计划与广告组，上传素材并填写文案，提交审核后开始投放。',
  /** Breadcrumb parent: the promotion pages of the manage sub-app. */
  promotion: '推广',
  action: '操作',
  level: '层级',
  /** Title of a non-create flow, e.g. 复制创意. */
  titleFor: (action: string) => `${action}创意`,
  /** `type` query values: what the flow does. */
  types: { create: '新建', edit: '编辑', copy: '复制' },
  /** `level` query values: which level the flow starts at. */
  levels: { plan: '推广计划', group: '广告组', creative: '创意' },
} as const;
