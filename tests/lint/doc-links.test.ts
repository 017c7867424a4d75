import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { citingFiles, deadReferences, referencesIn } from './doc-links';

const ROOT = process.cwd();

describe('links and cited files in docs and comments', () => {
  it('finds what a doc links and cites, and what a comment cites', () => {
    const doc =
      'See [the core](../core/README.md#di), [site](https://x.test/a.md) and `ui/measure-retry.ts`; DESIGN.md.';
    expect(referencesIn('host/README.md', doc).sort()).toEqual([
      '../core/README.md',
      'DESIGN.md',
      'ui/measure-retry.ts',
    ]);
    const code =
      "// Boot (core/gone.ts).\nconst path = 'core/in-code-not-a-comment.ts';\n/** See ARCHITECTURE.md. */\n";
    expect(referencesIn('host/boot.ts', code).sort()).toEqual(['ARCHITECTURE.md', 'core/gone.ts']);
  });

  it('names a broken link, a cited file that is gone and a document that is not in the repository', () => {
    const dead = deadReferences(ROOT, ['tests/lint/fixtures/broken-links.md']);
    expect(dead.map((d) => d.target).sort()).toEqual([
      '../../../DESIGN.md',
      'DESIGN.md',
      'core/services/measure-retry.ts',
    ]);
  });

  it('every relative link and cited file of the repository resolves', () => {
    // The walk-through's plugin is the one its reader creates.
    const toBeCreated = { file: 'docs/write-a-plugin.md', target: 'plugins/todo-badge/plugin.test.tsx' };
    expect(deadReferences(ROOT, citingFiles(ROOT))).toEqual([toBeCreated]);
  });

  it('no README counts the tests of a file: a test run would prove it wrong', () => {
    const counted = citingFiles(ROOT)
      .filter((f) => f.endsWith('README.md'))
      .flatMap((f) =>
        readFileSync(f, 'utf8')
          .split('\n')
          .filter((line) => /\.test\.tsx?`?[^\n]*\(\d+ tests?\b/.test(line))
          .map((line) => `${f}: ${line.trim()}`),
      );
    expect(counted).toEqual([]);
  });
});
