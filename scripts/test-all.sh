#!/usr/bin/env bash
# `npm test`: lint (layers + types), Vitest, production build, Playwright e2e against the built
# portal. Ends with one line "N passed, N failed" (Vitest and Playwright counts added up; a
# failed lint or build counts as one failure each). Exit status is non-zero on any failure.
set -u
cd "$(dirname "$0")/.."
OUT=.reports  # not test-results/: Playwright empties that folder when it starts
mkdir -p "$OUT"
rm -f "$OUT/vitest.json" "$OUT/playwright.json"
extra_failed=0

echo "── lint (eslint + tsc) ──"
if ! npm run --silent lint; then echo "lint failed"; extra_failed=$((extra_failed + 1)); fi

echo "── vitest ──"
npx vitest run --reporter=default --reporter=json --outputFile.json="$OUT/vitest.json"

echo "── build ──"
if ! npm run --silent build; then echo "build failed"; extra_failed=$((extra_failed + 1)); fi

echo "── playwright ──"
PLAYWRIGHT_JSON_OUTPUT_NAME="$OUT/playwright.json" npx playwright test --reporter=list,json

node scripts/count-results.mjs "$OUT/vitest.json" "$OUT/playwright.json" "$extra_failed"
