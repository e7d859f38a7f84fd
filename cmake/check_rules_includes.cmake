# Fails the build when a file in game/rules includes SFML, ImGui or tinyxml2.
# Their headers live under /usr/include beside Box2D's, so include paths alone
# cannot keep them out; this check makes the rule of STYLE.md a build error.
file(GLOB_RECURSE files "${RULES_DIR}/*.h" "${RULES_DIR}/*.cpp" "${RULES_DIR}/*.hpp")
set(bad "")
foreach(f ${files})
  file(STRINGS "${f}" lines REGEX "^[ \t]*#[ \t]*include[ \t]*[<\"](SFML/|imgui|tinyxml2|GL/)")
  if(lines)
    list(APPEND bad "${f}: ${lines}")
  endif()
endforeach()
if(bad)
  string(REPLACE ";" "\n  " msg "${bad}")
  message(FATAL_ERROR "game/rules may link only the standard library and Box2D:\n  ${msg}")
endif()
