// The fire preview (issue 22, "a preview a player can trust"): before a
// unit fires, every target it could fire at now, each with the volley it
// would fire (fire.h) and that volley's exact odds (fire_odds.h), and the
// same as plain lines a player reads. Nothing here is a rule: every figure
// is read from the Volley and its FireOdds.
#pragma once

#include "fire.h"
#include "fire_odds.h"

#include <string>
#include <vector>

namespace guidon::full {

struct TargetPreview {
    Volley volley;
    FireOdds odds;
};

// Every target the unit (a battery's section, 0 from the left) could fire
// at now, nearest first, with the odds of its volley. Empty when it may not
// fire (checkFirer) or sees no enemy it can reach.
std::vector<TargetPreview> firePreview(const GameState& s, int unit, int section);

// One target's block: its name, distance and band, the dice, the to-hit
// number with every term named, the save, the traits that apply, expected
// hits and unsaved hits (one decimal), the chances of at least one stand
// and of suppression (whole percents), plunging fire's victim.
std::vector<std::string> previewLines(const GameState& s, const TargetPreview& p);

// The whole preview as a player reads it: a heading naming the firer, then
// each target's block (a blank line between); or one sentence saying why
// it can fire at nothing (checkFirer's refusal, or the nearest enemy's).
std::vector<std::string> firePreviewText(const GameState& s, int unit, int section);

// Why the unit (section) can fire at nothing now, or "" when it has a
// target: checkFirer's refusal with its rule, else the nearest enemy's.
std::string noTargetReason(const GameState& s, int unit, int section);

// A chance as a player reads it: whole percents, "under 1%" and "over 99%"
// for what rounding would show as certain or impossible.
std::string percentText(double p);

} // namespace guidon::full
