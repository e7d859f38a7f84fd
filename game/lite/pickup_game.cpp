#include "pickup_game.h"

#include "game.h"
#include "ruleset.h"
#include "setup_lines.h"

#include <sstream>

namespace guidon::lite {

namespace {

// The first word of a line ("" for none).
std::string verbOf(std::string_view line) {
    std::istringstream in{std::string(line)};
    std::string w;
    in >> w;
    return w;
}

} // namespace

PickupGame::PickupGame(const PickupLibrary& library, std::vector<TerrainType> terrainTypes,
                       const PickupForce& federal, const PickupForce& confederate,
                       PickupRules rules, std::shared_ptr<const std::vector<CardDef>> cards,
                       std::uint64_t seed, const std::vector<int>& dice, FixedHands hands)
    : setup_(library, std::move(terrainTypes), federal, confederate, std::move(rules), seed, dice),
      choices_(setupChoices(seed)), cards_(std::move(cards)), seed_(seed),
      hands_(std::move(hands)), map_(std::make_shared<const core::BattleMap>(mapOf(setup_.preview()))) {}

const core::BattleMap& PickupGame::map() const {
    return game_ ? game_->map() : *map_;
}

std::vector<core::TableEvent> PickupGame::opening() const {
    std::vector<core::TableEvent> out;
    logSetup(0, out);
    return out;
}

void PickupGame::logSetup(std::size_t from, std::vector<core::TableEvent>& out) const {
    const std::vector<SetupEvent>& log = setup_.log();
    for (std::size_t i = from; i < log.size(); ++i) {
        const SetupEvent& e = log[i];
        core::TableEvent t;
        t.kind = std::string("setup-") + nameOf(e.kind); // "setup-rolled", "setup-piece-placed"
        t.code = kSetupEventCode + static_cast<int>(e.kind);
        t.side = e.side;
        t.text = e.text;
        t.dice = e.dice;
        if (e.kind == SetupEventKind::UnitDeployed) t.unit = e.index;
        t.value = e.index;
        if (e.kind == SetupEventKind::Ready) t.emphasis = core::Emphasis::Notable;
        out.push_back(std::move(t));
    }
}

const core::RulesetInfo& PickupGame::ruleset() const {
    return lite::ruleset();
}

std::unique_ptr<core::Game> PickupGame::clone() const {
    return std::make_unique<PickupGame>(*this);
}

core::Status PickupGame::status() const {
    if (game_) return game_->status();
    core::Status st;
    st.turn = 0; // the set-up comes before the first turn
    st.decider = setup_.decider();
    st.active = st.decider;
    st.pending = setup_.describePending();
    return st;
}

core::LineResult PickupGame::submitLine(std::string_view line) {
    if (game_) return game_->submitLine(line);
    PickupSetup next = setup_;
    Pcg32 rng = choices_;
    std::size_t before = setup_.log().size();
    core::LineResult r = tryLine(line, next, rng);
    if (!r.accepted) return r;
    setup_ = std::move(next);
    choices_ = rng;
    logSetup(before, r.events);
    if (setup_.ready()) {
        // The battle the set-up made, played from the same seed with the
        // dice the set-up left.
        Battle b = setup_.battle();
        for (Side side : {Side::Federal, Side::Confederate})
            if (!hands_[index(side)].empty()) b.hands[index(side)] = hands_[index(side)];
        std::vector<Event> opening;
        GameState st =
            newGame(makeSetup(std::move(b), *cards_), seed_, setup_.unusedDice(), &opening);
        for (const Event& e : opening)
            r.events.push_back(tableEvent(e, *st.setup));
        game_.emplace(std::move(st));
    } else {
        // The table as set up so far (the game's own map once it starts).
        map_ = std::make_shared<const core::BattleMap>(mapOf(setup_.preview()));
    }
    return r;
}

core::LineResult PickupGame::checkLine(std::string_view line) const {
    if (game_) return game_->checkLine(line);
    PickupSetup next = setup_;
    Pcg32 rng = choices_;
    return tryLine(line, next, rng);
}

core::LineResult PickupGame::tryLine(std::string_view line, PickupSetup& next, Pcg32& rng) {
    core::LineResult r;
    std::optional<Refusal> refusal;
    std::string text(line);
    if (!applySetupLine(next, text, rng, refusal, r.error)) return r;
    r.line = setupLineWords(text);
    if (refusal)
        r.refusal = *refusal;
    else
        r.accepted = true;
    return r;
}

std::uint64_t PickupGame::hash() const {
    if (game_) return game_->hash();
    // Everything the set-up's next steps depend on.
    Hasher f;
    f.str("pickup");
    f.i64(static_cast<std::int64_t>(setup_.step()));
    f.i64(static_cast<std::int64_t>(index(setup_.decider())));
    for (const SetupEvent& e : setup_.log()) {
        f.i64(static_cast<std::int64_t>(e.kind));
        f.i64(index(e.side));
        f.str(e.text);
        f.ints(e.dice);
        f.i64(e.index);
    }
    for (const PlacedPiece& p : setup_.placed()) {
        f.i64(p.piece);
        f.real(p.at.x);
        f.real(p.at.y);
        f.real(p.angle);
    }
    for (std::size_t i = 0; i < setup_.units().size(); ++i) {
        const UnitSetup& u = setup_.units()[i];
        f.i64(setup_.isPlaced(static_cast<int>(i)));
        f.real(u.front.x);
        f.real(u.front.y);
        f.real(u.facing);
    }
    f.u64(choices_.state());
    // What the game after the set-up starts from.
    f.u64(seed_);
    f.ints(setup_.unusedDice());
    for (const std::vector<std::string>& hand : hands_) {
        f.i64(static_cast<std::int64_t>(hand.size()));
        for (const std::string& id : hand)
            f.str(id);
    }
    return f.h;
}

std::vector<core::TableUnit> PickupGame::table() const {
    if (game_) return game_->table();
    // Every unit of both forces, so that an event's unit index is an index
    // here; those not yet deployed have no stands on the table.
    std::vector<core::TableUnit> out;
    for (std::size_t i = 0; i < setup_.units().size(); ++i) {
        core::TableUnit t = tableUnitOf(unitFromSetup(setup_.units()[i]));
        if (!setup_.isPlaced(static_cast<int>(i))) t.stands.clear();
        out.push_back(std::move(t));
    }
    return out;
}

std::vector<std::string> PickupGame::brokenInvariants() const {
    if (game_) return game_->brokenInvariants();
    return {};
}

bool PickupGame::undoable(std::string_view line) const {
    if (game_) return game_->undoable(line);
    std::string verb = verbOf(line);
    return verb == "piece" || verb == "remove" || verb == "deploy" || verb == "auto-deploy";
}

} // namespace guidon::lite
