import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AD_TYPE as AD,
  EXTENSION_TYPE as EXT,
  FLOW_SCENE as SCENE,
  TRAFFIC,
  AD_TYPES,
  EXTENSION_TYPES,
  FLOW_SCENES,
  TRAFFICS,
} from '@portico/ads';
import { LINK_FIELDS, MONITOR_DATA_KEYS as KEY, visibleLinks, type LinkField, type LinkRuleInput } from './link-rules';

/** An image spec in own-flow banner, a normal web ad, empty data tree: no rule applies. */
const BASE: LinkRuleInput = {
  specId: 1,
  extensionType: EXT.WEB,
  extensionFlow: TRAFFIC.OWN,
  flowScene: SCENE.BANNER,
  advertiseType: AD.NORMAL,
  dataTree: [],
};
const ALL_KEYS = Object.values(KEY);
const CE: LinkField[] = ['click', 'exposure'];
const PLAY: LinkField[] = ['playBegin', 'playEnd'];

const shown = (input: LinkRuleInput): LinkField[] => {
  const v = visibleLinks(input);
  return LINK_FIELDS.filter((f) => v[f]);
};

// [rule or exception, fields changed from BASE, fields expected to show]
const ROWS: Array<[string, Partial<LinkRuleInput>, LinkField[]]> = [
  ['nothing applies: own-flow banner, image spec, normal web ad', {}, []],
  // Click/exposure — booking ads: their own data-tree entry alone decides.
  ['booking ad with the booking click entry', { advertiseType: AD.BOOKING, dataTree: [KEY.clickBooking] }, ['click']],
  [
    'booking ad with the booking exposure entry',
    { advertiseType: AD.BOOKING, dataTree: [KEY.exposureBooking] },
    ['exposure'],
  ],
  [
    'booking ad with both booking entries',
    { advertiseType: AD.BOOKING, dataTree: [KEY.clickBooking, KEY.exposureBooking] },
    CE,
  ],
  ['booking ad without entries, all-flow: nothing', { advertiseType: AD.BOOKING, extensionFlow: TRAFFIC.ALL }, []],
  ['booking ad without entries, union-flow: nothing', { advertiseType: AD.BOOKING, extensionFlow: TRAFFIC.UNION }, []],
  [
    'booking ad without entries, network sms: nothing',
    { advertiseType: AD.BOOKING, flowScene: SCENE.NETWORK_MESSAGE },
    [],
  ],
  [
    'booking ad with only the shop click entry in a shop scene: nothing',
    { advertiseType: AD.BOOKING, extensionType: EXT.APP_DOWNLOAD, flowScene: SCENE.STORE_PICKS, dataTree: [KEY.click] },
    [],
  ],
  ['normal ad with only the booking entries: nothing', { dataTree: [KEY.clickBooking, KEY.exposureBooking] }, []],
  [
    'product (DPA) ad counts as non-booking: all-flow shows',
    { advertiseType: AD.PRODUCT, extensionFlow: TRAFFIC.ALL },
    CE,
  ],
  // Mini program in reveal preferred.
  ['mini program in reveal preferred', { extensionType: EXT.MINI_PROGRAM, flowScene: SCENE.DISPLAY_OPTIMISED }, CE],
  [
    'mini program in search: not one of the search cases',
    { extensionType: EXT.MINI_PROGRAM, flowScene: SCENE.SEARCH },
    [],
  ],
  [
    'mini program in feeds of union-flow (union rule)',
    { extensionType: EXT.MINI_PROGRAM, extensionFlow: TRAFFIC.UNION },
    CE,
  ],
  // All-flow.
  ['all-flow, banner, web', { extensionFlow: TRAFFIC.ALL }, CE],
  ['all-flow, live', { extensionFlow: TRAFFIC.ALL, extensionType: EXT.LIVE, flowScene: SCENE.ALL }, CE],
  // Own-flow in feeds.
  ['own-flow in feeds', { flowScene: SCENE.FEEDS }, CE],
  ['own-flow in splash: nothing', { flowScene: SCENE.SPLASH }, []],
  ['own-flow in interstitial: nothing', { flowScene: SCENE.INTERSTITIAL }, []],
  // Union-flow.
  ['union-flow, union all', { extensionFlow: TRAFFIC.UNION, flowScene: SCENE.UNION_ALL }, CE],
  ['union-flow, rewarded video', { extensionFlow: TRAFFIC.UNION, flowScene: SCENE.REWARDED_VIDEO }, CE],
  // Messaging scenes: exposure has network sms in place of push banner.
  [
    'push banner: click only (exposure swaps push banner for network sms)',
    { flowScene: SCENE.NOTIFICATION_BAR },
    ['click'],
  ],
  ['network sms: click and exposure', { flowScene: SCENE.NETWORK_MESSAGE }, CE],
  [
    'push banner under all-flow: exposure by the all-flow rule',
    { flowScene: SCENE.NOTIFICATION_BAR, extensionFlow: TRAFFIC.ALL },
    CE,
  ],
  // Quick app, site and app callup in search or reveal preferred.
  ['quick app in search', { extensionType: EXT.QUICK_APP, flowScene: SCENE.SEARCH }, CE],
  ['site (web) in search', { flowScene: SCENE.SEARCH }, CE],
  ['app callup in search', { extensionType: EXT.APP_CALLUP, flowScene: SCENE.SEARCH }, CE],
  ['quick app in reveal preferred', { extensionType: EXT.QUICK_APP, flowScene: SCENE.DISPLAY_OPTIMISED }, CE],
  ['site in reveal preferred', { flowScene: SCENE.DISPLAY_OPTIMISED }, CE],
  ['app callup in reveal preferred', { extensionType: EXT.APP_CALLUP, flowScene: SCENE.DISPLAY_OPTIMISED }, CE],
  ['app download in search: not one of the cases', { extensionType: EXT.APP_DOWNLOAD, flowScene: SCENE.SEARCH }, []],
  [
    'live in reveal preferred: not one of the cases',
    { extensionType: EXT.LIVE, flowScene: SCENE.DISPLAY_OPTIMISED },
    [],
  ],
  ['quick app in native: nothing', { extensionType: EXT.QUICK_APP, flowScene: SCENE.NATIVE }, []],
  // App-type shop scenes with the monitor entries.
  [
    'app download in store recommend with the click entry',
    { extensionType: EXT.APP_DOWNLOAD, flowScene: SCENE.STORE_PICKS, dataTree: [KEY.click] },
    ['click'],
  ],
  [
    'app download in store install reward with the exposure entry',
    { extensionType: EXT.APP_DOWNLOAD, flowScene: SCENE.INSTALL_REWARD, dataTree: [KEY.exposure] },
    ['exposure'],
  ],
  [
    'app download in store launch need with both entries',
    { extensionType: EXT.APP_DOWNLOAD, flowScene: SCENE.LAUNCH_ESSENTIALS, dataTree: [KEY.click, KEY.exposure] },
    CE,
  ],
  [
    'app download in a shop scene without entries: nothing',
    { extensionType: EXT.APP_DOWNLOAD, flowScene: SCENE.STORE_PICKS },
    [],
  ],
  [
    'web in a shop scene with the click entry: not an app type',
    { flowScene: SCENE.STORE_PICKS, dataTree: [KEY.click, KEY.exposure] },
    [],
  ],
  [
    'app download with the click entry outside shop scenes: nothing',
    { extensionType: EXT.APP_DOWNLOAD, flowScene: SCENE.SPLASH, dataTree: [KEY.click] },
    [],
  ],
  // Download: non-booking, shop scene, download entry.
  [
    'download: normal ad in store recommend with the entry',
    { extensionType: EXT.APP_DOWNLOAD, flowScene: SCENE.STORE_PICKS, dataTree: [KEY.download] },
    ['download'],
  ],
  [
    'download: product ad in store install reward with the entry',
    { advertiseType: AD.PRODUCT, flowScene: SCENE.INSTALL_REWARD, dataTree: [KEY.download] },
    ['download'],
  ],
  [
    'download: booking ad in a shop scene with the entry: never',
    { advertiseType: AD.BOOKING, flowScene: SCENE.STORE_PICKS, dataTree: [KEY.download] },
    [],
  ],
  ['download: entry outside shop scenes: never', { flowScene: SCENE.SEARCH, dataTree: [KEY.download] }, CE],
  [
    'download: shop scene without the entry: never',
    { extensionType: EXT.APP_DOWNLOAD, flowScene: SCENE.LAUNCH_ESSENTIALS },
    [],
  ],
  [
    'download with every entry under all-flow in store launch need',
    {
      extensionType: EXT.APP_DOWNLOAD,
      extensionFlow: TRAFFIC.ALL,
      flowScene: SCENE.LAUNCH_ESSENTIALS,
      dataTree: ALL_KEYS,
    },
    ['click', 'exposure', 'download'],
  ],
  // Play-begin / play-end: video spec 60–63, not shop, not all-flow.
  ['video spec 60, own-flow banner', { specId: 60 }, PLAY],
  ['video spec 63, own-flow banner', { specId: 63 }, PLAY],
  ['spec 59 is not a video spec', { specId: 59 }, []],
  ['spec 64 is not a video spec', { specId: 64 }, []],
  ['video spec 61 in a shop scene: no play links', { specId: 61, flowScene: SCENE.STORE_PICKS }, []],
  ['video spec 60 under all-flow: no play links', { specId: 60, extensionFlow: TRAFFIC.ALL }, CE],
  ['video spec 62 in own-flow feeds', { specId: 62, flowScene: SCENE.FEEDS }, [...CE, ...PLAY]],
  [
    'video spec 61 under union-flow',
    { specId: 61, extensionFlow: TRAFFIC.UNION, flowScene: SCENE.SPLASH },
    [...CE, ...PLAY],
  ],
  ['video spec 62 on a booking ad without entries: play only', { specId: 62, advertiseType: AD.BOOKING }, PLAY],
  [
    'booking video ad with every entry in all-flow',
    { specId: 60, advertiseType: AD.BOOKING, extensionFlow: TRAFFIC.ALL, dataTree: ALL_KEYS },
    CE,
  ],
  // Bad or foreign input.
  [
    'values outside every enumeration: nothing, no exception',
    { specId: Number.NaN, extensionType: 99, extensionFlow: 0, flowScene: 0, advertiseType: -1, dataTree: ['x'] },
    [],
  ],
  ['unrelated data-tree keys change nothing', { dataTree: ['SSO_LOGIN', 'push_account_manage'] }, []],
  ['fractional spec 60.5 is not a video spec', { specId: 60.5 }, []],
];

describe('tracking-link rules (spec §5), rule by rule', () => {
  it('has a row for every rule and exception (at least 40)', () => expect(ROWS.length).toBeGreaterThanOrEqual(40));

  it.each(ROWS)('%s', (_, change, expected) => {
    expect(shown({ ...BASE, ...change })).toEqual(expected);
  });
});

const values = <V extends number>(table: ReadonlyArray<{ value: V }>) => table.map((e) => e.value);
/** Inputs over the enumerations (and a margin of other spec ids), data tree from the monitor keys and noise. */
const inputs = fc.record({
  specId: fc.integer({ min: 55, max: 68 }),
  extensionType: fc.constantFrom(...values(EXTENSION_TYPES)),
  extensionFlow: fc.constantFrom(...values(TRAFFICS)),
  flowScene: fc.constantFrom(...values(FLOW_SCENES)),
  advertiseType: fc.constantFrom(...values(AD_TYPES)),
  dataTree: fc.uniqueArray(fc.constantFrom(...ALL_KEYS, 'SSO_LOGIN', 'push_user')),
});
const SHOP = [SCENE.STORE_PICKS, SCENE.INSTALL_REWARD, SCENE.LAUNCH_ESSENTIALS] as number[];
const RUNS = { numRuns: 2000 };

describe('tracking-link rules: invariants', () => {
  it('play-begin and play-end show together, exactly for specs 60–63 outside shop scenes and all-flow', () => {
    fc.assert(
      fc.property(inputs, (i) => {
        const v = visibleLinks(i);
        const expected =
          i.specId >= 60 && i.specId <= 63 && !SHOP.includes(i.flowScene) && i.extensionFlow !== TRAFFIC.ALL;
        return v.playBegin === expected && v.playEnd === expected;
      }),
      RUNS,
    );
  });

  it('download shows exactly for non-booking ads in shop scenes with the download-monitor entry', () => {
    fc.assert(
      fc.property(inputs, (i) => {
        const expected =
          i.advertiseType !== AD.BOOKING && SHOP.includes(i.flowScene) && i.dataTree.includes(KEY.download);
        return visibleLinks(i).download === expected;
      }),
      RUNS,
    );
  });

  it('for booking ads, click and exposure follow their booking entries only', () => {
    fc.assert(
      fc.property(inputs, (i) => {
        const v = visibleLinks({ ...i, advertiseType: AD.BOOKING });
        return (
          v.click === i.dataTree.includes(KEY.clickBooking) && v.exposure === i.dataTree.includes(KEY.exposureBooking)
        );
      }),
      RUNS,
    );
  });

  it('a richer data tree never hides a field', () => {
    fc.assert(
      fc.property(inputs, fc.subarray(ALL_KEYS), (i, extra) => {
        const before = visibleLinks(i);
        const after = visibleLinks({ ...i, dataTree: [...i.dataTree, ...extra] });
        return LINK_FIELDS.every((f) => !before[f] || after[f]);
      }),
      RUNS,
    );
  });

  it('with matching entries, click and exposure differ only in push banner, where exposure is the hidden one', () => {
    const paired = inputs.map((i) => {
      const has = i.dataTree.includes(KEY.click) || i.dataTree.includes(KEY.exposure);
      return {
        ...i,
        advertiseType: i.advertiseType === AD.BOOKING ? AD.NORMAL : i.advertiseType,
        dataTree: has ? ALL_KEYS : [],
      };
    });
    fc.assert(
      fc.property(paired, (i) => {
        const v = visibleLinks(i);
        return v.click === v.exposure || (i.flowScene === SCENE.NOTIFICATION_BAR && v.click && !v.exposure);
      }),
      RUNS,
    );
  });

  it('any numbers and any data tree give an answer of five booleans, never an exception', () => {
    fc.assert(
      fc.property(
        fc.record({
          specId: fc.double(),
          extensionType: fc.double(),
          extensionFlow: fc.double(),
          flowScene: fc.double(),
          advertiseType: fc.double(),
          dataTree: fc.array(fc.string()),
        }),
        (i) => {
          const v = visibleLinks(i);
          return LINK_FIELDS.every((f) => typeof v[f] === 'boolean');
        },
      ),
      RUNS,
    );
  });
});
