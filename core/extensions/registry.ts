import { action, computed, makeObservable, observable, runInAction, type IComputedValue } from 'mobx';
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
  /** Ids taken (plain, not observed): the duplicate check stays O(1) with thousands of items. */
  private readonly ids = new Map<string, Registered>();
  /** One sorted list per kind, recomputed only when the items change. */
  private readonly byKind = new Map<string, IComputedValue<Registered[]>>();

  constructor() {
    makeObservable<ExtensionRegistry, 'remove'>(this, { register: action, remove: action });
  }

  /**
   * Runs `fn`, whose registrations and removals readers see as one change (a plugin runtime
   * starting many plugins: the sorted lists are recomputed once, not once per contribution).
   */
  batch<T>(fn: () => T): T {
    return runInAction(fn);
  }

  /** Registers a contribution whose `id` is already filled (the runtime derives it). */
  register(pluginId: string, contribution: Contribution & { readonly id: string }): () => void {
    const clash = this.ids.get(contribution.id);
    if (clash) {
      throw new Error(
        `PORTICO_E_DUPLICATE_EXTENSION: extension "${contribution.id}" of plugin "${pluginId}" is already registered by "${clash.pluginId}"`,
      );
    }
    const entry = Object.freeze({ ...contribution, pluginId }) as Registered;
    this.ids.set(entry.id, entry);
    this.items.push(entry);
    return () => this.remove(entry);
  }

  private remove(entry: Registered): void {
    if (this.ids.get(entry.id) === entry) this.ids.delete(entry.id);
    this.items.remove(entry);
  }

  /** The contribution registered under `id` (`kind:plugin/name`), if any. Observable. */
  byId(id: string): Registered | undefined {
    return this.items.find((c) => c.id === id);
  }

  /** Every registered contribution, of every point, in registration order (the dev inspector). Observable. */
  all(): Registered[] {
    return this.items.slice();
  }

  /** Every contribution to a point, sorted by `order` then registration order. Observable. */
  list<C extends ContributionBase>(point: ExtensionPoint<C>): Array<Registered<C>> {
    let sorted = this.byKind.get(point.kind);
    if (!sorted) {
      sorted = computed(
        () =>
          this.items
            .filter((c) => c.kind === point.kind)
            .map((c, i) => [c, i] as const)
            .sort((a, b) => (a[0].order ?? 0) - (b[0].order ?? 0) || a[1] - b[1])
            .map(([c]) => c),
        // Kept while the registry lives, so that reads outside a reaction are cached too.
        { keepAlive: true },
      );
      this.byKind.set(point.kind, sorted);
    }
    // A copy: callers filter and map it freely.
    return [...sorted.get()] as unknown as Array<Registered<C>>;
  }
}
