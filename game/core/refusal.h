// A refused command, in every ruleset: the rule that refuses it and a
// sentence a player understands.
#pragma once

#include "vec.h"

#include <string>

namespace guidon::core {

struct Refusal {
    std::string rule;
    std::string reason;
    bool hasPoint = false; // where on the table the move stops being legal
    Vec2 point;
};

} // namespace guidon::core
