// The one file of the shell that knows each ruleset's table: a new ruleset
// adds its own here (docs/architecture.md, "How a ruleset plugs in").
#include "table_ui.h"

#include "client/full/table_screen.h"
#include "client/lite/table_screen.h"
#include "full/door.h"
#include "full/ruleset.h"
#include "lite/door.h"
#include "lite/ruleset.h"
#include "sim/session.h"

#include <string_view>

namespace guidon::client {

std::unique_ptr<TableUi> makeTableUi(sim::Session& session, engine::Assets& assets,
                                     std::uint64_t seed, const UiFonts& fonts,
                                     const data::RulesReference* reference,
                                     const std::string computer[2],
                                     const std::vector<ai::AiParams>& levels,
                                     const std::vector<ai::full::FullAiParams>& fullLevels,
                                     std::string& error) {
    error.clear();
    const core::Game& game = session.game();
    std::string_view id = game.ruleset().id;
    if (id == lite::ruleset().id && lite::isLite(game))
        return std::make_unique<TableScreen>(session, assets, seed, fonts, reference, computer,
                                             levels);
    if (id == full::ruleset().id && full::stateIf(game))
        return std::make_unique<full_ui::TableScreen>(session, assets, seed, fonts, reference,
                                                      computer, fullLevels);
    error = "This version of Guidon has no table for " + std::string(game.ruleset().name) +
            " (ruleset \"" + std::string(game.ruleset().id) +
            "\"): its games cannot be played here yet.";
    return nullptr;
}

} // namespace guidon::client
