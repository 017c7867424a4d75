import { describe, expect, it } from 'vitest';
import { buildProblem, formatProblem } from './build-problem';

const ROOT = '/repo';

describe('a failed build, for the author', () => {
  it("reads esbuild's TypeScript error: file, line, column from 1, message and a frame with a caret", () => {
    // esbuild's column counts UTF-8 bytes (23: after the comma); the author counts characters.
    const err = Object.assign(new Error('[plugin esbuild] plugins/header/messages.ts: Unterminated string literal'), {
      plugin: 'esbuild',
      id: '/repo/plugins/header/messages.ts',
      errors: [
        {
          text: 'Unterminated string literal',
          location: { file: '/repo/plugins/header/messages.ts', line: 3, column: 23, lineText: "  brand: '营销平台," },
        },
      ],
    });
    const p = buildProblem(err, ROOT);
    expect(p).toEqual({
      file: 'plugins/header/messages.ts',
      line: 3,
      column: 16,
      message: 'Unterminated string literal',
      // Under the end of the line: the four characters of 营销平台 take two columns each.
      frame: "3 |   brand: '营销平台,\n  |                    ^",
    });
    expect(formatProblem(p)).toBe(`plugins/header/messages.ts:3:16 Unterminated string literal\n${p.frame}`);
  });

  it("reads Rollup's own error (a name that is not exported) with its frame", () => {
    const err = Object.assign(
      new Error(
        'plugins/header/tabs.ts (3:9): "MESSAGES" is not exported by "plugins/header/messages.ts", imported by "plugins/header/tabs.ts".',
      ),
      {
        code: 'MISSING_EXPORT',
        id: '/repo/plugins/header/tabs.ts',
        loc: { file: '/repo/plugins/header/tabs.ts', line: 3, column: 9 },
        frame: "3: import { MESSAGES as M } from './messages';\n            ^",
      },
    );
    expect(buildProblem(err, ROOT)).toEqual({
      file: 'plugins/header/tabs.ts',
      line: 3,
      column: 10,
      message: '"MESSAGES" is not exported by "plugins/header/messages.ts", imported by "plugins/header/tabs.ts".',
      frame: "3: import { MESSAGES as M } from './messages';\n            ^",
    });
  });

  it('keeps the message of an error without a place', () => {
    expect(formatProblem(buildProblem(new Error('Could not resolve entry module "host/main.tsx".'), ROOT))).toBe(
      'Could not resolve entry module "host/main.tsx".',
    );
  });
});
