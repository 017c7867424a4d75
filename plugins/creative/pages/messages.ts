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
  form: {
    label: '创意信息',
    basics: '基本信息',
    delivery: '投放设置',
    links: '监测链接',
    linksHint: '以下监测链接按规格、推广类型、流量、场景、广告类型和账户权限显示。',
    noLinks: '当前投放设置下无需填写监测链接。',
    name: '创意名称',
    namePlaceholder: '例如：春季新品信息流视频',
    nameRequired: '请输入创意名称',
    creativeType: '创意类型',
    dynamicMode: '动态模式',
    spec: '创意规格',
    advertiseType: '广告类型',
    extensionType: '推广类型',
    extensionFlow: '投放流量',
    flowScene: '流量场景',
    linkLabels: {
      click: '点击监测链接',
      exposure: '曝光监测链接',
      download: '下载监测链接',
      playBegin: '视频播放开始监测链接',
      playEnd: '视频播放结束监测链接',
    },
    linkPlaceholder: 'https://',
    linkHint: (max: number) => `以 http:// 或 https:// 开头，不超过 ${max} 个字符`,
    linkPattern: '请输入以 http:// 或 https:// 开头的有效链接地址',
    linkTooLong: (max: number) => `链接地址不能超过 ${max} 个字符`,
    submit: '提交审核',
    saving: '提交中…',
    saveFailed: '保存失败',
    /** Shown when the call failed without an answer (the request layer's network text, spec §8). */
    network: '网络错误，请稍后再试',
    invalid: '请先修正标出的内容',
    saved: '创意已提交审核',
    savedBody: (name: string, id: string | null) =>
      id ? `「${name}」已提交审核，创意 ID：${id}。` : `「${name}」已提交审核。`,
    createAnother: '继续新建',
    toList: '查看创意列表',
  },
} as const;
