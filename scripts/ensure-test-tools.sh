#!/usr/bin/env bash
# The tests drive Debian's Chromium and a real nginx; test tools' own browser downloads fail on these machines.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
nginx="${NGINX_PATH:-/usr/sbin/nginx}"
brotli_module=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so

missing=()
[ -x "$browser" ] || missing+=(chromium)
[ -x "$nginx" ] || missing+=(nginx-light)
[ -f "$brotli_module" ] || [ -n "${NGINX_PATH:-}" ] || missing+=(libnginx-mod-http-brotli-static)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
  echo "Missing test tools: ${missing[*]}. Install Debian's packages, or set CHROMIUM_PATH / NGINX_PATH." >&2
  exit 1
fi
echo "Installing ${missing[*]} with apt-get..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
# The package starts a system nginx on port 80; the tests start their own.
if command -v service >/dev/null; then service nginx stop >/dev/null 2>&1 || true; fi
