import { describe, expect, it, vi } from 'vitest';
import { Container, inject, injectable, serviceRef } from './index';

interface Clock {
  now(): number;
}
const clockRef = serviceRef<Clock>('core.clock');
const greeterRef = serviceRef<{ greet(): string }>('plugin.test.greeter');

@injectable()
class Greeter {
  constructor(@inject(clockRef) private readonly clock: Clock) {}
  greet() {
    return `t=${this.clock.now()}`;
  }
}

describe('Container', () => {
  it('resolves values, factories and classes with explicit inject', () => {
    const c = Container.createRoot();
    c.register(clockRef, { useValue: { now: () => 42 } });
    c.register(greeterRef, { useClass: Greeter });
    expect(c.resolve(greeterRef).greet()).toBe('t=42');
    expect(c.resolve(greeterRef)).toBe(c.resolve(greeterRef));
  });

  it('child containers see the parent and dispose their own instances only', async () => {
    const root = Container.createRoot();
    root.register(clockRef, { useValue: { now: () => 1 } });
    const dispose = vi.fn();
    const child = root.createChild('plugin:x');
    child.register(greeterRef, { useFactory: (r) => ({ greet: () => String(r.resolve(clockRef).now()), dispose }) });
    expect(child.resolve(greeterRef).greet()).toBe('1');
    expect(root.isRegistered(greeterRef)).toBe(false);
    await child.dispose();
    expect(dispose).toHaveBeenCalledOnce();
    expect(() => child.resolve(clockRef)).toThrow(/PORTICO_E_CONTAINER_DISPOSED/);
    expect(root.resolve(clockRef).now()).toBe(1);
  });

  it('reports unknown and duplicate services with codes', () => {
    const c = Container.createRoot();
    expect(() => c.resolve(clockRef)).toThrow(/PORTICO_E_UNKNOWN_SERVICE.*core\.clock/);
    c.register(clockRef, { useValue: { now: () => 0 } });
    expect(() => c.register(clockRef, { useValue: { now: () => 0 } })).toThrow(/PORTICO_E_DUPLICATE_SERVICE/);
  });

  it('a disposed registration is gone: its instance is disposed once and resolving names the provider', async () => {
    const root = Container.createRoot();
    root.register(clockRef, { useValue: { now: () => 7 } });
    const dispose = vi.fn();
    const unregister = root.register(
      greeterRef,
      { useFactory: () => ({ greet: () => 'hi', dispose }) },
      { owner: 'plugin "x"' },
    );
    const child = root.createChild('plugin:y');
    expect(child.resolve(greeterRef).greet()).toBe('hi');
    await unregister();
    await unregister();
    expect(dispose).toHaveBeenCalledOnce();
    expect(root.isRegistered(greeterRef)).toBe(false);
    expect(() => child.resolve(greeterRef)).toThrow(
      /PORTICO_E_UNKNOWN_SERVICE: service "plugin\.test\.greeter" is no longer registered: its provider \(plugin "x"\) was unloaded/,
    );
    await root.dispose();
    expect(dispose).toHaveBeenCalledOnce();
  });

  it('a removed service can be registered again; classes injecting it see the new one', () => {
    const root = Container.createRoot();
    const unregister = root.register(clockRef, { useValue: { now: () => 1 } });
    void unregister();
    expect(() => root.resolve(clockRef)).toThrow(/its registration was removed/);
    root.register(clockRef, { useValue: { now: () => 2 } });
    const child = root.createChild('plugin:z');
    child.register(greeterRef, { useClass: Greeter });
    expect(child.resolve(greeterRef).greet()).toBe('t=2');
    expect(child.registeredIds().sort()).toEqual(['core.clock', 'plugin.test.greeter']);
  });

  it('an instance never built is not built to be disposed; a useValue is left to its owner', async () => {
    const root = Container.createRoot();
    const factory = vi.fn(() => ({ greet: () => '', dispose: vi.fn() }));
    const value = { now: () => 0, dispose: vi.fn() };
    const a = root.register(greeterRef, { useFactory: factory });
    const b = root.register(clockRef, { useValue: value });
    await a();
    await b();
    expect(factory).not.toHaveBeenCalled();
    expect(value.dispose).not.toHaveBeenCalled();
  });

  it('refuses ids without a namespace', () => {
    expect(() => serviceRef('request')).toThrow(/PORTICO_E_SERVICE_REF/);
  });
});
