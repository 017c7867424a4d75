import type { ToolboxGroupId } from './group-ids';

/** zh-CN texts of the toolbox flyout (the product's UI words, kept exact: ARCHITECTURE.md, Decisions). */
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

/** Name and hover description of each of this plugin's entries (spec §2.4), by entry key. */
export const ENTRY_TEXTS = {
  accountAuthorization: { label: '账户授权', desc: '授权代理商或第三方服务商管理本账户' },
  apiDoc: { label: 'API文档', desc: '营销 API（Omni API）接入文档' },
  creativeCenter: { label: '创意中心', desc: '海量创意模板与优秀案例' },
  landingPages: { label: '落地页', desc: '使用建站工具快速搭建落地页' },
  interactivePlatform: { label: '互动平台', desc: '制作试玩、抽奖等互动创意' },
  thirdPartyLandingTool: { label: '第三方落地页工具', desc: '授权登录第三方落地页搭建工具' },
  quickApp: { label: '快应用', desc: '免开发制作快应用，提升转化' },
  pictureFactory: { label: '图片工厂', desc: '在线批量制作与裁剪广告图片' },
  productAds: { label: '商品广告', desc: '管理商品库，投放动态商品广告' },
  leadManagement: { label: '线索管理', desc: '查看与跟进落地页收集的销售线索' },
  forcePull: { label: '强制拉取', desc: '立即同步最新的投放数据与状态' },
  documentDownload: { label: '文档下载', desc: '下载投放规范、资质模板等常用文档' },
  helpCenter: { label: '帮助中心', desc: '产品手册、常见问题与操作指引' },
} as const;

/** Key of a built-in entry. */
export type BuiltInEntryKey = keyof typeof ENTRY_TEXTS;
