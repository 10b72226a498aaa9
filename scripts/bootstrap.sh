#!/usr/bin/env bash
# Sourced by scripts/run.sh: installs what is missing on a fresh machine (pnpm, dependencies and,
# for browser tests, Chromium from Debian's packages). Needs only Node 20.19+ and npm.
export PACT_DO_NOT_TRACK=true
export SCARF_ANALYTICS=false
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

ensure_pnpm() {
  command -v pnpm >/dev/null 2>&1 && return 0
  echo "› installing pnpm 10"
  if ! npm install -g pnpm@10 >/dev/null 2>&1; then
    # Not allowed to write the global prefix (not root): keep a project-local copy instead.
    npm install --no-save --prefix .cache/pnpm pnpm@10 >/dev/null
    export PATH="$PWD/.cache/pnpm/node_modules/.bin:$PATH"
  fi
}

ensure_dependencies() {
  echo "› installing dependencies (pnpm install)"
  pnpm install --frozen-lockfile --prefer-offline --reporter=silent
}

ensure_chromium() {
  if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then return 0; fi
  if [ -x /usr/bin/chromium ]; then export CHROMIUM_PATH=/usr/bin/chromium; return 0; fi
  if [ "$(id -u)" = "0" ]; then
    echo "› installing Chromium from Debian's packages"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation >/dev/null
    export CHROMIUM_PATH=/usr/bin/chromium
    return 0
  fi
  echo "Chromium is missing. Run as root:  apt-get update && apt-get install -y chromium"
  echo "or set CHROMIUM_PATH to an existing Chromium binary."
  return 1
}

# The browser tests' Chromium: Debian's headless shell, the build Playwright itself runs headless,
# which spends about a fifth less CPU than the full browser on the same tests. Without it (not root,
# no package), the tests run in the full browser of ensure_chromium.
ensure_headless_shell() {
  local shell=/usr/bin/chromium-headless-shell
  if [ ! -x "$shell" ] && [ "$(id -u)" = "0" ]; then
    echo "› installing Chromium's headless shell from Debian's packages"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null 2>&1 ||
      { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null 2>&1; } ||
      true
  fi
  if [ -x "$shell" ]; then export CHROMIUM_HEADLESS_SHELL=$shell; fi
  return 0
}
