// A fixture of tests/deps: one ruleset may not include the other.
#include "full/ruleset.h"
