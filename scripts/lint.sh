#!/usr/bin/env bash
# `npm run lint`: ESLint (layers, hooks, the project's rules), Prettier and the type check. ESLint
# takes most of the time on one core; Prettier and tsc run beside it on the other. Each tool's
# output is printed whole once it has finished; the status is non-zero if any of them failed.
set -u
cd "$(dirname "$0")/.."
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
npx eslint . >"$out/eslint" 2>&1 &
eslint=$!
{ npx prettier --check . && npx tsc -p tsconfig.json --noEmit; } >"$out/rest" 2>&1 &
rest=$!
status=0
wait "$eslint" || { status=1; echo "eslint failed:"; }
cat "$out/eslint"
wait "$rest" || { status=1; echo "prettier or tsc failed:"; }
cat "$out/rest"
exit "$status"
