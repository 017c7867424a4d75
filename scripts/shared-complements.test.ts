import MagicString from 'magic-string';
import { parseAst } from 'rollup/parseAst';
import { describe, expect, it } from 'vitest';
import { bindToPortal, complementSource, PORTAL_PREFIX } from './shared-complements.mjs';

const bind = (code: string, names: Record<string, string>) =>
  bindToPortal(
    code,
    new Map(Object.entries(names).map(([own, name]) => [own, { specifier: 'lib', name }])),
    parseAst,
    MagicString,
  )?.toString() ?? null;

describe('a complement', () => {
  it('re-exports its left-out names from the package', () => {
    expect(complementSource('zod/mini', ['maxLength', 'enum'])).toBe('export { maxLength, enum } from "zod/mini";');
  });

  it("binds a copied module's shared names to the portal's, keeping the module's exports", () => {
    const code = [
      'const Context = createContext(null);',
      'export function useThing() { return useContext(Context); }',
      'export const a = 1, b = 2;',
      'export { Context as RouteContext };',
    ].join('\n');
    const out = bind(code, { RouteContext: 'UNSAFE_RouteContext', useThing: 'useThing', a: 'a' })!;
    const portal = JSON.stringify(PORTAL_PREFIX + 'lib');
    expect(out).toContain(`import { UNSAFE_RouteContext as Context } from ${portal};`);
    expect(out).toContain(`import { useThing as useThing } from ${portal};`);
    expect(out).toContain('const $portico_own_Context = createContext(null);');
    expect(out).toContain('function $portico_own_useThing() { return useContext(Context); }');
    expect(out).toContain('const $portico_own_a = 1, b = 2;');
    expect(out).toContain('export { Context as RouteContext };');
    expect(out).toContain('export { useThing, a, b };');
    expect(() => parseAst(out)).not.toThrow();
  });

  it('keeps its own binding of a name the module assigns to (an import cannot be assigned)', () => {
    expect(bind('export let state = 1; export function set(v) { state = v; }', { state: 'state' })).toBeNull();
  });
});
