import type { PagePath } from '../routes';

/** The one-line description under each page title (zh-CN); every page has one. */
export const DESCRIPTIONS = {
  '/': '管理商品广告使用的商品库、商品数据源与同步状态。',
  '/products': '查看商品库中的商品、价格与上下架状态。',
} as const satisfies Record<PagePath, string>;
