import { action, makeObservable, observable } from 'mobx';
import type { Contribution, ContributionKind, ContributionOf } from './kinds';

/** A contribution together with the plugin that made it. */
export type Registered<T extends Contribution = Contribution> = T & { readonly pluginId: string };

/**
 * The extension points of one portal: an observable list of contributions. Every
 * registration returns a disposer, so a plugin's contributions leave with it.
 */
export class ExtensionRegistry {
  private readonly items = observable.array<Registered>([], { deep: false });

  constructor() {
    makeObservable<ExtensionRegistry, 'remove'>(this, { register: action, remove: action });
  }

  register(pluginId: string, contribution: Contribution): () => void {
    const clash = this.items.find((c) => c.id === contribution.id);
    if (clash) {
      throw new Error(`PORTICO_E_DUPLICATE_EXTENSION: extension "${contribution.id}" of plugin "${pluginId}" is already registered by "${clash.pluginId}"`);
    }
    const entry = Object.freeze({ ...contribution, pluginId }) as Registered;
    this.items.push(entry);
    return () => this.remove(entry);
  }

  private remove(entry: Registered): void {
    this.items.remove(entry);
  }

  /** All contributions of a kind, sorted by `order` then registration order. Observable. */
  list<K extends ContributionKind>(kind: K): Array<Registered<ContributionOf<K>>> {
    const out = this.items.filter((c) => c.kind === kind) as Array<Registered<ContributionOf<K>>>;
    return out.map((c, i) => [c, i] as const).sort((a, b) => (a[0].order ?? 0) - (b[0].order ?? 0) || a[1] - b[1]).map(([c]) => c);
  }
}
