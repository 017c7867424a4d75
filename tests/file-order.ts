import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files named in `PORTICO_VITEST_ORDER` (comma-separated, relative to the project root) run
 * first, in that order; the rest follow in Vitest's own order. With one worker and shared
 * environments (`--maxWorkers=1 --no-file-parallelism`) this replays an order in which one file
 * leaks into the next, where Vitest's own order depends on its results cache (failed files first,
 * then the slower ones).
 */
export class NamedFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root.replace(/\/$/, '');
    const order = (process.env.PORTICO_VITEST_ORDER ?? '')
      .split(',')
      .map((p) => p.trim().replace(/^\.\//, ''))
      .filter(Boolean);
    const rank = (spec: TestSpecification) => {
      const i = order.indexOf(spec.moduleId.slice(root.length + 1));
      return i < 0 ? order.length : i;
    };
    // Array#sort is stable: the files not named keep Vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
