import type { PagePath } from '../routes';

/** The one-line description under each page title (zh-CN); every page has one. */
export const DESCRIPTIONS = {
  '/': '在游戏内的推广位投放广告，管理推广位、素材与投放计划。',
  '/list': '查看与管理游戏内推广计划及其状态。',
} as const satisfies Record<PagePath, string>;
