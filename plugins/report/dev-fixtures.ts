import { AGENCY_CLIENTS, unitOf as unit } from '@portico/dev';
import { METRICS, REPORTS, AGENCY_OVERVIEW, type DimensionKey, type MetricKey, type ReportDefinition } from './catalog';

/**
 * Deterministic report fixtures of the dev API (dev and tests only): the same account, report and
 * range always give the same rows. Hundreds of rows per report, so paging and sorting are real.
 */

const PRODUCTS = ['云帆智联', '星河游戏', '极速浏览器', '悦动健身', '好学英语', '萌宠商城'];
const CHANNELS = ['信息流', '搜索', '开屏', '激励视频', '应用商店'];
const AUDIENCES = [
  '一线城市白领',
  '游戏兴趣人群',
  '高消费女性',
  '大学生',
  '新婚家庭',
  '中老年',
  '车主人群',
  '相似人群扩展',
];
const GAMES = [
  '星际征途',
  '三国霸业',
  '消除物语',
  '仙侠奇缘',
  '极速飞车',
  '萌宠大作战',
  '王城英雄',
  '海岛奇遇',
  '疯狂厨房',
  '天天钓鱼',
  '机甲风暴',
  '梦幻花园',
  '江湖群侠传',
  '口袋足球',
  '像素冒险',
  '指尖围棋',
  '末日求生',
  '宫廷秘闻',
  '跑酷达人',
  '魔法学院',
  '西游降魔',
  '节奏大师',
  '坦克世界',
  '农场物语',
];
const KEYWORD_HEADS = ['手机', '游戏', '英语', '健身', '宠物', '浏览器', '理财', '旅游', '外卖', '汽车'];
const KEYWORD_TAILS = [
  '推荐',
  '下载',
  '排行榜',
  '哪个好',
  '价格',
  '官网',
  '免费',
  '教程',
  '攻略',
  '优惠',
  '评测',
  '入门',
  '2026',
  '最新',
  '排行',
  '安卓版',
  '苹果版',
  '在线',
  'app',
  '怎么用',
  '附近',
  '品牌',
  '新手',
  '大全',
  '中文版',
  '客服',
  '会员',
  '平台',
  '软件',
  '靠谱吗',
];
const PROVINCES = [
  '北京',
  '天津',
  '河北',
  '山西',
  '内蒙古',
  '辽宁',
  '吉林',
  '黑龙江',
  '上海',
  '江苏',
  '浙江',
  '安徽',
  '福建',
  '江西',
  '山东',
  '河南',
  '湖北',
  '湖南',
  '广东',
  '广西',
  '海南',
  '重庆',
  '四川',
  '贵州',
  '云南',
  '西藏',
  '陕西',
  '甘肃',
  '青海',
  '宁夏',
  '新疆',
];
const AGES = ['18-23岁', '24-30岁', '31-40岁', '41-49岁', '50岁以上', '未知年龄'];
const CONVERT_TYPES = ['激活', '注册', '付费', '表单提交', '下载完成'];
const PUSH_TOPICS = ['周末特惠', '新版本上线', '会员日', '限时秒杀', '签到提醒', '新品首发', '节日祝福', '召回福利'];
const OPERATORS = [
  '王芳',
  '李娜',
  '张伟',
  '刘洋',
  '陈静',
  '杨磊',
  '赵敏',
  '黄强',
  '周婷',
  '吴刚',
  '徐丽',
  '孙杰',
  '胡军',
  '朱琳',
  '高翔',
  '林涛',
  '何雪',
  '郭峰',
  '马超',
  '罗欣',
  '梁斌',
  '宋佳',
  '郑凯',
  '谢娟',
  '韩冰',
];

const pad = (n: number) => String(n).padStart(2, '0');
const HOURS = Array.from({ length: 24 }, (_, h) => `${pad(h)}:00-${pad(h + 1)}:00`);
const PLANS = PRODUCTS.flatMap((p) => CHANNELS.map((c) => `${p}-${c}推广计划`));
/** The agency's clients in its reports: the first 36 of `@portico/dev` (one name per client everywhere). */
const CLIENT_NAMES = AGENCY_CLIENTS.slice(0, 36).map((c) => c.ownerName);

/** The entities of a report without its dates: each a record of dimension texts. */
function entities(report: ReportDefinition): Array<Partial<Record<DimensionKey, string>>> {
  switch (report.type) {
    case 'ads':
      return PLANS.flatMap((planName) => AUDIENCES.map((a) => ({ planName, groupName: `${a}定向组` })));
    case 'gameAd':
    case 'miniGame':
      return GAMES.map((gameName) => ({ gameName }));
    case 'gameRealtime':
      return HOURS.map((hour) => ({ hour }));
    case 'keyword':
      return KEYWORD_HEADS.flatMap((h, i) =>
        KEYWORD_TAILS.map((t, j) => ({ keyword: `${h}${t}`, planName: PLANS[(i * 3 + j) % PLANS.length] })),
      );
    case 'consume':
      return PLANS.map((planName) => ({ planName }));
    case 'analysis':
      return PROVINCES.flatMap((p) => AGES.map((a) => ({ segment: `${p} · ${a}` })));
    case 'convertData':
      return PLANS.slice(0, 10).flatMap((planName) => CONVERT_TYPES.map((convertType) => ({ planName, convertType })));
    case 'push':
      return PUSH_TOPICS.flatMap((t) => PRODUCTS.slice(0, 5).map((p) => ({ pushName: `${p}${t}推送` })));
    case 'agencyEffect':
      return CLIENT_NAMES.map((clientName) => ({ clientName }));
    case 'agencyGameAd':
      return CLIENT_NAMES.flatMap((clientName, i) =>
        [0, 1, 2].map((k) => ({ clientName, gameName: GAMES[(i + k * 7) % GAMES.length] })),
      );
    case 'agencyGameRealtime':
      return CLIENT_NAMES.flatMap((clientName) => HOURS.map((hour) => ({ clientName, hour })));
    case 'agencyConsume':
      return CLIENT_NAMES.map((clientName) => ({ clientName }));
    case 'agencyOperation':
      return OPERATORS.map((operatorName) => ({ operatorName }));
    default:
      return [{}];
  }
}

/** Raw counts of one entity on one day. */
interface Day {
  show: number;
  click: number;
  cost: number;
  convert: number;
  download: number;
  activate: number;
  payAmount: number;
  gameStart: number;
  retained: number;
  pushSent: number;
  clientCount: number;
  operationCount: number;
}

function day(seed: string): Day {
  const r = (k: string) => unit(`${seed}|${k}`);
  const show = Math.round(2_000 + r('show') ** 2 * 180_000);
  const click = Math.round(show * (0.004 + r('ctr') * 0.05));
  const cost = click * Math.round(30 + r('cpc') * 270);
  const convert = Math.round(click * (0.02 + r('cvr') * 0.13));
  const download = Math.round(click * (0.2 + r('dl') * 0.3));
  const activate = Math.round(download * (0.4 + r('act') * 0.4));
  const gameStart = Math.round(500 + r('start') * 50_000);
  return {
    show,
    click,
    cost,
    convert,
    download,
    activate,
    payAmount: Math.round(activate * r('pay') * 2_000),
    gameStart,
    retained: Math.round(gameStart * (0.2 + r('ret') * 0.4)),
    pushSent: Math.round(10_000 + r('push') * 490_000),
    clientCount: Math.round(3 + r('clients') * 37),
    operationCount: Math.round(10 + r('ops') * 490),
  };
}

function add(a: Day, b: Day): Day {
  const out = { ...a };
  for (const k of Object.keys(b) as Array<keyof Day>) out[k] += b[k];
  return out;
}

const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/** The metrics of a row from its summed counts (money in cents, rates as fractions). */
function metricsOf(d: Day): Record<MetricKey, number> {
  return {
    cost: d.cost,
    show: d.show,
    click: d.click,
    ctr: round4(ratio(d.click, d.show)),
    cpc: Math.round(ratio(d.cost, d.click)),
    convert: d.convert,
    convertCost: Math.round(ratio(d.cost, d.convert)),
    convertRate: round4(ratio(d.convert, d.click)),
    download: d.download,
    activate: d.activate,
    payAmount: d.payAmount,
    gameStart: d.gameStart,
    retention: round4(ratio(d.retained, d.gameStart)),
    pushSent: d.pushSent,
    clientCount: d.clientCount,
    operationCount: d.operationCount,
  };
}

/** The days of a range, `YYYY-MM-DD`, both ends included. */
export function daysOf(beginDate: string, endDate: string): string[] {
  const out: string[] = [];
  const end = Date.parse(`${endDate}T00:00:00Z`);
  for (let t = Date.parse(`${beginDate}T00:00:00Z`); t <= end; t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** A fixture row: dimension texts and metrics. */
export type FixtureRow = Partial<Record<DimensionKey, string>> & Record<MetricKey, number>;

/**
 * Every row of a report for an account and a range. Reports with a date dimension have one row per
 * entity and day; the others sum the range. Real-time reports without a date
 * cover the range's last day, hour by hour.
 */
export function reportRows(ownerId: number, report: ReportDefinition, days: readonly string[]): FixtureRow[] {
  const byDate = report.dimensions.includes('date');
  const realtime = report.dimensions.includes('hour');
  const span = realtime && !byDate ? days.slice(-1) : days;
  const rows: FixtureRow[] = [];
  const list = entities(report);
  const seedOf = (e: Partial<Record<DimensionKey, string>>, date: string) =>
    `${ownerId}|${report.type}|${Object.values(e).join('/')}|${date}`;
  if (byDate) {
    for (const date of span) for (const e of list) rows.push({ date, ...e, ...metricsOf(day(seedOf(e, date))) });
  } else {
    for (const e of list) {
      let sum = day(seedOf(e, span[0] ?? ''));
      for (const date of span.slice(1)) sum = add(sum, day(seedOf(e, date)));
      rows.push({ ...e, ...metricsOf(sum) });
    }
  }
  return rows;
}

/** The range's totals and daily trend (spend and conversions) of a report. */
export function overviewOf(ownerId: number, report: ReportDefinition, days: readonly string[]) {
  const daily = days.map((date) => {
    let sum: Day | null = null;
    for (const e of entities(report)) {
      const d = day(`${ownerId}|${report.type}|${Object.values(e).join('/')}|${date}`);
      sum = sum ? add(sum, d) : d;
    }
    return { date, day: sum! };
  });
  const total = daily.reduce<Day | null>((s, d) => (s ? add(s, d.day) : { ...d.day }), null);
  const m = total ? metricsOf(total) : null;
  return {
    summary: m
      ? { cost: m.cost, show: m.show, click: m.click, ctr: m.ctr, convert: m.convert, convertCost: m.convertCost }
      : {},
    trend: daily.map(({ date, day: d }) => ({ date, cost: d.cost, convert: d.convert })),
  };
}

/** A report by its type on the wire, or null. */
export function reportOfType(type: string): ReportDefinition | null {
  if (type === AGENCY_OVERVIEW.type) return AGENCY_OVERVIEW;
  return Object.values(REPORTS).find((r) => r.type === type) ?? null;
}

const csvCell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** The CSV of rows (UTF-8 BOM, so spreadsheet programs read the Chinese): money in 元, rates in %. */
export function toCsv(report: ReportDefinition, rows: readonly FixtureRow[], headers: Record<string, string>): string {
  const lines = [[...report.dimensions.map((k) => headers[k]), ...report.metrics.map((k) => METRICS[k].header)]];
  for (const row of rows) {
    lines.push([
      ...report.dimensions.map((k) => row[k] ?? ''),
      ...report.metrics.map((k) => {
        const { type } = METRICS[k];
        const v = row[k];
        return type === 2 ? (v / 100).toFixed(2) : type === 4 ? `${(v * 100).toFixed(2)}%` : String(v);
      }),
    ]);
  }
  return `\uFEFF${lines.map((l) => l.map(csvCell).join(',')).join('\n')}\n`;
}
