/**
 * Dev-only fixtures of the homes and account tables: the agency's clients (hundreds, so paging,
 * search and sorting are real) and operators, and each owner's overview. Deterministic: the same
 * rows on every start, so tests and screenshots can name them.
 */
import {
  AGENCY_CLIENTS,
  agencyMoney,
  ownerMoney,
  sequenceOf,
  type AgencyClient,
  type ScenarioAccount,
} from '@portico/dev';

/** A client row as the dev API sends it: the agency's clients of `@portico/dev` (one name per id). */
export type ClientFixture = AgencyClient;

/** The agency's clients (`@portico/dev`: the same on the agency home, finance and 批量修改密码). */
export const CLIENTS: readonly ClientFixture[] = AGENCY_CLIENTS;

const pad = (n: number) => String(n).padStart(2, '0');

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

/**
 * The home figures of an owner scenario: the money is the finance home's (`ownerMoney` of
 * `@portico/dev`); the plan counts are the home's own (the `owner` account's are fixed, tests name
 * them; others derive from the id).
 */
export function ownerOverviewOf(account: ScenarioAccount): OwnerOverviewFixture {
  const ownerId = account.info?.ownerId ?? 1;
  const { balance, todayCost, yesterdayCost } = ownerMoney(ownerId);
  if (account.name === 'owner')
    return { balance, todayCost, yesterdayCost, activePlanCount: 12_840, planCount: 15_321 };
  const rnd = sequenceOf(ownerId);
  return { balance, todayCost, yesterdayCost, activePlanCount: Math.round(rnd() * 80), planCount: 120 };
}

/** The agency home: the totals of `agencyMoney` and the five clients with the highest spend today. */
export function agencyOverview() {
  const money = agencyMoney();
  return {
    clientCount: money.clientCount,
    activeClientCount: money.activeClientCount,
    totalBalance: money.clientBalance,
    todayCost: money.todayCost,
    yesterdayCost: money.yesterdayCost,
    topClients: [...CLIENTS]
      .sort((a, b) => b.todayCost - a.todayCost)
      .slice(0, 5)
      .map(({ ownerId, ownerName, balance, todayCost }) => ({ ownerId, ownerName, balance, todayCost })),
  };
}
