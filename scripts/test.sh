#!/usr/bin/env bash
# `npm test`: the whole suite in lanes, each promise kept once where a failure can appear (README 'Tests'), and a
# table of each step's time at the end. Steps that do not wait on each other run side by side, each to its own log.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results/lanes
LOGS=test-results/lanes

# Rows of the time table: "step|seconds|result". .ci/run passes the install's row in TEST_TIMES_BEFORE.
ROWS=()
[ -n "${TEST_TIMES_BEFORE:-}" ] && ROWS+=("$TEST_TIMES_BEFORE")
STATUS=0
BEGAN=$SECONDS

table() {
  echo
  echo "== time per step"
  printf '%-52s %8s  %s\n' step seconds result
  local row name seconds result
  for row in "${ROWS[@]}"; do
    IFS='|' read -r name seconds result <<<"$row"
    printf '%-52s %8s  %s\n' "$name" "$seconds" "$result"
  done
  printf '%-52s %8s\n' "npm test in all" "$((SECONDS - BEGAN))"
}
# What failed, after everything else: a long run's log is read from its end, where the first lanes' logs are long gone.
FAILED_LOGS=()
failures() {
  [ ${#FAILED_LOGS[@]} -gt 0 ] || return 0
  echo
  echo "== what failed"
  local log
  for log in "${FAILED_LOGS[@]}"; do
    echo "-- $(basename "$log" .log)"
    # Colour codes out first. Vitest's summary of failed tests, from its "Failed Tests" rule; else Playwright's
    # numbered failures and its closing count. Errors that tests log on purpose stay out.
    local plain
    plain=$(sed 's/\x1b\[[0-9;]*m//g' "$log")
    if grep -q 'Failed Tests [0-9]' <<<"$plain"; then
      awk '/Failed Tests [0-9]+/ { on = 1 } on' <<<"$plain" | cut -c1-240 | head -80
    else
      grep -E -A 12 '^ +[0-9]+\) |^ +[0-9]+ (failed|flaky|did not run)' <<<"$plain" | cut -c1-240 | head -80
    fi
  done
}
trap 'failures; table' EXIT

# One step in the foreground: its output as it comes.
step() {
  local name=$1 t0=$SECONDS result=ok
  shift
  echo "== $name"
  "$@" || { result=FAILED; STATUS=1; }
  ROWS+=("$name|$((SECONDS - t0))|$result")
}

# Lanes side by side: each lane runs its steps ("name::command") one after another in the background, each step to
# its own log and row; `lanes_end` waits for every lane and shows the logs. A failed step does not stop its lane.
LANE_PIDS=()
LANE_STEPS=()
lane() {
  local spec
  for spec in "$@"; do
    LANE_STEPS+=("${spec%%::*}")
    echo "== ${spec%%::*} (in a lane)"
  done
  (
    for spec in "$@"; do
      name=${spec%%::*}
      t0=$SECONDS
      if bash -c "${spec#*::}" >"$LOGS/$name.log" 2>&1; then result=ok; else result=FAILED; fi
      echo "$name|$((SECONDS - t0))|$result" >"$LOGS/$name.time"
    done
  ) &
  LANE_PIDS+=($!)
}
lanes_end() {
  local name
  wait "${LANE_PIDS[@]}"
  for name in "${LANE_STEPS[@]}"; do
    echo "-- $name"
    cat "$LOGS/$name.log"
    ROWS+=("$(cat "$LOGS/$name.time")")
    grep -q '|FAILED$' "$LOGS/$name.time" && { STATUS=1; FAILED_LOGS+=("$LOGS/$name.log"); }
  done
  LANE_PIDS=()
  LANE_STEPS=()
  return 0
}

# Debian's packages the suite runs: Chromium for the browser lanes, PostgreSQL and HAProxy for the PostgreSQL and
# cluster steps. Installed once here, before the lanes start, so no two lanes wait on apt's lock at once.
MISSING=()
SERVERS=()
[ -x /usr/bin/chromium ] || MISSING+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || SERVERS+=(postgresql postgresql-contrib)
command -v haproxy >/dev/null || SERVERS+=(haproxy)
if [ ${#MISSING[@]} -gt 0 ] || [ ${#SERVERS[@]} -gt 0 ]; then
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  apt="DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq"
  step "install Debian's ${MISSING[*]} ${SERVERS[*]}" bash -c "$sudo apt-get update -qq \
    && { [ -z '${MISSING[*]}' ] || $apt ${MISSING[*]} >/dev/null; } \
    && { [ -z '${SERVERS[*]}' ] || $apt --no-install-recommends ${SERVERS[*]} >/dev/null; }"
fi

# The API files that run again on PostgreSQL: those touching what api/db/dialect.ts makes differ (README 'Tests'); and
# those that run again with the files in object storage.
POSTGRES_FILES=$(grep -v -e '^#' -e '^$' tests/api/on-postgres.txt | tr '\n' ' ')
OBJECT_STORAGE_FILES=$(grep -v -e '^#' -e '^$' tests/api/on-object-storage.txt | tr '\n' ' ')

# Format and lint first: seconds, and a wrong format fails before the long lanes start. The build the browser lanes
# run on takes seconds too.
step "format and lint (biome)" npx biome check
step "build" npx vite build --logLevel warn
# Three lanes side by side keep both cores busy to the end: the browser halves are the long ones, the first followed by
# the cluster's failover test and the file tests on object storage, the lighter second one after the typecheck; the third runs the API files on SQLite, then on PostgreSQL, then the two-node specs.
# The halves share one list of the pages axe has checked (tests/e2e/fixtures.ts): each page is checked once per run.
export E2E_CHECKED_PAGES=$LOGS/checked-pages.txt
rm -f "$E2E_CHECKED_PAGES"
lane "browser, one node, half 1::E2E_PORT=4173 npx playwright test --shard=1/2" \
  "the cluster losing a node (HAProxy)::npm run --silent test:cluster" \
  "API file tests on object storage::npx tsx scripts/throwaway-s3.ts npx vitest run --project server $OBJECT_STORAGE_FILES"
lane "typecheck::npm run --silent typecheck" \
  "browser, one node, half 2::E2E_PORT=4174 npx playwright test --shard=2/2"
lane "unit and API tests on SQLite::npm run --silent test:unit" \
  "API tests on PostgreSQL::npx tsx scripts/throwaway-postgres.ts npx vitest run $POSTGRES_FILES" \
  "browser, two nodes on PostgreSQL, @cluster::E2E_PORT=4175 E2E_CLUSTER=1 npx playwright test"
lanes_end

exit "$STATUS"
