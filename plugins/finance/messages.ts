/**
 * zh-CN texts of the finance sub-app that the manifest needs: the sub-app name and the page
 * titles, keyed by path. The texts shown only on the pages live in `pages/messages.ts`, so they
 * travel in the sub-app's lazy chunk.
 */
export const MESSAGES = {
  subApp: '财务',
  titles: {
    '/': '财务概览',
    '/home': '财务概览',
    '/home/subclient': '客户财务',
    '/agencyRecharge': '代理商充值',
    '/agencyRecord': '代理商充值记录',
    '/agencyFlow': '代理商资金流水',
    '/recharge': '账户充值',
    '/record': '充值记录',
    '/flow': '资金流水',
  },
} as const;
