import type { CatalogEntry } from './select-plugins';
import creative from '../plugins/creative/plugin';
import dpaManage from '../plugins/dpa-manage/plugin';
import finance from '../plugins/finance/plugin';
import globalPopup from '../plugins/global-popup/plugin';
import header from '../plugins/header/plugin';
import helpAssistant from '../plugins/help-assistant/plugin';
import loginAgreement from '../plugins/login-agreement/plugin';
import manage from '../plugins/manage/plugin';
import mobileTip from '../plugins/mobile-tip/plugin';
import multipleCreative from '../plugins/multiple-creative/plugin';
import notifications from '../plugins/notifications/plugin';
import reminders from '../plugins/reminders/plugin';
import report from '../plugins/report/plugin';
import supervisionBanner from '../plugins/supervision-banner/plugin';
import toolbox from '../plugins/toolbox/plugin';
import toolboxFlyout from '../plugins/toolbox-flyout/plugin';
import topBanner from '../plugins/top-banner/plugin';

/**
 * The product's plugins, in catalog order (the first of two clashing plugins wins): all a release
 * build knows. Dev and test builds add the examples (`dev-catalog.ts`) after them. Manifests are
 * small data; their UI loads lazily. `portal.config.json` switches them.
 */
export const CATALOG: readonly CatalogEntry[] = [
  { plugin: manage, defaultEnabled: true },
  { plugin: creative, defaultEnabled: true },
  { plugin: report, defaultEnabled: true },
  { plugin: toolbox, defaultEnabled: true },
  { plugin: multipleCreative, defaultEnabled: true },
  { plugin: finance, defaultEnabled: true },
  { plugin: dpaManage, defaultEnabled: true },
  { plugin: header, defaultEnabled: true },
  { plugin: supervisionBanner, defaultEnabled: true },
  { plugin: mobileTip, defaultEnabled: true },
  { plugin: notifications, defaultEnabled: true },
  { plugin: toolboxFlyout, defaultEnabled: true },
  { plugin: topBanner, defaultEnabled: true },
  { plugin: globalPopup, defaultEnabled: true },
  { plugin: reminders, defaultEnabled: true },
  { plugin: loginAgreement, defaultEnabled: true },
  { plugin: helpAssistant, defaultEnabled: true },
];
