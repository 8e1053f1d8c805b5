#!/usr/bin/env bash
# Every test suite, in the order that fails fastest: the contract first, then each package.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "━━ contract: lint, bundle, generated types up to date"
pnpm run -s contract:check

echo "━━ type check"
pnpm -r --workspace-concurrency=1 run typecheck

echo "━━ package tests"
pnpm -r --workspace-concurrency=1 run test
