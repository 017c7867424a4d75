import { action, makeObservable, observable, observableRef } from 'mobx';
import { serviceRef } from '../di';

/** A toast or message shown by the host. */
export interface Notice {
  readonly id: number;
  readonly intent: 'error' | 'warning' | 'success' | 'info';
  readonly text: string;
  /** 0 keeps it until closed (spec §9 loading toast). */
  readonly durationMs: number;
}

/** Toasts, messages and the 405 blocking page. The host renders what this holds. */
export interface NotifierService {
  readonly notices: readonly Notice[];
  /** Message of the blocking page (spec §8: 405), or null. */
  readonly blocked: string | null;
  notify(intent: Notice['intent'], text: string, durationMs?: number): number;
  error(text: string): number;
  dismiss(id: number): void;
  block(message: string): void;
  unblock(): void;
}

/** Service ref of {@link NotifierService}. */
export const notifierRef = serviceRef<NotifierService>('core.notifier');

/** Observable default implementation. */
export class DefaultNotifierService implements NotifierService {
  notices: Notice[] = [];
  blocked: string | null = null;
  private next = 1;

  constructor() {
    makeObservable(this, {
      notices: observableRef,
      blocked: observable,
      notify: action,
      dismiss: action,
      block: action,
      unblock: action,
    });
  }

  notify(intent: Notice['intent'], text: string, durationMs = 3000): number {
    const id = this.next++;
    this.notices = [...this.notices, { id, intent, text, durationMs }];
    return id;
  }

  error(text: string): number {
    return this.notify('error', text);
  }

  dismiss(id: number): void {
    this.notices = this.notices.filter((n) => n.id !== id);
  }

  block(message: string): void {
    this.blocked = message;
  }

  unblock(): void {
    this.blocked = null;
  }
}
