import { observable, runInAction } from 'mobx';
import type { RemotePluginCode } from './failure';

/**
 * Where a remote plugin stands: `loading`, `loaded` (running), `refused` (the portal would not
 * fetch or run it: its address, SDK range or id) or `failed` (it was fetched and did not work).
 */
export type RemotePluginState = 'loading' | 'loaded' | 'refused' | 'failed';

/** One remote plugin as the inspector lists it. */
export interface RemotePluginRecord {
  readonly id: string;
  /** The manifest's address as listed. */
  readonly from: string;
  readonly version?: string;
  /** The SDK range its manifest asks for. */
  readonly sdk?: string;
  readonly state: RemotePluginState;
  /** Why it is refused or failed: the code (a runtime code when it failed to start) and the reason. */
  readonly code?: RemotePluginCode | string;
  readonly reason?: string;
  /** Milliseconds from the start of its load to its end (loaded, refused or failed). */
  readonly loadMs?: number;
}

/** The codes that mean "not fetched or not run by the portal's rules" rather than "did not work". */
const REFUSALS: ReadonlySet<string> = new Set([
  'PORTICO_E_PLUGIN_ADDRESS_REFUSED',
  'PORTICO_E_PLUGIN_SDK_MISMATCH',
  'PORTICO_E_PLUGIN_ID_TAKEN',
  'PORTICO_E_PLUGIN_ID_MISMATCH',
]);

/** The state a failure code puts a plugin in. */
export const stateOf = (code: string): RemotePluginState => (REFUSALS.has(code) ? 'refused' : 'failed');

/** The records of one page's remote plugins, observable (the inspector renders them as they change). */
export class RemotePluginRecords {
  private readonly byId = observable.map<string, RemotePluginRecord>({}, { deep: false });

  list(): RemotePluginRecord[] {
    return [...this.byId.values()];
  }

  get(id: string): RemotePluginRecord | undefined {
    return this.byId.get(id);
  }

  /** Sets or updates a plugin's record (fields not given are kept). */
  set(id: string, change: Partial<RemotePluginRecord> & Pick<RemotePluginRecord, 'state'>): void {
    runInAction(() => {
      const before = this.byId.get(id);
      this.byId.set(id, { id, from: '', ...before, ...change });
    });
  }
}
