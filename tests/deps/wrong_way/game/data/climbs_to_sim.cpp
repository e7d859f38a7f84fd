// A fixture of tests/deps: a path climbing out of the folder counts by where it lands.
#include "../sim/session.h"
