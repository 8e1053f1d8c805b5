#!/usr/bin/env bash
# Two server processes on one fresh PostgreSQL database, HAProxy round robin in front
# (deploy/haproxy.cfg, the file the compose setup uses too), then:
#   1. the cross-process checks (scripts/cluster/cross-process.ts), straight to each process;
#   2. browser journeys through the balancer, so that consecutive requests of one person land
#      on different processes (apps/web/e2e-server, with E2E_BASE_URL);
#   3. the kill -9 job handover step (scripts/cluster/job-handover.sh, when there is one).
# Both processes start at the same moment on the empty database: the migrations and the demo
# data race as they would in a deploy (advisory locks, apps/server/README.md "Storage").
#
#   bash scripts/cluster/run.sh                 # the default set of journeys
#   CLUSTER_SPECS="sign-in.spec.ts" bash scripts/cluster/run.sh
#   CLUSTER_SKIP='^$' …                         # with the phone layouts too
#   CLUSTER_KEEP=1 …                            # leave the database for a look afterwards
# Needs PostgreSQL at CLUSTER_PG (default postgres://postgres@127.0.0.1:5432, a user that may
# create databases), HAProxy (installed from Debian's packages when missing) and Debian's
# Chromium (scripts/ensure-chromium.sh). Uses the web build in apps/web/dist, building it when
# it is missing.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
if [ -d "$root/.tools/node_modules/.bin" ]; then export PATH="$root/.tools/node_modules/.bin:$PATH"; fi
started=$(date +%s)

pg="${CLUSTER_PG:-postgres://postgres@127.0.0.1:5432}"
# Journeys whose state must hold across processes: sign in, switch language across requests,
# end a session mid-edit, upload problem files and worksheets (a job queued on one process and
# done by either), read signed file addresses. Lists and plain edits keep nothing in a process
# (rows-and-lists.spec.ts and users-settings.spec.ts pass here too, in another minute); the
# phone layouts (the same requests again) are left out. resilience.spec.ts starts servers of
# its own and is never part of it.
specs="${CLUSTER_SPECS:-sign-in.spec.ts session-and-language.spec.ts problem-files.spec.ts upload.spec.ts}"
skip="${CLUSTER_SKIP:-on a phone}"

as_root() {
  if [ "$(id -u)" = "0" ]; then "$@"; elif command -v sudo >/dev/null 2>&1; then sudo "$@"; else
    echo "cluster: '$*' needs root" >&2
    exit 1
  fi
}
if ! command -v haproxy >/dev/null 2>&1 && [ ! -x /usr/sbin/haproxy ]; then
  echo "› installing HAProxy (apt-get)" >&2
  as_root env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 update -qq >&2
  as_root env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends haproxy >&2
fi
haproxy_bin="$(command -v haproxy || echo /usr/sbin/haproxy)"
bash scripts/ensure-chromium.sh
[ -f openapi/dist/openapi.yaml ] || pnpm run -s contract:bundle
[ -f apps/web/dist/index.html ] || (cd apps/web && pnpm run -s build)

free_port() {
  node -e "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}
port1="$(free_port)"
port2="$(free_port)"
while [ "$port2" = "$port1" ]; do port2="$(free_port)"; done
lb_port="$(free_port)"
while [ "$lb_port" = "$port1" ] || [ "$lb_port" = "$port2" ]; do lb_port="$(free_port)"; done
ai_port1="$(free_port)"
while [ "$ai_port1" = "$port1" ] || [ "$ai_port1" = "$port2" ] || [ "$ai_port1" = "$lb_port" ]; do ai_port1="$(free_port)"; done
ai_port2="$(free_port)"
while [ "$ai_port2" = "$port1" ] || [ "$ai_port2" = "$port2" ] || [ "$ai_port2" = "$lb_port" ] || [ "$ai_port2" = "$ai_port1" ]; do ai_port2="$(free_port)"; done

db="cluster_$(date +%Y%m%d%H%M%S)_$$"
work="$(mktemp -d)"
pids=()
app_pids=()
cleanup() {
  local status=$?
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  if [ "$status" != "0" ]; then
    for log in "$work"/*.log; do
      [ -f "$log" ] || continue
      echo "── last lines of $(basename "$log")" >&2
      tail -n 30 "$log" >&2
    done
  fi
  if [ -z "${CLUSTER_KEEP:-}" ]; then
    psql "$pg/postgres" -qc "drop database if exists \"$db\" with (force)" >/dev/null 2>&1 || true
  else
    echo "kept database $db" >&2
  fi
  rm -rf "$work"
  exit "$status"
}
trap cleanup EXIT INT TERM

echo "━━ cluster: database $db, processes on :$port1 and :$port2, HAProxy on :$lb_port"
psql "$pg/postgres" -qc "create database \"$db\"" >/dev/null

# The processes' AI provider: the loopback OpenAI-compatible server of the tests, one per
# process (so that the job handover below sees which process is extracting), answering each
# call after 300 ms as a slow model would, so that the extraction of a 20-page worksheet lasts
# long enough to kill the process in the middle of it.
for ai_port in "$ai_port1" "$ai_port2"; do
  node apps/server/scripts/loopback-ai.ts --port "$ai_port" --delay-ms 300 >"$work/ai-$ai_port.log" 2>&1 &
  pids+=($!)
  for _ in $(seq 1 60); do curl -fsS -o /dev/null "http://127.0.0.1:$ai_port/v1/models" 2>/dev/null && break; sleep 0.5; done
done

start_server() {
  local name=$1 port=$2 ai_port=$3
  # The same settings for both, as in deploy/compose.yaml: one database, one DATA_DIR (the
  # mail outbox), the balancer trusted for the client's address. A short job heartbeat, so that
  # the job handover below does not wait the default 30 s for a killed process's job.
  env DATABASE_URL="$pg/$db" HOST=127.0.0.1 PORT="$port" DATA_DIR="$work/data" \
    WEB_DIST="$root/apps/web/dist" PUBLIC_URL="http://127.0.0.1:$lb_port" SEED_DEMO=true \
    TRUST_PROXY=127.0.0.1 DB_POOL_SIZE=5 LOG_LEVEL=warn JOB_HEARTBEAT_SECONDS=10 \
    AI_BASE_URL="http://127.0.0.1:$ai_port/v1" AI_MODEL=loopback AI_API_KEY=loopback-key \
    node apps/server/src/server.ts >"$work/$name.log" 2>&1 &
  pids+=($!)
  app_pids+=($!)
}
start_server app1 "$port1" "$ai_port1"
start_server app2 "$port2" "$ai_port2"
LB_BIND="127.0.0.1:$lb_port" LB_STATS_SOCKET="$work/haproxy.sock" APP1="127.0.0.1:$port1" APP2="127.0.0.1:$port2" \
  "$haproxy_bin" -f deploy/haproxy.cfg -db >"$work/haproxy.log" 2>&1 &
pids+=($!)

wait_ready() {
  local url=$1
  for _ in $(seq 1 180); do
    if curl -fsS -o /dev/null "$url/api/ready" 2>/dev/null; then return 0; fi
    sleep 0.5
  done
  echo "cluster: $url/api/ready did not answer 200 within 90 s" >&2
  return 1
}
wait_ready "http://127.0.0.1:$port1"
wait_ready "http://127.0.0.1:$port2"
wait_ready "http://127.0.0.1:$lb_port"
ready=$(date +%s)
echo "   both processes ready after $((ready - started)) s"
# Both started on the empty database at once: each migration must have run exactly once, and
# exactly one of them must have made the demo data (the other found it there).
migrated=$(psql "$pg/$db" -tAc "select count(*) from schema_migrations")
migrations=$(find apps/server/src/db/migrations -name '[0-9][0-9][0-9]_*.sql' -o -name '[0-9][0-9][0-9]_*.ts' | wc -l)
seeders=$( (grep -l 'demo data created' "$work/app1.log" "$work/app2.log" || true) | wc -l)
echo "   migrations recorded: $migrated of $migrations; demo data made by $seeders process(es)"
if [ "$migrated" != "$migrations" ] || [ "$seeders" != "1" ]; then
  echo "cluster: the start-up race went wrong" >&2
  exit 1
fi

echo "━━ cluster: cross-process checks"
node scripts/cluster/cross-process.ts "http://127.0.0.1:$port1" "http://127.0.0.1:$port2"

echo "━━ cluster: journeys through the balancer ($specs; not: $skip)"
journeys_start=$(date +%s)
# shellcheck disable=SC2086 # the list of spec files is meant to split
(cd apps/web && E2E_BASE_URL="http://127.0.0.1:$lb_port" E2E_UPLOAD_AI=1 pnpm exec playwright test -c playwright.server.config.ts --grep-invert "$skip" $specs)
journeys_end=$(date +%s)

echo "━━ cluster: both processes served the journeys"
# Round robin: each process must have served a good share, or the journeys proved nothing about
# sharing. HAProxy's statistics (its socket) count the requests each one answered.
node -e '
  const socket = require("node:net").connect(process.argv[1], () => socket.end("show stat\n"));
  let csv = "";
  socket.on("data", (d) => (csv += d)).on("end", () => {
    const [head, ...rows] = csv.replace(/^# /, "").trim().split("\n").map((l) => l.split(","));
    const col = (name) => head.indexOf(name);
    const served = rows.filter((r) => r[col("pxname")] === "app" && /^app\d$/.test(r[col("svname")]));
    const counts = served.map((r) => [r[col("svname")], Number(r[col("stot")])]);
    console.log("   requests answered: " + counts.map(([n, c]) => n + " " + c).join(", "));
    const total = counts.reduce((sum, [, c]) => sum + c, 0);
    if (counts.length !== 2 || counts.some(([, c]) => c < total / 4)) process.exit(1);
  });
' "$work/haproxy.sock"
# Neither process may have logged an error (level 50 or 60) while serving them.
for name in app1 app2; do
  if grep -q '"level":[56]0' "$work/$name.log"; then
    echo "cluster: $name logged errors" >&2
    exit 1
  fi
done

echo "━━ cluster: kill -9 job handover"
# Hook for the job queue: a job that one process has claimed must be finished by the other
# after the first is killed with SIGKILL. The script gets the two processes' ids and
# addresses and the database; until the job queue exists there is nothing to hand over.
if [ -x scripts/cluster/job-handover.sh ]; then
  CLUSTER_DATABASE_URL="$pg/$db" CLUSTER_APP1_PID="${app_pids[0]}" CLUSTER_APP2_PID="${app_pids[1]}" \
    CLUSTER_APP1_URL="http://127.0.0.1:$port1" CLUSTER_APP2_URL="http://127.0.0.1:$port2" \
    CLUSTER_LB_URL="http://127.0.0.1:$lb_port" CLUSTER_AI1_URL="http://127.0.0.1:$ai_port1/v1" \
    CLUSTER_AI2_URL="http://127.0.0.1:$ai_port2/v1" bash scripts/cluster/job-handover.sh
else
  echo "   skipped: scripts/cluster/job-handover.sh does not exist yet (no job queue)"
fi

echo "━━ cluster: passed in $(($(date +%s) - started)) s (start-up $((ready - started)) s, journeys $((journeys_end - journeys_start)) s)"
