// A fixture of tests/deps: the CLI may not include the window code.
#include "client/table_screen.h"
