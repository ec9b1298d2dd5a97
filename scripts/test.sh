#!/usr/bin/env bash
# `npm test`: typecheck, unit and API tests (API tests on SQLite and on PostgreSQL), then the browser tests against a
# fresh server on a built app and against two nodes on PostgreSQL.
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
echo "== browser tests: on one node on SQLite, then against two nodes on PostgreSQL behind the proxy (npm run cluster)"
# Two lanes side by side, each with one half of the specs: first on its own SQLite server, then on its own cluster
# (a throwaway PostgreSQL, two API nodes, the proxy). Each run has its own port, database and results folder.
mkdir -p test-results
lane() {
  local half=$1 port=$2 status=0
  E2E_PORT=$port npx playwright test --shard="$half"/2 > "test-results/e2e-half-$half.log" 2>&1 || status=1
  E2E_PORT=$((port + 2)) E2E_CLUSTER=1 npx playwright test --shard="$half"/2 > "test-results/e2e-cluster-half-$half.log" 2>&1 || status=1
  return "$status"
}
lane 1 4173 & first=$!
lane 2 4174 & second=$!
status=0
wait "$first" || status=1
wait "$second" || status=1
for log in test-results/e2e-half-1.log test-results/e2e-half-2.log test-results/e2e-cluster-half-1.log test-results/e2e-cluster-half-2.log; do
  echo "-- $log"; cat "$log"
done
exit "$status"
