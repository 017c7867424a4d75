import { definePlugin, PageBlueprint } from '@portico/sdk';
import { HeaderWidgetBlueprint } from '@portico/plugin/header';
import { TIPS_PAGE_PATH } from './constants';
import { MESSAGES } from './messages';
import { optionsSchema, type DailyTipsOptions } from './options';

/**
 * Example of a plugin written by an outside team: only `@portico/sdk` imports, a header
 * widget and a page, options validated at boot. Enabled in portal.config.json.
 */
export default definePlugin<DailyTipsOptions>({
  id: 'daily-tips',
  title: '投放小贴士（示例插件）',
  options: optionsSchema,
  contributes: [
    HeaderWidgetBlueprint.make({
      name: 'tips',
      slot: 'right',
      order: 5,
      when: { accountType: 'owner' },
      loader: () => import('./TipsButton'),
    }),
    PageBlueprint.make({
      path: TIPS_PAGE_PATH,
      title: MESSAGES.pageTitle,
      when: { loggedIn: true },
      loader: () => import('./TipsPage'),
    }),
  ],
});
