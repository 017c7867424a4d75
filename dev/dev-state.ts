/** One piece of dev API state and how to empty it (the function never holds the state itself). */
interface Tracked {
  readonly state: WeakRef<object>;
  readonly reset: (state: object) => void;
}

const tracked = new Set<Tracked>();

/**
 * Registers state the dev API changes while it answers (a session's settings, a mailbox, a
 * counter) and returns it as is: {@link resetDevState} empties it. A `Map` or `Set` is cleared;
 * anything else names its own `reset`, which gets the state as its argument (a reset that closed
 * over the state would keep it alive). Held weakly: the state of handlers a test made and dropped
 * goes with them.
 */
export function devState<T extends { clear(): void }>(state: T): T;
export function devState<T extends object>(state: T, reset: (state: T) => void): T;
export function devState<T extends object>(state: T, reset?: (state: T) => void): T {
  tracked.add({
    state: new WeakRef(state),
    reset: (reset ?? ((s: T) => (s as unknown as { clear(): void }).clear())) as (state: object) => void,
  });
  return state;
}

/**
 * Empties every piece of dev API state still alive, as if each handler had just been made. The
 * Vitest setup calls it before each test file: files that share one module graph (`isolate:
 * false`) share the handlers made when a module loaded (the test server's core handlers, a
 * plugin's `export default create…Handlers()`), and a session token is the same in every file.
 */
export function resetDevState(): void {
  for (const entry of tracked) {
    const state = entry.state.deref();
    if (state) entry.reset(state);
    else tracked.delete(entry);
  }
}
