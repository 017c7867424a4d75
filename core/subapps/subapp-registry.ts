import { action, computed, makeObservable, observable } from 'mobx';
import { serviceRef } from '../di';
import { subAppPoint, type Registered, type SubAppContribution } from '../extensions';
import type { ExtensionRegistry } from '../extensions';

/** Lifecycle of a sub-application (spec §4). `idle` = never opened. */
export type SubAppState = 'idle' | 'loading' | 'mounting' | 'mounted' | 'unmounted' | 'error';

/** The sub-app registry of spec §2.1/§3 with observable lifecycle states. */
export interface SubAppRegistry {
  readonly entries: ReadonlyArray<Registered<SubAppContribution>>;
  readonly defaultEntry: Registered<SubAppContribution> | undefined;
  state(name: string): SubAppState;
  setState(name: string, state: SubAppState): void;
  readonly active: string | null;
}

/** Service ref of {@link SubAppRegistry}. */
export const subAppsRef = serviceRef<SubAppRegistry>('core.subapps');

/** Default implementation over the extension registry's `sub-app` contributions. */
export class DefaultSubAppRegistry implements SubAppRegistry {
  private states = observable.map<string, SubAppState>();
  active: string | null = null;

  constructor(private readonly extensions: ExtensionRegistry) {
    makeObservable(this, { entries: computed, defaultEntry: computed, active: observable, setState: action });
  }

  get entries() {
    return this.extensions.list(subAppPoint);
  }

  get defaultEntry() {
    return this.entries.find((e) => e.default) ?? this.entries[0];
  }

  state(name: string): SubAppState {
    return this.states.get(name) ?? 'idle';
  }

  setState(name: string, state: SubAppState): void {
    const previous = this.active;
    if (state === 'mounted') {
      if (previous && previous !== name) this.states.set(previous, 'unmounted');
      this.active = name;
    }
    this.states.set(name, state);
  }
}
