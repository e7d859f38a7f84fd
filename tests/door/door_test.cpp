// The door (core/game.h) with Lite behind it (lite/door.h): a game played
// line by line through the door is the game lite::submit plays, hash for
// hash and event for event; a refused or unreadable line changes nothing;
// checking a line applies nothing; the table shows every base.
#include "../library.h"

#include "core/game.h"
#include "lite/command_text.h"
#include "lite/door.h"
#include "lite/game.h"
#include "lite/invariants.h"
#include "lite/view.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <string>
#include <vector>

using namespace guidon;
using guidon::test::kRoot;
using guidon::test::library;

namespace {

std::vector<std::string> goldenLines() {
    return test::scriptLines("tests/cli/golden.script");
}

sim::Session goldenSession() {
    sim::Session s;
    data::Problems p;
    REQUIRE_MESSAGE(s.start(library(), kRoot + "/tests/cli/golden_battle.xml", 37, {}, p), p.str());
    return s;
}

int shownBases(const lite::GameState& s) {
    int n = 0;
    for (const lite::Unit& u : s.units)
        if (u.onTable()) n += u.shownBases();
    return n;
}

// The door's table against Lite's own: every base where baseBoxes puts it,
// the strength and the markers.
void checkTable(const std::vector<core::TableUnit>& table, const lite::GameState& s) {
    REQUIRE(table.size() == s.units.size());
    lite::PlayerView view = lite::viewFor(s, s.active);
    auto has = [](const std::vector<std::string>& v, const char* m) {
        return std::find(v.begin(), v.end(), m) != v.end();
    };
    auto named = [](const std::vector<int>& v, int i) {
        return std::find(v.begin(), v.end(), i) != v.end();
    };
    for (std::size_t i = 0; i < table.size(); ++i) {
        const lite::Unit& u = s.units[i];
        const core::TableUnit& t = table[i];
        CHECK(t.id == u.id);
        CHECK(t.side == u.side);
        CHECK(t.front.x == u.front.x);
        CHECK(t.front.y == u.front.y);
        CHECK(t.facing == u.facing);
        CHECK(t.strength == u.bases);
        CHECK(t.startingStrength == u.startingBases);
        std::vector<lite::BaseBox> boxes = lite::baseBoxes(u);
        REQUIRE(t.stands.size() == boxes.size());
        for (std::size_t k = 0; k < boxes.size(); ++k) {
            CHECK(t.stands[k].box.centre.x == boxes[k].centre.x);
            CHECK(t.stands[k].box.centre.y == boxes[k].centre.y);
            CHECK(t.stands[k].box.halfWidth == 0.5);
            CHECK(t.stands[k].box.halfDepth == 0.5);
            CHECK(t.stands[k].rank == boxes[k].rank);
            CHECK(t.stands[k].file == boxes[k].file);
            CHECK(t.stands[k].look == (u.type == lite::UnitType::Infantry ? core::StandLook::Foot
                                       : u.limbered                       ? core::StandLook::Limber
                                                                          : core::StandLook::Gun));
        }
        CHECK(has(t.markers, "moved") == u.acted);
        CHECK(has(t.markers, "smoke") == u.smoke);
        CHECK(has(t.markers, "may not move") == named(view.mayNotMove, int(i)));
        CHECK(has(t.markers, "may not fire") == named(view.mayNotFire, int(i)));
    }
}

} // namespace

TEST_CASE("door: the golden game through the door is the game lite::submit plays") {
    std::vector<std::string> lines = goldenLines();
    REQUIRE(lines.size() > 40);
    // The session plays through the door; `bare` is the same game played by
    // lite::submit itself, as it was before there was a door.
    sim::Session session = goldenSession();
    lite::GameState bare = lite::stateOf(session.game());
    std::unique_ptr<core::Game> door = std::make_unique<lite::LiteGame>(bare);
    core::Game& g = *door;
    CHECK(g.ruleset().id == "lite");
    CHECK(g.hash() == lite::stateHash(bare));
    for (std::size_t i = 0; i < lines.size(); ++i) {
        INFO("line " << i + 1 << ": " << lines[i]);
        core::Status before = g.status();
        CHECK(before.decider == lite::decider(bare));
        CHECK(before.pending == lite::describePending(bare));
        // Checking applies nothing and agrees with the submit that follows.
        std::uint64_t h = g.hash();
        core::LineResult checked = g.checkLine(lines[i]);
        CHECK(g.hash() == h);
        lite::Command c;
        std::string error;
        REQUIRE_MESSAGE(
            lite::parseCommand(lines[i], lite::viewFor(bare, lite::decider(bare)), c, error),
            error);
        lite::Outcome o = lite::submit(bare, c);
        core::LineResult r = g.submitLine(lines[i]);
        CHECK(r.error.empty());
        CHECK(r.accepted == o.accepted);
        CHECK(checked.accepted == o.accepted);
        CHECK(g.hash() == lite::stateHash(bare));
        core::LineResult viaSession = session.submitLine(lines[i]);
        CHECK(viaSession.accepted == o.accepted);
        CHECK(session.game().hash() == lite::stateHash(bare));
        REQUIRE(r.events.size() == o.events.size());
        REQUIRE(viaSession.events.size() == o.events.size());
        for (std::size_t k = 0; k < o.events.size(); ++k) {
            const lite::Event& e = o.events[k];
            const core::TableEvent& t = r.events[k];
            CHECK(t.text == e.text);
            CHECK(t.kind == lite::nameOf(e.kind));
            CHECK(lite::kindOf(t) == e.kind);
            CHECK(t.side == e.side);
            CHECK(t.dice == e.dice);
            CHECK(t.unit == e.unit);
            CHECK(t.actor == e.actor);
            CHECK(t.value == e.value);
            CHECK(t.turnStarted == (e.kind == lite::EventKind::TurnStarted));
            REQUIRE(t.marks.size() == e.marks.size());
            for (std::size_t d = 0; d < e.marks.size(); ++d) {
                CHECK(t.marks[d].need == e.marks[d].need);
                CHECK(t.marks[d].counts == e.marks[d].counts);
                CHECK(t.marks[d].group == e.marks[d].group);
            }
            REQUIRE(t.cards.size() == e.cards.size());
            for (std::size_t n = 0; n < e.cards.size(); ++n)
                CHECK(t.cards[n] == bare.setup->cards[std::size_t(e.cards[n])].id);
            CHECK(viaSession.events[k].text == t.text);
        }
        CHECK(r.line == session.record().commands.back());
        CHECK(session.log().size() >= o.events.size());
        CHECK(g.brokenInvariants().empty());
        checkTable(g.table(), bare);
    }
    core::Status end = g.status();
    CHECK(end.over);
    REQUIRE(end.winner.has_value());
    CHECK(*end.winner == bare.winner);
    CHECK(g.submitLine("end-phase").error == "the game is over");
    CHECK(session.submitLine("end-phase").error == "the game is over");
}

TEST_CASE("door: the line a save records is the command as the rules write it") {
    sim::Session session = goldenSession();
    lite::LiteGame g(lite::stateOf(session.game()));
    core::LineResult checked = g.checkLine("fire   obsolete-muskets");
    CHECK(checked.line == "fire obsolete-muskets");
    core::LineResult r = g.submitLine("fire   obsolete-muskets");
    REQUIRE(r.accepted);
    CHECK(r.line == "fire obsolete-muskets");
}

TEST_CASE("door: a broken state says what is broken") {
    sim::Session session = goldenSession();
    lite::GameState broken = lite::stateOf(session.game());
    REQUIRE(broken.units.size() >= 2);
    broken.units[1].front = broken.units[0].front; // two units on the same ground
    broken.units[1].facing = broken.units[0].facing;
    lite::LiteGame g(std::move(broken));
    CHECK_FALSE(g.brokenInvariants().empty());
    CHECK(g.brokenInvariants() == lite::checkInvariants(g.state()));
}

TEST_CASE("door: a refused line and an unreadable line change nothing, with the rule and why") {
    sim::Session session = goldenSession();
    lite::LiteGame g(lite::stateOf(session.game()));
    std::uint64_t h = g.hash();

    core::LineResult unreadable = g.submitLine("gallop c1 to richmond");
    CHECK_FALSE(unreadable.error.empty());
    CHECK_FALSE(unreadable.accepted);
    CHECK(g.hash() == h);

    // The golden game opens with the Confederates' fire choice: a march now
    // parses but breaks the card flow.
    core::LineResult refused = g.submitLine("march c1 forward 4");
    CHECK(refused.error.empty());
    CHECK_FALSE(refused.accepted);
    CHECK(refused.refusal.rule.rfind("LL-", 0) == 0);
    CHECK_FALSE(refused.refusal.reason.empty());
    CHECK(g.hash() == h);
    CHECK(g.checkLine("march c1 forward 4").refusal.rule == refused.refusal.rule);
}

TEST_CASE("door: a clone plays on alone; undoable lines are marches and changes of formation") {
    sim::Session session = goldenSession();
    lite::LiteGame g(lite::stateOf(session.game()));
    std::unique_ptr<core::Game> copy = g.clone();
    REQUIRE(copy->submitLine("fire obsolete-muskets").accepted);
    CHECK(copy->hash() != g.hash());
    CHECK(g.hash() == lite::stateHash(lite::stateOf(session.game())));

    CHECK_FALSE(g.undoable("fire obsolete-muskets"));
    CHECK_FALSE(g.undoable("no such command"));
    CHECK(g.undoable("march c1 forward 4"));
    CHECK(g.undoable("form ca prolong 1"));
}

TEST_CASE("door: the table shows every base of every unit, each unit's pose and its markers") {
    sim::Session session = goldenSession();
    lite::LiteGame g(lite::stateOf(session.game()));
    std::vector<core::TableUnit> table = g.table();
    REQUIRE(table.size() == lite::stateOf(session.game()).units.size());
    int stands = 0;
    for (std::size_t i = 0; i < table.size(); ++i) {
        const lite::Unit& u = lite::stateOf(session.game()).units[i];
        CHECK(table[i].id == u.id);
        CHECK(table[i].side == u.side);
        CHECK(table[i].front.x == u.front.x);
        CHECK(table[i].facing == u.facing);
        stands += static_cast<int>(table[i].stands.size());
        for (const core::Stand& s : table[i].stands) {
            CHECK(s.box.halfWidth == 0.5);
            CHECK(s.look == (u.type == lite::UnitType::Infantry ? core::StandLook::Foot
                             : u.limbered                       ? core::StandLook::Limber
                                                                : core::StandLook::Gun));
        }
    }
    CHECK(stands == shownBases(lite::stateOf(session.game())));
    CHECK(stands > 0);
}

TEST_CASE("door: a command of the side not to decide gets the rules' refusal (LL-CARD-2), never "
          "played as the decider's") {
    sim::Session session = goldenSession();
    const lite::GameState& s = lite::stateOf(session.game());
    core::Side d = lite::decider(s);
    std::uint64_t h = session.game().hash();
    lite::Command c;
    c.kind = lite::CommandKind::NoFire; // the decider's very choice, for the other side
    c.side = core::other(d);
    core::LineResult r = sim::submitLite(session, c);
    CHECK_FALSE(r.accepted);
    CHECK(r.error.empty());
    CHECK(r.refusal.rule == "LL-CARD-2");
    CHECK(session.game().hash() == h);
    CHECK(session.record().commands.empty());
    c.side = d;
    CHECK(sim::submitLite(session, c).accepted);
}

TEST_CASE("door: the map is the battle's table, its terrain kinds with their looks; a clone's is "
          "the same") {
    sim::Session session = goldenSession();
    const core::Game& g = session.game();
    const lite::Battle& b = lite::stateOf(g).setup->battle;
    const core::BattleMap& m = g.map();
    CHECK(&m == &session.map());
    CHECK(m.rules == b.rules);
    CHECK(m.name == b.name);
    CHECK(m.width == b.width);
    CHECK(m.height == b.height);
    REQUIRE(m.features.size() == b.features.size());
    for (std::size_t i = 0; i < b.features.size(); ++i) {
        CHECK(m.features[i].type == b.features[i].type);
        CHECK(m.features[i].points.size() == b.features[i].points.size());
    }
    REQUIRE(m.kinds.size() == b.terrainTypes.size());
    for (std::size_t i = 0; i < b.terrainTypes.size(); ++i) {
        CHECK(m.kinds[i].id == b.terrainTypes[i].id);
        CHECK(m.kinds[i].look.fill == b.terrainTypes[i].look.fill);
        CHECK(m.kinds[i].look.pattern == b.terrainTypes[i].look.pattern);
    }
    REQUIRE(m.zones.size() == b.zones.size());
    std::unique_ptr<core::Game> copy = g.clone();
    CHECK(copy->map().features.size() == m.features.size());
    CHECK(copy->turn() == g.status().turn);
}
