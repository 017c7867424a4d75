// Spec §9 loader timeouts. single-spa only warns when a lifecycle runs over unless told to die on
// timeout (and then the parcel stays NOT_MOUNTED for ever); the spec wants an error. Each time is
// set explicitly, even where single-spa's default equals it, so a change of default cannot move us.
import { TIME_LIMITS } from '@portico/core';
import { SubAppError } from './errors';

/** Spec §9: bootstrap 4 s; mount, unmount, unload and update 3 s each; a warning after 1 s. */
export const SUBAPP_TIMEOUTS = TIME_LIMITS.subApp;

/** A lifecycle step with a timeout. */
export type Lifecycle = keyof Omit<typeof SUBAPP_TIMEOUTS, 'warning'>;

/** The per-lifecycle timeout config single-spa reads from a parcel (`timeouts`). */
export function singleSpaTimeouts() {
  const one = (millis: number) => ({ millis, dieOnTimeout: true, warningMillis: SUBAPP_TIMEOUTS.warning });
  return {
    bootstrap: one(SUBAPP_TIMEOUTS.bootstrap),
    mount: one(SUBAPP_TIMEOUTS.mount),
    unmount: one(SUBAPP_TIMEOUTS.unmount),
    unload: one(SUBAPP_TIMEOUTS.unload),
    update: one(SUBAPP_TIMEOUTS.update),
  };
}

/** The global setters of single-spa (qiankun's parcels take their timeouts from them). */
export interface SingleSpaTimeoutSetters {
  setBootstrapMaxTime(time: number, dieOnTimeout?: boolean, warningMillis?: number): void;
  setMountMaxTime(time: number, dieOnTimeout?: boolean, warningMillis?: number): void;
  setUnmountMaxTime(time: number, dieOnTimeout?: boolean, warningMillis?: number): void;
  setUnloadMaxTime(time: number, dieOnTimeout?: boolean, warningMillis?: number): void;
}

/** Sets single-spa's global timeouts to the spec's, dying on timeout. */
export function applySingleSpaTimeouts(spa: SingleSpaTimeoutSetters): void {
  const w = SUBAPP_TIMEOUTS.warning;
  spa.setBootstrapMaxTime(SUBAPP_TIMEOUTS.bootstrap, true, w);
  spa.setMountMaxTime(SUBAPP_TIMEOUTS.mount, true, w);
  spa.setUnmountMaxTime(SUBAPP_TIMEOUTS.unmount, true, w);
  spa.setUnloadMaxTime(SUBAPP_TIMEOUTS.unload, true, w);
}

/**
 * Our own bound on a step (update has no global setter in single-spa, and a step of ours — the
 * whole unmount, say — must end too): rejects with a timeout error after the spec's time, warns
 * after 1 s. The step itself cannot be cancelled; its late result is ignored.
 */
export function withTimeout<T>(
  step: Lifecycle,
  name: string,
  work: Promise<T>,
  timers: { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout } = globalThis,
): Promise<T> {
  const ms = SUBAPP_TIMEOUTS[step];
  return new Promise<T>((resolve, reject) => {
    const warn = timers.setTimeout(
      () => console.warn(`[portico] sub-app ${name}: ${step} is taking longer than ${SUBAPP_TIMEOUTS.warning} ms`),
      SUBAPP_TIMEOUTS.warning,
    );
    const fail = timers.setTimeout(
      () => reject(new SubAppError(`${step} of sub-app ${name} did not finish within ${ms} ms`, 'timeout')),
      ms,
    );
    const done = () => {
      timers.clearTimeout(warn);
      timers.clearTimeout(fail);
    };
    work.then(
      (value) => {
        done();
        resolve(value);
      },
      (err: unknown) => {
        done();
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
}
