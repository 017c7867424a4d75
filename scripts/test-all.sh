#!/usr/bin/env bash
# `npm test`: lint (layers + types), Vitest, the test builds, Playwright e2e against the built
# portal in the Chromium scripts/find-browser.sh finds or installs; under CI (or PORTICO_NODE_LTS=1)
# the release build on the current Node LTS and Vitest once more on it (scripts/node-lts.sh). Ends with one line
# "N passed, N failed" (Vitest and Playwright counts added up, the LTS leg's too; a failed lint or
# build counts as one failure each, a report that is missing — an LTS install that failed, no
# browser — as one each). Exit status is non-zero on any failure.
set -u
cd "$(dirname "$0")/.."
OUT=.reports  # not test-results/: Playwright empties that folder when it starts
mkdir -p "$OUT"
rm -f "$OUT/vitest.json" "$OUT/vitest-lts.json" "$OUT/playwright.json" "$OUT/playwright-timed.json" "$OUT/lts-bin"
extra_failed=0
started=$SECONDS
# A phase's header, with the minutes and seconds since the start (the suite's own time, per phase).
phase() { printf '── %s ── (%dm%02ds)\n' "$1" $(((SECONDS - started) / 60)) $(((SECONDS - started) % 60)); }

# Under CI (or PORTICO_NODE_LTS=1) the current Node LTS joins in: found or installed beside the lint
# (network, not CPU), it makes the release build that the nginx specs serve, then runs Vitest.
lts=0
if [ -n "${CI:-}" ] || [ "${PORTICO_NODE_LTS:-0}" = 1 ]; then lts=1; fi
if [ "$lts" = 1 ]; then
  bash scripts/node-lts-bin.sh >"$OUT/lts-bin" 2>"$OUT/lts-install.log" &
  lts_finding=$!
fi

phase "lint (eslint, prettier, tsc)"
if ! npm run --silent lint; then echo "lint failed"; extra_failed=$((extra_failed + 1)); fi

phase "vitest"
# Coverage is `npm run test:coverage`'s (it costs ~15 % of the Vitest run: 206 → 236 s on
# core+sdk+ui at the same load); PORTICO_COVERAGE=1 turns it on here too.
coverage=()
if [ "${PORTICO_COVERAGE:-0}" = 1 ]; then coverage=(--coverage); fi
npx vitest run "${coverage[@]}" --reporter=default --reporter=json --outputFile.json="$OUT/vitest.json"

phase "build"
# dist-e2e/ with dev tools (the e2e suite reads window.__portico) and the release build dist-release/
# (served behind nginx by tests/e2e/nginx.spec.ts with deploy/nginx.conf); dist/ is npm run build's.
lts_bin=""
if [ "$lts" = 1 ]; then
  if wait "$lts_finding"; then lts_bin="$(cat "$OUT/lts-bin")"; else cat "$OUT/lts-install.log"; fi
fi
if ! PORTICO_RELEASE_NODE_BIN="$lts_bin" npm run --silent build:e2e; then
  echo "build failed"
  extra_failed=$((extra_failed + 1))
fi

phase "browser"
# A missing browser is one line here and one failure below ("playwright report missing").
if PORTICO_CHROMIUM="$(bash scripts/find-browser.sh)"; then
  export PORTICO_CHROMIUM
  echo "Chromium: $PORTICO_CHROMIUM"
  phase "playwright"
  # The workers of playwright.config.ts (PORTICO_E2E_WORKERS), then the tests tagged @timed — what
  # they assert is a time measured in the browser or the harness (long tasks while typing, a rebuild
  # within its goal) — on one worker with nothing beside them.
  PLAYWRIGHT_JSON_OUTPUT_NAME="$OUT/playwright.json" npx playwright test --grep-invert @timed --reporter=list,json
  phase "playwright @timed, one worker"
  # Its own output folder: Playwright empties the one it writes to, and the first pass's traces of a
  # failed test must survive.
  PLAYWRIGHT_JSON_OUTPUT_NAME="$OUT/playwright-timed.json" npx playwright test --grep @timed --workers=1 \
    --output=test-results/timed --reporter=list,json
fi

lts_report=()
if [ "$lts" = 1 ]; then
  phase "vitest on the current Node LTS"
  # The same Vitest suite on the Node of .nvmrc (the machines run Node 20): its counts join the
  # total, and a leg that fails before Vitest reports (install, build) counts as a failure. The
  # release build was made on that Node above when it was found; else the leg tries again itself.
  lts_report=(--vitest "$OUT/vitest-lts.json")
  built=0
  if [ -n "$lts_bin" ]; then built=1; fi
  PORTICO_LTS_RELEASE_BUILT=$built bash scripts/node-lts.sh --reporter=default --reporter=json \
    --outputFile.json="$OUT/vitest-lts.json"
fi

phase "done"
node scripts/count-results.mjs --vitest "$OUT/vitest.json" "${lts_report[@]}" \
  --playwright "$OUT/playwright.json" --playwright "$OUT/playwright-timed.json" --failed "$extra_failed"
