# compare.cmake -- `arbiter sim --compare OLD NEW` finds a card made stronger:
# Battle Pod with 12 Combat instead of 4 wins more often when bought, with a
# 95% interval of the change above zero, and is listed as NEW's card.
#   cmake -DARBITER=<binary> -DWORK=<dir> -DFIX=<tests/fixtures/compare> -P compare.cmake
file(MAKE_DIRECTORY "${WORK}")
execute_process(COMMAND "${ARBITER}" sim --game star-realms --games 240 --seed 1 --bots greedy
                        --compare "${FIX}/old" "${FIX}/new" --out "${WORK}/compare.json"
                RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "arbiter sim --compare failed (${rc}): ${err}")
endif()
if(NOT err MATCHES "\n\\* Battle Pod +0\\.[0-9]+ +0\\.[0-9]+ +\\+0\\.[0-9]+")
  message(FATAL_ERROR "the table does not lead with Battle Pod, marked as NEW's card:\n${err}")
endif()
file(READ "${WORK}/compare.json" text)
string(JSON low GET "${text}" compare cards "Battle Pod" ci95_low)
string(JSON diff GET "${text}" compare cards "Battle Pod" diff)
if(NOT low MATCHES "^\\+0\\.[0-9]+$" OR low STREQUAL "+0.0000")
  message(FATAL_ERROR "Battle Pod's change ${diff} has an interval reaching down to ${low}")
endif()
message(STATUS "Battle Pod won ${diff} more often when bought (95% CI from ${low})")
