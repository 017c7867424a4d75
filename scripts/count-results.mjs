// Adds up Vitest and Playwright JSON reports into the one summary line CI reads:
//   node scripts/count-results.mjs --vitest <json>… --playwright <json>… [--failed <n>]
// Each report named must exist (a missing one is one failure: its run never reported);
// --failed adds failures that have no report (a failed lint, build or install).
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    vitest: { type: 'string', multiple: true, default: [] },
    playwright: { type: 'string', multiple: true, default: [] },
    failed: { type: 'string', default: '0' },
  },
});
const read = (f) => (existsSync(f) ? JSON.parse(readFileSync(f, 'utf8')) : null);

let passed = 0;
let failed = Number(values.failed) || 0;
for (const file of values.vitest) {
  const vitest = read(file);
  if (vitest) {
    passed += vitest.numPassedTests;
    failed += vitest.numFailedTests + (vitest.numRuntimeErrorTestSuites ?? 0);
  } else {
    console.log(`vitest report missing: ${file}`);
    failed += 1;
  }
}
for (const file of values.playwright) {
  const pw = read(file);
  if (pw?.stats) {
    passed += pw.stats.expected + pw.stats.flaky;
    failed += pw.stats.unexpected + (pw.errors?.length ?? 0);
  } else {
    console.log(`playwright report missing: ${file}`);
    failed += 1;
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
