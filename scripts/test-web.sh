#!/usr/bin/env bash
# The web app's checks after its unit and component tests (which `pnpm -r test` runs): the
# production build, the size budgets, then the browser tests (Playwright in Debian's Chromium):
# the journeys against the real server, then the tests against a Prism mock of the contract, the
# journeys with the loopback AI and the two-process cluster.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
# Each stage prints the seconds since the run began, so a slow stage shows in the log.
stage() { echo "━━ [$(date -u +%H:%M:%S), +${SECONDS}s] $*"; }
if [ -d "$root/.tools/node_modules/.bin" ]; then export PATH="$root/.tools/node_modules/.bin:$PATH"; fi
web="$root/apps/web"

stage "web: build"
(cd "$web" && pnpm run -s build)

stage "web: size budgets (/login, the upload flow, math)"
node scripts/check-size.ts "$web/dist"

bash scripts/ensure-chromium.sh
# Prism mocks the bundled contract (openapi/dist is not committed).
[ -f openapi/dist/openapi.yaml ] || pnpm run -s contract:bundle
rm -rf "$web/test-results/screenshots"

# Free loopback ports, so that a developer's running mock or preview is not in the way. `pick
# NAME` keeps a port already set in NAME, else takes a free one that differs from those picked.
picked=" "
free_port() {
  node -e "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}
pick() {
  local port="${!1:-}"
  while [ -z "$port" ] || [[ "$picked" == *" $port "* ]]; do port=$(free_port); done
  picked+="$port "
  export "$1=$port"
}
pick E2E_SERVER_PORT
pick E2E_SERVER_PORT_2
pick E2E_WEB_PORT
pick E2E_MOCK_PORT
pick E2E_AI_SERVER_PORT
pick E2E_AI_PORT
E2E_DATA_DIR="$(mktemp -d)"
E2E_DATA_DIR_2="$(mktemp -d)"
E2E_AI_DATA_DIR="$(mktemp -d)"
export E2E_DATA_DIR E2E_DATA_DIR_2 E2E_AI_DATA_DIR
trap 'rm -rf "$E2E_DATA_DIR" "$E2E_DATA_DIR_2" "$E2E_AI_DATA_DIR"' EXIT

stage "web: journeys against the real server (two workers, each with a fresh demo database)"
(cd "$web" && pnpm exec playwright test -c playwright.server.config.ts)

# The browser tests against the mock (the app's /api proxied to a Prism mock of the contract),
# the journeys with the loopback AI and the two-process cluster each drive one browser: side by
# side they share the two cores that the journeys above keep busy on their own.
mocked() { cd "$web" && pnpm exec playwright test; }
with_ai() { cd "$web" && pnpm exec playwright test -c playwright.server-ai.config.ts; }
cluster() {
  local pg="${CLUSTER_PG:-postgres://postgres@127.0.0.1:5432}"
  if command -v psql >/dev/null 2>&1 && psql "$pg/postgres" -tAc 'select 1' >/dev/null 2>&1; then
    CLUSTER_PG="$pg" bash scripts/cluster/run.sh
  else
    echo "skipped: no PostgreSQL at $pg (set CLUSTER_PG to one where this user may create databases)"
  fi
}
stage "web: browser tests against the mock, the upload and digest journeys with the loopback AI, and two server processes on one PostgreSQL behind HAProxy (scripts/cluster/run.sh), side by side"
source "$root/scripts/side-by-side.sh"
side_by_side "browser tests against the mock" mocked \
  "the upload and digest journeys with the loopback AI" with_ai \
  "two server processes on one PostgreSQL behind HAProxy" cluster
echo "Screenshots: apps/web/test-results/screenshots/"
