#!/usr/bin/env bash
# Makes sure a Chromium exists for the end-to-end tests (Playwright's own download is not reachable).
set -euo pipefail

browser="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then
  exit 0
fi
if [ -n "${CHROME_PATH:-}" ]; then
  echo "CHROME_PATH is set to '$CHROME_PATH', but no executable browser is there." >&2
  echo "Point CHROME_PATH at a Chromium or Chrome binary, or unset it to use /usr/bin/chromium." >&2
  exit 1
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium not found: installing the Debian package 'chromium'..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
cat >&2 <<'MSG'
The end-to-end tests need Chromium, and none was found at /usr/bin/chromium.
Install it, then run the tests again:
  Debian/Ubuntu:  sudo apt-get install -y chromium
  elsewhere:      install Chromium or Chrome and set CHROME_PATH=/path/to/the/browser
MSG
exit 1
