import { ENTRY_MARGIN_PX, ENTRY_SIZE_PX } from './constants';

/** Where the entry sits: its top-left corner in CSS pixels. */
export interface Position {
  readonly x: number;
  readonly y: number;
}

/** The viewport the entry must stay inside. */
export interface Viewport {
  readonly width: number;
  readonly height: number;
}

/** Default: the bottom-right corner, a margin away from the edges. */
export const defaultPosition = (v: Viewport): Position => ({
  x: v.width - ENTRY_SIZE_PX - ENTRY_MARGIN_PX,
  y: v.height - ENTRY_SIZE_PX - ENTRY_MARGIN_PX * 4,
});

/** Keeps the whole entry inside the viewport. */
export const clamp = (p: Position, v: Viewport): Position => ({
  x: Math.round(Math.min(Math.max(0, p.x), Math.max(0, v.width - ENTRY_SIZE_PX))),
  y: Math.round(Math.min(Math.max(0, p.y), Math.max(0, v.height - ENTRY_SIZE_PX))),
});

/** Whether a stored value is a position (the storage guard; anything else means the default). */
export const isPosition = (v: unknown): v is Position =>
  !!v && typeof v === 'object' && Number.isFinite((v as Position).x) && Number.isFinite((v as Position).y);
