import { describe, expect, it } from 'vitest';
import { ASSUMED_MENU_GATES, BUILT_IN_ENTRIES } from './entries';
import { ICONS } from './icons';
import { ASSUMED_MENU } from '../toolbox/routes';
import { FLYOUT_ENTRIES } from '../toolbox/flyout-entries';

/** Spec §6 "other toolbox gates". */
const OTHER_TOOLBOX_GATES = [
  641, 607, 135, 137, 138, 139, 1054, 635, 15917, 572, 656, 844, 15123, 657, 809, 17372, 848, 1027, 15959, 16153, 17414,
  16353, 16329, 16520, 16714,
];

/** The 37 entries of spec §2.4, in its order. */
const SPEC_ORDER = [
  ...['accountInfo', 'qualification', 'businessValidation', 'notifySubscription', 'notifyView'],
  ...['accountAuthorization', 'operationLog', 'apiDoc', 'apiKey', 'changePassword', 'batchChangePassword'],
  ...['pushAccount', 'audiencePackages', 'targetingPackages', 'dataWarehouseSso', 'creativeCenter', 'landingPages'],
  ...['interactivePlatform', 'thirdPartyLandingTool', 'quickApp', 'pictureFactory', 'productAds', 'leadManagement'],
  ...['conversionTracking', 'adDiagnosis', 'crossChannelDashboard', 'forcePull', 'documentDownload', 'wordPackages'],
  ...['channelPackages', 'smartSplitting', 'clearTool', 'smartHosting', 'miniProgramManagement', 'abTest'],
  ...['workOrders', 'helpCenter'],
];

/** This plugin's entries and the toolbox sub-app's, as the flyout lists them. */
const ALL = [...BUILT_IN_ENTRIES, ...FLYOUT_ENTRIES].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));

describe('toolbox entries of the flyout and of the toolbox sub-app', () => {
  it('are together the 37 entries of spec §2.4 in its order, each with a name and a description', () => {
    expect(ALL.map((e) => e.key)).toEqual(SPEC_ORDER);
    expect(new Set(ALL.map((e) => e.order)).size).toBe(37);
    for (const e of ALL) expect(e.desc, e.key).toBeTruthy();
  });

  it('give each of the unassigned §6 menu ids to exactly one entry or page (our mapping)', () => {
    expect([...Object.values(ASSUMED_MENU_GATES), ...Object.values(ASSUMED_MENU)].sort((a, b) => a - b)).toEqual(
      [...OTHER_TOOLBOX_GATES].sort((a, b) => a - b),
    );
  });

  it('use only bundled icons', () => {
    for (const e of ALL) expect(ICONS[e.icon!], e.key).toBeDefined();
  });

  it('of this plugin open nothing inside the toolbox sub-app (those are the sub-app’s own)', () => {
    for (const e of BUILT_IN_ENTRIES) expect(e.url ?? '', e.key).not.toMatch(/^\/markets\/toolbox\//);
  });
});
