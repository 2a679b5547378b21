# without.cmake -- `arbiter sim --without CARD[=BASELINE]` finds what the
# market fixture was built to show: Gem (3 points where Plain gives 1) helps
# the seats that took it, with a paired 95% interval above zero; Twin (Plain
# under another name) swapped for Plain changes no game at all.  The table
# leads with Gem, the plot draws the paired chart, and shards that studied
# different cards are not merged.
#   cmake -DARBITER=<binary> -DWORK=<dir> -DFIX=<tests/fixtures/market> -P without.cmake
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(run sim --root "${FIX}" --game market --games 300 --seed 1)
execute_process(COMMAND "${ARBITER}" ${run} --without Gem --without Twin
                        --out "${WORK}/study.jsonl" --plot "${WORK}/study.svg"
                RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "arbiter sim --without failed (${rc}): ${err}")
endif()
if(NOT err MATCHES "changed\n  Gem +Plain +[0-9]+ +0\\.[0-9]+ +0\\.[0-9]+ +\\+0\\.[0-9]+ +\\[\\+0\\.[0-9]+, \\+0\\.[0-9]+\\]")
  message(FATAL_ERROR "the table does not lead with Gem, swapped for Plain, above zero:\n${err}")
endif()
file(STRINGS "${WORK}/study.jsonl" lines)
list(GET lines -1 summary)
string(JSON gem GET "${summary}" summary without Gem)
string(JSON twin GET "${summary}" summary without Twin)
foreach(card gem twin)
  foreach(f instead diff ci95_low ci95_high changed games)
    string(JSON ${card}_${f} GET "${${card}}" ${f})
  endforeach()
endforeach()
if(NOT gem_instead STREQUAL "Plain" OR NOT twin_instead STREQUAL "Plain")
  message(FATAL_ERROR "the default baseline of Gem and Twin is Plain (the commonest card of cost 1): ${gem} ${twin}")
endif()
if(NOT gem_ci95_low MATCHES "^\\+0\\.[0-9]+$" OR gem_ci95_low STREQUAL "+0.0000" OR gem_games LESS 200)
  message(FATAL_ERROR "Gem's paired change ${gem_diff} has an interval reaching down to ${gem_ci95_low} (${gem_games} games)")
endif()
if(NOT twin_diff STREQUAL "+0.0000" OR NOT twin_changed EQUAL 0 OR NOT twin_ci95_high STREQUAL "+0.0000" OR twin_games LESS 200)
  message(FATAL_ERROR "Twin swapped for Plain should change no game: ${twin}")
endif()
list(GET lines 0 first)
if(NOT first MATCHES "\"without\":\\{\"Gem\":\\[[12]?\\],\"Twin\":\\[[12]?\\]\\}")
  message(FATAL_ERROR "a game's line does not carry its twins' winners: ${first}")
endif()
file(READ "${WORK}/study.svg" svg)
if(NOT svg MATCHES "with and without each card on the same seeds.*<title>Gem vs Plain: \\+[0-9.]+% \\(95% CI \\+")
  message(FATAL_ERROR "the plot has no paired chart with Gem above zero:\n${svg}")
endif()
# Shards of two different studies are two runs: the merge refuses them.
execute_process(COMMAND "${ARBITER}" ${run} --without Gem --shard 1/2 --out "${WORK}/a.jsonl" ERROR_QUIET)
execute_process(COMMAND "${ARBITER}" ${run} --without Gem=Twin --shard 2/2 --out "${WORK}/b.jsonl" ERROR_QUIET)
execute_process(COMMAND "${ARBITER}" sim merge "${WORK}/a.jsonl" "${WORK}/b.jsonl"
                RESULT_VARIABLE rc ERROR_VARIABLE err OUTPUT_QUIET)
if(NOT rc EQUAL 1 OR NOT err MATCHES "b\\.jsonl line [0-9]+: this shard studied other cards")
  message(FATAL_ERROR "a merge of shards of different studies should fail (${rc}): ${err}")
endif()
message(STATUS "Gem: ${gem_diff} [${gem_ci95_low}, ${gem_ci95_high}] over ${gem_games} games; Twin: ${twin_diff}")
