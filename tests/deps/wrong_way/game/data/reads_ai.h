// A fixture of tests/deps: data may not include the computer players.
#include "ai/agent.h"
