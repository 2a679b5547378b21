# same_games.cmake -- the reference playout (sr_ref.c) and the scripted
# engine play the same Star Realms games: for every seed, the same winner,
# number of turns and number of decisions.  This is what makes the ratio
# printed by bench_arbiter a fair one, and it catches any change to the
# ruleset's rules, option order or random bot that the reference lacks.
#   cmake -DARBITER=<binary> -DREF=<sr_ref_bench> -DGAMES=N -DSEED=S -P same_games.cmake
execute_process(COMMAND "${ARBITER}" sim --game star-realms --games ${GAMES} --seed ${SEED}
                        --workers 2
                OUTPUT_VARIABLE json RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "arbiter sim failed (${rc}): ${err}")
endif()
execute_process(COMMAND "${REF}" --list ${GAMES} ${SEED}
                OUTPUT_VARIABLE ref RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "sr_ref_bench --list failed (${rc})")
endif()
string(REGEX MATCHALL "[^\n]+" lines "${json}")
set(engine "")
foreach(line IN LISTS lines)
  if(line MATCHES "\"summary\"")
    continue()
  endif()
  string(REGEX MATCH "\"decisions\":([0-9]+)" _ "${line}")
  set(d ${CMAKE_MATCH_1})
  string(REGEX MATCH "\"seed\":([0-9]+)" _ "${line}")
  set(s ${CMAKE_MATCH_1})
  string(REGEX MATCH "\"turns\":([0-9]+)" _ "${line}")
  set(t ${CMAKE_MATCH_1})
  set(w 0)
  if(line MATCHES "\"winners\":\\[([0-9]+)\\]")
    set(w ${CMAKE_MATCH_1})
  endif()
  string(APPEND engine "${s} ${w} ${t} ${d}\n")
endforeach()
if(NOT engine STREQUAL ref)
  message(FATAL_ERROR "the engine and the reference played different games\n"
                      "engine (seed winner turns decisions):\n${engine}\nreference:\n${ref}")
endif()
string(LENGTH "${engine}" n)
message(STATUS "engine and reference agree on ${GAMES} games (${n} bytes)")
