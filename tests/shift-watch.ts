// Shared by the skeleton's e2e test and the bench (bench/run.ts).

/**
 * Page-side: the load's layout shifts (not those after input) summed in `window.__shifts`, in
 * `window.__shiftsAfterReady` those from the `portal:ready` mark on, and in
 * `window.__shiftsAtSwap` those up to the frame that paints the first render — the real shell in
 * place of index.html's skeleton (its time in `window.__swapPainted`). What comes later is the
 * page's own (the overview's figures, the announcement banner of the `eventually` phase, which on
 * a loaded machine may come even before ready: at the latest 5 s after activation).
 */
export const SHIFT_WATCH = `window.__shifts = 0;
window.__shiftsAtSwap = 0;
window.__shiftsAfterReady = 0;
new PerformanceObserver((list) => {
  const ready = performance.getEntriesByName('portal:ready', 'mark')[0];
  for (const e of list.getEntries()) {
    if (e.hadRecentInput) continue;
    window.__shifts += e.value;
    if (ready && e.startTime >= ready.startTime) window.__shiftsAfterReady += e.value;
    if (window.__swapPainted === undefined || e.startTime <= window.__swapPainted) window.__shiftsAtSwap += e.value;
  }
}).observe({ type: 'layout-shift', buffered: true });
new MutationObserver((_, observer) => {
  const root = document.getElementById('root');
  if (!root || root.querySelector('.portico-skeleton-bar') || !root.firstElementChild) return;
  observer.disconnect();
  requestAnimationFrame(() => setTimeout(() => (window.__swapPainted = performance.now())));
}).observe(document, { childList: true, subtree: true });`;
