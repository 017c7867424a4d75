/**
 * A module loaded on intent, once: later calls share the first load, and a failed load is asked
 * again on the next call. `loaded` is the module once it has arrived (a component renders it at once).
 */
export function loadOnce<T>(load: () => Promise<T>): {
  readonly loaded: () => T | undefined;
  readonly load: () => Promise<T>;
} {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    loaded: () => value,
    load: () =>
      (pending ??= load().then(
        (m) => (value = m),
        (e: unknown) => {
          pending = undefined;
          throw e;
        },
      )),
  };
}
