import type { FirstScreenTracker } from '@portico/sdk/internal';

/**
 * At most this long after the first page has shown its content, the portal is ready even if a
 * boundary of the first screen still loads (a chunk that hangs must not keep the portal from ready;
 * a failed one settles at once with its error).
 */
export const FIRST_SCREEN_SETTLE_MAX_MS = 2000;

/**
 * The first screen's boundaries (`FirstScreenTracker`) and the first page's report: the portal is
 * ready once the page has shown its content **and** every boundary rendered with it (the header,
 * the banner place, widgets) shows its content or its error — else a place still loading when the
 * page reported would push the page down after ready. After the first time, a report passes at once.
 */
export class FirstScreenGate implements FirstScreenTracker {
  private readonly pending = new Set<string>();
  private waiting: Array<() => void> = [];
  private done = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly maxWaitMs = FIRST_SCREEN_SETTLE_MAX_MS) {}

  expect(id: string): void {
    if (!this.done) this.pending.add(id);
  }

  settle(id: string): void {
    if (this.pending.delete(id)) this.check();
  }

  /** Runs `report` once the first screen has settled (at most `maxWaitMs` from the first call); later, at once. */
  afterFirstScreen(report: () => void): void {
    if (this.done) {
      report();
      return;
    }
    this.waiting.push(report);
    this.timer ??= setTimeout(() => this.finish(), this.maxWaitMs);
    this.check();
  }

  /** Whether a boundary is still on its way (for tests and the inspector). */
  get settling(): readonly string[] {
    return [...this.pending];
  }

  private check(): void {
    if (this.waiting.length && this.pending.size === 0) this.finish();
  }

  private finish(): void {
    if (this.done) return;
    this.done = true;
    clearTimeout(this.timer);
    this.pending.clear();
    for (const report of this.waiting.splice(0)) report();
  }

  /** Drops a wait under way without reporting (the shell unmounted; a remount reports again). */
  dispose(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.waiting = [];
  }
}
