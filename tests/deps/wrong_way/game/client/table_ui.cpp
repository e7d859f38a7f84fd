// A fixture of tests/deps: the shell's factory may include a ruleset's UI.
#include "lite/table_screen.h"
