/**
 * The surface test every API report gets (sdk/, ui/, testing/, each plugin's public face): the
 * committed report matches the entry as it is, every export has TSDoc, no signature says `any`.
 * A `*.api-surface.test.ts` beside each entry calls it with its {@link ReportTarget}.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApiReport, ROOT, type ApiReport, type ReportTarget } from './api-report';

/** Options of {@link describeApiReport}. */
export interface SurfaceLimits {
  /** Most exports the entry may have (the contract's budget), when it has one. */
  readonly maxExports?: number;
}

/** Declares the surface tests of one report. */
export function describeApiReport(target: ReportTarget, limits: SurfaceLimits = {}): void {
  describe(`${target.packageName} API report`, () => {
    let report: ApiReport;
    // One TypeScript program of the entry: a few seconds, more on a busy machine.
    beforeAll(() => {
      report = buildApiReport(target);
    }, 120_000);

    it(`matches the committed ${target.reportPath}`, () => {
      const committed = readFileSync(join(ROOT, target.reportPath), 'utf8');
      expect(
        report.text,
        `${target.reportPath} is out of date with ${target.entry}: run \`npm run api-report\` and commit the file`,
      ).toBe(committed);
    });

    it('has TSDoc on every export', () => {
      expect(report.undocumented, 'exports without TSDoc on their declaration or on their export specifier').toEqual(
        [],
      );
    });

    it('has no `any` in its signatures', () => {
      expect(report.withAny, 'exports whose signature mentions `any`').toEqual([]);
    });

    if (limits.maxExports !== undefined) {
      const max = limits.maxExports;
      it(`has at most ${max} exports`, () => {
        expect(report.entries.length, `${target.packageName} exports`).toBeLessThanOrEqual(max);
      });
    }
  });
}
