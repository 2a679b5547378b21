# run_transcript.cmake -- runs one golden transcript of the `arbiter` REPL.
#
#   cmake -DARBITER=<binary> -DNAME=<test> -DSRC=<tests/repl> -DROOT=<source root>
#         -DWORK=<scratch dir> -P run_transcript.cmake
#
# It assembles a game root in WORK/root (the real prelude, the tutorial,
# Star Realms, both Transformers games and Z-G (with the shipped decks), and the fixture game and mod under
# SRC/games), then runs
#   arbiter --batch SRC/NAME.in --root WORK/root
# in WORK/scratch, a copy of SRC/files.  The first line of NAME.in may be a
# "#! --game ... --seed ..." directive; arbiter itself reads it.  The output
# must equal NAME.out byte for byte (a unified diff is printed if not).  The
# run also fails if anything reached stderr (e.g. a sanitizer report) or if
# the exit status is not 1 exactly when the transcript shows an error.
# With ARB_UPDATE_GOLDEN=1 in the environment, NAME.out is rewritten instead.
foreach(var ARBITER NAME SRC ROOT WORK)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "run_transcript.cmake needs -D${var}=...")
  endif()
endforeach()

file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}/root/scripts" "${WORK}/root/cards" "${WORK}/scratch")
file(COPY "${ROOT}/scripts/tutorial" "${ROOT}/scripts/star-realms"
     "${ROOT}/scripts/transformers-dbg" "${ROOT}/scripts/transformers-tcg" "${ROOT}/scripts/z-g"
     "${ROOT}/scripts/lib"
     DESTINATION "${WORK}/root/scripts")
file(COPY "${ROOT}/cards/tutorial" "${ROOT}/cards/star-realms" "${ROOT}/cards/transformers-dbg"
     "${ROOT}/cards/transformers-tcg" "${ROOT}/cards/z-g" DESTINATION "${WORK}/root/cards")
file(COPY "${SRC}/games/scripts/" DESTINATION "${WORK}/root/scripts")
file(COPY "${SRC}/games/mods" DESTINATION "${WORK}/root")
file(COPY "${SRC}/files/" DESTINATION "${WORK}/scratch")

execute_process(
  COMMAND "${ARBITER}" --batch "${SRC}/${NAME}.in" --root "${WORK}/root"
  WORKING_DIRECTORY "${WORK}/scratch"
  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)

if(NOT err STREQUAL "")
  message(FATAL_ERROR "${NAME}: arbiter wrote to stderr (exit status ${rc}):\n${err}")
endif()
string(REGEX MATCH "(^|\n)error: " has_error "${out}")
if(has_error)
  set(want_rc 1)
else()
  set(want_rc 0)
endif()
if(NOT rc STREQUAL want_rc)
  message(FATAL_ERROR "${NAME}: exit status ${rc}, expected ${want_rc}")
endif()

if("$ENV{ARB_UPDATE_GOLDEN}")
  file(WRITE "${SRC}/${NAME}.out" "${out}")
  message(STATUS "${NAME}: wrote ${SRC}/${NAME}.out")
  return()
endif()
file(READ "${SRC}/${NAME}.out" want)
if(NOT out STREQUAL want)
  file(WRITE "${WORK}/${NAME}.actual" "${out}")
  execute_process(COMMAND diff -u "${SRC}/${NAME}.out" "${WORK}/${NAME}.actual")
  message(FATAL_ERROR "${NAME}: output differs from ${NAME}.out (diff above; "
                      "ARB_UPDATE_GOLDEN=1 ctest -R repl rewrites the .out files)")
endif()
