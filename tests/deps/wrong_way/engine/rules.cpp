// A fixture of tests/deps: the engine knows no rules.
#include "game/lite/state.h"
