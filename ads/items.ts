/** A list item as a server sent it: fields of unknown type, read one by one. */
export type LooseItem = Readonly<Record<string, unknown>>;

/** Where list answers keep their rows, in the order they are looked for. */
const LIST_KEYS = ['list', 'items', 'records', 'rows'] as const;

/**
 * The good items of a list answer, item by item: `pick` makes an item or returns null for one it
 * cannot use (a field of the wrong type, a missing id), and only that item is skipped. Accepts a
 * list, or an object holding it as `list`, `items`, `records` or `rows`; anything else (an HTML
 * page, an empty body, `null`) is no items.
 * @example parseItems(data, (b) => (typeof b.id === 'number' ? { id: b.id } : null))
 */
export function parseItems<T>(data: unknown, pick: (item: LooseItem) => T | null): T[] {
  let list: unknown = data;
  if (!Array.isArray(list) && list && typeof list === 'object') {
    const holder = list as LooseItem;
    list = LIST_KEYS.map((k) => holder[k]).find(Array.isArray);
  }
  if (!Array.isArray(list)) return [];
  const out: T[] = [];
  for (const item of list) {
    if (!item || typeof item !== 'object' || Array.isArray(item)) continue;
    const made = pick(item as LooseItem);
    if (made !== null) out.push(made);
  }
  return out;
}
