import type { CatalogEntry } from './select-plugins';
import crashDemo from '../examples/crash-demo/plugin';
import dailyTips from '../examples/daily-tips/plugin';

// The inspector (/markets/__portico): its manifest here, its page a lazy chunk of its own.
export { inspectorPlugin } from './inspector/plugin';

/**
 * The example plugins, in dev and test builds only: `boot.tsx` imports this module behind
 * `__PORTICO_DEV_TOOLS__`, so a release build holds no example code. They come after the
 * product's plugins and run only when portal.config.json enables them.
 */
export const EXAMPLES: readonly CatalogEntry[] = [
  { plugin: dailyTips, defaultEnabled: false },
  { plugin: crashDemo, defaultEnabled: false },
];
