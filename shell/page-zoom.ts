import { roundZoom, type EventBus } from '@portico/core';

/** The window as {@link watchPageZoom} uses it (a fake one in tests). */
export interface PageZoomWindow {
  readonly devicePixelRatio: number;
  addEventListener(type: 'resize', listener: () => void): void;
  removeEventListener(type: 'resize', listener: () => void): void;
  requestAnimationFrame(callback: () => void): number;
  cancelAnimationFrame(handle: number): void;
}

/**
 * Spec §2.1: a resize emits `page-zoom` with devicePixelRatio rounded to two decimals. A drag of
 * the window edge fires dozens of resize events per frame; they make one `page-zoom` in the next
 * animation frame, with the ratio of that moment. The returned disposer removes the listener and
 * drops a pending frame.
 */
export function watchPageZoom(win: PageZoomWindow, events: Pick<EventBus, 'emit'>): () => void {
  let frame: number | null = null;
  const emit = () => {
    frame = null;
    events.emit('page-zoom', { devicePixelRatio: roundZoom(win.devicePixelRatio) });
  };
  const onResize = () => {
    frame ??= win.requestAnimationFrame(emit);
  };
  win.addEventListener('resize', onResize);
  return () => {
    win.removeEventListener('resize', onResize);
    if (frame !== null) win.cancelAnimationFrame(frame);
    frame = null;
  };
}
