import { action, computed, makeObservable, observableRef } from 'mobx';
import type { SessionFault, SessionStore } from '@portico/core';

/**
 * The session error page's state: the fault shown and 重试. A retry loads the session again
 * (never the page) and, once it is read, finishes what the failed start left undone (activating
 * the plugins); the page stays, its button busy, until both are done, so no route renders before
 * the plugins that provide it.
 */
export class SessionRecovery {
  /** The fault shown while a retry runs (the session's own may already be cleared). */
  private pending: SessionFault | null = null;

  constructor(
    private readonly session: SessionStore,
    /** Loads the session again and, if it was read, starts what waits for it. */
    private readonly reload: () => Promise<void>,
  ) {
    makeObservable<SessionRecovery, 'pending' | 'begin' | 'end'>(this, {
      pending: observableRef,
      fault: computed,
      retrying: computed,
      begin: action,
      end: action,
    });
  }

  /** What the session error page shows, or null: the portal renders its pages. */
  get fault(): SessionFault | null {
    return this.pending ?? this.session.fault;
  }

  /** True while 重试 is asking. */
  get retrying(): boolean {
    return this.pending !== null;
  }

  /** 重试: asks for the session again; a second press while it asks does nothing. */
  async retry(): Promise<void> {
    const shown = this.fault;
    if (!shown || this.retrying) return;
    this.begin(shown);
    try {
      await this.reload();
    } finally {
      this.end();
    }
  }

  private begin(fault: SessionFault): void {
    this.pending = fault;
  }

  private end(): void {
    this.pending = null;
  }
}
