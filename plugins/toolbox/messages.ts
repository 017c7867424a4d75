/** Page titles keyed by path (an entry that opens a page may take its name from here). */
const TITLES = {
  '/': '工具箱',
  '/Home': '工具箱',
  '/workOrderManage': '工单管理',
  '/NotifyView': '消息中心',
  '/NotifySubscription': '消息订阅',
  '/OperationLog': '操作日志',
  '/dmpManage/Index': '人群包管理',
  '/directPackage/List': '定向包',
  '/personal/Index': '资质管理',
  '/personal/QualificationList': '资质列表',
  '/ActionTrack': '转化追踪',
  '/ActionTrack/ManageList': '转化追踪管理',
  '/ActionTrack/Clues': '线索管理',
  '/wordPackage': '词包',
  '/gameInternal': '游戏内推广',
  '/channelPackage': '渠道包',
  '/SmartChannel': '智能拆分',
  '/smartAssistant': '智能托管',
  '/clearTool/Index': '清理工具',
  '/changepwd': '修改密码',
  '/agencyMultChangPassword': '批量修改密码',
  '/businessValidation': '经营验证',
  '/apiKey/Index': 'API Key',
  '/AdDiagnostic': '广告诊断',
  '/outerReport/dailyReport': '跨渠道日报',
  '/appletManage': '小程序管理',
  '/ABTestExperiment': 'AB 实验',
  '/pushAccountManage': '推送账户管理',
  '/ssoLogin': '数仓单点登录',
} as const;

/**
 * zh-CN texts of the toolbox sub-app that the manifest needs: the sub-app name and the page
 * titles, keyed by path. The texts shown only on the pages live in `pages/messages.ts`, so they
 * travel in the sub-app's lazy chunk.
 */
export const MESSAGES = {
  subApp: '工具箱',
  titles: TITLES,
  /** Name and hover description of each toolbox-flyout entry that opens one of these pages (spec §2.4). */
  entries: {
    accountInfo: { label: '账户信息', desc: '查看账户主体、联系人与登录信息' },
    qualification: { label: '资质管理', desc: '上传与查看广告主资质，资质通过审核后方可投放' },
    // One name for the feature: its page's (the reminder says 工具箱-经营验证 too).
    businessValidation: { label: TITLES['/businessValidation'], desc: '完成经营主体验证，逾期未完成将影响投放' },
    notifySubscription: { label: '消息订阅', desc: '设置接收哪些类型的站内信' },
    notifyView: { label: '消息管理', desc: '查看与管理全部站内消息' },
    operationLog: { label: '操作日志', desc: '查询账户内计划、广告组与创意的修改记录' },
    apiKey: { label: 'API Key', desc: '创建与管理调用营销 API 所需的密钥' },
    changePassword: { label: '修改密码', desc: '修改当前登录账号的密码' },
    batchChangePassword: { label: '批量修改密码', desc: '为名下多个账号批量重置密码' },
    pushAccount: { label: '推送账户', desc: '管理消息推送投放账户' },
    audiencePackages: { label: '人群包', desc: '创建、上传与管理自定义人群包' },
    targetingPackages: { label: '定向包', desc: '保存常用定向条件，新建广告组时一键复用' },
    dataWarehouseSso: { label: '数仓单点登录', desc: '免登录进入数据仓库分析平台' },
    conversionTracking: { label: '转化追踪', desc: '配置转化追踪，回传激活、付费等转化数据' },
    adDiagnosis: { label: '广告诊断', desc: '诊断起量难、成本高等投放问题并给出建议' },
    crossChannelDashboard: { label: '跨渠道看板', desc: '汇总查看各渠道的投放日报' },
    wordPackages: { label: '词包', desc: '管理动态创意使用的地域、日期等词包' },
    channelPackages: { label: '渠道包', desc: '上传与管理应用分渠道安装包' },
    smartSplitting: { label: '智能拆分', desc: '按渠道自动拆分计划，提升跑量效率' },
    clearTool: { label: '清理工具', desc: '批量清理长期无消耗的计划、广告组与创意' },
    smartHosting: { label: '智能托管', desc: '托管出价与预算，系统自动调优' },
    miniProgramManagement: { label: '小程序管理', desc: '绑定与管理推广使用的小程序' },
    abTest: { label: 'AB实验', desc: '对比不同创意或定向的投放效果' },
    workOrders: { label: '工单', desc: '提交问题与查看工单处理进度' },
  },
  tagNew: '新',
} as const;
