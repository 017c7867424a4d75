/**
 * zh-CN texts of the dpaManage (商品库) sub-app that the manifest needs: the sub-app name and
 * the page titles, keyed by path. The texts shown only on the pages live in `pages/messages.ts`,
 * so they travel in the sub-app's lazy chunk.
 */
export const MESSAGES = {
  subApp: '商品库',
  titles: {
    '/': '商品库',
    '/products': '商品列表',
  },
} as const;
