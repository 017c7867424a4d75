// Before tsyringe, which checks for Reflect.getMetadata when it loads.
import './reflect-shim';
import {
  container as rootTsyringe,
  type DependencyContainer,
  inject as tsyringeInject,
  injectable as tsyringeInjectable,
} from 'tsyringe';
import type { ServiceRef } from './service-ref';

/** How a service is provided: a ready value, a factory that may resolve other services, or a class. */
export type Provider<T> =
  { useValue: T } | { useFactory: (resolver: ServiceResolver) => T } | { useClass: new (...args: never[]) => T };

/** Read-only view of a container. */
export interface ServiceResolver {
  resolve<T>(ref: ServiceRef<T>): T;
  isRegistered(ref: ServiceRef<unknown>): boolean;
}

/** Options of {@link Container.register}. */
export interface RegisterOptions {
  /** Who provides the service (`plugin "help"`); named when the service is asked for after it left. */
  readonly owner?: string;
}

type Disposable = { dispose(): void | Promise<void> };
const isDisposable = (v: unknown): v is Disposable =>
  typeof v === 'object' && v !== null && typeof (v as Disposable).dispose === 'function';

/** One registration: how to build the service and, once built, the instance it made. */
interface Registration {
  readonly id: string;
  readonly owner: string | undefined;
  /** The service; builds and caches it the first time for a factory or a class. */
  get: () => unknown;
  made: boolean;
  value: unknown;
  removed: boolean;
}

/**
 * The DI facade. Registrations live in the facade's own maps (a child looks in its parent's
 * after its own), so a registration can really be removed; tsyringe only constructs `useClass`
 * services, reading `@inject` tokens through forwarders that resolve from the facade.
 * Registrations are singletons per container; an instance a registration built is disposed
 * (once) when the registration is disposed or else with its container.
 */
export class Container implements ServiceResolver {
  private readonly entries = new Map<string, Registration>();
  /** Ids whose registration was removed, with who had provided them: for the error message. */
  private readonly gone = new Map<string, string | undefined>();
  /** Registrations whose instance exists, in creation order. */
  private readonly built = new Set<Registration>();
  /** Ids tsyringe knows a forwarder for (tsyringe cannot forget one; the forwarder asks the facade). */
  private readonly forwarded = new Set<string>();
  private disposed = false;

  private constructor(
    private readonly inner: DependencyContainer,
    readonly name: string,
    private readonly parent: Container | null,
  ) {}

  /** A fresh root container (not tsyringe's global one). */
  static createRoot(name = 'root'): Container {
    return new Container(rootTsyringe.createChildContainer(), name, null);
  }

  /**
   * Registers a singleton. The returned disposer removes the registration (resolving it then
   * throws `PORTICO_E_UNKNOWN_SERVICE`) and disposes the instance it built, if any. A `useValue`
   * is not disposed: whoever made it owns it.
   */
  register<T>(ref: ServiceRef<T>, provider: Provider<T>, opts: RegisterOptions = {}): () => void | Promise<void> {
    this.assertAlive();
    if (this.entries.has(ref.id)) {
      throw new Error(
        `PORTICO_E_DUPLICATE_SERVICE: service "${ref.id}" is already registered in container "${this.name}"`,
      );
    }
    const reg: Registration = {
      id: ref.id,
      owner: opts.owner,
      get: () => reg.value,
      made: false,
      value: undefined,
      removed: false,
    };
    if ('useValue' in provider) {
      reg.value = provider.useValue;
    } else {
      const build =
        'useFactory' in provider
          ? () => provider.useFactory(this)
          : () => this.inner.resolve(provider.useClass as unknown as new () => T);
      reg.get = () => {
        if (!reg.made) {
          reg.value = build();
          reg.made = true;
          this.built.add(reg);
        }
        return reg.value;
      };
    }
    this.entries.set(ref.id, reg);
    this.gone.delete(ref.id);
    if (!this.forwarded.has(ref.id)) {
      this.forwarded.add(ref.id);
      this.inner.register(ref.id, { useFactory: () => this.resolve(ref) });
    }
    return () => this.unregister(reg);
  }

  resolve<T>(ref: ServiceRef<T>): T {
    this.assertAlive();
    const reg = this.lookup(ref.id);
    if (!reg) throw new Error(this.unknown(ref.id));
    return reg.get() as T;
  }

  isRegistered(ref: ServiceRef<unknown>): boolean {
    return this.lookup(ref.id) !== undefined;
  }

  /** Ids of the services this container resolves: its own and its ancestors'. */
  registeredIds(): string[] {
    return [...new Set([...this.entries.keys(), ...(this.parent?.registeredIds() ?? [])])];
  }

  /** A child container (one per plugin); its own registrations die with it. */
  createChild(name: string): Container {
    this.assertAlive();
    return new Container(this.inner.createChildContainer(), name, this);
  }

  async dispose(): Promise<void> {
    if (this.disposed) return;
    this.disposed = true;
    const built = [...this.built].reverse();
    this.built.clear();
    for (const reg of this.entries.values()) reg.removed = true;
    this.entries.clear();
    this.gone.clear();
    for (const reg of built) {
      if (isDisposable(reg.value)) await reg.value.dispose();
    }
  }

  private lookup(id: string): Registration | undefined {
    return this.entries.get(id) ?? this.parent?.lookup(id);
  }

  /** Whether `id` was registered here or in an ancestor and removed since, and by whom. */
  private removal(id: string): { owner: string | undefined } | undefined {
    return this.gone.has(id) ? { owner: this.gone.get(id) } : this.parent?.removal(id);
  }

  private unknown(id: string): string {
    const removed = this.removal(id);
    if (!removed) return `PORTICO_E_UNKNOWN_SERVICE: no service registered for "${id}" (container "${this.name}")`;
    const why = removed.owner ? `its provider (${removed.owner}) was unloaded` : 'its registration was removed';
    return `PORTICO_E_UNKNOWN_SERVICE: service "${id}" is no longer registered: ${why} (container "${this.name}")`;
  }

  private unregister(reg: Registration): void | Promise<void> {
    if (reg.removed) return;
    reg.removed = true;
    if (this.entries.get(reg.id) === reg) {
      this.entries.delete(reg.id);
      this.gone.set(reg.id, reg.owner);
    }
    if (!this.built.delete(reg)) return;
    const instance = reg.value;
    reg.value = undefined;
    if (isDisposable(instance)) return instance.dispose();
  }

  private assertAlive() {
    if (this.disposed) throw new Error(`PORTICO_E_CONTAINER_DISPOSED: container "${this.name}" is disposed`);
  }
}

/** Marks a class as constructible by the container. */
export const injectable = tsyringeInjectable;

/** Names the service a constructor parameter receives. Always required: bundlers emit no decorator metadata. */
export function inject<T>(ref: ServiceRef<T>): ParameterDecorator {
  return tsyringeInject(ref.id) as ParameterDecorator;
}
