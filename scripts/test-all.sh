#!/usr/bin/env bash
# Every test suite, in the order that fails fastest: the contract first, then each package.
# The server suite runs on PGlite, and once more on PostgreSQL when DATABASE_URL is set.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each stage prints the seconds since the run began, so a slow stage shows in the log.
stage() { echo "━━ [$(date -u +%H:%M:%S), +${SECONDS}s] $*"; }

stage "contract: lint, bundle, generated types up to date"
pnpm run -s contract:check

stage "licences of the dependencies"
node scripts/check-licences.ts

stage "type check"
pnpm -r --workspace-concurrency=1 run typecheck

stage "lint: layers, import circles, hooks, accessibility (eslint.config.js)"
pnpm run -s lint

stage "package tests: the API client, the server on PGlite (its API calls through the contract proxy)"
# The server suite loads the API documentation page in Chromium (test/api-docs.test.ts).
bash scripts/ensure-chromium.sh
# CONTRACT_PROXY=1: the server tests' calls go through `prism proxy --errors`, which fails a
# test on any answer that breaks the contract (binary uploads and downloads are excepted by
# name in apps/server/test/helpers/contract-proxy.ts, with the reason).
# Each test stage has a time limit well over its usual time, so that a test run that hangs (a
# child process that never ends) fails within minutes instead of at CI's own limit.
DATABASE_URL= CONTRACT_PROXY=1 timeout -k 30 900 pnpm -r --workspace-concurrency=1 --filter '!@backoffice/web' run test

web_unit() { timeout -k 30 600 pnpm --filter @backoffice/web run test; }
# ENGINE_PASS=1 leaves out the files that do not touch the database engine (apps/server/vitest.config.ts).
server_on_postgres() { ENGINE_PASS=1 timeout -k 30 600 pnpm --filter @backoffice/server run test; }
if [ -n "${DATABASE_URL:-}" ]; then
  stage "server tests on PostgreSQL ($DATABASE_URL), beside the web unit tests"
  # The web unit tests run one file at a time (one core) and the PostgreSQL pass waits much of
  # its time on the database, jobs and timers: side by side they take about the time of the
  # longer one.
  source scripts/side-by-side.sh
  side_by_side "web unit tests" web_unit "server tests on PostgreSQL" server_on_postgres
else
  stage "web unit tests"
  web_unit
fi

if [ -x scripts/test-web.sh ]; then
  stage "web app: build, size budget, browser tests"
  bash scripts/test-web.sh
fi
