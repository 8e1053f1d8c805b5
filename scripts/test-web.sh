#!/usr/bin/env bash
# The web app's checks after its unit and component tests (which `pnpm -r test` runs): the
# production build, the /login size budget, then the browser tests (Playwright in Debian's
# Chromium against the built app, whose /api is proxied to a Prism mock of the contract).
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

stage "web: browser tests"
bash scripts/ensure-chromium.sh
# Prism mocks the bundled contract (openapi/dist is not committed).
[ -f openapi/dist/openapi.yaml ] || pnpm run -s contract:bundle

# Two free loopback ports, so that a developer's running mock or preview is not in the way.
free_port() {
  node -e "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}
E2E_WEB_PORT="${E2E_WEB_PORT:-$(free_port)}"
E2E_MOCK_PORT="${E2E_MOCK_PORT:-$(free_port)}"
while [ "$E2E_MOCK_PORT" = "$E2E_WEB_PORT" ]; do E2E_MOCK_PORT="$(free_port)"; done
export E2E_WEB_PORT E2E_MOCK_PORT
rm -rf "$web/test-results/screenshots"
(cd "$web" && pnpm exec playwright test)

stage "web: journeys against the real server (two workers, each with a fresh demo database)"
E2E_SERVER_PORT="${E2E_SERVER_PORT:-$(free_port)}"
E2E_SERVER_PORT_2="${E2E_SERVER_PORT_2:-$(free_port)}"
while [ "$E2E_SERVER_PORT_2" = "$E2E_SERVER_PORT" ]; do E2E_SERVER_PORT_2="$(free_port)"; done
E2E_DATA_DIR="$(mktemp -d)"
E2E_DATA_DIR_2="$(mktemp -d)"
export E2E_SERVER_PORT E2E_SERVER_PORT_2 E2E_DATA_DIR E2E_DATA_DIR_2
trap 'rm -rf "$E2E_DATA_DIR" "$E2E_DATA_DIR_2"' EXIT
(cd "$web" && pnpm exec playwright test -c playwright.server.config.ts)

stage "web: the upload and digest journeys against the real server with the loopback AI"
E2E_AI_SERVER_PORT="${E2E_AI_SERVER_PORT:-$(free_port)}"
E2E_AI_PORT="${E2E_AI_PORT:-$(free_port)}"
while [ "$E2E_AI_PORT" = "$E2E_AI_SERVER_PORT" ] || [ "$E2E_AI_SERVER_PORT" = "$E2E_SERVER_PORT" ] || [ "$E2E_AI_SERVER_PORT" = "$E2E_SERVER_PORT_2" ]; do E2E_AI_SERVER_PORT="$(free_port)"; done
E2E_AI_DATA_DIR="$(mktemp -d)"
export E2E_AI_SERVER_PORT E2E_AI_PORT E2E_AI_DATA_DIR
trap 'rm -rf "$E2E_DATA_DIR" "$E2E_DATA_DIR_2" "$E2E_AI_DATA_DIR"' EXIT
(cd "$web" && pnpm exec playwright test -c playwright.server-ai.config.ts)
echo "Screenshots: apps/web/test-results/screenshots/"

stage "web: two server processes on one PostgreSQL behind HAProxy (scripts/cluster/run.sh)"
cluster_pg="${CLUSTER_PG:-postgres://postgres@127.0.0.1:5432}"
if command -v psql >/dev/null 2>&1 && psql "$cluster_pg/postgres" -tAc 'select 1' >/dev/null 2>&1; then
  CLUSTER_PG="$cluster_pg" bash scripts/cluster/run.sh
else
  echo "skipped: no PostgreSQL at $cluster_pg (set CLUSTER_PG to one where this user may create databases)"
fi
