# cmake -DCLI=guidon-cli -DFILE=f[|f...] -DEXPECT_RC=n [-DLINE=l -DWORDS=text] -P check_validate.cmake
# Runs `guidon-cli validate FILE...`, checks the exit code and, when LINE is
# given, that the output holds `FILE:LINE: ` followed (on that line) by WORDS.
string(REPLACE "|" ";" files "${FILE}")
execute_process(COMMAND ${CLI} validate ${files}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
set(all "${out}${err}")
if(NOT rc STREQUAL "${EXPECT_RC}")
  message(FATAL_ERROR "guidon-cli validate ${FILE}: exit code ${rc}, expected ${EXPECT_RC}\n${all}")
endif()
if(DEFINED LINE)
  string(FIND "${all}" "${FILE}:${LINE}: " pos)
  if(pos EQUAL -1)
    message(FATAL_ERROR "guidon-cli validate: no '${FILE}:${LINE}: ' in the output:\n${all}")
  endif()
  string(SUBSTRING "${all}" ${pos} -1 rest)
  string(FIND "${rest}" "\n" eol)
  string(SUBSTRING "${rest}" 0 ${eol} first)
  string(FIND "${first}" "${WORDS}" wpos)
  if(wpos EQUAL -1)
    message(FATAL_ERROR "guidon-cli validate: '${first}' does not say '${WORDS}'")
  endif()
endif()
message(STATUS "ok: ${all}")
