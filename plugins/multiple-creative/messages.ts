/**
 * zh-CN texts of the multipleCreative (游戏内推广) sub-app that the manifest needs: the sub-app
 * name and the page titles, keyed by path. The texts shown only on the pages live in
 * `pages/messages.ts`, so they travel in the sub-app's lazy chunk.
 */
export const MESSAGES = {
  subApp: '游戏内推广',
  titles: {
    '/': '游戏内推广',
    '/list': '游戏内推广计划',
  },
} as const;
