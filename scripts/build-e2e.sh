#!/usr/bin/env bash
# `npm run build:e2e`: the builds the e2e suite serves — dist-e2e/ (release build with dev tools,
# the specs read window.__portico) and dist-release/ (behind nginx in tests/e2e/nginx.spec.ts) —
# side by side: rollup keeps about one core busy, so two builds on two cores take little more than
# one. Then the example remote sub-app and the example remote plugin (into both builds).
# PORTICO_RELEASE_NODE_BIN (a folder with `node`): the release build runs on that Node — `npm test`
# under CI passes the current LTS's, so the build the nginx specs serve was made on it.
set -eu
cd "$(dirname "$0")/.."
npm run --silent build:subapp
PORTICO_DEV_TOOLS=1 PORTICO_OUT_DIR=dist-e2e npx rollup -c rollup.config.mjs &
e2e=$!
(
  if [ -n "${PORTICO_RELEASE_NODE_BIN:-}" ]; then export PATH="$PORTICO_RELEASE_NODE_BIN:$PATH"; fi
  echo "dist-release/ on Node $(node -v)"
  PORTICO_OUT_DIR=dist-release npx rollup -c rollup.config.mjs
) &
release=$!
status=0
wait "$e2e" || status=1
wait "$release" || status=1
[ "$status" = 0 ] || { echo "build:e2e: a rollup build failed"; exit 1; }
npm run --silent build:remote-example
