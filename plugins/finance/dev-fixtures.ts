/**
 * Deterministic finance fixtures of the dev API (dev and tests only): balances, the agency's
 * clients, recharge records and the fund flow of each account, by owner id. Money in cents. The
 * balances and the clients are the scenario facts of `@portico/dev` (dev/accounts.ts), which the
 * homes read too; the records and flows are finance's own.
 */

import { AGENCY_CLIENTS, agencyMoney, ownerMoney, unitOf as unit } from '@portico/dev';

const DAY = 86_400_000;
/** Fixtures are dated back from this day, so they stay the same from run to run. */
const ANCHOR = Date.UTC(2026, 10, 24);
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);
const pad = (n: number) => String(n).padStart(2, '0');

/** An owner's balances: the owner home's (`ownerMoney` of `@portico/dev`). */
export function ownerFigures(ownerId: number) {
  const { balance, cashBalance, grantBalance, todayCost, yesterdayCost } = ownerMoney(ownerId);
  return { balance, cashBalance, grantBalance, todayCost, yesterdayCost };
}

/** The agency's clients (`@portico/dev`: the agency home and 账户管理 list the same). */
export function clientsOf(_agencyId: number) {
  return AGENCY_CLIENTS.map(({ ownerId, ownerName, balance, todayCost, yesterdayCost }) => ({
    ownerId,
    ownerName,
    balance,
    todayCost,
    yesterdayCost,
  }));
}

/** An agency's balances: its own, and its clients' totals as the agency home counts them. */
export function agencyFigures(_agencyId: number) {
  const { balance, clientCount, clientBalance, todayCost } = agencyMoney();
  return { balance, clientCount, clientBalance, todayCost };
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
