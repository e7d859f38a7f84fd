// A refused command, in every ruleset: the rule that refuses it and a
// sentence a player understands.
#pragma once

#include "vec.h"

#include <string>
#include <utility>

namespace guidon::core {

struct Refusal {
    std::string rule;
    std::string reason;
    bool hasPoint = false; // where on the table the move stops being legal
    Vec2 point;
};

// The one way to make a refusal: by `rule`, for `reason`; and with the point
// on the table where the move stops being legal.
inline Refusal refusalOf(std::string rule, std::string reason) {
    Refusal r;
    r.rule = std::move(rule);
    r.reason = std::move(reason);
    return r;
}
inline Refusal refusalOf(std::string rule, std::string reason, Vec2 point) {
    Refusal r = refusalOf(std::move(rule), std::move(reason));
    r.hasPoint = true;
    r.point = point;
    return r;
}

} // namespace guidon::core
