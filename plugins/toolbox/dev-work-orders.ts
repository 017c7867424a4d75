import {
  apiPath,
  http,
  ok,
  pageOf,
  paramsOf,
  withScenario,
  type RequestHandler,
  type ScenarioName,
} from '@portico/dev';
import { formatDate } from '@portico/plugin/notifications';
import { WORK_ORDER_API } from './api';

/** A fixture work order; `daysAgo` sets its times relative to the request. Status codes are the new scheme's (spec §3). */
interface FixtureOrder {
  readonly ticketId: number;
  readonly title: string;
  readonly category: string;
  readonly status: 0 | 1 | 2 | 3 | 4;
  readonly daysAgo: number;
  /** Days between submission and the last update. */
  readonly updatedAfter: number;
}

type Row = [title: string, category: string, status: FixtureOrder['status'], daysAgo: number, updatedAfter: number];

const orders = (firstId: number, rows: readonly Row[]): FixtureOrder[] =>
  rows.map(([title, category, status, daysAgo, updatedAfter], i) => ({
    ticketId: firstId + i,
    title,
    category,
    status,
    daysAgo,
    updatedAfter,
  }));

/**
 * Work orders per scenario account. The owner has 16 (two pages), 3 of them to be confirmed in
 * the last 30 days — the help assistant's badge (its dev count answers the same numbers: owner 3,
 * sub-owner 1, supervised 3).
 */
const OWNER = orders(2026110001, [
  ['创意审核被驳回，请帮忙确认驳回原因', '审核问题', 2, 1, 1],
  ['账户余额已充值但未到账', '财务问题', 2, 3, 2],
  ['转化追踪联调一直显示未激活', '技术对接', 2, 6, 3],
  ['开屏广告位预估曝光量偏低', '投放咨询', 1, 2, 1],
  ['申请开通搜索广告投放权限', '权限申请', 0, 0, 0],
  ['报表数据与第三方监测差异较大', '数据问题', 1, 4, 2],
  ['落地页打开缓慢，影响转化', '投放咨询', 3, 8, 3],
  ['发票抬头填写错误，申请重开', '财务问题', 3, 10, 4],
  ['API Key 调用返回权限错误', '技术对接', 3, 12, 1],
  ['定向包无法在新建广告组中选择', '产品问题', 4, 14, 5],
  ['人群包上传后匹配率为 0', '数据问题', 3, 16, 2],
  ['小程序绑定提示主体不一致', '权限申请', 3, 18, 3],
  ['智能托管计划成本波动大', '投放咨询', 3, 21, 6],
  ['营业执照更新后资质仍显示过期', '审核问题', 4, 25, 2],
  ['批量修改出价后部分广告组未生效', '产品问题', 3, 28, 1],
  ['历史工单：关键词审核时间过长', '审核问题', 3, 45, 2],
]);

const SMALL_OWNER = orders(2026110101, [
  ['资质审核进度咨询', '审核问题', 2, 2, 1],
  ['账户授权代理商操作', '权限申请', 1, 5, 1],
  ['充值发票申请', '财务问题', 3, 11, 3],
]);

const SUPERVISED = orders(2026110201, [
  ['线路产品落地页被拒', '审核问题', 2, 1, 0],
  ['景区门票计划消耗过快', '投放咨询', 2, 4, 2],
  ['渠道包下载量统计异常', '数据问题', 2, 9, 1],
  ['申请提高日预算上限', '权限申请', 0, 0, 0],
  ['旅游线路创意模板咨询', '投放咨询', 3, 15, 2],
]);

const AGENCY = orders(2026110301, [
  ['子客户批量开户申请', '权限申请', 1, 2, 1],
  ['返点结算明细核对', '财务问题', 3, 9, 4],
  ['子客户资质批量审核', '审核问题', 0, 1, 0],
]);

const WORK_ORDERS: Partial<Record<ScenarioName, readonly FixtureOrder[]>> = {
  owner: OWNER,
  'sub-owner': SMALL_OWNER,
  supervised: SUPERVISED,
  agency: AGENCY,
  'old-directed-owner': SMALL_OWNER.filter((o) => o.status !== 2),
};

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
const timeOf = (ms: number) => {
  const d = new Date(ms);
  return `${formatDate(ms)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The scenario's work orders matching beginTime/endTime (submission day, inclusive) and status. */
function matching(name: ScenarioName, p: Record<string, string>, now: number) {
  return (WORK_ORDERS[name] ?? [])
    .map((o) => {
      const created = now - o.daysAgo * DAY_MS;
      return {
        ticketId: o.ticketId,
        title: o.title,
        category: o.category,
        status: o.status,
        createTime: timeOf(created),
        updateTime: timeOf(Math.min(now, created + o.updatedAfter * DAY_MS)),
        day: formatDate(created),
      };
    })
    .filter(
      (o) =>
        (!DATE.test(p.beginTime ?? '') || o.day >= p.beginTime) &&
        (!DATE.test(p.endTime ?? '') || o.day <= p.endTime) &&
        (p.status === undefined || p.status === '' || String(o.status) === p.status),
    );
}

/** Dev API of 工单管理 (spec §7 ticket list and count; paging and row fields ours). */
export function createWorkOrderHandlers(now: () => number = () => Date.now()): RequestHandler[] {
  return [
    http.post(
      apiPath(WORK_ORDER_API.list),
      withScenario(async (scenario, request) => {
        const p = await paramsOf(request);
        const list = matching(scenario.name, p, now()).map(({ day: _day, ...o }) => o);
        return ok({ list: pageOf(list, p.pageNum, p.pageSize).rows, total: list.length });
      }),
    ),
    http.post(
      apiPath(WORK_ORDER_API.count),
      withScenario(async (scenario, request) => ok(matching(scenario.name, await paramsOf(request), now()).length)),
    ),
  ];
}
