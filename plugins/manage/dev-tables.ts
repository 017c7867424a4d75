import {
  AD_TYPE,
  CREATIVE_TYPE,
  DAY_LIMIT,
  DELIVERY_MODE,
  DYNAMIC_MODE,
  EXTENSION_TYPE,
  FLOW_SCENE,
  PACING,
  TRAFFIC,
} from '@portico/ads';
import {
  apiPath,
  devState,
  fail,
  http,
  ok,
  pageOf,
  paramsOf,
  sessionKey,
  withScenario,
  type RequestHandler,
  type ScenarioAccount,
} from '@portico/dev';
import { ELEMENTS_API, PAGE_CODES, TABLE_API } from './api';
import { defaultGroups, type TableKey } from './columns/catalog';
import { parseGroups, type ColumnGroup } from './columns/elements';

/**
 * Dev API of the promotion tables and their personal columns (all OURS but the elements calls).
 * Plans, groups and creatives are generated from the owner id with a seeded generator, so every
 * run, test and browser sees the same hundreds of rows, and paging, sorting and search happen on
 * the server side as they would against the real one.
 *
 * Column edits are kept in memory per scenario and page code (a reload shows them; a server
 * restart forgets them). Two dev-only switches for tests, both per scenario:
 * - `POST /dev-api/manage/elements/fail-next?pageCode=…` makes the next `elements/edit` of that
 *   page code answer code 500 (保存失败 in the dialog);
 * - `POST /dev-api/manage/elements/reset` forgets the scenario's column edits.
 */
export const DEV_MANAGE_API = {
  failNextEdit: '/dev-api/manage/elements/fail-next',
  resetElements: '/dev-api/manage/elements/reset',
} as const;

/** Rows per owner: hundreds of plans, about 2.5 groups a plan, 2 creatives a group. */
export const DEV_TABLE_SIZES = { plans: 326 } as const;

/** mulberry32: a small seeded generator, the same numbers for the same seed on every machine. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEASONS = ['春季', '夏日', '618', '开学季', '国庆', '双十一', '双十二', '年货节', '周年庆', '暑期'];
const PRODUCTS = ['手游', '电商', '在线教育', '本地生活', '理财', '汽车', '旅游', '家居', '美妆', '短剧'];
const GOALS = ['拉新', '促活', '品牌曝光', '应用下载', '表单转化', '老用户召回', '直播引流', '商品推广'];
const AUDIENCES = ['一线城市', '学生人群', '高消费人群', '游戏爱好者', '宝妈人群', '商务人士', '银发人群'];
const SCENES = ['信息流', '搜索', '开屏', '激励视频', '应用商店'];
const IDEAS = ['限时优惠', '新品首发', '好评如潮', '福利放送', '品质之选', '一键下载', '立即体验', '爆款直降'];

type Row = Record<string, unknown>;

const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
const pad = (n: number) => String(n).padStart(2, '0');

function metrics(rand: () => number, scale: number): Row {
  const impressions = Math.floor(rand() * 2_000_000 * scale);
  const ctr = 0.002 + rand() * 0.058;
  const clicks = Math.floor(impressions * ctr);
  const cvr = clicks ? 0.01 + rand() * 0.14 : 0;
  const conversions = Math.floor(clicks * cvr);
  return {
    impressions,
    clicks,
    ctr: impressions ? clicks / impressions : 0,
    conversions,
    cvr: clicks ? conversions / clicks : 0,
    cost: Math.floor(clicks * (30 + rand() * 300)),
  };
}

/** The plans, groups and creatives of one owner (generated once, then kept). */
interface OwnerData {
  readonly plan: Row[];
  readonly group: Row[];
  readonly creative: Row[];
}

function generate(ownerId: number): OwnerData {
  const rand = seeded(ownerId);
  const plan: Row[] = [];
  const group: Row[] = [];
  const creative: Row[] = [];
  const start = Date.UTC(2026, 0, 5);
  for (let p = 1; p <= DEV_TABLE_SIZES.plans; p++) {
    const planId = ownerId * 1000 + p;
    const planName = `${pick(rand, SEASONS)}${pick(rand, PRODUCTS)}${pick(rand, GOALS)}计划-${String(p).padStart(3, '0')}`;
    const dayLimit = rand() < 0.3 ? DAY_LIMIT.NONE : DAY_LIMIT.BUDGET;
    const dayBudget = dayLimit === DAY_LIMIT.BUDGET ? (1 + Math.floor(rand() * 200)) * 50_000 : null;
    const created = new Date(start + Math.floor(rand() * 300 * 86_400_000));
    const m = metrics(rand, 1);
    const extensionFlow = pick(rand, Object.values(TRAFFIC));
    const deliveryMode = pick(rand, Object.values(DELIVERY_MODE));
    plan.push({
      planId,
      planName,
      extensionType: pick(rand, Object.values(EXTENSION_TYPE)),
      advertiseType: pick(rand, Object.values(AD_TYPE)),
      extensionFlow,
      deliveryMode,
      dayLimit,
      dayBudget,
      pacing: pick(rand, Object.values(PACING)),
      createTime: `${created.getUTCFullYear()}-${pad(created.getUTCMonth() + 1)}-${pad(created.getUTCDate())} ${pad(
        Math.floor(rand() * 24),
      )}:${pad(Math.floor(rand() * 60))}`,
      budgetUsage: dayBudget ? Math.min(100, ((m.cost as number) / 30 / dayBudget) * 100) : null,
      ...m,
    });
    const groups = 1 + Math.floor(rand() * 4);
    for (let g = 1; g <= groups; g++) {
      const groupId = planId * 10 + g;
      const groupName = `${pick(rand, AUDIENCES)}-${pick(rand, SCENES)}定向组${g}`;
      group.push({
        groupId,
        groupName,
        planId,
        planName,
        flowScene: pick(rand, Object.values(FLOW_SCENE)),
        extensionFlow,
        deliveryMode,
        bid: (5 + Math.floor(rand() * 600)) * 10,
        dayBudget: rand() < 0.5 ? (1 + Math.floor(rand() * 50)) * 20_000 : null,
        ...metrics(rand, 0.4),
      });
      const creatives = 1 + Math.floor(rand() * 3);
      for (let c = 1; c <= creatives; c++) {
        const creativeType = pick(rand, Object.values(CREATIVE_TYPE));
        const creativeId = groupId * 10 + c;
        // Material ids the material viewer reads (ours); every 13th creative has none (暂无素材).
        const prefix = creativeId % 13 === 0 ? 'none' : 'm';
        const ids = (tag: string) =>
          Array.from({ length: 1 + Math.floor(rand() * 3) }, (_, i) => `${prefix}${creativeId}${tag}${i + 1}`);
        creative.push({
          creativeId,
          materialType: 1 + Math.floor(rand() * 4),
          beforeMaterialIds: ids('a'),
          afterMaterialIds: ids('b'),
          storeApp: rand() < 0.1,
          creativeName: `${pick(rand, PRODUCTS)}·${pick(rand, IDEAS)}${c}`,
          creativeType,
          dynamicMode: creativeType === CREATIVE_TYPE.DYNAMIC_PRODUCT ? pick(rand, Object.values(DYNAMIC_MODE)) : null,
          groupId,
          groupName,
          planName,
          ...metrics(rand, 0.15),
        });
      }
    }
  }
  return { plan, group, creative };
}

const TABLE_OF_PATH: ReadonlyArray<readonly [string, TableKey, string]> = [
  [TABLE_API.planList, 'plan', 'planName'],
  [TABLE_API.groupList, 'group', 'groupName'],
  [TABLE_API.creativeList, 'creative', 'creativeName'],
];

const compare = (a: unknown, b: unknown): number => {
  if (a === null || a === undefined) return b === null || b === undefined ? 0 : 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'zh-CN');
};

const PAGE_CODE_TABLE: Readonly<Record<string, TableKey>> = Object.fromEntries(
  (Object.entries(PAGE_CODES) as Array<[TableKey, string]>).map(([table, code]) => [code, table]),
);

/**
 * Handlers of the promotion tables and the elements calls. Each call of the factory starts with
 * no column edits (tests take a fresh one).
 */
export function createTableHandlers(): RequestHandler[] {
  const data = new Map<number, OwnerData>();
  const edits = devState(new Map<string, ColumnGroup[]>());
  const failNext = devState(new Set<string>());
  const editKey = (scenario: ScenarioAccount, request: Request, pageCode: string) =>
    `${sessionKey(scenario, request)}:${pageCode}`;
  const dataOf = (scenario: ScenarioAccount) => {
    const owner = scenario.info?.ownerId ?? 0;
    let d = data.get(owner);
    if (!d) data.set(owner, (d = generate(owner)));
    return d;
  };
  const groupsOf = (scenario: ScenarioAccount, request: Request, pageCode: string) =>
    edits.get(editKey(scenario, request, pageCode)) ?? defaultGroups(PAGE_CODE_TABLE[pageCode]!);
  const pageCodeOf = async (request: Request) => {
    const { pageCode = '' } = await paramsOf(request);
    return PAGE_CODE_TABLE[pageCode] ? pageCode : null;
  };

  return [
    ...TABLE_OF_PATH.map(([path, table, nameField]) =>
      http.post(
        apiPath(path),
        withScenario(async (scenario, request) => {
          const q = await paramsOf(request);
          const keyword = (q.keyword ?? '').trim();
          let rows = dataOf(scenario)[table];
          if (keyword) rows = rows.filter((r) => String(r[nameField]).includes(keyword));
          const field = q.sortField;
          if (field) {
            const sign = q.sortOrder === 'desc' ? -1 : 1;
            rows = [...rows].sort((a, b) => {
              const by = compare(a[field], b[field]);
              // Rows without a value stay last in both directions.
              return a[field] === null || b[field] === null ? by : sign * by;
            });
          }
          return ok({ list: pageOf(rows, q.pageNum, q.pageSize).rows, total: rows.length });
        }),
      ),
    ),
    http.post(
      apiPath(ELEMENTS_API.query),
      withScenario(async (scenario, request) => {
        const pageCode = await pageCodeOf(request);
        if (!pageCode) return fail(400, '缺少或未知的页面编码（pageCode）');
        return ok(groupsOf(scenario, request, pageCode).flatMap((g) => g.elements));
      }),
    ),
    http.post(
      apiPath(ELEMENTS_API.detail),
      withScenario(async (scenario, request) => {
        const pageCode = await pageCodeOf(request);
        if (!pageCode) return fail(400, '缺少或未知的页面编码（pageCode）');
        return ok({ groupInfos: groupsOf(scenario, request, pageCode) });
      }),
    ),
    http.post(
      apiPath(ELEMENTS_API.edit),
      withScenario(async (scenario, request) => {
        const body = (await request
          .clone()
          .json()
          .catch(() => null)) as { pageCode?: unknown; groupInfos?: unknown } | null;
        const pageCode = typeof body?.pageCode === 'string' && PAGE_CODE_TABLE[body.pageCode] ? body.pageCode : null;
        if (!pageCode) return fail(400, '缺少或未知的页面编码（pageCode）');
        const key = editKey(scenario, request, pageCode);
        if (failNext.delete(key)) return fail(500, '列设置保存失败');
        const groups = parseGroups({ groupInfos: body?.groupInfos });
        if (!groups.length) return fail(400, 'groupInfos 不能为空');
        edits.set(key, groups);
        return ok(null);
      }),
    ),
    http.post(
      `*${DEV_MANAGE_API.failNextEdit}`,
      withScenario(async (scenario, request) => {
        const pageCode = await pageCodeOf(request);
        if (!pageCode) return fail(400, '缺少或未知的页面编码（pageCode）');
        failNext.add(editKey(scenario, request, pageCode));
        return ok(null);
      }),
    ),
    http.post(
      `*${DEV_MANAGE_API.resetElements}`,
      withScenario((scenario, request) => {
        const mine = editKey(scenario, request, '');
        for (const key of [...edits.keys()]) if (key.startsWith(mine)) edits.delete(key);
        return ok(null);
      }),
    ),
  ];
}
