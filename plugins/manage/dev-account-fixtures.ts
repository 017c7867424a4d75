/**
 * Dev-only fixtures of the homes and account tables: the agency's clients (hundreds, so paging,
 * search and sorting are real) and operators, and each owner's overview. Deterministic: the same
 * rows on every start, so tests and screenshots can name them.
 */
import type { ScenarioAccount } from '@portico/dev';

const CITIES = ['北京', '上海', '广州', '深圳', '杭州', '成都', '武汉', '南京', '西安', '苏州', '厦门', '长沙'];
const WORDS = ['星辰', '云帆', '明川', '锦程', '博远', '乐游', '智联', '华信', '嘉禾', '青橙', '蓝海', '天行'];
const TRADES = ['网络科技', '互动娱乐', '电子商务', '文化传媒', '信息技术', '教育科技', '健康管理', '餐饮管理'];

/** A small deterministic generator (LCG), so fixture figures look random but never change. */
function sequence(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Number of the agency's clients. */
export const CLIENT_COUNT = 236;

/** A client row as the dev API sends it (cents; status 1 正常, 2 冻结, 3 待审核). */
export interface ClientFixture {
  readonly ownerId: number;
  readonly ownerName: string;
  readonly status: number;
  readonly balance: number;
  readonly todayCost: number;
  readonly yesterdayCost: number;
  readonly createTime: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The agency's clients: 236 companies, ids from 200101. */
export const CLIENTS: readonly ClientFixture[] = (() => {
  const rnd = sequence(20261124);
  const rows: ClientFixture[] = [];
  for (let i = 0; i < CLIENT_COUNT; i++) {
    const city = CITIES[i % CITIES.length];
    const word = WORDS[Math.floor(i / CITIES.length) % WORDS.length];
    // Unique names: a city and a word repeat every 144 rows, the trade then differs.
    const trade = TRADES[(i * 37 + Math.floor(i / 12) * 11 + Math.floor(i / 144)) % TRADES.length];
    const r = rnd();
    const active = r > 0.18;
    rows.push({
      ownerId: 200101 + i,
      ownerName: `${city}${word}${trade}有限公司`,
      status: r < 0.06 ? 2 : r < 0.1 ? 3 : 1,
      balance: Math.round(rnd() ** 2 * 500_000_000),
      todayCost: active ? Math.round(rnd() ** 3 * 8_000_000) : 0,
      yesterdayCost: active ? Math.round(rnd() ** 3 * 9_000_000) : 0,
      createTime: `20${22 + ((i + Math.floor(i / 12)) % 4)}-${pad(1 + ((i * 5 + Math.floor(i / 12)) % 12))}-${pad(1 + ((i * 11 + Math.floor(i / 7)) % 28))} ${pad(9 + (i % 9))}:${pad((i * 13) % 60)}`,
    });
  }
  return rows;
})();

/** An operator row as the dev API sends it (status 1 启用, 0 停用). */
export interface OperatorFixture {
  readonly operatorId: number;
  readonly name: string;
  readonly account: string;
  readonly roleIds: readonly number[];
  readonly status: number;
  readonly createTime: string;
}

const STAFF = [
  ['王晓明', [1]],
  ['李娜', [2]],
  ['张伟', [3, 4]],
  ['刘洋', [5]],
  ['陈静', [6]],
  ['杨帆', [2, 5]],
  ['赵磊', [1, 6]],
  ['黄丽', [3]],
  ['周杰', [4]],
  ['吴敏', [2, 3, 4]],
  ['徐婷', [5, 6]],
  ['孙浩', [2]],
  ['马超', [3, 4]],
  ['朱琳', [1]],
  ['胡斌', [2, 5, 6]],
  ['郭芳', [4]],
  ['何雪', [2]],
  ['高峰', [5]],
  ['林涛', [3]],
  ['罗欣', [2, 4]],
  ['郑凯', [6]],
  ['梁爽', [2]],
  ['谢鹏', [1, 2]],
] as const;

/** The agency's operators (23, so the table has three pages). */
export const OPERATORS: readonly OperatorFixture[] = STAFF.map(([name, roles], i) => ({
  operatorId: 500001 + i,
  name,
  account: `xinghe_op${pad(i + 1)}`,
  roleIds: roles,
  status: i % 7 === 5 ? 0 : 1,
  createTime: `2025-${pad(1 + (i % 12))}-${pad(3 + i)} 10:${pad((i * 11) % 60)}`,
}));

/** An owner's home figures (cents, plan counts). */
export interface OwnerOverviewFixture {
  readonly balance: number;
  readonly todayCost: number;
  readonly yesterdayCost: number;
  readonly activePlanCount: number;
  readonly planCount: number;
}

/** The home figures of an owner scenario: the `owner` account's are fixed (tests name them), others derive from the id. */
export function ownerOverviewOf(account: ScenarioAccount): OwnerOverviewFixture {
  if (account.name === 'owner')
    return {
      balance: 1_234_567_890,
      todayCost: 8_765_432,
      yesterdayCost: 10_234_567,
      activePlanCount: 12_840,
      planCount: 15_321,
    };
  const rnd = sequence(account.info?.ownerId ?? 1);
  return {
    balance: Math.round(rnd() * 90_000_000),
    todayCost: Math.round(rnd() * 2_000_000),
    yesterdayCost: Math.round(rnd() * 2_500_000),
    activePlanCount: Math.round(rnd() * 80),
    planCount: 120,
  };
}

/** The agency home: totals over {@link CLIENTS} and the five clients with the highest spend today. */
export function agencyOverview() {
  const sum = (pick: (c: ClientFixture) => number) => CLIENTS.reduce((s, c) => s + pick(c), 0);
  return {
    clientCount: CLIENTS.length,
    activeClientCount: CLIENTS.filter((c) => c.todayCost > 0).length,
    totalBalance: sum((c) => c.balance),
    todayCost: sum((c) => c.todayCost),
    yesterdayCost: sum((c) => c.yesterdayCost),
    topClients: [...CLIENTS]
      .sort((a, b) => b.todayCost - a.todayCost)
      .slice(0, 5)
      .map(({ ownerId, ownerName, balance, todayCost }) => ({ ownerId, ownerName, balance, todayCost })),
  };
}
