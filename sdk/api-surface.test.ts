import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApiReport, REPORT_PATH, type ApiReport } from '../scripts/api-report';

// The public API is explicit: sdk/api-report.md lists every export of @portico/sdk with its
// signature, so a change to the contract is a reviewed change of that file.
describe('@portico/sdk API report', () => {
  let report: ApiReport;
  // One TypeScript program of the SDK: a few seconds, more on a busy machine.
  beforeAll(() => {
    report = buildApiReport();
  }, 120_000);

  it('matches the committed sdk/api-report.md', () => {
    const committed = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', REPORT_PATH), 'utf8');
    expect(
      report.text,
      `${REPORT_PATH} is out of date with sdk/index.ts: run \`npm run api-report\` and commit the file`,
    ).toBe(committed);
  });

  it('has TSDoc on every export', () => {
    expect(report.undocumented, 'exports without TSDoc on their declaration or on their export specifier').toEqual([]);
  });

  it('has no `any` in its signatures', () => {
    expect(report.withAny, 'exports whose signature mentions `any`').toEqual([]);
  });
});
