#!/usr/bin/env bash
# `npm run test:flaky -- <spec...>`: each spec five times in a row on one node while the machine is busy with the unit
# and API tests, as CI's machine is. A spec that fails once here would fail CI some day: fix it before it lands.
set -uo pipefail
cd "$(dirname "$0")/.."
[ $# -gt 0 ] || { echo "usage: npm run test:flaky -- <spec file or pattern...>" >&2; exit 2; }
[ -f dist/index.html ] || npx vite build --logLevel warn
mkdir -p test-results
# The load: vitest over and over, in a process group of its own so that it all stops with the specs.
setsid bash -c 'while :; do npx vitest run >/dev/null 2>&1; done' &
load=$!
trap 'kill -- -"$load" 2>/dev/null' EXIT
E2E_PORT=${E2E_PORT:-4183} npx playwright test --repeat-each=5 "$@"
