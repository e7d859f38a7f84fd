// A fixture of tests/deps: game/lite/... is Lite too.
#include "game/lite/state.h"
