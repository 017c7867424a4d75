#!/usr/bin/env bash
# `npm run test:node-lts [-- <vitest files or options>]`: the project on the current Node LTS (.nvmrc),
# while `engines` and the machines stay on Node 20.19+. Makes the release build into a temporary
# folder and runs Vitest (all of it, or what is given) under that Node (scripts/node-lts-bin.sh finds
# or installs it). PORTICO_LTS_RELEASE_BUILT=1 skips the build: `npm test` under CI has made
# dist-release/ on that Node already (scripts/build-e2e.sh), and the e2e suite served it.
set -eu
cd "$(dirname "$0")/.."
bin="$(bash scripts/node-lts-bin.sh)"
export PATH="$bin:$PATH"
major="$(tr -d 'v \n' <.nvmrc)"
echo "Node $(node -v)"

if [ "${PORTICO_LTS_RELEASE_BUILT:-0}" = 1 ]; then
  echo "── release build (Node $major): dist-release/, made by build:e2e ──"
else
  out="$(mktemp -d)"
  trap 'rm -rf "$out"' EXIT
  echo "── release build (Node $major) ──"
  PORTICO_OUT_DIR="$out/dist" npx rollup -c rollup.config.mjs
fi
echo "── vitest (Node $major) ──"
npx vitest run "$@"
