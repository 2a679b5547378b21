# run_new_card.cmake -- `arbiter new-card` then `arbiter check` on a new mod.
#
#   cmake -DARBITER=<binary> -DWORK=<scratch dir> -P run_new_card.cmake
#
# Makes a mod folder with a manifest, writes a card and a scenario skeleton
# into it, and checks that: the skeleton's scenario passes; `arbiter check`
# reports the TODO the author still has to write (status 1); the ruling once
# written makes the mod clean (status 0); a second new-card of the same name
# overwrites nothing.
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}/fan")
file(WRITE "${WORK}/fan/manifest.lua"
     "return { name = \"fan\", version = \"0.1\", game = \"tutorial\" }\n")
function(run want_rc out_regex)
  execute_process(COMMAND "${ARBITER}" ${ARGN} WORKING_DIRECTORY "${WORK}"
    OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
  if(NOT rc STREQUAL want_rc OR NOT "${out}${err}" MATCHES "${out_regex}")
    message(FATAL_ERROR "arbiter ${ARGN}: status ${rc} (want ${want_rc}), output:\n${out}${err}\n"
                        "does not match: ${out_regex}")
  endif()
endfunction()
run(0 "wrote fan/cards/ember_cat.lua\nwrote fan/tests/ember_cat.lua" new-card tutorial "Ember Cat" --mod fan)
run(0 "ok - Ember Cat: TODO" test fan/tests)
run(1 "problem: a scenario in tests/ still says TODO\n.*fan: 1 problem\n" check fan)
file(READ "${WORK}/fan/tests/ember_cat.lua" text)
string(REPLACE "TODO the ruling, as a sentence" "playing it gains 1 point" text "${text}")
string(REPLACE "  -- TODO: act" "  g:act(\"play Ember Cat\")\n  eq(g:get(\"g:pget(1, 'points')\"), 1, \"points\")\n  -- act" text "${text}")
file(WRITE "${WORK}/fan/tests/ember_cat.lua" "${text}")
file(READ "${WORK}/fan/cards/ember_cat.lua" text)
string(REPLACE "TODO" "Gain 1 point." text "${text}")
file(WRITE "${WORK}/fan/cards/ember_cat.lua" "${text}")
run(0 "ok - Ember Cat: playing it gains 1 point\n.*fan: 0 problems\n" check fan)
run(1 "fan/cards/ember_cat.lua exists; not overwritten" new-card tutorial "Ember Cat" --mod fan)
