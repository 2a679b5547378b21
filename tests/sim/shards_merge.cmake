# shards_merge.cmake -- a study split in shards and merged is the study run
# whole: `arbiter sim --shard K/N` for K = 1..3, then `arbiter sim merge`,
# must write byte for byte what one unsharded run writes (games, summary and
# per-card report); the plot is an SVG; a missing shard is an error.
#   cmake -DARBITER=<binary> -DWORK=<dir> "-DARGS=..." -P shards_merge.cmake
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
function(sim)
  execute_process(COMMAND "${ARBITER}" sim ${ARGN} WORKING_DIRECTORY "${WORK}"
                  RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "arbiter sim ${ARGN} failed (${rc}): ${err}")
  endif()
endfunction()
sim(${ARGS} --out whole.jsonl)
foreach(k 1 2 3)
  sim(${ARGS} --shard ${k}/3 --out shard${k}.jsonl)
endforeach()
sim(merge shard3.jsonl shard1.jsonl shard2.jsonl --out merged.jsonl --plot merged.svg)
file(READ "${WORK}/whole.jsonl" whole)
file(READ "${WORK}/merged.jsonl" merged)
if(NOT whole STREQUAL merged)
  message(FATAL_ERROR "the merged shards differ from the whole run (${WORK})")
endif()
file(READ "${WORK}/shard2.jsonl" two)
if(NOT two MATCHES "\"shard\":\"2/3\"" OR whole MATCHES "\"shard\"")
  message(FATAL_ERROR "a shard's summary names its shard; the whole run's does not")
endif()
file(READ "${WORK}/merged.svg" svg)
if(NOT svg MATCHES "^<svg xmlns=\"http://www.w3.org/2000/svg\".*<circle .*</svg>\n$")
  message(FATAL_ERROR "merged.svg is not the chart: ${svg}")
endif()
execute_process(COMMAND "${ARBITER}" sim merge shard1.jsonl shard3.jsonl WORKING_DIRECTORY "${WORK}"
                RESULT_VARIABLE rc ERROR_VARIABLE err OUTPUT_QUIET)
if(NOT rc EQUAL 1 OR NOT err MATCHES "shard 2/3 is missing")
  message(FATAL_ERROR "a merge without shard 2 should fail naming it (${rc}): ${err}")
endif()
string(LENGTH "${whole}" n)
message(STATUS "3 shards merged = the whole run (${n} bytes)")
