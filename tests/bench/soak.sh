#!/usr/bin/env bash
# soak.sh -- thousands of complete random games of every game, format and
# mode, with the kernel's invariants checked after every answer.
#   tests/bench/soak.sh [GAMES] [ARBITER] [SEED]  (defaults: 1000, build/repl/arbiter, 0)
# Each setup plays seeds SEED..SEED+GAMES-1, so runs with disjoint seed
# ranges add up to a larger soak.
# Prints one summary line per setup; exits non-zero on the first failure.
# A short version runs under ctest (tests/CMakeLists.txt, sim.*.soak).
set -euo pipefail
games=${1:-1000}
arbiter=${2:-build/repl/arbiter}
seed=${3:-0}
setups=(
  "star-realms 2 set=core"
  "star-realms 2 set=frontiers"
  "star-realms 2 set=both,discard_timing=immediate"
  "star-realms 4 format=ffa,set=frontiers"
  "star-realms 6 format=ffa,set=both"
  "star-realms 4 format=hunter,set=frontiers"
  "star-realms 5 format=hunter_first_blood,set=both"
  "star-realms 4 format=hydra,set=frontiers"
  "star-realms 6 format=hydra,set=both"
  "star-realms 6 format=emperor,set=both"
  "star-realms 4 format=raid,set=frontiers"
  "star-realms 2 format=challenge,set=frontiers,difficulty=beginner"
  "star-realms 3 format=challenge,set=frontiers,difficulty=expert,shared=true"
  "transformers-dbg 2 mode=competitive"
  "transformers-dbg 3 mode=competitive"
  "transformers-dbg 4 mode=competitive"
  "transformers-dbg 5 mode=competitive"
  "transformers-dbg 1 mode=solo"
  "transformers-dbg 2 mode=coop"
  "transformers-dbg 3 mode=coop"
  "transformers-dbg 5 mode=coop"
  "transformers-dbg 2 mode=coop,expert=true"
  "transformers-dbg 3 mode=competitive,convert_steps=true"
  "transformers-tcg 2 deck1=autobots,deck2=decepticons"
  "transformers-tcg 2 deck1=decepticons,deck2=autobots,attack_optional=true,triple_changer_any_to_any=false"
  "transformers-tcg 2 deck1=specialists,deck2=decepticons,upgrade_replace=false,ko_upgrades_to_scrap=false"
  "transformers-tcg 2 deck1=masters,deck2=stunticons,titan_head_deploys_on_ko=false,combine_keeps_damage=false"
  "transformers-tcg 2 deck1=random,deck2=random"
  "tutorial 2 deck=sparks"
  "z-g 2 arena=towers"
  "z-g 3 arena=chasm,play=advanced"
  "z-g 4 arena=ledges,play=advanced"
)
for s in "${setups[@]}"; do
  read -r game players options <<<"$s"
  printf '%-18s %sp %-55s ' "$game" "$players" "$options"
  if ! out=$("$arbiter" sim --game "$game" --players "$players" --options "$options" \
              --games "$games" --seed "$seed" --check --out /dev/null 2>&1); then
    printf 'FAILED\n%s\n' "$out"
    exit 1
  fi
  printf '%s\n' "${out%%$'\n'*}"
done
