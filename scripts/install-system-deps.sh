#!/usr/bin/env bash
# Installs what the tests need beyond npm: Debian's Chromium (browser tests), Redis and PostgreSQL (adapter and
# demo samples), nginx (deploy/nginx.conf, tested in front of two demo servers). Does nothing for what is already
# there; says what to do when it cannot install (not root).
set -euo pipefail

missing=()
[ -x "${CHROME_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
command -v redis-server >/dev/null || [ -x /usr/bin/redis-server ] || missing+=(redis-server)
ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 || missing+=(postgresql)
[ -x /usr/sbin/nginx ] || missing+=(nginx)

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
  echo "Missing: ${missing[*]}. Install them with your package manager (Debian: apt-get install ${missing[*]})," >&2
  echo "or set CHROME_PATH to a Chromium/Chrome binary for the browser tests." >&2
  exit 1
fi

echo "Installing from Debian's packages: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
# The tests start their own throwaway servers: the ones Debian's packages start are not needed.
if command -v service >/dev/null; then
  service redis-server stop >/dev/null 2>&1 || true
  service postgresql stop >/dev/null 2>&1 || true
  service nginx stop >/dev/null 2>&1 || true
fi
