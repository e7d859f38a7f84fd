// A fixture of tests/deps: the pure modules may not include a quoted third-party header either.
#include "imgui.h"
