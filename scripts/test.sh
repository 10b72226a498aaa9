#!/usr/bin/env bash
# Every check of every package, in order; exits non-zero on any failure and ends with one
# summary line ("N passed, N failed"). Called by `npm test` after bootstrap.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .reports
rm -f .reports/*.json
rm -f .reports/steps.txt
failed=0
SECONDS=0

# The machine's busy CPU time (user, nice, system, interrupts, steal) and its whole CPU time, in
# clock ticks, from /proc/stat. Counted machine-wide: a step's browsers are not all children this
# shell waits for, and on a quiet machine what is busy during a step is the step.
cpu_ticks() {
  local _ user nice system idle iowait irq softirq steal
  read -r _ user nice system idle iowait irq softirq steal _ </proc/stat
  BUSY=$((user + nice + system + irq + softirq + steal))
  ALL=$((BUSY + idle + iowait))
}

cpu_ticks
run_busy=$BUSY run_all=$ALL

# Runs one step and records its line; returns non-zero when the step failed, so that a step run in
# the background can report through `wait`.
step() {
  local name=$1; shift
  local started=$SECONDS status=ok busy_before all_before
  cpu_ticks
  busy_before=$BUSY all_before=$ALL
  echo
  echo "━━ $name"
  "$@" || { status=failed; failed=1; }
  cpu_ticks
  # CPU seconds the machine was busy during the step, and its share of all the cores' time.
  echo "$name|$status|$((SECONDS - started))|$(((BUSY - busy_before) / $(getconf CLK_TCK)))|$(((100 * (BUSY - busy_before)) / (ALL - all_before + 1)))" >>.reports/steps.txt
  [ "$status" = ok ]
}

# first-run mostly waits (an install from pnpm's store, a demo starting, a browser loading a page):
# it runs beside the type check, and its output is printed whole once it ends.
step first-run pnpm --silent --filter @ws/scripts first-run >.reports/first-run.log 2>&1 &
first_run=$!
step typecheck pnpm -r --workspace-concurrency=2 typecheck
wait "$first_run" || failed=1
cat .reports/first-run.log
# Lint is both checks the house declares: ESLint's rules, and Prettier's format of every file.
# Prettier works on one core: it checks beside ESLint instead of after it.
step lint sh -c 'pnpm exec prettier --check --log-level warn . & p=$!; pnpm exec eslint --max-warnings 0 --concurrency 2 .; e=$?; wait $p && [ $e -eq 0 ]'
step knip pnpm exec knip --no-progress
# The browser tests' build is made while the unit tests leave a core idle (their tail is a few long
# files), and the browser step serves it.
pnpm --silent --filter @ws/web exec tsx e2e/serve-build.ts --build-only >.reports/e2e-build.log 2>&1 &
e2e_build=$!
step tests pnpm exec vitest run --reporter=default --reporter=json --outputFile.json=.reports/vitest.json
# Benches are not timed tests: each runs once on a tiny setting, so a broken bench fails here.
# The smoke mostly waits (servers starting, a browser loading pages) and the pact verification keeps
# about one core busy, so the two run side by side; each keeps its own line, and the bench's output
# is printed whole once it ends. Neither runs beside the browser step: tried, its pages slowed by
# about as much as the two took (the whole run 17m02s), since a page that waits polls more.
step bench-smoke pnpm --silent --filter @ws/scripts bench:smoke >.reports/bench-smoke.log 2>&1 &
bench_smoke=$!
step contracts pnpm --filter @ws/mock-server exec vitest run -c pact/vitest.config.ts --reporter=default --reporter=json --outputFile.json="$PWD/.reports/contracts.json"
wait "$bench_smoke" || failed=1
cat .reports/bench-smoke.log
wait "$e2e_build" || { cat .reports/e2e-build.log; failed=1; }
step browser env E2E_PREBUILT=1 PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/.reports/playwright.json" \
  pnpm exec playwright test -c web/playwright.config.ts --reporter=list,json

# The whole run, which is less than the sum of the steps when some ran side by side.
cpu_ticks
echo "$SECONDS|$(((BUSY - run_busy) / $(getconf CLK_TCK)))|$(((100 * (BUSY - run_busy)) / (ALL - run_all + 1)))" >.reports/run.txt

echo
node scripts/summary.mjs
[ "$failed" -eq 0 ]
