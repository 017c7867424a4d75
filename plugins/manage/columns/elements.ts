import { isElementType, parseItems, type ElementType, type LooseItem } from '@portico/ads';

/** Spec §3 `fixable`: 0 none, 1 left, 2 right. */
export const FIXABLE = { NONE: 0, LEFT: 1, RIGHT: 2 } as const;
/** One `fixable` value. */
export type Fixable = (typeof FIXABLE)[keyof typeof FIXABLE];
/** Spec §3 `align`: 0 left, 1 right. */
export const ALIGN = { LEFT: 0, RIGHT: 1 } as const;
/** Spec §3 `status`: 1 shown; anything else hidden (we send 0). */
export const SHOWN = 1;

/** A personal column element (spec §3). */
export interface ColumnElement {
  readonly elementCode: string;
  readonly elementName: string;
  readonly elementType: ElementType;
  /** 1 shown, 0 hidden. */
  readonly status: 0 | 1;
  readonly sort: number;
  /** 1: the table may sort by it. */
  readonly sortable: 0 | 1;
  readonly fixable: Fixable;
  readonly align: 0 | 1;
  /** Default width in pixels, or null for the table's default. */
  readonly width: number | null;
  readonly comment: string;
  readonly templateSort: number;
}

/** A column group (spec §3: groupName, elements). */
export interface ColumnGroup {
  readonly groupName: string;
  readonly elements: readonly ColumnElement[];
}

const finite = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
};
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * One element of an answer, or null when it cannot be shown (no code, no name). Other fields are
 * read leniently: an unknown element type is text, an unknown `fixable` or `align` is 0, a missing
 * `sort` keeps the server's order.
 */
export function parseElement(e: LooseItem, index = 0): ColumnElement | null {
  const elementCode = text(e.elementCode);
  const elementName = text(e.elementName);
  if (!elementCode || !elementName) return null;
  const type = finite(e.elementType);
  const fixable = finite(e.fixable);
  const width = finite(e.width);
  return {
    elementCode,
    elementName,
    elementType: isElementType(type) ? type : 0,
    status: finite(e.status) === SHOWN ? 1 : 0,
    sort: finite(e.sort) ?? index,
    sortable: finite(e.sortable) === 1 ? 1 : 0,
    fixable: fixable === FIXABLE.LEFT || fixable === FIXABLE.RIGHT ? fixable : FIXABLE.NONE,
    align: finite(e.align) === ALIGN.RIGHT ? 1 : 0,
    width: width !== null && width > 0 ? width : null,
    comment: text(e.comment) ?? '',
    templateSort: finite(e.templateSort) ?? index,
  };
}

/** Elements of an answer, item by item (a list, or an object holding one). */
export function parseElements(data: unknown): ColumnElement[] {
  let i = 0;
  return parseItems(data, (e) => parseElement(e, i++));
}

/** Column groups of a `detail` answer (`{ groupInfos }` or the list itself), item by item. */
export function parseGroups(data: unknown): ColumnGroup[] {
  const holder = data && typeof data === 'object' && !Array.isArray(data) ? (data as LooseItem) : null;
  const list = holder && Array.isArray(holder.groupInfos) ? holder.groupInfos : data;
  return parseItems(list, (g) => {
    const groupName = text(g.groupName);
    if (!groupName || !Array.isArray(g.elements)) return null;
    return { groupName, elements: parseElements(g.elements) };
  });
}

/** Every element of the groups, shown ones first by `sort`, then hidden ones by `sort`. */
export const byOrder = (elements: readonly ColumnElement[]): ColumnElement[] =>
  [...elements].sort((a, b) => b.status - a.status || a.sort - b.sort);
