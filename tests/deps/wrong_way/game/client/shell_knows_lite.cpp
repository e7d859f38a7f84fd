// A fixture of tests/deps: the shell includes no ruleset's UI but in its
// factory (client/table_ui.cpp).
#include "lite/table_screen.h"
