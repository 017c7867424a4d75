import { serviceRef } from '../di';

/** Events of the shell (spec §2.1 page-zoom) and between plugins that must not import each other. */
export interface PortalEvents {
  'page-zoom': { devicePixelRatio: number };
  /**
   * The user has seen the work orders (opened 工单管理 or its link): the help assistant clears
   * its 新 badge (spec §2.8, §4). `source` names who saw them, for logs.
   */
  'work-orders:seen': { source: string };
  /**
   * The user changed a login password (修改密码) and the password notices of spec §2.3 were removed
   * from session storage: the header reads them again. `source` names who changed it, for logs.
   */
  'password:changed': { source: string };
}

/** A typed publish/subscribe bus. */
export interface EventBus {
  emit<K extends keyof PortalEvents>(name: K, payload: PortalEvents[K]): void;
  on<K extends keyof PortalEvents>(name: K, listener: (payload: PortalEvents[K]) => void): () => void;
}

/** Service ref of {@link EventBus}. */
export const eventBusRef = serviceRef<EventBus>('core.events');

/** Default in-memory bus; a throwing listener does not stop the others. */
export class DefaultEventBus implements EventBus {
  private readonly listeners = new Map<string, Set<(p: unknown) => void>>();

  emit<K extends keyof PortalEvents>(name: K, payload: PortalEvents[K]): void {
    for (const l of this.listeners.get(name) ?? []) {
      try {
        l(payload);
      } catch (err) {
        console.error(`[portico] listener of "${name}" failed`, err);
      }
    }
  }

  on<K extends keyof PortalEvents>(name: K, listener: (payload: PortalEvents[K]) => void): () => void {
    const set = this.listeners.get(name) ?? new Set();
    set.add(listener as (p: unknown) => void);
    this.listeners.set(name, set);
    return () => set.delete(listener as (p: unknown) => void);
  }
}

/** Spec §2.1: the page-zoom payload carries devicePixelRatio rounded to two decimals. */
export function roundZoom(devicePixelRatio: number): number {
  return Math.round(devicePixelRatio * 100) / 100;
}
