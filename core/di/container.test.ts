import { describe, expect, it, vi } from 'vitest';
import { Container, inject, injectable, serviceRef } from './index';

interface Clock { now(): number }
const clockRef = serviceRef<Clock>('core.clock');
const greeterRef = serviceRef<{ greet(): string }>('plugin.test.greeter');

@injectable()
class Greeter {
  constructor(@inject(clockRef) private readonly clock: Clock) {}
  greet() { return `t=${this.clock.now()}`; }
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

  it('refuses ids without a namespace', () => {
    expect(() => serviceRef('request')).toThrow(/PORTICO_E_SERVICE_REF/);
  });
});
