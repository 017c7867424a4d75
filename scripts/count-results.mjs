// Adds up Vitest and Playwright JSON reports into the one summary line CI reads.
import { existsSync, readFileSync } from 'node:fs';

// A fourth argument is the Vitest report of the current Node LTS leg (CI): a missing one is a failure.
const [vitestFile, playwrightFile, extra = '0', ltsFile] = process.argv.slice(2);
const read = (f) => (existsSync(f) ? JSON.parse(readFileSync(f, 'utf8')) : null);

let passed = 0;
let failed = Number(extra) || 0;
const vitest = read(vitestFile);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests + (vitest.numRuntimeErrorTestSuites ?? 0);
} else {
  console.log('vitest report missing');
  failed += 1;
}
if (ltsFile) {
  const lts = read(ltsFile);
  if (lts) {
    passed += lts.numPassedTests;
    failed += lts.numFailedTests + (lts.numRuntimeErrorTestSuites ?? 0);
  } else {
    console.log('vitest report of the Node LTS leg missing');
    failed += 1;
  }
}
const pw = read(playwrightFile);
if (pw?.stats) {
  passed += pw.stats.expected + pw.stats.flaky;
  failed += pw.stats.unexpected + (pw.errors?.length ?? 0);
} else {
  console.log('playwright report missing');
  failed += 1;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
