#!/usr/bin/env bash
# Runs each libFuzzer target for SECONDS (default 60) from its seed corpus
# (copied, so the committed seeds stay small) and prints libFuzzer's last
# status line.  A crash leaves its input in the scratch folder and fails;
# a clean run removes the folder.
# Usage: tests/fuzz/run.sh BUILD_DIR [SECONDS]
set -euo pipefail
build=$1; secs=${2:-60}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d /tmp/arbiter-fuzz-XXXXXX)
status=0
for t in load repl api serve; do
  mkdir -p "$work/$t"
  cp "$here/seeds/$t"/* "$work/$t/" 2>/dev/null || true
  echo "== fuzz_$t for ${secs}s"
  if ! (cd "$work" && "$build/tests/fuzz/fuzz_$t" -max_total_time="$secs" -rss_limit_mb=4096 \
        -timeout=30 -print_final_stats=1 "$work/$t" >"$work/$t.log" 2>&1); then
    status=1; tail -40 "$work/$t.log"
  fi
  grep -E "^#[0-9]+.*(DONE|pulse|NEW)" "$work/$t.log" | tail -1 || true
  grep -E "stat::number_of_executed_units|stat::peak_rss_mb" "$work/$t.log" || true
done
if [ $status -eq 0 ]; then rm -rf "$work"; else echo "scratch (kept): $work"; fi
exit $status
