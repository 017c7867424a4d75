/**
 * Deterministic finance fixtures of the dev API (dev and tests only): balances, the agency's
 * clients, recharge records and the fund flow of each account, by owner id. Money in cents.
 */

const CLIENTS = [
  '杭州云帆网络科技有限公司',
  '成都青禾文化传媒有限公司',
  '广州南粤食品有限公司',
  '深圳极光推送科技有限公司',
  '苏州锦程旅游服务有限公司',
  '南京金陵教育咨询有限公司',
  '武汉楚天网络游戏有限公司',
  '西安长安汽车销售有限公司',
  '厦门鹭岛电子商务有限公司',
  '青岛海风家居有限公司',
  '长沙星城传媒有限公司',
  '重庆山城火锅餐饮有限公司',
  '合肥徽韵茶业有限公司',
  '郑州中原物流有限公司',
  '昆明彩云旅游有限公司',
  '大连海之蓝水产有限公司',
  '宁波港城贸易有限公司',
  '福州闽江网络科技有限公司',
  '济南泉城医疗器械有限公司',
  '沈阳盛京汽车服务有限公司',
  '南宁绿城农业科技有限公司',
  '贵阳黔韵文化有限公司',
  '太原晋商金融信息服务有限公司',
  '石家庄燕赵教育科技有限公司',
  '哈尔滨冰城冷链有限公司',
  '长春一汽配件销售有限公司',
  '南昌赣江光电有限公司',
  '兰州丝路电商有限公司',
  '海口椰风旅游有限公司',
  '呼和浩特草原乳业有限公司',
  '乌鲁木齐天山果业有限公司',
  '银川塞上江南酒业有限公司',
  '西宁高原生物科技有限公司',
  '拉萨雪域文化传播有限公司',
  '珠海横琴跨境电商有限公司',
  '东莞松山湖智能制造有限公司',
];

/** A number in [0, 1) from a text (FNV-1a and a mix). */
function unit(text: string): number {
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

const DAY = 86_400_000;
/** Fixtures are dated back from this day, so they stay the same from run to run. */
const ANCHOR = Date.UTC(2026, 10, 24);
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);
const pad = (n: number) => String(n).padStart(2, '0');

/** An owner's balances. */
export function ownerFigures(ownerId: number) {
  const r = (k: string) => unit(`${ownerId}|${k}`);
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

/** An agency's clients. */
export function clientsOf(agencyId: number) {
  return CLIENTS.map((ownerName, i) => {
    const r = (k: string) => unit(`${agencyId}|${i}|${k}`);
    return {
      ownerId: 210_001 + i,
      ownerName,
      balance: Math.round(r('balance') * 60_000_000),
      todayCost: Math.round(r('today') * 1_500_000),
      yesterdayCost: Math.round(r('yesterday') * 2_000_000),
    };
  });
}

/** An agency's balances. */
export function agencyFigures(agencyId: number) {
  const clients = clientsOf(agencyId);
  return {
    balance: Math.round(80_000_000 + unit(`${agencyId}|agency`) * 400_000_000),
    clientCount: clients.length,
    clientBalance: clients.reduce((s, c) => s + c.balance, 0),
    todayCost: clients.reduce((s, c) => s + c.todayCost, 0),
  };
}

/** Recharge records, newest first (the agency's also name the client of a transfer). */
export function recordsOf(ownerId: number, agency: boolean) {
  const clients = agency ? clientsOf(ownerId) : [];
  return Array.from({ length: 137 }, (_, i) => {
    const r = (k: string) => unit(`${ownerId}|record|${i}|${k}`);
    const t = ANCHOR - i * DAY * 1.3 - Math.floor(r('time') * DAY);
    const d = new Date(t);
    const time = `${isoDay(t)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
    return {
      recordId: `CZ${isoDay(t).replace(/-/g, '')}${String(100_000 + i * 7).slice(-6)}`,
      time,
      payType: r('pay') < 0.6 ? 1 : 2,
      amount: Math.round(1 + r('amount') * 199) * 100_000,
      status: i < 2 ? 0 : r('status') < 0.05 ? 2 : 1,
      ...(agency ? { clientName: clients[Math.floor(r('client') * clients.length)].ownerName } : {}),
    };
  });
}

/** The fund flow, newest first: a spend line each day, a recharge or transfer now and then. */
export function flowsOf(ownerId: number, agency: boolean) {
  const lines: Array<{ flowId: string; date: string; type: number; income: number; expense: number; balance: number }> =
    [];
  let balance = agency ? agencyFigures(ownerId).balance : ownerFigures(ownerId).balance;
  for (let i = 0; i < 180; i++) {
    const date = isoDay(ANCHOR - i * DAY);
    const r = (k: string) => unit(`${ownerId}|flow|${i}|${k}`);
    const spend = Math.round(200_000 + r('spend') * 3_000_000);
    lines.push({
      flowId: `LS${date.replace(/-/g, '')}01`,
      date,
      type: agency ? 5 : 1,
      income: 0,
      expense: spend,
      balance,
    });
    balance += spend;
    if (r('topup') < 0.25) {
      const income = Math.round(1 + r('income') * 99) * 100_000;
      lines.push({
        flowId: `LS${date.replace(/-/g, '')}02`,
        date,
        type: agency ? 2 : r('refund') < 0.1 ? 3 : 2,
        income,
        expense: 0,
        balance,
      });
      balance -= income;
    }
  }
  return lines;
}
