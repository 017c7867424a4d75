import type { FirstScreenTracker } from '@portico/sdk/internal';

/**
 * At most this long after the first page has shown its content, the portal is ready even if a
 * boundary of the first screen still loads (a chunk that hangs must not keep the portal from ready;
 * a failed one settles at once with its error).
 */
export const FIRST_SCREEN_SETTLE_MAX_MS = 2000;

/** A {@link FirstScreenTracker} that also holds the first page's report until the screen has settled. */
export interface FirstScreenGate extends FirstScreenTracker {
  /** Runs `report` once every expected boundary has settled (at most `maxWaitMs` after the first call); later, at once. */
  afterFirstScreen(report: () => void): void;
  /** Drops a wait under way without reporting (the shell unmounted; a remount reports again). */
  dispose(): void;
}

/**
 * The first screen's boundaries and the first page's report: the portal is ready once the page has
 * shown its content **and** every boundary rendered with it (the header, the banner place,
 * widgets) shows its content or its error — else a place still loading when the page reported
 * would push the page down after ready. After the first time, a report passes at once.
 */
export function firstScreenGate(maxWaitMs = FIRST_SCREEN_SETTLE_MAX_MS): FirstScreenGate {
  const pending = new Set<string>();
  let waiting: Array<() => void> = [];
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const finish = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    pending.clear();
    for (const report of waiting.splice(0)) report();
  };
  const check = () => waiting.length > 0 && pending.size === 0 && finish();
  return {
    expect: (id) => void (done || pending.add(id)),
    settle: (id) => void (pending.delete(id) && check()),
    afterFirstScreen(report) {
      if (done) return report();
      waiting.push(report);
      timer ??= setTimeout(finish, maxWaitMs);
      check();
    },
    dispose() {
      clearTimeout(timer);
      timer = undefined;
      waiting = [];
    },
  };
}
