import { action, makeObservable, observable, when as mobxWhen } from 'mobx';
import { serviceRef } from '../di';

/**
 * Start-up phases, as VS Code's lifecycle phases: `starting` until the first page has rendered
 * its content, `ready` from then (the user can navigate: header, tabs, user menu, the page), and
 * `eventually` once the browser is idle after that — when widgets that are not navigation (the
 * bell, the flyout, banners, popups, the help entry) render and load.
 */
export type PortalPhase = 'starting' | 'ready' | 'eventually';

const ORDER: readonly PortalPhase[] = ['starting', 'ready', 'eventually'];

/** The portal's start-up phase, observable (MobX). The shell advances it; plugins read it. */
export interface LifecycleService {
  readonly phase: PortalPhase;
  /** Whether `phase` has been reached. */
  reached(phase: PortalPhase): boolean;
  /** Resolves once `phase` has been reached. */
  until(phase: PortalPhase): Promise<void>;
  /** Moves forward to `phase` (never back). */
  advance(phase: PortalPhase): void;
}

/** Service ref of {@link LifecycleService}. */
export const lifecycleRef = serviceRef<LifecycleService>('core.lifecycle');

/** Default observable implementation. */
export class DefaultLifecycleService implements LifecycleService {
  phase: PortalPhase = 'starting';

  constructor() {
    makeObservable(this, { phase: observable, advance: action });
  }

  reached(phase: PortalPhase): boolean {
    return ORDER.indexOf(this.phase) >= ORDER.indexOf(phase);
  }

  until(phase: PortalPhase): Promise<void> {
    return mobxWhen(() => this.reached(phase));
  }

  advance(phase: PortalPhase): void {
    if (ORDER.indexOf(phase) > ORDER.indexOf(this.phase)) this.phase = phase;
  }
}
