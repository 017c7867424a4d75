import { ENTRY_MARGIN_PX, ENTRY_SIZE_PX } from './constants';

/**
 * Where the entry sits in the layout's dock (the right-edge column the banner place and the page
 * leave free): the distance of its top edge from the top of the window, in CSS pixels. It moves
 * up and down the dock only, so it never covers the page.
 */
export interface Place {
  readonly y: number;
}

/** The part of the window the entry may use: from `top` (below the header place) to `height`. */
export interface DockRoom {
  readonly top: number;
  readonly height: number;
}

/** The dock's room in this window: below the layout's header place (sticky at the top). */
export function dockRoom(): DockRoom {
  const header = document.querySelector('[data-slot="header"]');
  return { top: header ? Math.max(0, header.getBoundingClientRect().bottom) : 0, height: window.innerHeight };
}

/** Default: the bottom of the dock, a margin above the window's edge. */
export const defaultPlace = (room: DockRoom): Place => ({ y: room.height - ENTRY_SIZE_PX - ENTRY_MARGIN_PX });

/** Keeps the whole entry in the dock, a margin away from the header place and the window's bottom. */
export const clamp = (p: Place, room: DockRoom): Place => ({
  y: Math.round(Math.max(room.top + ENTRY_MARGIN_PX, Math.min(p.y, room.height - ENTRY_SIZE_PX - ENTRY_MARGIN_PX))),
});

/**
 * Whether a stored value is a place (the storage guard; anything else means the default). A place
 * stored as `{ x, y }` before the entry moved into the dock keeps its height.
 */
export const isPlace = (v: unknown): v is Place => !!v && typeof v === 'object' && Number.isFinite((v as Place).y);
