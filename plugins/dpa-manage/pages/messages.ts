import type { PagePath } from '../routes';

/** The one-line description under each page title (zh-CN); every page has one. */
export const DESCRIPTIONS = {
  '/': '管理商品广告使用的商品库、商品数据源与同步状态。',
  '/products': '查看商品库中的商品、价格与上下架状态。',
} as const satisfies Record<PagePath, string>;

/** zh-CN texts of the product library list. */
export const LIBRARY_MESSAGES = {
  list: '商品库列表',
  name: '商品库名称',
  id: '商品库ID',
  source: '数据源',
  productCount: '商品数',
  status: '同步状态',
  updateTime: '更新时间',
  empty: '暂无商品库。创建商品库并接入商品数据后，即可投放商品广告。',
  loadFailed: '商品库加载失败，请稍后重试。',
  sources: [
    { value: 1, label: 'API 对接' },
    { value: 2, label: '文件上传' },
    { value: 3, label: '店铺同步' },
  ],
  statuses: [
    { value: 1, label: '已同步' },
    { value: 2, label: '同步中' },
    { value: 3, label: '同步失败' },
  ],
} as const;
