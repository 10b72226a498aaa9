#!/usr/bin/env bash
# Every check of every package, in order; exits non-zero on any failure and ends with one
# summary line ("N passed, N failed"). Called by `npm test` after bootstrap.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .reports
rm -f .reports/*.json
rm -f .reports/steps.txt
failed=0

# CPU seconds (user + system) of every child this shell has waited for, from bash's `times`. It runs
# in this shell and writes a file: in a command substitution it would be a fork with no children.
cpu_so_far() {
  times >.reports/times.txt
  CPU_SO_FAR=$(tail -n 1 .reports/times.txt | awk '{ s = 0; for (i = 1; i <= NF; i++) { split($i, t, "m"); s += t[1] * 60 + t[2] } printf "%d", s }')
}

step() {
  local name=$1; shift
  local started=$SECONDS status=ok cpu_before
  cpu_so_far
  cpu_before=$CPU_SO_FAR
  echo
  echo "━━ $name"
  "$@" || { status=failed; failed=1; }
  cpu_so_far
  # The CPU a step used beside its duration tells a busy machine from a slow step.
  echo "$name|$status|$((SECONDS - started))|$((CPU_SO_FAR - cpu_before))" >>.reports/steps.txt
}

step first-run pnpm --silent --filter @ws/scripts first-run
step typecheck pnpm -r --workspace-concurrency=2 typecheck
step lint pnpm exec eslint --max-warnings 0 --concurrency 2 .
step knip pnpm exec knip --no-progress --include dependencies,unlisted,binaries,files,unresolved
step tests pnpm exec vitest run --reporter=default --reporter=json --outputFile.json=.reports/vitest.json
step contracts pnpm --filter @ws/mock-server exec vitest run -c pact/vitest.config.ts --reporter=default --reporter=json --outputFile.json="$PWD/.reports/contracts.json"
step browser env PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/.reports/playwright.json" \
  pnpm exec playwright test -c web/playwright.config.ts --reporter=list,json

echo
node scripts/summary.mjs
[ "$failed" -eq 0 ]
