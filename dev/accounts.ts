/**
 * The facts of the scenario accounts that more than one page shows, in one place (dev-only fixture
 * data): an owner's money (the owner home and the finance home), and the agency's clients — one
 * name per client id — with their money (the agency home, 账户管理, 客户财务, transfers, records,
 * the agency reports, 批量修改密码). The plugins' dev APIs read them from here, never a copy;
 * `host/server/dev-facts.test.ts` holds the pages' answers equal. Deterministic: the same figures on every
 * start, so tests and screenshots can name them.
 */
import { SCENARIOS } from './scenarios';

/** A number in [0, 1) from a text (FNV-1a and a mix): figures that look random but never change. */
export function unitOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 13;
  return (h >>> 0) / 2 ** 32;
}

/** A deterministic generator (LCG) for a run of figures from one seed. */
export function sequenceOf(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** An account's money, in cents. */
export interface AccountMoney {
  readonly balance: number;
  readonly cashBalance: number;
  readonly grantBalance: number;
  readonly todayCost: number;
  readonly yesterdayCost: number;
}

/** The `owner` account's money: fixed, tests name it (balance 12,345,678.90 元). */
const OWNER_MONEY: AccountMoney = {
  balance: 1_234_567_890,
  cashBalance: 1_200_000_000,
  grantBalance: 34_567_890,
  todayCost: 8_765_432,
  yesterdayCost: 10_234_567,
};

/** An owner's money: the owner home's balance and spend are the finance home's. */
export function ownerMoney(ownerId: number): AccountMoney {
  if (ownerId === SCENARIOS.owner.info?.ownerId) return OWNER_MONEY;
  const r = (k: string) => unitOf(`${ownerId}|${k}`);
  const cash = Math.round(5_000_000 + r('cash') * 95_000_000);
  const grant = Math.round(r('grant') * 2_000_000);
  return {
    balance: cash + grant,
    cashBalance: cash,
    grantBalance: grant,
    todayCost: Math.round(200_000 + r('today') * 3_000_000),
    yesterdayCost: Math.round(300_000 + r('yesterday') * 4_000_000),
  };
}

/** The agency of the scenarios: `agency`, its operators, and the supervisor of `supervised`. */
export const AGENCY_ID = 100001;

/** One client of the agency (money in cents; status 1 正常, 2 冻结, 3 待审核). */
export interface AgencyClient {
  readonly ownerId: number;
  readonly ownerName: string;
  readonly accId: string;
  readonly status: number;
  readonly balance: number;
  readonly todayCost: number;
  readonly yesterdayCost: number;
  readonly createTime: string;
}

/** How many clients the agency has. */
export const AGENCY_CLIENT_COUNT = 236;

/** A client that is frozen (批量修改密码 cannot pick it; 账户管理 shows 冻结). */
export const FROZEN_CLIENT_ID = 200104;

/** A client whose password was changed within 24 h (批量修改密码 refuses it: a partial failure to show). */
export const RECENTLY_CHANGED_CLIENT_ID = 200105;

const CITIES = ['北京', '上海', '广州', '深圳', '杭州', '成都', '武汉', '南京', '西安', '苏州', '厦门', '长沙'];
const WORDS = ['星辰', '云帆', '明川', '锦程', '博远', '乐游', '智联', '华信', '嘉禾', '青橙', '蓝海', '天行'];
const TRADES = ['网络科技', '互动娱乐', '电子商务', '文化传媒', '信息技术', '教育科技', '健康管理', '餐饮管理'];

const pad = (n: number) => String(n).padStart(2, '0');

/** The scenario accounts the agency serves (sub-owners), with their own ids and names. */
const SCENARIO_CLIENTS = (['sub-owner', 'supervised'] as const).map((name) => SCENARIOS[name].info!);

/**
 * The agency's clients: companies with ids from 200101, then the scenario sub-owners it serves
 * (`sub-owner` 200002, `supervised` 200005) with their own names and money.
 */
export const AGENCY_CLIENTS: readonly AgencyClient[] = (() => {
  const rnd = sequenceOf(20261124);
  const rows: AgencyClient[] = [];
  const generated = AGENCY_CLIENT_COUNT - SCENARIO_CLIENTS.length;
  for (let i = 0; i < generated; i++) {
    const city = CITIES[i % CITIES.length];
    const word = WORDS[Math.floor(i / CITIES.length) % WORDS.length];
    // Unique names: a city and a word repeat every 144 rows, the trade then differs.
    const trade = TRADES[(i * 37 + Math.floor(i / 12) * 11 + Math.floor(i / 144)) % TRADES.length];
    const r = rnd();
    const active = r > 0.18;
    const ownerId = 200101 + i;
    rows.push({
      ownerId,
      ownerName: `${city}${word}${trade}有限公司`,
      accId: String(310101 + i),
      status: ownerId === FROZEN_CLIENT_ID ? 2 : r < 0.06 ? 2 : r < 0.1 ? 3 : 1,
      balance: Math.round(rnd() ** 2 * 500_000_000),
      todayCost: active ? Math.round(rnd() ** 3 * 8_000_000) : 0,
      yesterdayCost: active ? Math.round(rnd() ** 3 * 9_000_000) : 0,
      createTime: `20${22 + ((i + Math.floor(i / 12)) % 4)}-${pad(1 + ((i * 5 + Math.floor(i / 12)) % 12))}-${pad(1 + ((i * 11 + Math.floor(i / 7)) % 28))} ${pad(9 + (i % 9))}:${pad((i * 13) % 60)}`,
    });
  }
  for (const info of SCENARIO_CLIENTS) {
    const money = ownerMoney(info.ownerId);
    rows.push({
      ownerId: info.ownerId,
      ownerName: info.ownerName,
      accId: info.accId ?? String(info.ownerId),
      status: 1,
      balance: money.balance,
      todayCost: money.todayCost,
      yesterdayCost: money.yesterdayCost,
      createTime: '2024-03-18 10:20',
    });
  }
  return rows;
})();

const CLIENT_BY_ID = new Map(AGENCY_CLIENTS.map((c) => [c.ownerId, c]));

/** The agency's client of an id, or undefined. */
export const agencyClient = (ownerId: number): AgencyClient | undefined => CLIENT_BY_ID.get(ownerId);

/** The agency's own money and its clients' totals: the agency home's and the finance home's figures. */
export function agencyMoney() {
  const sum = (pick: (c: AgencyClient) => number) => AGENCY_CLIENTS.reduce((s, c) => s + pick(c), 0);
  return {
    balance: Math.round(80_000_000 + unitOf(`${AGENCY_ID}|agency`) * 400_000_000),
    clientCount: AGENCY_CLIENTS.length,
    activeClientCount: AGENCY_CLIENTS.filter((c) => c.todayCost > 0).length,
    clientBalance: sum((c) => c.balance),
    todayCost: sum((c) => c.todayCost),
    yesterdayCost: sum((c) => c.yesterdayCost),
  };
}
