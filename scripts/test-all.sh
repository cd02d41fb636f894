#!/usr/bin/env bash
# `npm test`: every check, cheapest first; stops at the first failing stage and says which.
set -uo pipefail
cd "$(dirname "$0")/.."

stage() {
  local name=$1
  shift
  echo
  echo "=== $name"
  local start=$SECONDS
  if ! "$@"; then
    echo "=== FAILED: $name" >&2
    exit 1
  fi
  echo "=== $name: ok ($((SECONDS - start)) s)"
}

stage "system dependencies (Chromium, Redis, PostgreSQL)" bash scripts/install-system-deps.sh
stage "typecheck" npx tsc --noEmit
stage "unit tests (plugins, config, content)" npm run --silent test:unit
stage "samples (examples/)" npm run --silent test:examples
stage "samples as CommonJS (the variants the pages show)" npm run --silent test:examples:cjs
stage "samples against the newest Socket.IO releases (scratch copy)" npm run --silent check:latest
stage "demo server" npm run --silent test:demo-server
stage "production build, all locales (broken links fail it)" npm run --silent build
stage "routes of the pt-br edition" npm run --silent test:site
stage "browser tests (Chromium)" npm run --silent test:e2e
echo
echo "All test stages passed."
