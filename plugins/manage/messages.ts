/** zh-CN texts of the manage sub-app. */
export const MESSAGES = {
  subApp: '推广',
  /** The /Land screen (spec §2.1) while it sends the user on. */
  landing: '正在进入营销平台…',
  landTitle: '营销平台',
  home: '首页',
  agencyHome: '代理商首页',
  promotion: '推广',
  planManage: '计划管理',
  groupManage: '广告组管理',
  creativeManage: '创意管理',
  accountManage: '账户管理',
  clientManage: '客户管理',
  operatorManage: '运营人员管理',
  descriptions: {
    home: '查看账户概况、今日消耗与投放提醒，快速进入推广、数据与财务。',
    agencyHome: '查看名下客户的投放概况、余额预警与待办事项。',
    planManage: '新建、编辑、启停推广计划，设置日预算、投放节奏与推广目标。',
    groupManage: '管理广告组的定向、出价与投放时段。',
    creativeManage: '管理创意素材，查看审核状态与投放效果。',
    accountManage: '管理代理商名下的客户账户与运营人员。',
    clientManage: '查看与管理代理商名下的广告主客户。',
    operatorManage: '新增运营人员、分配角色与权限。',
  },
} as const;
