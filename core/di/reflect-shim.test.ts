import { describe, expect, it } from 'vitest';
import { Container, inject, injectable, serviceRef } from './index';

const nameRef = serviceRef<string>('plugin.test.name');
const countRef = serviceRef<number>('plugin.test.count');
const pairRef = serviceRef<{ pair(): string }>('plugin.test.pair');

@injectable()
class Pair {
  constructor(
    @inject(countRef) private readonly count: number,
    @inject(nameRef) private readonly name: string,
  ) {}
  pair() {
    return `${this.name}×${this.count}`;
  }
}

describe('Reflect metadata without the polyfill', () => {
  it('is the shim: reflect-metadata is not loaded', () => {
    // The polyfill defines Reflect.metadata (the decorator factory); the shim does not.
    expect((Reflect as unknown as Record<string, unknown>).metadata).toBeUndefined();
    expect(typeof Reflect.getMetadata).toBe('function');
  });

  it('tsyringe builds a class with several injected tokens, each in its place', () => {
    const c = Container.createRoot();
    c.register(nameRef, { useValue: 'a' });
    c.register(countRef, { useValue: 2 });
    c.register(pairRef, { useClass: Pair });
    expect(c.resolve(pairRef).pair()).toBe('a×2');
  });

  it('reads own metadata, and a base class’s through the prototype chain', () => {
    class Base {}
    class Derived extends Base {}
    Reflect.defineMetadata('k', 1, Base);
    expect(Reflect.getOwnMetadata('k', Derived)).toBeUndefined();
    expect(Reflect.getMetadata('k', Derived)).toBe(1);
    Reflect.defineMetadata('k', 2, Derived);
    expect(Reflect.getMetadata('k', Derived)).toBe(2);
    expect(Reflect.getMetadata('k', Base)).toBe(1);
  });
});
