#!/usr/bin/env bash
# `npm test`: typecheck, unit and API tests (API tests on SQLite and on PostgreSQL), then the browser tests against a
# fresh server on a built app.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's chromium for the browser tests..."
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
fi

echo "== typecheck"; npm run --silent typecheck
echo "== unit and API tests (SQLite)"; npx vitest run
# The API suite again on PostgreSQL: a throwaway server on loopback, each test file on a database of its own.
echo "== API tests (PostgreSQL)"; npx tsx scripts/throwaway-postgres.ts npx vitest run tests/api
echo "== build"; npx vite build --logLevel warn
echo "== browser tests, in two halves side by side (each its own server, database and browser)"
mkdir -p test-results
npx playwright test --shard=1/2 > test-results/e2e-half-1.log 2>&1 & first=$!
E2E_PORT=4174 npx playwright test --shard=2/2 > test-results/e2e-half-2.log 2>&1 & second=$!
status=0
wait "$first" || status=1
wait "$second" || status=1
cat test-results/e2e-half-1.log test-results/e2e-half-2.log
exit "$status"
