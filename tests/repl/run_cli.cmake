# run_cli.cmake -- checks how `arbiter` fails at start-up or on odd input.
#
#   cmake -DARBITER=<binary> "-DARGS=--game;nope" -DRC=1 -DERR=<regex>
#         [-DOUT=<regex>] [-DLONG_LINE=<work dir>] -P run_cli.cmake
#
# Runs arbiter with ARGS (a CMake list) and checks its exit status, that
# stderr matches ERR ("^$": nothing) and, if given, that stdout matches OUT.
# With LONG_LINE, a batch file holding one line longer than the REPL accepts
# is written there and passed with --batch.
if(DEFINED LONG_LINE)
  file(MAKE_DIRECTORY "${LONG_LINE}")
  string(REPEAT "x" 70000 line)
  file(WRITE "${LONG_LINE}/long.in" "#! --game tutorial\n${line}\nhash\n")
  list(APPEND ARGS --batch "${LONG_LINE}/long.in")
endif()
execute_process(COMMAND "${ARBITER}" ${ARGS}
  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
if(NOT rc STREQUAL RC)
  message(FATAL_ERROR "exit status ${rc}, expected ${RC}\nstdout:\n${out}\nstderr:\n${err}")
endif()
if(NOT err MATCHES "${ERR}")
  message(FATAL_ERROR "stderr does not match '${ERR}':\n${err}")
endif()
if(DEFINED OUT AND NOT out MATCHES "${OUT}")
  message(FATAL_ERROR "stdout does not match '${OUT}':\n${out}")
endif()
