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
import { OPERATION_LOG_API } from './api';
import { OBJECT_TYPE as O, OPERATION_TYPE as OP, type ObjectType, type OperationType } from './operation-log';

type Change = [field: string, before: string, after: string];
/** A fixture operation: days before the request, the time of day, who, on what, what, which fields. */
type Row = [
  daysAgo: number,
  time: string,
  operator: string,
  objectType: ObjectType,
  objectId: number,
  objectName: string,
  operationType: OperationType,
  changes: Change[],
];

/**
 * An owner's operations: 23 in the last 7 days (2 today, 8 on creatives, every creative field of
 * spec §9 among them) and 6 older ones.
 */
const OWNER: readonly Row[] = [
  [
    0,
    '09:42',
    '张敏',
    O.CREATIVE,
    880120,
    '春季新品-信息流竖版视频',
    OP.UPDATE,
    [
      ['videoCoverImage', '封面图 #5521', '封面图 #5588'],
      ['verticalEndPageBackground', '背景图 #3102', '背景图 #3147'],
    ],
  ],
  [0, '08:15', '李强', O.PLAN, 560031, '春季新品-应用下载', OP.UPDATE, [['dayBudget', '3,000.00', '5,000.00']]],
  [1, '17:30', '张敏', O.CREATIVE, 880118, '春季新品-横版大图', OP.UPDATE, [['materialId', '102233', '102291']]],
  [
    1,
    '15:05',
    '王芳',
    O.CREATIVE,
    880131,
    '会员日-商店精选',
    OP.CREATE,
    [
      ['creativeName', '', '会员日-商店精选'],
      ['materialId', '', '102310'],
      ['brandLogoMaterial', '', 'Logo #77'],
    ],
  ],
  [1, '11:20', '李强', O.GROUP, 710042, '一线城市-25至40岁', OP.UPDATE, [['bid', '0.80', '0.95']]],
  [1, '10:02', 'API（自动化脚本）', O.PLAN, 560029, '品牌词-搜索', OP.PAUSE, [['status', '投放中', '已暂停']]],
  [
    2,
    '18:44',
    '王芳',
    O.CREATIVE,
    880125,
    '会员日-开机必备',
    OP.UPDATE,
    [['storeOuterCreative', '外层图 #12', '外层图 #19']],
  ],
  [2, '16:10', '张敏', O.GROUP, 710039, '二线城市-通投', OP.ENABLE, [['status', '已暂停', '投放中']]],
  [
    2,
    '09:35',
    '李强',
    O.PLAN,
    560033,
    '五一促销-落地页',
    OP.CREATE,
    [
      ['planName', '', '五一促销-落地页'],
      ['dayBudget', '', '2,000.00'],
    ],
  ],
  [3, '20:12', '张敏', O.CREATIVE, 880102, '品牌形象-开屏', OP.UPDATE, [['brandLogoMaterial', 'Logo #61', 'Logo #77']]],
  [3, '14:48', '王芳', O.GROUP, 710045, '游戏兴趣人群', OP.UPDATE, [['targeting', '18-30岁', '18-35岁，兴趣：游戏']]],
  [3, '10:30', '李强', O.PLAN, 560031, '春季新品-应用下载', OP.UPDATE, [['flowScene', '信息流', '信息流、插屏']]],
  [4, '19:26', 'API（自动化脚本）', O.CREATIVE, 880097, '清仓特卖-三图', OP.PAUSE, [['status', '投放中', '已暂停']]],
  [4, '13:55', '张敏', O.GROUP, 710040, '老客召回', OP.UPDATE, [['groupName', '老客召回', '老客召回-30天']]],
  [4, '09:08', '王芳', O.PLAN, 560027, '暑期预热', OP.DELETE, []],
  [5, '17:40', '李强', O.CREATIVE, 880090, '清仓特卖-横版视频', OP.DELETE, []],
  [5, '15:22', '张敏', O.GROUP, 710036, '竞品词拓展', OP.PAUSE, [['status', '投放中', '已暂停']]],
  [5, '11:11', '王芳', O.PLAN, 560030, '会员日-拉新', OP.UPDATE, [['dayBudget', '8,000.00', '6,500.00']]],
  [5, '08:50', '李强', O.GROUP, 710044, '华东-女性用户', OP.CREATE, [['groupName', '', '华东-女性用户']]],
  [
    6,
    '18:05',
    '张敏',
    O.CREATIVE,
    880088,
    '春季新品-竖版视频',
    OP.UPDATE,
    [['videoCoverImage', '封面图 #5410', '封面图 #5521']],
  ],
  [6, '16:37', '王芳', O.PLAN, 560028, '品牌词-信息流', OP.ENABLE, [['status', '已暂停', '投放中']]],
  [6, '12:19', 'API（自动化脚本）', O.GROUP, 710041, '智能扩量', OP.UPDATE, [['bid', '1.10', '1.05']]],
  [6, '09:26', '李强', O.PLAN, 560032, '新品试投', OP.UPDATE, [['planName', '新品测试', '新品试投']]],
  [8, '15:00', '张敏', O.PLAN, 560026, '年货节-收官', OP.PAUSE, [['status', '投放中', '已暂停']]],
  [10, '11:45', '王芳', O.CREATIVE, 880071, '年货节-开屏', OP.UPDATE, [['materialId', '101877', '101902']]],
  [12, '16:20', '李强', O.GROUP, 710030, '年货节-全国', OP.UPDATE, [['bid', '0.70', '0.85']]],
  [15, '10:10', '张敏', O.PLAN, 560025, '年货节-预热', OP.CREATE, [['planName', '', '年货节-预热']]],
  [
    20,
    '14:33',
    '王芳',
    O.CREATIVE,
    880066,
    '年货节-商店精选',
    OP.UPDATE,
    [['storeOuterCreative', '外层图 #8', '外层图 #12']],
  ],
  [25, '09:58', '李强', O.GROUP, 710028, '冬季通投', OP.DELETE, []],
];

/** An agency's own operations on its clients' plans (a short list). */
const AGENCY: readonly Row[] = [
  [0, '10:20', '刘洋', O.PLAN, 560101, '成都青禾-品牌推广', OP.UPDATE, [['dayBudget', '1,000.00', '1,500.00']]],
  [2, '15:40', '刘洋', O.GROUP, 710101, '成都青禾-本地人群', OP.ENABLE, [['status', '已暂停', '投放中']]],
  [5, '09:15', '陈晨', O.PLAN, 560102, '南粤食品-新品', OP.CREATE, [['planName', '', '南粤食品-新品']]],
];

const AGENCY_SIDE: readonly ScenarioName[] = ['agency', 'operator-admin', 'operator-ads', 'operator-finance'];

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** The operation at its day and time before `now`, never later than `now`. */
function operationOf(
  [daysAgo, time, operator, objectType, objectId, objectName, operationType, changes]: Row,
  i: number,
  now: number,
) {
  const day = new Date(now - daysAgo * DAY_MS);
  const [h, m] = time.split(':').map(Number);
  day.setHours(h, m, 0, 0);
  const at = Math.min(day.getTime(), now);
  const d = new Date(at);
  return {
    at,
    order: i,
    logId: 9_100_001 + i,
    operateTime: `${formatDate(at)} ${pad(d.getHours())}:${pad(d.getMinutes())}`,
    operator,
    objectType,
    objectId,
    objectName,
    operationType,
    changes: changes.map(([field, before, after]) => ({ field, before, after })),
  };
}

/** The scenario's operations matching beginDate/endDate (inclusive) and objectType, newest first. */
function matching(name: ScenarioName, p: Record<string, string>, now: number) {
  return (AGENCY_SIDE.includes(name) ? AGENCY : OWNER)
    .map((row, i) => operationOf(row, i, now))
    .filter((o) => {
      const day = o.operateTime.slice(0, 10);
      return (
        (!DATE.test(p.beginDate ?? '') || day >= p.beginDate) &&
        (!DATE.test(p.endDate ?? '') || day <= p.endDate) &&
        (!p.objectType || String(o.objectType) === p.objectType)
      );
    })
    .sort((a, b) => b.at - a.at || a.order - b.order);
}

/** Dev API of 操作日志 (our `OPERATION_LOG_API`): per-scenario operations, filtered and paged here. */
export function createOperationLogHandlers(now: () => number = () => Date.now()): RequestHandler[] {
  return [
    http.post(
      apiPath(OPERATION_LOG_API.list),
      withScenario(async (scenario, request) => {
        const p = await paramsOf(request);
        const list = matching(scenario.name, p, now()).map(({ at: _at, order: _order, ...o }) => o);
        return ok({ list: pageOf(list, p.pageNum, p.pageSize).rows, total: list.length });
      }),
    ),
  ];
}
