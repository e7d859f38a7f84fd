// A fixture of tests/deps: data may not include the computer players.
#pragma once
#include "ai/agent.h"
