# same_results.cmake -- `arbiter sim` gives byte-identical JSON results for
# the same seeds whatever the number of workers.
#   cmake -DARBITER=<binary> -DWORK=<dir> "-DARGS=..." -P same_results.cmake
file(MAKE_DIRECTORY "${WORK}")
foreach(w 1 2)
  execute_process(COMMAND "${ARBITER}" sim ${ARGS} --workers ${w} --out "${WORK}/w${w}.jsonl"
                  RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "arbiter sim with ${w} worker(s) failed (${rc}): ${err}")
  endif()
endforeach()
file(READ "${WORK}/w1.jsonl" one)
file(READ "${WORK}/w2.jsonl" two)
if(NOT one STREQUAL two)
  message(FATAL_ERROR "1 and 2 workers gave different results for the same seeds")
endif()
string(LENGTH "${one}" n)
if(n LESS 100)
  message(FATAL_ERROR "the simulation wrote almost nothing: ${one}")
endif()
message(STATUS "identical results with 1 and 2 workers (${n} bytes)")
