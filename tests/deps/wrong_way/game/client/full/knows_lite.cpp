// A fixture of tests/deps: one ruleset's UI does not include another's.
#include "../lite/table_screen.h"
