#!/usr/bin/env bash
# Entry point of `npm run demo` and `npm test`: bootstrap, then hand over.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=bootstrap.sh
source scripts/bootstrap.sh
ensure_pnpm
ensure_dependencies
case "${1:-}" in
  demo) exec pnpm exec tsx scripts/demo.ts ;;
  test) ensure_chromium && exec bash scripts/test.sh ;;
  *) echo "usage: scripts/run.sh demo|test"; exit 2 ;;
esac
