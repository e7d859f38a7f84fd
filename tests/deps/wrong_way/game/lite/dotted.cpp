// A fixture of tests/deps: a leading ./ changes nothing.
#include "./full/ruleset.h"
