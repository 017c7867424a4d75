import { parseItems } from '@portico/ads';
import { financeRoutes } from '@portico/plugin/finance';
import { manageRoutes } from '@portico/plugin/manage';
import { reportRoutes } from '@portico/plugin/report';
import { toolboxRoutes } from '@portico/plugin/toolbox';

/**
 * Which menu id is asked for on which pages — OURS: the spec says popups are fetched per menu id
 * and tied to a mapping of menus to pages, without the ids. One row per menu; a page asks for
 * the first row whose prefix matches.
 */
export const MENU_PAGES: ReadonlyArray<{ readonly menuId: number; readonly pages: readonly string[] }> = [
  { menuId: 2001, pages: [manageRoutes.ownerHome.path, manageRoutes.agencyPages.path] },
  { menuId: 2002, pages: [manageRoutes.plans.path, manageRoutes.groups.path, manageRoutes.creatives.path] },
  { menuId: 2003, pages: [reportRoutes.root.path] },
  { menuId: 2004, pages: [financeRoutes.home.path] },
  { menuId: 2005, pages: [toolboxRoutes.root.path] },
];

/** The menu id asked for on `pathname` (the owner home at the manage root is 2001 too), or null. */
export function menuIdOf(pathname: string): number | null {
  if (pathname === manageRoutes.rootHome.path || pathname === manageRoutes.root.path) return MENU_PAGES[0].menuId;
  const row = MENU_PAGES.find((r) => r.pages.some((p) => pathname === p || pathname.startsWith(`${p}/`)));
  return row?.menuId ?? null;
}

/** A global popup (spec §3). */
export interface Popup {
  readonly id: string;
  readonly topicName: string;
  /** HTML from the server. */
  readonly content: string;
  /** The jump button, only when both its title and address exist (spec §2.6). */
  readonly jump: { readonly title: string; readonly url: string } | null;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);

/**
 * Popups of an answer, item by item: an item without an id (or an id of null), or without a
 * topic, is skipped; the rest kept. Accepts a list or `{ items | list }`.
 */
export function parsePopups(data: unknown): Popup[] {
  return parseItems(data, (p) => {
    const id = typeof p.id === 'number' && Number.isFinite(p.id) ? String(p.id) : text(p.id);
    const topicName = text(p.topicName);
    if (!id || !topicName) return null;
    const title = text(p.buttonTitle);
    const url = text(p.jumpUrl);
    return {
      id,
      topicName,
      content: typeof p.content === 'string' ? p.content : '',
      jump: title && url ? { title, url } : null,
    };
  });
}

/** When each popup was last shown (ms), as stored; anything unreadable counts as never shown. */
export type ShownAt = Readonly<Record<string, number>>;

/** Whether a stored value is a {@link ShownAt} map (the storage guard). */
export const isShownAt = (v: unknown): v is ShownAt =>
  !!v && typeof v === 'object' && !Array.isArray(v) && Object.values(v).every((t) => typeof t === 'number');

/** Spec §2.6: a popup shows unless it was shown less than `repeatAfterMs` ago. */
export function due(popups: readonly Popup[], shownAt: ShownAt, nowMs: number, repeatAfterMs: number): Popup[] {
  return popups.filter((p) => {
    const last = shownAt[p.id];
    return last === undefined || nowMs - last >= repeatAfterMs;
  });
}
