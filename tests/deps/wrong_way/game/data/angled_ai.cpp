// A fixture of tests/deps: angle brackets name modules too.
#include <ai/agent.h>
