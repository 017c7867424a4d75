import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes';
import { page } from './index';

describe('toolbox pages', () => {
  it('every route has its own page: none is left a bare title and one line (framedPages)', () => {
    const framed = ROUTES.filter((r) => page(r.path).name === 'FramedPage').map((r) => r.path);
    expect(framed).toEqual([]);
  });

  it('gives the same component for a path every time (React keeps its state)', () => {
    for (const r of ROUTES) expect(page(r.path)).toBe(page(r.path));
  });
});
