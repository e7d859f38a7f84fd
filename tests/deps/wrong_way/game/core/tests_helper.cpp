// A fixture of tests/deps: code never includes the tests.
#include "../../tests/helper.h"
