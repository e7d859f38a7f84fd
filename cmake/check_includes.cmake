# The direction of the code's dependencies, checked on every build (and by
# tests/deps, which shows it fails): each module under game/ (and engine/)
# may include only the modules listed for it below. Run as
#   cmake -DROOT=<folder holding game/ and engine/> -P check_includes.cmake
# A wrong-way include is a build error naming the file, the include and what
# the module may include. docs/architecture.md draws the same table.
#
# Each include is resolved as the compiler would find it: a quoted one
# beside its file first, then under game/ and the root (the include paths
# the targets give); an include that names a module (ai/agent.h, <lite/x.h>,
# ../lite/x.h, game/ai/agent.h) counts as that module's. The pure modules
# (core, lite, full) include only their allowed modules, the standard
# library (a header name without a path) and Box2D: the SFML, ImGui and
# tinyxml2 headers sit under /usr/include beside Box2D's, so include paths
# alone cannot keep them out. SFML, ImGui, OpenGL and X11 belong to the
# window (engine, client, app); tinyxml2 to game/data. Inside game/client,
# the shell (its own files) includes no ruleset's UI (game/client/lite/ ...)
# but in the factory that makes their tables, and no ruleset's UI another's.
# (Not understood: an include inside a /* */ comment or #if 0 counts.)
if(NOT ROOT)
  message(FATAL_ERROR "check_includes.cmake: give -DROOT=<source folder>")
endif()
get_filename_component(ROOT "${ROOT}" ABSOLUTE)

set(modules core lite full data ai sim editor cli client app engine)
set(may_core core)
set(may_lite core lite)
set(may_full core full)
set(may_data core lite full data)
set(may_ai core lite full ai)
set(may_sim core lite full data ai sim)
set(may_editor core lite full data ai sim editor)
set(may_cli core lite full data ai sim editor cli)
set(may_client core lite full data ai sim editor engine client)
set(may_app core lite full data ai sim editor engine client app)
set(may_engine engine)
set(pure core lite full)
set(window engine client app)

# The module a path under ROOT belongs to ("" for none).
function(module_of path out)
  set(m "")
  file(RELATIVE_PATH rel "${ROOT}" "${path}")
  if(rel MATCHES "^game/([^/]+)/")
    set(m "${CMAKE_MATCH_1}")
  elseif(rel MATCHES "^engine/")
    set(m engine)
  endif()
  list(FIND modules "${m}" known)
  if(known EQUAL -1)
    set(m "")
  endif()
  set(${out} "${m}" PARENT_SCOPE)
endfunction()

# Inside game/client, the part a path belongs to: a ruleset's UI (the
# folder game/client/<ruleset>/: "lite") or the shell ("": the files
# directly in game/client/).
function(client_part path out)
  file(RELATIVE_PATH rel "${ROOT}" "${path}")
  set(p "")
  if(rel MATCHES "^game/client/([^/]+)/")
    set(p "${CMAKE_MATCH_1}")
  endif()
  set(${out} "${p}" PARENT_SCOPE)
endfunction()
# The one file of the shell that may include a ruleset's UI: the factory
# that makes each ruleset's table (client::makeTableUi).
set(client_factory "game/client/table_ui.cpp")

set(bad "")
foreach(m ${modules})
  if(m STREQUAL "engine")
    set(dir "${ROOT}/engine")
  else()
    set(dir "${ROOT}/game/${m}")
  endif()
  if(NOT IS_DIRECTORY "${dir}")
    continue()
  endif()
  list(FIND pure "${m}" isPure)
  list(FIND window "${m}" isWindow)
  string(REPLACE ";" ", " may "${may_${m}}")
  file(GLOB_RECURSE files "${dir}/*.h" "${dir}/*.cpp" "${dir}/*.hpp")
  foreach(f ${files})
    file(STRINGS "${f}" lines REGEX "^[ \t]*#[ \t]*include")
    file(RELATIVE_PATH rel "${ROOT}" "${f}")
    get_filename_component(fdir "${f}" DIRECTORY)
    foreach(line ${lines})
      set(quoted FALSE)
      if(line MATCHES "#[ \t]*include[ \t]*\"([^\"]*)\"")
        set(header "${CMAKE_MATCH_1}")
        set(quoted TRUE)
      elseif(line MATCHES "#[ \t]*include[ \t]*<([^>]*)>")
        set(header "${CMAKE_MATCH_1}")
      else()
        continue()
      endif()
      # Which module the include reaches, if any.
      set(target "")
      set(found FALSE)
      set(bases "${ROOT}/game" "${ROOT}")
      if(quoted)
        list(INSERT bases 0 "${fdir}")
      endif()
      foreach(base ${bases})
        get_filename_component(abs "${header}" ABSOLUTE BASE_DIR "${base}")
        if(EXISTS "${abs}" AND NOT IS_DIRECTORY "${abs}")
          module_of("${abs}" target)
          set(found TRUE)
          break()
        endif()
      endforeach()
      if(NOT found)
        # Not in this tree (a fixture, or a header not written yet): by its
        # first folder, and game/<module>/ as the root's include path gives it.
        string(REGEX REPLACE "^(\\./)+" "" h "${header}")
        string(REGEX REPLACE "^(\\.\\./)+" "" h "${h}")
        string(REGEX REPLACE "^game/" "" h "${h}")
        if(h MATCHES "^([^/]+)/")
          list(FIND modules "${CMAKE_MATCH_1}" known)
          if(known GREATER -1)
            set(target "${CMAKE_MATCH_1}")
          endif()
        endif()
      endif()
      if(target)
        list(FIND may_${m} "${target}" allowed)
        if(allowed EQUAL -1)
          list(APPEND bad "${rel}: ${line}  (${m} may include only ${may})")
        elseif(found AND m STREQUAL "client" AND target STREQUAL "client")
          # The shell includes no ruleset's UI (but its factory), and a
          # ruleset's UI no other ruleset's.
          client_part("${f}" from)
          client_part("${abs}" to)
          if(NOT to STREQUAL "" AND NOT to STREQUAL from AND
             NOT (from STREQUAL "" AND rel STREQUAL "${client_factory}"))
            list(APPEND bad "${rel}: ${line}  (the window's shell includes no ruleset's UI but in ${client_factory}, and a ruleset's UI no other's)")
          endif()
        endif()
      elseif(found)
        # A file of the tree outside every module (tests/...): never from code.
        list(APPEND bad "${rel}: ${line}  (${m} may include only ${may}, not files outside them)")
      elseif(isPure GREATER -1)
        if(quoted OR (NOT header MATCHES "^[a-z_]+$" AND NOT header MATCHES "^box2d/"))
          list(APPEND bad "${rel}: ${line}  (${m} may include only ${may}, the standard library and Box2D)")
        endif()
      elseif(header MATCHES "^(SFML/|imgui|GL/|X11/)" AND isWindow EQUAL -1)
        list(APPEND bad "${rel}: ${line}  (only the window's code, engine, client and app, may include SFML, ImGui, OpenGL or X11)")
      elseif(header MATCHES "^tinyxml2" AND NOT m STREQUAL "data")
        list(APPEND bad "${rel}: ${line}  (only game/data reads and writes XML)")
      endif()
    endforeach()
  endforeach()
endforeach()

if(bad)
  string(REPLACE ";" "\n  " msg "${bad}")
  message(FATAL_ERROR "includes that point the wrong way (docs/architecture.md):\n  ${msg}")
endif()
