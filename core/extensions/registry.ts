import { action, makeObservable, observable } from 'mobx';
import type { Contribution, ContributionBase, ExtensionPoint } from './point';

/** A contribution as registered: its full id and the plugin that made it. */
export type Registered<T extends ContributionBase = Contribution> = T & {
  readonly id: string;
  readonly pluginId: string;
};

/**
 * The contributions of one portal: an observable list, read point by point. Every
 * registration returns a disposer, so a plugin's contributions leave with it.
 */
export class ExtensionRegistry {
  private readonly items = observable.array<Registered>([], { deep: false });

  constructor() {
    makeObservable<ExtensionRegistry, 'remove'>(this, { register: action, remove: action });
  }

  /** Registers a contribution whose `id` is already filled (the runtime derives it). */
  register(pluginId: string, contribution: Contribution & { readonly id: string }): () => void {
    const clash = this.items.find((c) => c.id === contribution.id);
    if (clash) {
      throw new Error(
        `PORTICO_E_DUPLICATE_EXTENSION: extension "${contribution.id}" of plugin "${pluginId}" is already registered by "${clash.pluginId}"`,
      );
    }
    const entry = Object.freeze({ ...contribution, pluginId }) as Registered;
    this.items.push(entry);
    return () => this.remove(entry);
  }

  private remove(entry: Registered): void {
    this.items.remove(entry);
  }

  /** Every contribution to a point, sorted by `order` then registration order. Observable. */
  list<C extends ContributionBase>(point: ExtensionPoint<C>): Array<Registered<C>> {
    const out = this.items.filter((c) => c.kind === point.kind) as unknown as Array<Registered<C>>;
    return out
      .map((c, i) => [c, i] as const)
      .sort((a, b) => (a[0].order ?? 0) - (b[0].order ?? 0) || a[1] - b[1])
      .map(([c]) => c);
  }
}
