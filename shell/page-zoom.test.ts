import { describe, expect, it } from 'vitest';
import type { PortalEvents } from '@portico/core';
import { watchPageZoom, type PageZoomWindow } from './page-zoom';

/** A window whose animation frames run when the test says so. */
function fakeWindow(devicePixelRatio = 1.3333333) {
  const listeners = new Set<() => void>();
  const frames = new Map<number, () => void>();
  let next = 1;
  const win: PageZoomWindow & { devicePixelRatio: number } = {
    devicePixelRatio,
    addEventListener: (_type, l) => void listeners.add(l),
    removeEventListener: (_type, l) => void listeners.delete(l),
    requestAnimationFrame: (cb) => {
      frames.set(next, cb);
      return next++;
    },
    cancelAnimationFrame: (handle) => void frames.delete(handle),
  };
  return {
    win,
    listeners,
    frames,
    resize: (times = 1) => {
      for (let i = 0; i < times; i++) for (const l of [...listeners]) l();
    },
    /** Runs the callbacks queued for the next frame. */
    frame: () => {
      const queued = [...frames.values()];
      frames.clear();
      for (const cb of queued) cb();
    },
  };
}

function recorder() {
  const seen: Array<PortalEvents['page-zoom']> = [];
  return {
    seen,
    events: {
      emit: <K extends keyof PortalEvents>(name: K, payload: PortalEvents[K]) =>
        void (name === 'page-zoom' && seen.push(payload as PortalEvents['page-zoom'])),
    },
  };
}

describe('watchPageZoom', () => {
  it('makes ten resize events in one frame one page-zoom, with the ratio rounded to two decimals', () => {
    const w = fakeWindow();
    const { seen, events } = recorder();
    watchPageZoom(w.win, events);
    w.resize(10);
    expect(seen).toEqual([]);
    expect(w.frames.size).toBe(1);
    w.frame();
    expect(seen).toEqual([{ devicePixelRatio: 1.33 }]);
  });

  it('emits again in a later frame, with the ratio of that moment', () => {
    const w = fakeWindow(1);
    const { seen, events } = recorder();
    watchPageZoom(w.win, events);
    w.resize(3);
    w.frame();
    w.win.devicePixelRatio = 1.5;
    w.resize(4);
    w.frame();
    w.frame();
    expect(seen).toEqual([{ devicePixelRatio: 1 }, { devicePixelRatio: 1.5 }]);
  });

  it('emits nothing once disposed: the listener is removed and a pending frame dropped', () => {
    const w = fakeWindow();
    const { seen, events } = recorder();
    const dispose = watchPageZoom(w.win, events);
    w.resize(10);
    dispose();
    w.frame();
    w.resize(10);
    w.frame();
    expect(seen).toEqual([]);
    expect(w.listeners.size).toBe(0);
    expect(w.frames.size).toBe(0);
  });
});
