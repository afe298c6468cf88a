# SPDX-License-Identifier: GPL-3.0-or-later
# Run by ctest as <name>-parts (see railyard_add_test's PARTS): every test
# function the executable lists must be in exactly one part, and every
# function a part names must exist.
#   cmake -DEXECUTABLE=path -DPARTS="fnA,fnB|fnC" -P checkparts.cmake
cmake_minimum_required(VERSION 3.25)
execute_process(COMMAND ${EXECUTABLE} -functions
    OUTPUT_VARIABLE listed RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${EXECUTABLE} -functions failed (${rc})")
endif()
string(REPLACE "()" "" listed "${listed}")
string(REGEX REPLACE "[\r\n]+" ";" listed "${listed}")
list(REMOVE_ITEM listed "")
string(REGEX REPLACE "[|,]" ";" named "${PARTS}")

set(problems "")
foreach(fn ${listed})
    if(NOT fn IN_LIST named)
        string(APPEND problems "\n  ${fn}: in no part (add it to PARTS)")
    endif()
endforeach()
foreach(fn ${named})
    if(NOT fn IN_LIST listed)
        string(APPEND problems "\n  ${fn}: named in PARTS but not a test function")
    endif()
endforeach()
# A function in two parts would run twice, beside itself.
set(unique ${named})
list(REMOVE_DUPLICATES unique)
list(LENGTH named n_named)
list(LENGTH unique n_unique)
if(NOT n_named EQUAL n_unique)
    string(APPEND problems "\n  a function is named in more than one part")
endif()
if(problems)
    message(FATAL_ERROR "${EXECUTABLE}: the parts do not cover the test functions once each:${problems}")
endif()
message(STATUS "${EXECUTABLE}: every test function is in exactly one part")
