import { parseItems, type LooseItem, type NumericInput } from '@portico/ads';

/** A figure as sent, for the formatters: a number or numeric text; anything else shows as the empty value. */
export const figure = (v: unknown): NumericInput => (typeof v === 'number' || typeof v === 'string' ? v : null);

/** The owner home's figures (our `ACCOUNT_API.ownerOverview`); the formatters show what is not a number as empty. */
export interface OwnerOverview {
  /** Cents. */
  readonly balance: NumericInput;
  readonly todayCost: NumericInput;
  readonly yesterdayCost: NumericInput;
  readonly activePlanCount: NumericInput;
}

/** One of the agency's top clients on its home. */
export interface TopClient {
  readonly ownerId: number;
  readonly ownerName: string;
  readonly balance: NumericInput;
  readonly todayCost: NumericInput;
}

/** The agency home's figures (our `ACCOUNT_API.agencyOverview`). */
export interface AgencyOverview {
  readonly clientCount: NumericInput;
  readonly activeClientCount: NumericInput;
  /** Cents. */
  readonly totalBalance: NumericInput;
  readonly todayCost: NumericInput;
  readonly yesterdayCost: NumericInput;
  readonly topClients: TopClient[];
}

const fields = (data: unknown): LooseItem =>
  data && typeof data === 'object' && !Array.isArray(data) ? (data as LooseItem) : {};

/** The owner overview of an answer; a missing figure stays missing (shown as the empty value). */
export function parseOwnerOverview(data: unknown): OwnerOverview {
  const d = fields(data);
  return {
    balance: figure(d.balance),
    todayCost: figure(d.todayCost),
    yesterdayCost: figure(d.yesterdayCost),
    activePlanCount: figure(d.activePlanCount),
  };
}

/** The agency overview of an answer; top clients item by item (one without id or name is skipped). */
export function parseAgencyOverview(data: unknown): AgencyOverview {
  const d = fields(data);
  return {
    clientCount: figure(d.clientCount),
    activeClientCount: figure(d.activeClientCount),
    totalBalance: figure(d.totalBalance),
    todayCost: figure(d.todayCost),
    yesterdayCost: figure(d.yesterdayCost),
    topClients: parseItems(d.topClients, (c) =>
      typeof c.ownerId === 'number' && Number.isInteger(c.ownerId) && typeof c.ownerName === 'string'
        ? { ownerId: c.ownerId, ownerName: c.ownerName, balance: figure(c.balance), todayCost: figure(c.todayCost) }
        : null,
    ),
  };
}
