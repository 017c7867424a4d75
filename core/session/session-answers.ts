// What the session calls must answer, read strictly: a user the portal cannot trust (a login type
// that is a string, no owner id) is a failed call, never a half-known user; an auth tree that is
// not a list of menu ids is logged (spec §8 "menu tree unreadable") and keeps what can be read.
import { ApiError, REQUEST_MESSAGES } from '../request';
import { LoginType, OwnerType, type AuthTree, type LoginUser, type SessionFault } from './model';

/** `owner/info` (and `agency/info` on top of it) as the session reads it. */
export interface InfoDto {
  readonly accId?: number | string;
  readonly ownerId: number;
  readonly loginType: number;
  readonly ownerName?: string;
  readonly agencyName?: string;
  readonly ownerType: number;
  readonly level?: number;
  readonly bizLimit?: number;
  readonly toolboxEnabled?: boolean;
  readonly loginUser?: Partial<LoginUser> | null;
}

type Loose = Readonly<Record<string, unknown>>;

const LOGIN_TYPES: ReadonlySet<unknown> = new Set(Object.values(LoginType));
const OWNER_TYPES: ReadonlySet<unknown> = new Set(Object.values(OwnerType));

/** An answer of the wrong shape: said to the user as a network error (spec §8), like a body that is not JSON. */
export class WrongShapeError extends ApiError {
  constructor(
    url: string,
    /** What was wrong, for the log (the user reads the network message). */
    readonly detail: string,
  ) {
    super(REQUEST_MESSAGES.network, 'parse', null, url, 200);
  }
}

const wrongShape = (url: string, what: string) => new WrongShapeError(url, what);

/** `data` of a call that must answer an object. */
export function objectOf(data: unknown, url: string): Loose {
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw wrongShape(url, 'data is not an object');
  return data as Loose;
}

/**
 * The user of `owner/info` (or of it merged with `agency/info`): the login type and owner type of
 * spec §3 and an owner id are required, the optional fields must have their types.
 */
export function readInfo(data: unknown, url: string): InfoDto {
  const d = objectOf(data, url);
  const bad = (field: string) => wrongShape(url, `${field} is ${JSON.stringify(d[field]) ?? 'missing'}`);
  if (!LOGIN_TYPES.has(d.loginType)) throw bad('loginType');
  if (!OWNER_TYPES.has(d.ownerType)) throw bad('ownerType');
  if (!Number.isSafeInteger(d.ownerId) || (d.ownerId as number) <= 0) throw bad('ownerId');
  if (d.accId !== undefined && d.accId !== null && typeof d.accId !== 'string' && typeof d.accId !== 'number')
    throw bad('accId');
  for (const field of ['ownerName', 'agencyName'])
    if (d[field] !== undefined && d[field] !== null && typeof d[field] !== 'string') throw bad(field);
  for (const field of ['level', 'bizLimit'])
    if (d[field] !== undefined && d[field] !== null && typeof d[field] !== 'number') throw bad(field);
  return d as unknown as InfoDto;
}

const MENU_ID = /^\d+$/;

/**
 * The auth tree of `auth/query`: `data` must be an object; a menu tree that is not a list of menu
 * ids is logged and only its readable ids are kept (none when it is no list); the data tree keeps
 * its strings.
 */
export function readAuthTree(data: unknown, url: string, log: (message: string, detail?: unknown) => void): AuthTree {
  const raw = objectOf(data, url);
  const menuTree: number[] = [];
  const unreadable: unknown[] = [];
  if (Array.isArray(raw.menuTree)) {
    for (const id of raw.menuTree as unknown[]) {
      if (Number.isSafeInteger(id) && (id as number) >= 0) menuTree.push(id as number);
      else if (typeof id === 'string' && MENU_ID.test(id)) menuTree.push(Number(id));
      else unreadable.push(id);
    }
  } else unreadable.push(raw.menuTree);
  if (unreadable.length) log('menu tree unreadable', unreadable);
  const dataTree = Array.isArray(raw.dataTree)
    ? (raw.dataTree as unknown[]).filter((k): k is string => typeof k === 'string')
    : [];
  return { menuTree, dataTree };
}

/** The spec §8 reading of a failed session call. 403 and 409 are `login`: the caller redirects first. */
export function faultOf(err: unknown): SessionFault {
  if (err instanceof ApiError) {
    if (err.code === 401) return { kind: 'forbidden', message: err.message, call: err.url };
    if (err.code === 405) return { kind: 'blocked', message: err.message, call: err.url };
    if (err.code === 403 || err.code === 409) return { kind: 'login', message: err.message, call: err.url };
    return { kind: 'network', message: REQUEST_MESSAGES.network, call: err.url };
  }
  return { kind: 'network', message: REQUEST_MESSAGES.network, call: null };
}
