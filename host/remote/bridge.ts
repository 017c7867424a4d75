// The typed state bridge of a mounted remote sub-app (spec §4: when the shell runs as root, every
// global state change is mirrored to sub-apps). qiankun's initGlobalState keeps one listener per
// app and an untyped record; ours is one small object per mount, typed by the SDK's SharedState,
// fed by MobX (the session) and the event bus (page zoom), and disposed on unmount. A sub-app gets
// frozen copies, never the session's own objects: what it writes changes nothing in the portal.
import { observable, reaction, runInAction } from 'mobx';
import { roundZoom, type EventBus, type PromiseRegistry, type SessionStore } from '@portico/core';
import type { SharedState } from '@portico/sdk';
import type { StateBridge, SubAppPromises } from '@portico/sdk/internal';

/** A bridge plus the disposer that removes every listener a sub-app added. */
export interface OwnedBridge extends StateBridge {
  /** How many listeners the sub-app holds (the leak check reads it). */
  readonly listenerCount: number;
  dispose(): void;
}

/** A deep copy of plain data (objects, arrays, primitives), frozen at every level. */
export function frozenCopy<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  const copy: unknown = Array.isArray(value)
    ? value.map((item: unknown) => frozenCopy(item))
    : Object.fromEntries(Object.entries(value).map(([k, v]) => [k, frozenCopy(v)]));
  return Object.freeze(copy) as T;
}

/** Builds the bridge of one mount from the session and the page-zoom events. */
export function createStateBridge(session: SessionStore, events: EventBus, devicePixelRatio: number): OwnedBridge {
  const zoom = observable.box(roundZoom(devicePixelRatio));
  const read = (): SharedState =>
    frozenCopy({
      user: session.user,
      loginUser: session.loginUser,
      authTree: session.authTree,
      operatorRoles: session.operatorRoles,
      pageZoom: zoom.get(),
      currentNode: session.currentNode,
    });
  const listeners = new Set<(state: SharedState, previous: SharedState) => void>();
  let current = read();
  const stopZoom = events.on('page-zoom', ({ devicePixelRatio: ratio }) => runInAction(() => zoom.set(ratio)));
  const stopState = reaction(read, (state) => {
    const previous = current;
    current = state;
    for (const listener of [...listeners]) {
      try {
        listener(state, previous);
      } catch (err) {
        console.error('[portico] a sub-app state listener failed', err);
      }
    }
  });
  return {
    getState: () => current,
    onChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    get listenerCount() {
      return listeners.size;
    },
    dispose() {
      stopZoom();
      stopState();
      listeners.clear();
    },
  };
}

/**
 * The named promises (spec §3) as a sub-app waits for them: like the shared state, what they settle
 * with is a frozen copy, so a sub-app writing to it changes nothing in the portal.
 */
export function subAppPromises(registry: PromiseRegistry): SubAppPromises {
  // One implementation for both `wait` overloads (the session names' types and any other name).
  const wait = (name: string, timeoutMs?: number) => registry.wait(name, timeoutMs).then(frozenCopy);
  return { wait: wait as SubAppPromises['wait'], has: (name) => registry.has(name) };
}
