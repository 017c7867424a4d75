// The three `Reflect` metadata functions tsyringe calls, in place of the reflect-metadata polyfill
// (64 KB, ~4.6 KB gzip of the first screen). Injection here is by token only (`inject(ref)`; no
// build emits `design:paramtypes`), so tsyringe only stores and reads its token table per class.
// A real polyfill, if one is loaded first, is left alone.

type Table = Map<unknown, unknown>;
const tables = new WeakMap<object, Table>();

function getOwnMetadata(key: unknown, target: object): unknown {
  return tables.get(target)?.get(key);
}

/** Own metadata, else the prototype chain's (a subclass sees its base class's), as the polyfill does. */
function getMetadata(key: unknown, target: object): unknown {
  for (let t: object | null = target; t !== null; t = Object.getPrototypeOf(t) as object | null) {
    const table = tables.get(t);
    if (table?.has(key)) return table.get(key);
  }
  return undefined;
}

function defineMetadata(key: unknown, value: unknown, target: object): void {
  let table = tables.get(target);
  if (!table) tables.set(target, (table = new Map()));
  table.set(key, value);
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Reflect {
    function getMetadata(key: unknown, target: object): unknown;
    function getOwnMetadata(key: unknown, target: object): unknown;
    function defineMetadata(key: unknown, value: unknown, target: object): void;
  }
}

const reflect = Reflect as unknown as Record<string, unknown>;
if (typeof reflect.getMetadata !== 'function') Object.assign(reflect, { getMetadata, getOwnMetadata, defineMetadata });

export {};
