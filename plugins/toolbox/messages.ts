/**
 * zh-CN texts of the toolbox sub-app that the manifest needs: the sub-app name and the page
 * titles, keyed by path. The texts shown only on the pages live in `pages/messages.ts`, so they
 * travel in the sub-app's lazy chunk.
 */
export const MESSAGES = {
  subApp: '工具箱',
  titles: {
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
  },
} as const;
