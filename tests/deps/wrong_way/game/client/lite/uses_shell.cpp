// A fixture of tests/deps: a ruleset's UI may include the shell.
#include "../ui_kit.h"
