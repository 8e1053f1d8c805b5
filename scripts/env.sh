#!/usr/bin/env bash
# Runs a command with the project's toolchain on PATH: Node 24 and pnpm 12.
# On a fresh machine (system Node 20, no pnpm) it installs both from the npm registry
# into .tools/, then installs the workspace's dependencies when the lockfile changed.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tools="$root/.tools"
node_version=24
pnpm_version=12.21.0

tools_ok() {
  [ -x "$tools/node_modules/.bin/node" ] && [ -x "$tools/node_modules/.bin/pnpm" ] &&
    [ "$("$tools/node_modules/.bin/node" -p 'process.versions.node.split(".")[0]')" = "$node_version" ] &&
    [ "$("$tools/node_modules/.bin/pnpm" --version)" = "$pnpm_version" ]
}

if ! tools_ok; then
  echo "› installing Node $node_version and pnpm $pnpm_version into .tools/" >&2
  mkdir -p "$tools"
  [ -f "$tools/package.json" ] || echo '{"private":true}' > "$tools/package.json"
  (cd "$tools" && npm install --no-audit --no-fund --loglevel=error "node@$node_version" "pnpm@$pnpm_version" >&2)
fi
export PATH="$tools/node_modules/.bin:$PATH"

# Install workspace dependencies when the lockfile differs from the last install.
stamp="$root/node_modules/.install-stamp"
want="$(cat "$root/pnpm-lock.yaml" "$root/package.json" 2>/dev/null | sha1sum | cut -d' ' -f1)"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  echo "› installing workspace dependencies" >&2
  frozen=""; [ -f "$root/pnpm-lock.yaml" ] && frozen="--frozen-lockfile"
  (cd "$root" && pnpm install $frozen >&2)
  echo "$want" > "$stamp"
fi

cd "$root"
exec "$@"
