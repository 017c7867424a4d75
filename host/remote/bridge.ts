// The typed state bridge of a mounted remote sub-app (spec §4: when the shell runs as root, every
// global state change is mirrored to sub-apps). qiankun's initGlobalState keeps one listener per
// app and an untyped record; ours is one small object per mount, typed by the SDK's SharedState,
// fed by MobX (the session) and the event bus (page zoom), and disposed on unmount.
import { observable, reaction, runInAction } from 'mobx';
import { roundZoom, type EventBus, type SessionStore } from '@portico/core';
import type { SharedState, StateBridge } from '@portico/sdk';

/** A bridge plus the disposer that removes every listener a sub-app added. */
export interface OwnedBridge extends StateBridge {
  /** How many listeners the sub-app holds (the leak check reads it). */
  readonly listenerCount: number;
  dispose(): void;
}

/** Builds the bridge of one mount from the session and the page-zoom events. */
export function createStateBridge(session: SessionStore, events: EventBus, devicePixelRatio: number): OwnedBridge {
  const zoom = observable.box(roundZoom(devicePixelRatio));
  const read = (): SharedState => ({
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
