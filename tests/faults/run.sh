#!/usr/bin/env bash
# Re-runs the rules scenarios of the games given (default: all) with the
# `arbiter-faults` program, once per failure period N (every Nth allocation
# fails), for COUNT periods from a list of primes.  Scenarios are expected
# to fail; the program must never die of a signal or an ASan/UBSan report.
# Usage: tests/faults/run.sh ARBITER_FAULTS COUNT [GAME...]
set -uo pipefail
bin=$1; count=$2; shift 2
games=("$@"); [ ${#games[@]} -eq 0 ] && games=(tutorial star-realms transformers-dbg)
periods=(97 31 211 13 541 7 1009 3 2003 5)
runs=0; crashes=0; failing=0
for g in "${games[@]}"; do
  for f in tests/rules/$g/*.lua; do
    case $f in *random_games*|*soak*) continue;; esac
    for n in "${periods[@]:0:$count}"; do
      out=$(ARB_FAIL_EVERY=$n timeout 120 "$bin" test "$f" 2>&1); rc=$?
      runs=$((runs + 1))
      if [ $rc -gt 1 ] || grep -q "ERROR: AddressSanitizer\|runtime error:\|unprotected Lua error" <<<"$out"; then
        crashes=$((crashes + 1)); echo "CRASH (status $rc) ARB_FAIL_EVERY=$n $f"; tail -5 <<<"$out"
      elif [ $rc -ne 0 ]; then failing=$((failing + 1)); fi
    done
  done
done
echo "fault runs: $runs, scenarios failing as expected: $failing, crashes: $crashes"
[ $crashes -eq 0 ]
