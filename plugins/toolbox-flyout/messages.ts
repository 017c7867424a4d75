import type { ToolboxGroupId } from './extension-points';

/** zh-CN texts of the toolbox flyout (DESIGN.md "UI words" kept exact). */
export const MESSAGES = {
  pluginTitle: '工具箱快捷入口',
  trigger: '工具箱快捷入口',
  flyout: '工具箱',
  /** Spec §2.4: the default hover hint. */
  descriptionHint: '将鼠标悬停以查看说明',
  /** Spec §2.4/§8 "no jump url", as the user reads it. */
  noJumpUrl: '该工具暂未配置跳转地址，请稍后再试',
  unsafeUrl: '跳转地址不安全，已阻止打开',
  groups: {
    account: '账户支持',
    targeting: '定向工具',
    creative: '创意辅助',
    data: '数据辅助',
    delivery: '投放辅助',
  } satisfies Record<ToolboxGroupId, string>,
  tagNew: '新',
  tagHot: '热门',
} as const;

/** Name and hover description of each built-in entry (spec §2.4), by entry key. */
export const ENTRY_TEXTS = {
  accountInfo: { label: '账户信息', desc: '查看账户主体、联系人与登录信息' },
  qualification: { label: '资质管理', desc: '上传与查看广告主资质，资质通过审核后方可投放' },
  businessValidation: { label: '企业认证', desc: '完成经营主体验证，逾期未完成将影响投放' },
  notifySubscription: { label: '消息订阅', desc: '设置接收哪些站内信、短信与邮件通知' },
  notifyView: { label: '消息管理', desc: '查看与管理全部站内消息' },
  accountAuthorization: { label: '账户授权', desc: '授权代理商或第三方服务商管理本账户' },
  operationLog: { label: '操作日志', desc: '查询账户内计划、广告组与创意的修改记录' },
  apiDoc: { label: 'API文档', desc: '营销 API（Omni API）接入文档' },
  apiKey: { label: 'API Key', desc: '创建与管理调用营销 API 所需的密钥' },
  changePassword: { label: '修改密码', desc: '修改当前登录账号的密码' },
  batchChangePassword: { label: '批量修改密码', desc: '为名下多个账号批量重置密码' },
  pushAccount: { label: '推送账户', desc: '管理消息推送投放账户' },
  audiencePackages: { label: '人群包', desc: '创建、上传与管理自定义人群包' },
  targetingPackages: { label: '定向包', desc: '保存常用定向条件，新建广告组时一键复用' },
  dataWarehouseSso: { label: '数仓单点登录', desc: '免登录进入数据仓库分析平台' },
  creativeCenter: { label: '创意中心', desc: '海量创意模板与优秀案例' },
  landingPages: { label: '落地页', desc: '使用建站工具快速搭建落地页' },
  interactivePlatform: { label: '互动平台', desc: '制作试玩、抽奖等互动创意' },
  thirdPartyLandingTool: { label: '第三方落地页工具', desc: '授权登录第三方落地页搭建工具' },
  quickApp: { label: '快应用', desc: '免开发制作快应用，提升转化' },
  pictureFactory: { label: '图片工厂', desc: '在线批量制作与裁剪广告图片' },
  productAds: { label: '商品广告', desc: '管理商品库，投放动态商品广告' },
  leadManagement: { label: '线索管理', desc: '查看与跟进落地页收集的销售线索' },
  conversionTracking: { label: '转化追踪', desc: '配置转化追踪，回传激活、付费等转化数据' },
  adDiagnosis: { label: '广告诊断', desc: '诊断起量难、成本高等投放问题并给出建议' },
  crossChannelDashboard: { label: '跨渠道看板', desc: '汇总查看各渠道的投放日报' },
  forcePull: { label: '强制拉取', desc: '立即同步最新的投放数据与状态' },
  documentDownload: { label: '文档下载', desc: '下载投放规范、资质模板等常用文档' },
  wordPackages: { label: '词包', desc: '管理动态创意使用的地域、日期等词包' },
  channelPackages: { label: '渠道包', desc: '上传与管理应用分渠道安装包' },
  smartSplitting: { label: '智能拆分', desc: '按渠道自动拆分计划，提升跑量效率' },
  clearTool: { label: '清理工具', desc: '批量清理长期无消耗的计划、广告组与创意' },
  smartHosting: { label: '智能托管', desc: '托管出价与预算，系统自动调优' },
  miniProgramManagement: { label: '小程序管理', desc: '绑定与管理推广使用的小程序' },
  abTest: { label: 'AB实验', desc: '对比不同创意或定向的投放效果' },
  workOrders: { label: '工单', desc: '提交问题与查看工单处理进度' },
  helpCenter: { label: '帮助中心', desc: '产品手册、常见问题与操作指引' },
} as const;

/** Key of a built-in entry. */
export type BuiltInEntryKey = keyof typeof ENTRY_TEXTS;
