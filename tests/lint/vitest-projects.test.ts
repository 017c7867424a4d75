import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOCKING_DOM_FILES, NODE_SIDE } from '../vitest-projects';

const ROOT = join(import.meta.dirname, '../..');
const DIRS = ['core', 'dev', 'sdk', 'ui', 'ads', 'shell', 'testing', 'plugins', 'host', 'examples', 'scripts', 'tests'];
/** Node-side files run isolated anyway (the `node` project). */
const NODE_DIRS = NODE_SIDE.map((glob) => `${glob.split('/**')[0]}/`);
const isNodeSide = (file: string) => file.endsWith('.test.ts') && NODE_DIRS.some((dir) => file.startsWith(dir));
const MOCKS = /\bvi\.(mock|doMock)\(/;

/** Test files that replace a module with `vi.mock` or `vi.doMock`. */
function mockingFiles(): string[] {
  return DIRS.flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .map((f) => `${dir}/${f.split('\\').join('/')}`)
      .filter((f) => /\.test\.tsx?$/.test(f) && !f.includes('node_modules/') && !f.includes('/fixtures/')),
  )
    .filter((file) => MOCKS.test(readFileSync(join(ROOT, file), 'utf8')))
    .sort();
}

describe('Vitest projects: the jsdom files that mock a module run isolated', () => {
  it('lists exactly the jsdom test files that call vi.mock (MOCKING_DOM_FILES)', () => {
    expect(mockingFiles().filter((f) => !isNodeSide(f))).toEqual([...MOCKING_DOM_FILES].sort());
  });
});
