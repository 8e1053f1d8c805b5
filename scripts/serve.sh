#!/usr/bin/env bash
# Starts the product on this machine. For now that is the mock API of the contract.
set -euo pipefail
cd "$(dirname "$0")/.."
pnpm run -s contract:bundle
port="${MOCK_PORT:-4010}"
echo "Mock API of the contract: http://127.0.0.1:${port}/api  (e.g. curl -H 'Authorization: Bearer demo' http://127.0.0.1:${port}/api/admin/users)"
exec prism mock openapi/dist/openapi.yaml -h 127.0.0.1 -p "$port"
