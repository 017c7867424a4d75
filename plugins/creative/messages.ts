/**
 * zh-CN texts of the creative sub-app that the manifest needs: the sub-app name and the page
 * titles, keyed by path. The texts shown only on the pages live in `pages/messages.ts`, so they
 * travel in the sub-app's lazy chunk.
 */
export const MESSAGES = {
  subApp: '创意',
  titles: {
    '/create': '新建创意',
  },
} as const;
