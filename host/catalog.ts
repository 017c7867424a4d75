import type { CatalogEntry } from './select-plugins';
import crashDemo from '../examples/crash-demo/plugin';
import dailyTips from '../examples/daily-tips/plugin';
import header from '../plugins/header/plugin';
import manage from '../plugins/manage/plugin';
import mobileTip from '../plugins/mobile-tip/plugin';
import supervisionBanner from '../plugins/supervision-banner/plugin';

/**
 * Every plugin the build knows, in catalog order (the first of two clashing plugins wins).
 * Manifests are small data; their UI loads lazily. `portal.config.json` switches them.
 */
export const CATALOG: readonly CatalogEntry[] = [
  { plugin: manage, defaultEnabled: true },
  { plugin: header, defaultEnabled: true },
  { plugin: supervisionBanner, defaultEnabled: true },
  { plugin: mobileTip, defaultEnabled: true },
  // Examples run only when portal.config.json enables them.
  { plugin: dailyTips, defaultEnabled: false },
  { plugin: crashDemo, defaultEnabled: false },
];
