import 'reflect-metadata';
import { container as rootTsyringe, type DependencyContainer, inject as tsyringeInject, injectable as tsyringeInjectable } from 'tsyringe';
import type { ServiceRef } from './service-ref';

/** How a service is provided: a ready value, a factory that may resolve other services, or a class. */
export type Provider<T> =
  | { useValue: T }
  | { useFactory: (resolver: ServiceResolver) => T }
  | { useClass: new (...args: never[]) => T };

/** Read-only view of a container. */
export interface ServiceResolver {
  resolve<T>(ref: ServiceRef<T>): T;
  isRegistered(ref: ServiceRef<unknown>): boolean;
}

type Disposable = { dispose(): void | Promise<void> };
const isDisposable = (v: unknown): v is Disposable =>
  typeof v === 'object' && v !== null && typeof (v as Disposable).dispose === 'function';

/**
 * The DI facade. tsyringe stays behind it: tokens are {@link ServiceRef}s, registrations are
 * singletons per container, child containers see their parent's services, and `dispose()`
 * disposes every instance this container created.
 */
export class Container implements ServiceResolver {
  private readonly owned = new Set<string>();
  private readonly instances: unknown[] = [];
  private disposed = false;

  private constructor(private readonly inner: DependencyContainer, readonly name: string) {}

  /** A fresh root container (not tsyringe's global one). */
  static createRoot(name = 'root'): Container {
    return new Container(rootTsyringe.createChildContainer(), name);
  }

  /** Registers a singleton; returns a disposer that forgets the registration's instance. */
  register<T>(ref: ServiceRef<T>, provider: Provider<T>): () => void {
    this.assertAlive();
    if (this.owned.has(ref.id)) {
      throw new Error(`PORTICO_E_DUPLICATE_SERVICE: service "${ref.id}" is already registered in container "${this.name}"`);
    }
    this.owned.add(ref.id);
    if ('useValue' in provider) {
      this.inner.register(ref.id, { useValue: provider.useValue });
    } else {
      let made = false;
      let value: T;
      const build =
        'useFactory' in provider
          ? () => provider.useFactory(this)
          : () => this.inner.resolve(provider.useClass as unknown as new () => T);
      this.inner.register(ref.id, {
        useFactory: () => {
          if (!made) {
            value = build();
            made = true;
            this.instances.push(value);
          }
          return value;
        },
      });
    }
    return () => this.owned.delete(ref.id);
  }

  resolve<T>(ref: ServiceRef<T>): T {
    this.assertAlive();
    if (!this.inner.isRegistered(ref.id, true)) {
      throw new Error(`PORTICO_E_UNKNOWN_SERVICE: no service registered for "${ref.id}" (container "${this.name}")`);
    }
    return this.inner.resolve<T>(ref.id);
  }

  isRegistered(ref: ServiceRef<unknown>): boolean {
    return this.inner.isRegistered(ref.id, true);
  }

  /** A child container (one per plugin); its own registrations die with it. */
  createChild(name: string): Container {
    this.assertAlive();
    return new Container(this.inner.createChildContainer(), name);
  }

  async dispose(): Promise<void> {
    if (this.disposed) return;
    this.disposed = true;
    for (const instance of this.instances.reverse()) {
      if (isDisposable(instance)) await instance.dispose();
    }
    this.instances.length = 0;
    this.owned.clear();
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
