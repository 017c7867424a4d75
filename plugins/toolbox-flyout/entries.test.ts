import { describe, expect, it } from 'vitest';
import { ASSUMED_MENU_GATES, BUILT_IN_ENTRIES } from './entries';
import { ICONS } from './icons';
import { ENTRY_TEXTS } from './messages';

/** Spec §6 "other toolbox gates". */
const OTHER_TOOLBOX_GATES = [
  641, 607, 135, 137, 138, 139, 1054, 635, 15917, 572, 656, 844, 15123, 657, 809, 17372, 848, 1027, 15959, 16153, 17414,
  16353, 16329, 16520, 16714,
];

/** Toolbox routes of spec §2.2. */
const TOOLBOX_ROUTES = [
  'Home',
  'workOrderManage',
  'NotifyView',
  'NotifySubscription',
  'OperationLog',
  'dmpManage/Index',
  'directPackage/List',
  'personal/Index',
  'personal/QualificationList',
  'ActionTrack',
  'wordPackage',
  'gameInternal',
  'channelPackage',
  'SmartChannel',
  'smartAssistant',
  'clearTool/Index',
  'changepwd',
  'agencyMultChangPassword',
  'businessValidation',
  'apiKey/Index',
  'AdDiagnostic',
  'outerReport/dailyReport',
  'appletManage',
  'ABTestExperiment',
  'pushAccountManage',
  'ssoLogin',
].map((r) => `/markets/toolbox/${r}`);

describe('built-in toolbox entries', () => {
  it('are the 37 entries of spec §2.4, each with a name and a description', () => {
    expect(BUILT_IN_ENTRIES).toHaveLength(37);
    expect(BUILT_IN_ENTRIES.map((e) => e.key)).toEqual(Object.keys(ENTRY_TEXTS));
    for (const e of BUILT_IN_ENTRIES) expect(e.desc, e.key).toBeTruthy();
  });

  it('gives each of the unassigned §6 menu ids to exactly one entry (our mapping)', () => {
    expect(Object.values(ASSUMED_MENU_GATES).sort((a, b) => a - b)).toEqual(
      [...OTHER_TOOLBOX_GATES].sort((a, b) => a - b),
    );
  });

  it('use only bundled icons', () => {
    for (const e of BUILT_IN_ENTRIES) expect(ICONS[e.icon!], e.key).toBeDefined();
  });

  it('link only to routes of spec §2.2 inside the portal', () => {
    for (const e of BUILT_IN_ENTRIES.filter((x) => x.url?.startsWith('/markets/toolbox/'))) {
      expect(TOOLBOX_ROUTES, e.key).toContain(e.url!.split('?')[0]);
    }
  });
});
