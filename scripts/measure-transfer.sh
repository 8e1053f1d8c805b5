#!/usr/bin/env bash
# Bytes on the wire for one page of the running product and every file its HTML references
# (entry script, module preloads, styles, icons): once uncompressed, once as a browser asks
# (Accept-Encoding: br, gzip), with the Cache-Control each answer carries. Chunks that the
# page's scripts load later (catalogs, lazy screens) are not in the HTML and not counted here.
#
# Usage: bash scripts/measure-transfer.sh http://127.0.0.1:8080 [/login]
set -euo pipefail
base=${1:?usage: measure-transfer.sh <base URL> [page]}
page=${2:-/login}

html=$(curl -fsS "$base$page")
mapfile -t refs < <(printf '%s' "$html" | grep -oE '(src|href)="/[^"]+"' | sed -E 's/^(src|href)="//; s/"$//' | sort -u)

bytes() { curl -fsS -o /dev/null -w '%{size_download}' "${@:2}" "$base$1"; }
header() { curl -fsS -o /dev/null -D - -H 'Accept-Encoding: br, gzip' "$base$1" | tr -d '\r' | grep -i "^$2:" | cut -d' ' -f2- || true; }

printf '%-48s %9s %9s %9s  %s\n' path plain gzip br cache-control
total_plain=0 total_gzip=0 total_br=0
for ref in "$page" "${refs[@]}"; do
  plain=$(bytes "$ref")
  gzip=$(bytes "$ref" -H 'Accept-Encoding: gzip')
  br=$(bytes "$ref" -H 'Accept-Encoding: br, gzip')
  printf '%-48s %9d %9d %9d  %s\n' "$ref" "$plain" "$gzip" "$br" "$(header "$ref" cache-control)"
  total_plain=$((total_plain + plain)) total_gzip=$((total_gzip + gzip)) total_br=$((total_br + br))
done
printf '%-48s %9d %9d %9d\n' total "$total_plain" "$total_gzip" "$total_br"
