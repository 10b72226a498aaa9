#!/usr/bin/env bash
# Entry point of `npm run demo`, `npm run dev` and `npm test`: bootstrap, then hand over.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=bootstrap.sh
source scripts/bootstrap.sh
ensure_pnpm
ensure_dependencies
case "${1:-}" in
  # Each binary runs in the package that declares it (tsx is @ws/scripts'), never from a global install.
  demo) echo "› starting the mock server and the web app" && exec pnpm --silent --filter @ws/scripts demo ;;
  dev) echo "› starting the mock server and the web app's dev server" && exec pnpm --silent --filter @ws/scripts dev ;;
  test) ensure_chromium && ensure_headless_shell && exec bash scripts/test.sh ;;
  *) echo "usage: scripts/run.sh demo|dev|test"; exit 2 ;;
esac
