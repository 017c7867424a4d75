/**
 * zh-CN texts of the report sub-app that the manifest needs: the sub-app name and the page
 * titles, keyed by path. The texts shown only on the pages live in `pages/messages.ts`, so they
 * travel in the sub-app's lazy chunk.
 */
export const MESSAGES = {
  subApp: '数据',
  titles: {
    '/': '数据概览',
    '/subaccount/ads': '广告报表',
    '/subaccount/games/gamead': '游戏广告报表',
    '/subaccount/games/realtime': '游戏实时数据',
    '/subaccount/games/minigame': '小游戏报表',
    '/subaccount/keyword': '关键词报表',
    '/subaccount/consume': '消耗报表',
    '/subaccount/analysis': '投放分析',
    '/subaccount/convertData': '转化数据',
    '/subaccount/oPush': 'Push 报表',
    '/agency/effect': '客户效果报表',
    '/agency/games/gamead': '客户游戏广告报表',
    '/agency/games/realtime': '客户游戏实时数据',
    '/agency/consume': '客户消耗报表',
    '/agency/operation': '运营报表',
  },
} as const;
