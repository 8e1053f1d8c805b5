#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed for the browser tests: /usr/bin/chromium (the
# measuring scripts and the API docs page) and its headless shell,
# /usr/lib/chromium/chromium-headless-shell, which the browser tests drive (the same engine
# without the browser's own interface: a third less CPU for the same journeys). Playwright's own
# browser downloads cannot be reached from here, so we never run `playwright install`.
set -euo pipefail

shell=/usr/lib/chromium/chromium-headless-shell
if [ -x /usr/bin/chromium ] && [ -x "$shell" ]; then
  exit 0
fi

sudo=""
if [ "$(id -u)" != "0" ]; then
  if command -v sudo >/dev/null 2>&1; then sudo="sudo"; elif [ -x /usr/bin/chromium ]; then
    # The tests fall back to the full browser (apps/web/playwright.shared.ts).
    echo "ensure-chromium: $shell is missing and this user cannot run apt-get; the tests use /usr/bin/chromium" >&2
    exit 0
  else
    echo "ensure-chromium: /usr/bin/chromium is missing and this user cannot run apt-get" >&2
    exit 1
  fi
fi
echo "› installing Debian's chromium and chromium-headless-shell (apt-get)" >&2
export DEBIAN_FRONTEND=noninteractive
# Another install running on the machine holds dpkg's lock: wait for it rather than fail.
wait_lock=(-o DPkg::Lock::Timeout=600)
install() {
  $sudo apt-get "${wait_lock[@]}" update -qq >&2 &&
    $sudo apt-get "${wait_lock[@]}" install -y -qq --no-install-recommends chromium chromium-headless-shell fonts-dejavu-core >&2
}
if ! install && [ -x /usr/bin/chromium ]; then
  # Only the headless shell was missing: the tests fall back to the full browser.
  echo "ensure-chromium: could not install chromium-headless-shell; the tests use /usr/bin/chromium" >&2
  exit 0
fi

if [ ! -x /usr/bin/chromium ] || [ ! -x "$shell" ]; then
  echo "ensure-chromium: apt-get finished but /usr/bin/chromium or $shell is still missing" >&2
  exit 1
fi
