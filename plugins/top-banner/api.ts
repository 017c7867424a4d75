import { parseItems } from '@portico/ads';
import { creativeRoutes } from '@portico/plugin/creative';
import { dpaManageRoutes } from '@portico/plugin/dpa-manage';
import { financeRoutes } from '@portico/plugin/finance';
import { manageRoutes } from '@portico/plugin/manage';
import { multipleCreativeRoutes } from '@portico/plugin/multiple-creative';
import { reportRoutes } from '@portico/plugin/report';
import { toolboxRoutes } from '@portico/plugin/toolbox';

/**
 * The top banner's calls and data (spec §3, §5, §7). Which page ids exist is OURS (the spec
 * names the `pageId` parameter only): one per layout page, by the first path prefix that matches.
 */
export const PAGE_IDS: ReadonlyArray<readonly [prefix: string, pageId: string]> = [
  [manageRoutes.agencyPages.path, 'agency_home'],
  [manageRoutes.plans.path, 'manage_list'],
  [manageRoutes.groups.path, 'manage_list'],
  [manageRoutes.creatives.path, 'manage_list'],
  [manageRoutes.root.path, 'owner_home'],
  [creativeRoutes.root.path, 'creative'],
  [reportRoutes.root.path, 'report'],
  [financeRoutes.root.path, 'finance'],
  [toolboxRoutes.root.path, 'toolbox'],
  [multipleCreativeRoutes.root.path, 'multiple_creative'],
  [dpaManageRoutes.root.path, 'dpa_manage'],
];

/** The page id asked for on `pathname`, or null for pages without announcements. */
export function pageIdOf(pathname: string): string | null {
  return PAGE_IDS.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`))?.[1] ?? null;
}

/** A banner message (spec §3): `message` is HTML; play window in seconds. */
export interface Banner {
  readonly messageId: number;
  readonly message: string;
  /** 0 high, 1 medium, anything else low. */
  readonly priority: number;
  readonly beginPlayTime: number;
  readonly endPlayTime: number;
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * Banners of an answer, item by item: an item with a field of the wrong type (a string
 * `beginPlayTime`, no `messageId`, a message that is not text) is skipped, the rest kept. Accepts
 * a list or `{ items | list: [...] }`; anything else is no banner.
 */
export function parseBanners(data: unknown): Banner[] {
  return parseItems(data, (b) =>
    isNumber(b.messageId) &&
    typeof b.message === 'string' &&
    b.message.trim() &&
    isNumber(b.beginPlayTime) &&
    isNumber(b.endPlayTime)
      ? {
          messageId: b.messageId,
          message: b.message,
          priority: isNumber(b.priority) ? b.priority : 2,
          beginPlayTime: b.beginPlayTime,
          endPlayTime: b.endPlayTime,
        }
      : null,
  );
}

/** Priority rank: 0 high, 1 medium, else low (spec §3). */
const rank = (p: number) => (p === 0 ? 0 : p === 1 ? 1 : 2);

/**
 * The banners to show at `nowMs` (spec §5: only inside the play window, begin and end inclusive),
 * without those closed, by priority, then by begin time, then by id.
 */
export function playable(banners: readonly Banner[], nowMs: number, closed: ReadonlySet<number>): Banner[] {
  const now = nowMs / 1000;
  return banners
    .filter((b) => !closed.has(b.messageId) && b.beginPlayTime <= now && now <= b.endPlayTime)
    .sort(
      (a, b) => rank(a.priority) - rank(b.priority) || a.beginPlayTime - b.beginPlayTime || a.messageId - b.messageId,
    );
}

/** A list of banner ids (the closed ones, as session storage keeps them). */
export const isIdList = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => typeof x === 'number');
