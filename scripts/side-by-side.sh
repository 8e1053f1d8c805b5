#!/usr/bin/env bash
# Sourced by the test scripts: side_by_side NAME FUNCTION [NAME FUNCTION …] runs each function
# in the background, its output in a file of its own, waits for all of them, then prints each
# output under its name and how long it took. It fails when any of them failed.
# For stages that leave a core idle much of their time (one browser worker, a database that
# waits): on two cores they take about the time of the longest instead of their sum.
side_by_side() {
  local logs names=() pids=() failed=() i status
  logs=$(mktemp -d)
  i=0
  while [ $# -gt 0 ]; do
    names+=("$1")
    (
      begun=$SECONDS
      status=0
      "$2" || status=$?
      echo "(${1}: $((SECONDS - begun)) s, exit $status)"
      exit "$status"
    ) >"$logs/$i.log" 2>&1 &
    pids+=($!)
    shift 2
    i=$((i + 1))
  done
  for i in "${!pids[@]}"; do
    status=0
    wait "${pids[$i]}" || status=$?
    [ "$status" -eq 0 ] || failed+=("${names[$i]} (exit $status)")
  done
  for i in "${!names[@]}"; do
    echo "── ${names[$i]}"
    cat "$logs/$i.log"
  done
  rm -rf "$logs"
  if [ ${#failed[@]} -gt 0 ]; then
    echo "failed: ${failed[*]}"
    return 1
  fi
}
