#!/usr/bin/env bash
# Starts the product: builds the web app, then runs the server, which serves the app at /
# and the API at /api on one port (PORT, default 8080), with the demo data on first start.
set -euo pipefail
cd "$(dirname "$0")/.."
pnpm run -s contract:bundle
if [ -f apps/web/package.json ]; then
  echo "› building the web app"
  pnpm --filter ./apps/web run build >/dev/null
fi
exec pnpm --filter ./apps/server run -s start
