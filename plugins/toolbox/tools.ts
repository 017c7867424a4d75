import type { PagePath } from './routes';

/**
 * The toolbox tools the spec only names (spec §2.2): each has an honest page that says what the
 * tool is for and opens its external address from the plugin option `links` (by this key), or
 * says 该工具暂未开放. Keys are the flyout entry keys where the page has one.
 */
export const TOOL_PAGES = {
  audiencePackages: '/dmpManage/Index',
  targetingPackages: '/directPackage/List',
  conversionTracking: '/ActionTrack',
  conversionTrackingList: '/ActionTrack/ManageList',
  clues: '/ActionTrack/Clues',
  wordPackages: '/wordPackage',
  gameInternal: '/gameInternal',
  channelPackages: '/channelPackage',
  smartSplitting: '/SmartChannel',
  smartHosting: '/smartAssistant',
  clearTool: '/clearTool/Index',
  apiKey: '/apiKey/Index',
  adDiagnosis: '/AdDiagnostic',
  crossChannelDashboard: '/outerReport/dailyReport',
  miniProgramManagement: '/appletManage',
  abTest: '/ABTestExperiment',
  pushAccount: '/pushAccountManage',
  dataWarehouseSso: '/ssoLogin',
} as const satisfies Record<string, PagePath>;

/** Key of a tool with an honest page (and of its address in the option `links`). */
export type ToolKey = keyof typeof TOOL_PAGES;

/** The tool keys, for the options check. */
export const TOOL_KEYS: ReadonlySet<string> = new Set(Object.keys(TOOL_PAGES));
