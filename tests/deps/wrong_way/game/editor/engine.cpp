// A fixture of tests/deps: the editor draws nothing.
#include <engine/window.h>
