import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApiReport, TESTING_REPORT, type ApiReport } from '../scripts/api-report';

// What plugin authors test with is a contract too: testing/api-report.md lists every export of
// @portico/sdk/testing, so a change to the tester or renderPortal is a reviewed change of that file.
describe('@portico/sdk/testing API report', () => {
  let report: ApiReport;
  // One TypeScript program of the testing entry: a few seconds, more on a busy machine.
  beforeAll(() => {
    report = buildApiReport(TESTING_REPORT);
  }, 120_000);

  it('matches the committed testing/api-report.md', () => {
    const committed = readFileSync(
      join(dirname(fileURLToPath(import.meta.url)), '..', TESTING_REPORT.reportPath),
      'utf8',
    );
    expect(
      report.text,
      `${TESTING_REPORT.reportPath} is out of date with ${TESTING_REPORT.entry}: run \`npm run api-report\` and commit the file`,
    ).toBe(committed);
  });

  it('has TSDoc on every export', () => {
    expect(report.undocumented, 'exports without TSDoc on their declaration or on their export specifier').toEqual([]);
  });

  it('has no `any` in its signatures', () => {
    expect(report.withAny, 'exports whose signature mentions `any`').toEqual([]);
  });
});
