#!/usr/bin/env bash
# The kill -9 job handover step of scripts/cluster/run.sh (the script does the work; it lives
# in the server package, whose PDF and database libraries it uses).
set -euo pipefail
cd "$(dirname "$0")/../.."
node apps/server/scripts/cluster-job-handover.ts
