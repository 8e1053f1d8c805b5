#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium for the browser tests. Playwright's own
# browser downloads cannot be reached from here, so we never run `playwright install`.
set -euo pipefail

if [ -x /usr/bin/chromium ]; then
  exit 0
fi

echo "› installing Debian's chromium (apt-get)" >&2
sudo=""
if [ "$(id -u)" != "0" ]; then
  if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
    echo "ensure-chromium: /usr/bin/chromium is missing and this user cannot run apt-get" >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
# Another install running on the machine holds dpkg's lock: wait for it rather than fail.
wait_lock=(-o DPkg::Lock::Timeout=600)
$sudo apt-get "${wait_lock[@]}" update -qq >&2
$sudo apt-get "${wait_lock[@]}" install -y -qq --no-install-recommends chromium fonts-dejavu-core >&2

if [ ! -x /usr/bin/chromium ]; then
  echo "ensure-chromium: apt-get finished but /usr/bin/chromium is still missing" >&2
  exit 1
fi
