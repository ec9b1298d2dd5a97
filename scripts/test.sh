#!/usr/bin/env bash
# `npm test`: typecheck, unit and API tests, then the browser tests against a fresh server on a built app.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's chromium for the browser tests..."
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
fi

echo "== typecheck"; npm run --silent typecheck
echo "== unit and API tests"; npx vitest run
echo "== build"; npx vite build --logLevel warn
echo "== browser tests"; npx playwright test
