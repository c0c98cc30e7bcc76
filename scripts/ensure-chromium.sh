#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium; browser downloads by test tools fail on these machines.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
  echo "Chromium is missing at $browser: install Debian's chromium package, or set CHROMIUM_PATH." >&2
  exit 1
fi
echo "Installing Chromium with apt-get..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
