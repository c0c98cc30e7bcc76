#!/usr/bin/env bash
# The tests drive Debian's Chromium and a real nginx; test tools' own browser downloads fail on these machines.
# No argument: what `npm test` needs. `chromium`: the full browser that the bench and the diagram renderer drive.
set -euo pipefail
nginx="${NGINX_PATH:-/usr/sbin/nginx}"
brotli_module=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so

missing=()
if [ "${1:-}" = chromium ]; then
  [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
else
  [ -x "${E2E_CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" ] || missing+=(chromium-headless-shell)
  [ -x "$nginx" ] || missing+=(nginx-light)
  [ -f "$brotli_module" ] || [ -n "${NGINX_PATH:-}" ] || missing+=(libnginx-mod-http-brotli-static)
fi
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
  echo "Missing tools: ${missing[*]}. Install Debian's packages, or set E2E_CHROMIUM_PATH / CHROMIUM_PATH / NGINX_PATH." >&2
  exit 1
fi
echo "Installing ${missing[*]} with apt-get..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
# The package starts a system nginx on port 80; the tests start their own.
if command -v service >/dev/null; then service nginx stop >/dev/null 2>&1 || true; fi
