// Pick-up battles (RULINGS LL-SETUP-1): the set-up state machine, the
// assets/pickup.xml loader, and guidon-cli pickup end to end.
#include "../library.h"

#include "data/battle_file.h"
#include "data/pickup_file.h"
#include "data/save_file.h"
#include "lite/game.h"
#include "lite/setup.h"
#include "sim/pickup_start.h"
#include "sim/session.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <sys/wait.h>
#include <unistd.h>

using namespace guidon;
using core::Side;
using lite::Edge;
using lite::SetupStep;

namespace {

const std::string kCli = GUIDON_CLI;
const std::string kScript = test::kRoot + "/tests/cli/pickup.script";
const std::string kScenario = test::kRoot + "/maps/pickup_crossroads.xml";
const std::string kScenarioScript = test::kRoot + "/tests/cli/pickup_map.script";
// The opening hands (and dice) the two scripts' headers give: the game lines
// name cards and meet interrupt windows whatever the seed deals.
const std::string kPlain =
    "staff-ride,forward-guide-center,forward-guide-center,dress-the-line,dress-the-line,staff-ride";
const std::string kScriptHands = " --hand confederate:staff-ride,courier"
                                 " --hand "
                                 "federal:old-rivals,staff-ride,forward-guide-center,forward-guide-"
                                 "center,dress-the-line,dress-the-line";
const std::string kScenarioHands = " --hand confederate:" + kPlain;

const lite::PickupForce& force(Side s) {
    return *test::library().pickup.firstForce(s);
}

lite::PickupSetup start(const std::vector<int>& dice, lite::PickupRules fixed = {},
                        std::uint64_t seed = 1) {
    const sim::Library& lib = test::library();
    return lite::PickupSetup(lib.pickup, lib.terrain, force(Side::Federal),
                             force(Side::Confederate), fixed, seed, dice);
}

int piece(const char* id) {
    int p = test::library().pickup.findPiece(id);
    REQUIRE(p >= 0);
    return p;
}

// The reason of a refusal that must come, with the rule checked.
std::string refused(const std::optional<core::Refusal>& r) {
    REQUIRE(r.has_value());
    CHECK(r->rule == "LL-SETUP-1");
    CHECK_FALSE(r->reason.empty());
    return r->reason;
}

// `n` farms across the middle third, far from each other.
void placeFarms(lite::PickupSetup& s, int n) {
    for (int k = 0; k < n; ++k)
        REQUIRE_FALSE(s.placePiece(piece("farm"), {5.0 + 6.0 * k, 16.0}, 0.0));
}

// Through the terrain, the edge (federal north) and the order.
lite::PickupSetup toDeploy(bool winnerFirst) {
    lite::PickupSetup s = start({5, 2}); // Federal wins: 5 to 7 pieces
    placeFarms(s, 5);
    REQUIRE_FALSE(s.done());
    REQUIRE_FALSE(s.chooseEdge(Edge::South)); // the Confederates take the south edge
    REQUIRE_FALSE(s.chooseOrder(winnerFirst));
    return s;
}

std::string tempPath(const std::string& name) {
    return "/tmp/guidon-pickup-test-" + std::to_string(getpid()) + "-" + name;
}

std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

struct Run {
    int code = -1;
    std::string out, err;
};

// guidon-cli with these arguments and this standard input.
Run cli(const std::string& args, const std::string& input = "") {
    std::string in = tempPath("in"), out = tempPath("out"), err = tempPath("err");
    std::ofstream(in) << input;
    int status = std::system(("GUIDON_DATA='" + test::kRoot + "' '" + kCli + "' " + args + " <'" +
                              in + "' >'" + out + "' 2>'" + err + "'")
                                 .c_str());
    Run r{WIFEXITED(status) ? WEXITSTATUS(status) : -1, slurp(out), slurp(err)};
    for (const std::string& f : {in, out, err})
        std::remove(f.c_str());
    return r;
}

std::string jsonValue(const std::string& json, const std::string& key) {
    auto k = json.find("\"" + key + "\": ");
    REQUIRE(k != std::string::npos);
    auto from = k + key.size() + 4;
    std::string v = json.substr(from, json.find_first_of(",\n", from) - from);
    return v.size() > 1 && v.front() == '"' ? v.substr(1, v.size() - 2) : v;
}

lite::Battle loadMap(const std::string& path) {
    lite::Battle b;
    data::Problems p;
    REQUIRE_MESSAGE(data::loadBattle(path, test::library().terrain, b, p), p.str());
    return b;
}

std::vector<data::BattleIssue> errorsOf(const lite::Battle& b) {
    std::vector<data::BattleIssue> out;
    for (const auto& i : data::findBattleIssues(b))
        if (i.level == data::BattleIssue::Level::Error) out.push_back(i);
    return out;
}

} // namespace

// [SECTION] the roll

TEST_CASE("LL-SETUP-1 both sides roll; ties are re-rolled and every roll is reported") {
    lite::PickupSetup s = start({3, 3, 5, 5, 2, 6});
    REQUIRE(s.rolls().size() == 3);
    CHECK(s.rolls()[0] == std::make_pair(3, 3));
    CHECK(s.rolls()[2] == std::make_pair(2, 6));
    CHECK(s.winner() == Side::Confederate);
    CHECK(s.roll(Side::Federal) == 2);
    CHECK(s.roll(Side::Confederate) == 6);
    CHECK(s.minPieces() == 6);
    CHECK(s.maxPieces() == 8);
    int rolled = 0;
    for (const auto& e : s.log())
        rolled += e.kind == lite::SetupEventKind::Rolled;
    CHECK(rolled == 3);
    CHECK(s.log()[0].dice == std::vector<int>{3, 3});
    CHECK(s.log()[0].text.find("tie") != std::string::npos);
    CHECK(s.step() == SetupStep::PlaceTerrain);
    CHECK(s.decider() == Side::Confederate); // the higher roller places the terrain
    CHECK(s.unusedDice().empty());
    CHECK(start({4, 1, 6, 6}).unusedDice() == std::vector<int>{6, 6}); // left for the game
}

// [SECTION] terrain

TEST_CASE("LL-SETUP-1 the higher roller places from the higher roll to the sum of both rolls") {
    lite::PickupSetup s = start({4, 2}); // Federal: 4 to 6 pieces
    REQUIRE(s.minPieces() == 4);
    REQUIRE(s.maxPieces() == 6);
    placeFarms(s, 3);
    CHECK(refused(s.done()).find("at least 4 terrain pieces") != std::string::npos);
    CHECK(s.step() == SetupStep::PlaceTerrain);
    REQUIRE_FALSE(s.placePiece(piece("farm"), {23, 16}, 0));
    REQUIRE_FALSE(s.placePiece(piece("farm"), {29, 16}, 0));
    REQUIRE_FALSE(s.placePiece(piece("wall"), {40, 16}, 90));
    CHECK(s.placed().size() == 6);
    CHECK(refused(s.placePiece(piece("farm"), {44, 16}, 0)).find("at most 6") != std::string::npos);
    CHECK(s.placed().size() == 6);
    SUBCASE("a placed piece can be taken back") {
        REQUIRE_FALSE(s.removePiece(5));
        CHECK(s.placed().size() == 5);
        CHECK_FALSE(s.placePiece(piece("farm"), {44, 16}, 0));
        CHECK(refused(s.removePiece(6)).find("no placed piece number 7") != std::string::npos);
    }
    REQUIRE_FALSE(s.done());
    CHECK(s.step() == SetupStep::ChooseEdge);
    CHECK(refused(s.placePiece(piece("farm"), {44, 5}, 0)).find("Terrain pieces are placed") !=
          std::string::npos);
}

TEST_CASE("LL-SETUP-1 a piece stays on the table, off other pieces, and impassable ground out of "
          "the edge thirds") {
    lite::PickupSetup s = start({6, 1});
    SUBCASE("across the table edge") {
        CHECK(refused(s.checkPiece(piece("woods-large"), {1, 16}, 0)).find("table edge") !=
              std::string::npos);
        CHECK_FALSE(s.checkPiece(piece("road"), {24, 16}, 90)); // 20 BW long: fits across the table
        CHECK(refused(s.placePiece(piece("road"), {24, 5}, 90)).find("table edge") !=
              std::string::npos);
    }
    SUBCASE("on another piece") {
        REQUIRE_FALSE(s.placePiece(piece("farm"), {20, 16}, 0));
        CHECK(refused(s.placePiece(piece("farm"), {21, 16.5}, 45))
                  .find("overlap piece 1 (Farmhouse and barn)") != std::string::npos);
        // Fences, walls, streams and roads cross other terrain, as on a real table.
        CHECK_FALSE(s.placePiece(piece("fence"), {20, 16}, 0));
        CHECK_FALSE(s.placePiece(piece("road"), {20, 16}, 90));
        CHECK_FALSE(s.placePiece(piece("stream"), {22, 16}, 0)); // across the road too
        CHECK(refused(s.placePiece(piece("orchard"), {20.5, 16}, 0)).find("overlap piece 1") !=
              std::string::npos); // but an area never on another area
    }
    SUBCASE("a piece turns at most a full turn either way") {
        CHECK(refused(s.checkPiece(piece("ridge"), {24, 16}, 1e300)).find("-360 to 360") !=
              std::string::npos);
        CHECK(refused(s.checkPiece(piece("ridge"), {24, 16}, -361)).find("-360 to 360") !=
              std::string::npos);
        CHECK_FALSE(s.checkPiece(piece("ridge"), {24, 16}, -360));
    }
    SUBCASE("impassable ground in an edge third") {
        CHECK(refused(s.placePiece(piece("pond"), {20, 5}, 0)).find("north third") !=
              std::string::npos);
        CHECK(refused(s.placePiece(piece("pond"), {20, 21.5}, 0)).find("south third") !=
              std::string::npos);
        CHECK_FALSE(s.placePiece(piece("pond"), {20, 16}, 0));
    }
    SUBCASE("no such piece") {
        CHECK(refused(s.placePiece(99, {20, 16}, 0)).find("no piece number 99") !=
              std::string::npos);
    }
    CHECK(s.step() == SetupStep::PlaceTerrain);
}

TEST_CASE("LL-SETUP-1 a turned piece is turned about its own origin, clockwise") {
    lite::PickupSetup s = start({6, 1});
    lite::TerrainFeature f =
        s.pieceShape(piece("fence"), {10, 20}, 90); // -4,0 4,0 about the origin
    REQUIRE(f.points.size() == 2);
    CHECK(f.points[0].x == doctest::Approx(10));
    CHECK(f.points[0].y == doctest::Approx(16));
    CHECK(f.points[1].y == doctest::Approx(24));
    CHECK(f.name == "Rail fence");
}

// [SECTION] edges and order

TEST_CASE("LL-SETUP-1 the lower roller chooses the edge, the higher roller the order") {
    lite::PickupSetup s = start({2, 5}); // Confederate wins
    placeFarms(s, 5);
    CHECK(refused(s.chooseEdge(Edge::North)).find("after the terrain") != std::string::npos);
    REQUIRE_FALSE(s.done());
    REQUIRE(s.step() == SetupStep::ChooseEdge);
    CHECK(s.decider() == Side::Federal);
    CHECK_FALSE(s.edgeOf(Side::Federal).has_value());
    CHECK(refused(s.chooseOrder(true)).find("after the edges") != std::string::npos);
    REQUIRE_FALSE(s.chooseEdge(Edge::South));
    CHECK(s.edgeOf(Side::Federal) == Edge::South);
    CHECK(s.edgeOf(Side::Confederate) == Edge::North);
    CHECK(s.third(Side::Confederate).hi.y == doctest::Approx(32.0 / 3));
    CHECK(s.third(Side::Federal).lo.y == doctest::Approx(64.0 / 3));
    REQUIRE(s.step() == SetupStep::ChooseOrder);
    CHECK(s.decider() == Side::Confederate);
    SUBCASE("first") {
        REQUIRE_FALSE(s.chooseOrder(true));
        CHECK(s.firstDeployer() == Side::Confederate);
    }
    SUBCASE("second") {
        REQUIRE_FALSE(s.chooseOrder(false));
        CHECK(s.firstDeployer() == Side::Federal);
    }
    CHECK(s.step() == SetupStep::Deploy);
    CHECK(s.decider() == *s.firstDeployer());
}

// [SECTION] deployment

TEST_CASE("LL-SETUP-1 each army deploys wholly in its own edge third") {
    lite::PickupSetup s = toDeploy(true); // Federal north, deploys first
    int f1 = s.findUnit("f1"), f2 = s.findUnit("f2"), c1 = s.findUnit("c1");
    REQUIRE(f1 >= 0);
    // f1: 5 bases, 3 files, 2 ranks deep behind its front edge.
    CHECK(refused(s.deployUnit(f1, {24, 16}, 180)).find("wholly in the Federal edge third") !=
          std::string::npos);
    CHECK(refused(s.deployUnit(f1, {24, 11}, 180)).find("edge third") != std::string::npos);
    CHECK(refused(s.deployUnit(f1, {0.5, 5}, 180)).find("off the table") != std::string::npos);
    CHECK(refused(s.deployUnit(c1, {24, 28}, 0)).find("is Confederate") != std::string::npos);
    REQUIRE_FALSE(s.deployUnit(f1, {24, 10.5}, 180));
    CHECK(refused(s.deployUnit(f2, {25, 10.5}, 180)).find("overlap unit f1") != std::string::npos);
    CHECK(refused(s.done()).find("f2") != std::string::npos);
    REQUIRE_FALSE(s.deployUnit(f1, {10, 8}, 180)); // placed again elsewhere
    CHECK_FALSE(s.deployUnit(f2, {25, 10.5}, 180));
    CHECK(s.unitsToPlace(Side::Federal).size() == 3);
    CHECK(s.unitsToPlace(Side::Confederate).size() == 5);
}

TEST_CASE("LL-SETUP-1 boundaries: the edge third includes its boundary (within kRuleTolerance)") {
    // f1 faces south, its bases behind (north of) its front edge: the front
    // edge is the unit's nearest point to the line of the north third.
    const double line = 32.0 / 3;
    for (double front : {line - 0.01, line, line + lite::kRuleTolerance / 2, line + 0.01}) {
        CAPTURE(front);
        lite::PickupSetup s = toDeploy(true);
        std::optional<core::Refusal> r = s.deployUnit(s.findUnit("f1"), {24, front}, 180);
        if (front <= line + lite::kRuleTolerance)
            CHECK_FALSE(r.has_value());
        else
            CHECK(refused(r).find("edge third") != std::string::npos);
    }
}

TEST_CASE("LL-SETUP-1 no unit deploys in impassable ground") {
    lite::TerrainFeature lake;
    for (std::size_t i = 0; i < test::library().terrain.size(); ++i)
        if (test::library().terrain[i].id == "lake") lake.type = static_cast<int>(i);
    lake.points = {{20, 2}, {28, 2}, {28, 6}, {20, 6}};
    lake.name = "Mill pond";
    lite::PickupRules fixed;
    fixed.terrainFixed = true;
    fixed.terrain = {lake};
    fixed.northSide = Side::Federal;
    fixed.firstDeployer = Side::Federal;
    lite::PickupSetup s = start({}, fixed);
    REQUIRE(s.step() == SetupStep::Deploy);
    CHECK(
        refused(s.deployUnit(s.findUnit("f1"), {24, 7}, 180)).find("impassable Lake (Mill pond)") !=
        std::string::npos);
    CHECK_FALSE(s.deployUnit(s.findUnit("f1"), {24, 10}, 180));
    // The automatic line finds its way around the lake.
    REQUIRE_FALSE(s.autoDeploy(Side::Federal));
    CHECK(s.unitsToPlace(Side::Federal).empty());
    REQUIRE_FALSE(s.done());
    REQUIRE_FALSE(s.autoDeploy(Side::Confederate));
    REQUIRE_FALSE(s.done());
    CHECK(errorsOf(s.battle()).empty());
}

TEST_CASE("LL-SETUP-1 the side that deployed second takes the first turn") {
    for (bool winnerFirst : {true, false}) {
        CAPTURE(winnerFirst);
        lite::PickupSetup s = toDeploy(winnerFirst);
        Side first = winnerFirst ? Side::Federal : Side::Confederate;
        REQUIRE(s.decider() == first);
        CHECK(refused(s.autoDeploy(lite::other(first))).find("deploys now") != std::string::npos);
        REQUIRE_FALSE(s.autoDeploy(first));
        REQUIRE_FALSE(s.done());
        CHECK(s.step() == SetupStep::Deploy);
        CHECK(s.decider() == lite::other(first));
        REQUIRE_FALSE(s.autoDeploy(lite::other(first)));
        REQUIRE_FALSE(s.done());
        REQUIRE(s.ready());
        lite::Battle b = s.battle();
        CHECK(b.firstSide == lite::other(first));
        CHECK(lite::newGame(lite::makeSetup(b, test::library().cards), 1, {}).active ==
              lite::other(first));
    }
}

TEST_CASE("LL-SETUP-1 the finished battle passes the battle checks and starts a session") {
    lite::PickupSetup s = toDeploy(false);
    REQUIRE_FALSE(s.autoDeploy(Side::Confederate));
    REQUIRE_FALSE(s.done());
    REQUIRE_FALSE(s.autoDeploy(Side::Federal));
    REQUIRE_FALSE(s.done());
    lite::Battle b = s.battle();
    CHECK(data::findBattleIssues(b).empty()); // not even a warning: every unit in its zone
    CHECK(b.features.size() == 5);
    CHECK(b.zones.size() == 2);
    CHECK(b.units.size() ==
          force(Side::Federal).units.size() + force(Side::Confederate).units.size());
    for (const lite::UnitSetup& u : b.units) // facing the enemy's edge
        CHECK(u.facing == (u.side == Side::Federal ? 180.0 : 0.0));
    std::string path = tempPath("battle.xml"), err;
    REQUIRE_MESSAGE(data::writeBattleAtomic(path, b, err), err);
    sim::Session session;
    data::Problems p;
    REQUIRE_MESSAGE(session.start(test::library(), path, 5, {}, p), p.str());
    CHECK(lite::stateOf(session.game()).active == Side::Federal); // the Federals deployed second
    CHECK(lite::stateOf(session.game()).setup->battle.units.size() == b.units.size());
    std::remove(path.c_str());
}

TEST_CASE("LL-SETUP-1 random terrain and automatic deployment are legal for every pair of forces") {
    const sim::Library& lib = test::library();
    int games = 0;
    for (const lite::PickupForce& fed : lib.pickup.forces) {
        if (fed.side != Side::Federal) continue;
        for (const lite::PickupForce& con : lib.pickup.forces) {
            if (con.side != Side::Confederate) continue;
            for (std::uint64_t seed = 1; seed <= 6; ++seed) {
                CAPTURE(fed.id);
                CAPTURE(con.id);
                CAPTURE(seed);
                lite::PickupSetup s(lib.pickup, lib.terrain, fed, con, {}, seed);
                core::Pcg32 rng(seed, 3);
                REQUIRE_FALSE(s.autoTerrain(rng));
                int n = static_cast<int>(s.placed().size());
                CHECK(n >= s.minPieces());
                CHECK(n <= s.maxPieces());
                REQUIRE_FALSE(s.done());
                REQUIRE_FALSE(s.chooseEdge(seed % 2 ? Edge::North : Edge::South));
                REQUIRE_FALSE(s.chooseOrder(seed % 3 == 0));
                for (int k = 0; k < 2; ++k) {
                    REQUIRE_FALSE(s.autoDeploy(s.decider()));
                    REQUIRE_FALSE(s.done());
                }
                REQUIRE(s.ready());
                auto errors = errorsOf(s.battle());
                CHECK_MESSAGE(errors.empty(), (errors.empty() ? "" : errors[0].message));
                // And the loader takes it as written.
                lite::Battle back;
                data::Problems p;
                CHECK_MESSAGE(data::parseBattle(data::battleToText(s.battle()), "pickup.xml",
                                                lib.terrain, back, p),
                              p.str());
                ++games;
            }
        }
    }
    CHECK(games >= 4 * 6);
}

TEST_CASE("LL-SETUP-1 a scenario may fix the terrain, the higher roller, the edges and the order") {
    lite::PickupRules fixed;
    fixed.terrainFixed = true; // an empty table, on purpose
    fixed.winner = Side::Confederate;
    fixed.northSide = Side::Confederate;
    fixed.firstDeployer = Side::Federal;
    fixed.width = 36;
    fixed.height = 24;
    lite::PickupSetup s = start({6, 1}, fixed);
    CHECK(s.rolls().empty()); // nothing left to roll for
    CHECK(s.winner() == Side::Confederate);
    CHECK(s.step() == SetupStep::Deploy);
    CHECK(s.decider() == Side::Federal);
    CHECK(s.edgeOf(Side::Federal) == Edge::South);
    CHECK(s.third(Side::Federal).lo.y == doctest::Approx(16));
    CHECK(s.width() == 36);
    CHECK(s.unusedDice() == std::vector<int>{6, 1});
    SUBCASE("only the winner fixed: the roll still sets the number of pieces") {
        lite::PickupRules w;
        w.winner = Side::Confederate;
        lite::PickupSetup t = start({5, 2}, w);
        CHECK(t.winner() == Side::Confederate);
        // The dice stay as rolled: the Federals rolled the 5.
        CHECK(t.roll(Side::Federal) == 5);
        CHECK(t.roll(Side::Confederate) == 2);
        CHECK(t.minPieces() == 5);
        CHECK(t.maxPieces() == 7);
        CHECK(t.decider() == Side::Confederate);
    }
}

TEST_CASE("LL-SETUP-1 the set-up is a plain value: a copy goes its own way") {
    lite::PickupSetup a = start({4, 2});
    lite::PickupSetup b = a;
    REQUIRE_FALSE(b.placePiece(piece("farm"), {20, 16}, 0));
    CHECK(a.placed().empty());
    CHECK(b.placed().size() == 1);
    CHECK(a.placePiece(piece("farm"), {20, 16}, 0) == std::nullopt); // a's table is still empty
    CHECK(a.log().size() == b.log().size());
}

// [SECTION] assets/pickup.xml

TEST_CASE("LL-SETUP-1 assets/pickup.xml: pieces and forces") {
    const lite::PickupLibrary& p = test::library().pickup;
    CHECK(p.width == 48);
    CHECK(p.height == 32);
    CHECK(p.pieces.size() >= 10);
    int forces[2] = {0, 0};
    for (const auto& f : p.forces)
        ++forces[lite::index(f.side)];
    CHECK(forces[0] >= 2);
    CHECK(forces[1] >= 2);
    const lite::PickupPiece& ridge = p.pieces[static_cast<std::size_t>(piece("ridge"))];
    CHECK(ridge.feature.shape == lite::FeatureShape::Hill);
    CHECK(ridge.feature.crest.size() == 3);
    CHECK(p.pieces[static_cast<std::size_t>(piece("road"))].feature.shape ==
          lite::FeatureShape::Linear);
}

TEST_CASE("LL-SETUP-1 the pick-up loader refuses what is wrong, with file:line") {
    const auto& types = test::library().terrain;
    auto problems = [&](const std::string& body) {
        std::string text =
            "<pickup>\n" + body +
            "<force id=\"a\" name=\"A\" side=\"federal\"><unit id=\"f1\" type=\"infantry\" "
            "bases=\"4\" "
            "files=\"2\"/></force>\n"
            "<force id=\"b\" name=\"B\" side=\"confederate\"><unit id=\"c1\" type=\"artillery\" "
            "bases=\"2\"/></force>\n</pickup>\n";
        lite::PickupLibrary lib;
        data::Problems p;
        bool ok = data::parsePickup(text, "p.xml", types, lib, p);
        CHECK(ok == p.empty());
        return p.str();
    };
    CHECK(problems("<piece id=\"w\" name=\"W\" type=\"woods\" points=\"-1,-1 1,-1 1,1\"/>\n") ==
          "");
    CHECK(problems("<piece id=\"w\" name=\"W\" type=\"swamp\" points=\"-1,-1 1,-1 1,1\"/>\n")
              .find("p.xml:2: unknown terrain type 'swamp'") != std::string::npos);
    CHECK(
        problems(
            "<piece id=\"w\" name=\"W\" type=\"woods\" points=\"-1,-1 1,-1 1,1\" colour=\"x\"/>\n")
            .find("p.xml:2: <piece> has an unknown attribute 'colour'") != std::string::npos);
    CHECK(problems("<piece id=\"w\" name=\"W\" type=\"woods\" points=\"-1,-1 1,1 1,-1 -1,1\"/>\n")
              .find("p.xml:2: the outline of W crosses itself") != std::string::npos);
    CHECK(problems("<piece id=\"h\" name=\"H\" type=\"hill\" points=\"-2,-2 2,-2 2,2 -2,2\" "
                   "crest=\"-3,0 3,0\"/>\n")
              .find("p.xml:2: the crest of H leaves its hill") != std::string::npos);
    CHECK(problems("<piece id=\"w\" name=\"W\" type=\"woods\" points=\"-1,-1 1,-1 1,1\" "
                   "crest=\"0,0 1,0\"/>\n")
              .find("p.xml:2: only a piece of a type with a crest line") != std::string::npos);
    CHECK(problems("<piece id=\"f\" name=\"F\" type=\"fence\" points=\"-1,0 1,0\"/>\n"
                   "<piece id=\"f\" name=\"F\" type=\"fence\" points=\"-1,0 1,0\"/>\n")
              .find("p.xml:3: piece id 'f' is used twice (first at line 2)") != std::string::npos);
    CHECK(problems("<piece id=\"w\" name=\"W\" type=\"woods\" points=\"-1,-1 1,-1 1,1\"/><lake/>\n")
              .find("p.xml:2: unknown element <lake> (expected <piece> or <force>)") !=
          std::string::npos);
    CHECK(problems("<piece id=\"w\" name=\"W\" type=\"woods\" points=\"-1,-1 1,-1 1,1\"/>\n"
                   "<force id=\"x\" name=\"X\" side=\"confederate\"><unit id=\"c1\" "
                   "type=\"infantry\" bases=\"11\" "
                   "files=\"2\"/></force>\n")
              .find("p.xml:3: 'bases' is 11; it must be from 2 to 10") != std::string::npos);
    CHECK(problems("<piece id=\"w\" name=\"W\" type=\"woods\" points=\"-1,-1 1,-1 1,1\"/>\n"
                   "<force id=\"x\" name=\"X\" side=\"confederate\"><unit id=\"f1\" "
                   "type=\"infantry\" bases=\"4\" "
                   "files=\"2\"/></force>\n")
              .find("p.xml:4: unit id 'f1' is also a unit of the confederate force 'x' (line 3)") !=
          std::string::npos);
    CHECK(problems("").find("p.xml:1: no terrain pieces are defined") != std::string::npos);
}

// [SECTION] guidon-cli pickup

TEST_CASE("LL-SETUP-1 guidon-cli pickup sets up and plays tests/cli/pickup.script end to end") {
    std::string battle = tempPath("cli-battle.xml");
    Run r = cli("pickup --seed 11 --dice 5,2,2,3,5" + kScriptHands + " --script " + kScript +
                " --out " + battle + " --json");
    REQUIRE_MESSAGE(r.code == 0, r.err);
    // With --json standard output is the JSON alone; the set-up's lines go to standard error.
    CHECK(r.out.rfind("{\n", 0) == 0);
    CHECK(r.out.size() > 2);
    CHECK(r.out.substr(r.out.size() - 2) == "}\n");
    CHECK(r.out.find("battle written to") == std::string::npos);
    CHECK(r.err.find("battle written to " + battle) != std::string::npos);
    CHECK(r.err.find("Federal rolls 5, Confederate rolls 2: the Federal side places 5 to 7 terrain "
                     "pieces") != std::string::npos);
    CHECK(r.err.find("Confederate chooses the south edge") != std::string::npos);
    CHECK(r.err.find("The set-up is finished: the Confederate side takes the first turn.") !=
          std::string::npos);
    CHECK(jsonValue(r.out, "turn") == "2");
    CHECK(jsonValue(r.out, "commands") == "8");
    CHECK(r.out.find("\"fire-rolled\"") != std::string::npos);
    CHECK(r.out.find("Rockbridge Artillery bombards Battery B, 4th US: 2 ") != std::string::npos);
    lite::Battle b;
    data::Problems p;
    REQUIRE_MESSAGE(data::loadBattle(battle, test::library().terrain, b, p), p.str());
    CHECK(b.firstSide == Side::Confederate);
    CHECK(b.features.size() == 6);
    CHECK(b.units.size() == 10);
    CHECK(data::findBattleIssues(b).empty());
    // The game after the set-up is `guidon-cli play` on the written battle.
    std::string script = slurp(kScript);
    std::string game = script.substr(script.find("# [the game]"));
    // The dice the set-up did not use go to the game.
    Run play = cli(
        "play " + battle + " --seed 11 --dice 2,3,5" + kScriptHands + " --script - --json", game);
    REQUIRE_MESSAGE(play.code == 0, play.err);
    CHECK(jsonValue(play.out, "hash") == jsonValue(r.out, "hash"));
    std::remove(battle.c_str());
}

TEST_CASE("LL-SETUP-1 guidon-cli pickup: a refused or unreadable line gives file:line and exit 1") {
    Run done = cli("pickup --dice 5,2 --script -", "# nothing placed yet\ndone\n");
    CHECK(done.code == 1);
    CHECK(done.err == "<stdin>:2: refused: LL-SETUP-1: You must place at least 5 terrain pieces, "
                      "the higher roll; 0 are placed.\n");
    Run third = cli("pickup --dice 5,2 --script -",
                    "auto-terrain\ndone\nedge south\norder first\ndeploy f1 24,16 180\n");
    CHECK(third.code == 1);
    CHECK(third.err.find("<stdin>:5: refused: LL-SETUP-1: Unit f1 (2nd Wisconsin) must stand "
                         "wholly in the Federal "
                         "edge third") == 0);
    Run word = cli("pickup --script -", "fly 3,4\n");
    CHECK(word.code == 1);
    CHECK(word.err.find("<stdin>:1: 'fly' is not a set-up line") == 0);
    Run early = cli("pickup --dice 5,2 --script -", "auto-terrain\n");
    CHECK(early.code == 1);
    CHECK(early.err.find("the script ends before the set-up is finished") != std::string::npos);
    // A game line after the set-up: counted on from the set-up's lines.
    std::string script = slurp(kScript);
    std::string setup = script.substr(0, script.find("# [the game]"));
    int lines = static_cast<int>(std::count(setup.begin(), setup.end(), '\n'));
    Run game = cli("pickup --seed 11 --dice 5,2 --script -", setup + "march c1 forward 4\n");
    CHECK(game.code == 1);
    CHECK(game.err.find("<stdin>:" + std::to_string(lines + 1) + ": refused: LL-MOVE-1") == 0);
    Run forces = cli("pickup --forces iron-brigade,nobody --script -", "");
    CHECK(forces.code == 2);
    CHECK(forces.err.find("no confederate force 'nobody'") != std::string::npos);
}

TEST_CASE("LL-SETUP-1 guidon-cli validate reads assets/pickup.xml") {
    Run ok = cli("validate " + test::kRoot + "/assets/pickup.xml");
    CHECK_MESSAGE(ok.code == 0, ok.err);
    CHECK(ok.out == "1 file valid\n");
    std::string bad = tempPath("bad-pickup.xml");
    std::ofstream(bad) << "<pickup>\n  <piece id=\"x\" name=\"X\" type=\"woods\" points=\"0,0 "
                          "1,1\"/>\n</pickup>\n";
    Run no = cli("validate " + bad);
    CHECK(no.code == 1);
    CHECK(no.err.find(bad + ":2: 'points' has 2 points; at least 3 are needed") !=
          std::string::npos);
    std::remove(bad.c_str());
}

// [SECTION] pick-up scenario maps (<pickup> in maps/*.xml)

TEST_CASE("LL-SETUP-1 a session refuses to start a pick-up scenario map: it is set up first") {
    sim::Session session;
    data::Problems p;
    CHECK_FALSE(session.start(test::library(), kScenario, 1, {}, p));
    CHECK(p.str() == kScenario +
                         ": this is a pick-up scenario: set it up first (guidon-cli pickup --map " +
                         kScenario + ", or Pick-up battle in the window)\n");
    Run play = cli("play " + kScenario + " --seed 1 --script -", "no-fire\n");
    CHECK(play.code == 1);
    CHECK(play.err.find("this is a pick-up scenario: set it up first") != std::string::npos);
}

TEST_CASE(
    "LL-SETUP-1 pickupRulesFor and forceFromBattle: what a scenario map fixes, and its forces") {
    lite::Battle map = loadMap(kScenario);
    REQUIRE(map.pickup.has_value());
    SUBCASE("the shipped scenario: terrain, table, name, year and the order") {
        lite::PickupRules r = lite::pickupRulesFor(map);
        CHECK(r.name == map.name);
        CHECK(r.year == map.year);
        CHECK(r.width == 48);
        CHECK(r.height == 32);
        CHECK(r.terrainFixed);
        CHECK(r.terrain.size() == map.features.size());
        CHECK_FALSE(r.winner.has_value());
        CHECK_FALSE(r.northSide.has_value());
        CHECK(r.firstDeployer == Side::Confederate);
        for (Side side : {Side::Federal, Side::Confederate}) {
            CAPTURE(lite::nameOf(side));
            std::optional<lite::PickupForce> f = lite::forceFromBattle(map, side);
            REQUIRE(f.has_value());
            CHECK(f->side == side);
            CHECK(f->id == lite::nameOf(side));
            CHECK(f->name.find(map.name) == 0);
            CHECK(f->units.size() == 5);
            for (const lite::UnitSetup& u : f->units)
                CHECK(u.side == side);
        }
        CHECK(lite::forceFromBattle(map, Side::Federal)->units[0].name ==
              "3rd Pennsylvania Reserves");
    }
    SUBCASE("a map with no terrain and no units: pieces are placed, the library gives the forces") {
        lite::Battle bare = map;
        bare.features.clear();
        bare.units.clear();
        bare.width = 36;
        bare.pickup = lite::PickupScenario{Side::Federal, Side::Confederate, std::nullopt};
        lite::PickupRules r = lite::pickupRulesFor(bare);
        CHECK_FALSE(r.terrainFixed);
        CHECK(r.width == 36);
        CHECK(r.winner == Side::Federal);
        CHECK(r.northSide == Side::Confederate);
        CHECK_FALSE(r.firstDeployer.has_value());
        CHECK_FALSE(lite::forceFromBattle(bare, Side::Federal).has_value());
        CHECK_FALSE(lite::forceFromBattle(bare, Side::Confederate).has_value());
        lite::PickupSetup s(test::library().pickup, test::library().terrain, force(Side::Federal),
                            force(Side::Confederate), r, 1, {2, 5});
        CHECK(s.step() == SetupStep::PlaceTerrain);
        CHECK(s.winner() == Side::Federal); // fixed, though the Confederates rolled higher
        CHECK(s.decider() == Side::Federal);
        CHECK(s.width() == 36);
    }
}

TEST_CASE("LL-SETUP-1 the shipped scenario sets up with its fixed choices: no terrain step, the "
          "Confederates "
          "deploy first and the Federals move first") {
    const sim::Library& lib = test::library();
    lite::Battle map = loadMap(kScenario);
    lite::PickupSetup s(lib.pickup, lib.terrain, *lite::forceFromBattle(map, Side::Federal),
                        *lite::forceFromBattle(map, Side::Confederate), lite::pickupRulesFor(map),
                        1, {3, 5});
    // The roll only decides who chooses the edge: the lower roller.
    CHECK(s.winner() == Side::Confederate);
    CHECK(s.step() == SetupStep::ChooseEdge);
    CHECK(s.decider() == Side::Federal);
    CHECK(s.placed().empty());
    CHECK(s.fixedTerrain().size() == map.features.size());
    CHECK(s.log()[0].text ==
          "Federal rolls 3, Confederate rolls 5: the Confederate side is the higher roller "
          "and the Federal side chooses its table edge (LL-SETUP-1).");
    REQUIRE_FALSE(s.chooseEdge(Edge::North));
    CHECK(s.step() == SetupStep::Deploy); // the order is the scenario's
    CHECK(s.firstDeployer() == Side::Confederate);
    CHECK(s.decider() == Side::Confederate);
    // The map's suggested places are legal deployments.
    for (int u : s.unitsToPlace(Side::Confederate)) {
        const lite::UnitSetup& unit = s.units()[static_cast<std::size_t>(u)];
        CHECK_FALSE(s.deployUnit(u, unit.front, unit.facing));
    }
    REQUIRE_FALSE(s.done());
    REQUIRE(s.decider() == Side::Federal);
    REQUIRE_FALSE(s.autoDeploy(Side::Federal));
    REQUIRE_FALSE(s.done());
    REQUIRE(s.ready());
    lite::Battle b = s.battle();
    CHECK(b.name == map.name);
    CHECK(b.year == map.year);
    CHECK(b.firstSide == Side::Federal);
    CHECK_FALSE(b.pickup.has_value()); // set up: a battle to play
    CHECK(b.features.size() == map.features.size());
    CHECK(b.units.size() == map.units.size());
    CHECK(errorsOf(b).empty());
    CHECK(lite::newGame(lite::makeSetup(b, lib.cards), 1, {}).active == Side::Federal);
}

TEST_CASE(
    "LL-SETUP-1 guidon-cli pickup --map sets up and plays tests/cli/pickup_map.script end to end") {
    std::string battle = tempPath("map-battle.xml");
    Run r = cli("pickup --map " + kScenario + " --seed 4 --dice 3,5" + kScenarioHands +
                " --script " + kScenarioScript + " --out " + battle + " --json");
    REQUIRE_MESSAGE(r.code == 0, r.err);
    CHECK(r.out.rfind("{\n", 0) == 0); // --json: the JSON alone on standard output
    CHECK(r.err.find("The scenario sets the terrain: no pieces are placed.") != std::string::npos);
    CHECK(r.err.find("Federal chooses the north edge") != std::string::npos);
    CHECK(r.err.find("The scenario has the Confederate side deploy first; the Federal side deploys "
                     "second and "
                     "takes the first turn.") != std::string::npos);
    CHECK(r.err.find("Confederate deploys c1 (1st Texas) to 12,23 facing 0.") != std::string::npos);
    CHECK(r.err.find("The set-up is finished: the Federal side takes the first turn.") !=
          std::string::npos);
    CHECK(jsonValue(r.out, "battle") == "Keller's Crossroads (pick-up)");
    CHECK(jsonValue(r.out, "turn") == "2"); // the Federal turn played, the Confederates to move
    CHECK(jsonValue(r.out, "active") == "confederate");
    lite::Battle b = loadMap(battle);
    lite::Battle map = loadMap(kScenario);
    CHECK(b.name == map.name);
    CHECK(b.year == map.year);
    CHECK(b.firstSide == Side::Federal);
    CHECK(b.features.size() == map.features.size());
    CHECK(b.units.size() == 10);
    CHECK_FALSE(b.pickup.has_value());
    CHECK(data::findBattleIssues(b).empty());
    // The game after the set-up is `guidon-cli play` on the written battle.
    std::string script = slurp(kScenarioScript);
    Run play = cli("play " + battle + " --seed 4" + kScenarioHands + " --script - --json",
                   script.substr(script.find("# [the game]")));
    REQUIRE_MESSAGE(play.code == 0, play.err);
    CHECK(jsonValue(play.out, "hash") == jsonValue(r.out, "hash"));
    std::remove(battle.c_str());
}

TEST_CASE(
    "LL-SETUP-1 guidon-cli pickup --map: the flags override the map, and a map without <pickup> is "
    "refused") {
    SUBCASE("--first and --north replace the scenario's order and settle the edge") {
        Run r = cli("pickup --map " + kScenario +
                        " --dice 3,5 --first federal --north confederate --script -",
                    "auto-deploy\ndone\n");
        CHECK(r.code == 1); // the script ends in the Confederate deployment
        CHECK(r.out.find("The scenario has the Federal side deploy first; the Confederate side "
                         "deploys second") != std::string::npos);
        CHECK(r.out.find("Federal deploys f1 (3rd Pennsylvania Reserves)") != std::string::npos);
        CHECK(r.err.find("waiting: confederate: deploy your units in the north third") !=
              std::string::npos);
    }
    SUBCASE("--forces replaces the map's forces") {
        Run r = cli("pickup --map " + kScenario +
                        " --dice 3,5 --forces irish-brigade,barksdale --script -",
                    "edge north\nauto-deploy\n");
        CHECK(r.code == 1);
        CHECK(r.out.find("Confederate deploys c1 (13th Mississippi)") != std::string::npos);
    }
    SUBCASE("--terrain replaces the map's terrain") {
        Run r = cli("pickup --map " + kScenario + " --terrain " + test::kRoot +
                        "/maps/brawner_farm.xml" + " --dice 3,5 --script -",
                    "edge north\nauto-deploy\ndone\nauto-deploy\ndone\n");
        REQUIRE_MESSAGE(r.code == 0, r.err);
        CHECK(r.out.find("Confederate deploys c1 (1st Texas)") != std::string::npos);
    }
    SUBCASE("a deployed battle is no scenario") {
        Run r = cli("pickup --map " + test::kRoot + "/maps/cornfield.xml --script -", "");
        CHECK(r.code == 2);
        CHECK(r.err.find("is not a pick-up scenario (it has no <pickup> element)") !=
              std::string::npos);
    }
    SUBCASE("a map that does not load") {
        Run r = cli("pickup --map /nonexistent/map.xml --script -", "");
        CHECK(r.code == 1);
        CHECK(r.err.find("/nonexistent/map.xml: cannot open the file") == 0);
    }
}

TEST_CASE("LL-SETUP-1 a pick-up scenario that cannot be set up is found before a player meets it") {
    const sim::Library& lib = test::library();
    lite::Battle keller;
    data::Problems p;
    REQUIRE_MESSAGE(
        data::loadBattle(test::kRoot + "/maps/pickup_crossroads.xml", lib.terrain, keller, p),
        p.str());
    CHECK_FALSE(lite::whyNoSetUp(lib.pickup, lib.terrain, keller));

    // Lakes fill both edge thirds: nobody can deploy.
    std::string tiny = tempPath("tiny-pickup.xml");
    std::ofstream(tiny)
        << "<battle name=\"Tiny\" year=\"1862\" width=\"20\" height=\"12\">\n<terrain>\n"
           "<area type=\"lake\" points=\"0,0 20,0 20,4.2 0,4.2\"/>\n"
           "<area type=\"lake\" points=\"0,7.8 20,7.8 20,12 0,12\"/>\n</terrain>\n"
           "<pickup/>\n</battle>\n";
    lite::Battle small;
    REQUIRE_MESSAGE(data::loadBattle(tiny, lib.terrain, small, p), p.str());
    std::optional<std::string> why = lite::whyNoSetUp(lib.pickup, lib.terrain, small);
    REQUIRE(why);
    CHECK(why->find("the computer could not set this scenario up: ") == 0);
    Run no = cli("validate " + tiny);
    CHECK(no.code == 1);
    CHECK(no.err.find(tiny + ": the computer could not set this scenario up") != std::string::npos);
    Run yes = cli("validate " + test::kRoot + "/maps/pickup_crossroads.xml");
    CHECK_MESSAGE(yes.code == 0, yes.err);
    std::remove(tiny.c_str());
}

// [SECTION] a pick-up battle saved from its set-up

TEST_CASE("LL-SETUP-1 a pick-up battle's save holds its set-up lines and replays from its seed "
          "alone, without the battle the set-up made") {
    std::string save = tempPath("pickup-save.xml");
    Run r = cli("pickup --seed 11 --dice 5,2,2,3,5" + kScriptHands + " --script " + kScript +
                " --save " + save + " --json");
    REQUIRE_MESSAGE(r.code == 0, r.err);
    std::string text = slurp(save);
    CHECK(text.find("<pickup federal=\"iron-brigade\" confederate=\"stonewall-brigade\">") !=
          std::string::npos);
    CHECK(text.find("<line>piece ridge 24,16</line>") != std::string::npos);
    CHECK(text.find("<line>remove 6</line>") != std::string::npos);
    CHECK(text.find("<command>fire courier</command>") != std::string::npos);
    CHECK(text.find("battle=") == std::string::npos); // no map: nothing to name
    // The battle written beside the save is the player's to keep: the save
    // does not need it.
    std::string beside = save.substr(0, save.size() - 4) + ".battle.xml";
    CHECK(std::remove(beside.c_str()) == 0);
    Run replay = cli("replay " + save + " --json");
    REQUIRE_MESSAGE(replay.code == 0, replay.err);
    CHECK(jsonValue(replay.out, "hash") == jsonValue(r.out, "hash"));
    CHECK(jsonValue(replay.out, "commands") == "8");
    // A set-up line changed in the save: the replay says which, and fails.
    std::string changed = text;
    changed.replace(changed.find("piece ridge 24,16"), 17, "piece ridge 24,1");
    std::string bad = tempPath("pickup-bad.xml");
    { std::ofstream(bad) << changed; }
    Run wrong = cli("replay " + bad);
    CHECK(wrong.code == 1);
    CHECK_MESSAGE(wrong.err.find("set-up line 1 'piece ridge 24,1' was refused: LL-SETUP-1") !=
                      std::string::npos,
                  wrong.err);
    std::remove(save.c_str());
    std::remove(bad.c_str());
    std::remove((save.substr(0, save.size() - 4) + ".autosave.xml").c_str());
}

TEST_CASE("LL-SETUP-1 a pick-up scenario's save keeps a copy of its map and replays on it when the "
          "map is gone") {
    std::string map = tempPath("pickup-map.xml");
    { std::ofstream(map) << slurp(kScenario); }
    std::string save = tempPath("pickup-map-save.xml");
    Run r = cli("pickup --map " + map + " --seed 4 --dice 3,5" + kScenarioHands + " --script " +
                kScenarioScript + " --save " + save + " --json");
    REQUIRE_MESSAGE(r.code == 0, r.err);
    std::string text = slurp(save);
    CHECK(text.find("<pickup>") != std::string::npos); // the map's own forces and choices
    CHECK(text.find("battle=\"" + map + "\"") != std::string::npos);
    Run same = cli("replay " + save + " --json");
    REQUIRE_MESSAGE(same.code == 0, same.err);
    CHECK(jsonValue(same.out, "hash") == jsonValue(r.out, "hash"));
    std::remove(map.c_str());
    Run copy = cli("replay " + save + " --json");
    REQUIRE_MESSAGE(copy.code == 0, copy.err);
    CHECK(copy.err.find("replayed on the copy of the map the save keeps") != std::string::npos);
    CHECK(jsonValue(copy.out, "hash") == jsonValue(r.out, "hash"));
    std::remove(save.c_str());
    std::remove((save.substr(0, save.size() - 4) + ".battle.xml").c_str());
    std::remove((save.substr(0, save.size() - 4) + ".autosave.xml").c_str());
}

TEST_CASE("LL-SETUP-1 a save's <pickup> is read strictly, with file:line") {
    const std::string head = "<?xml version=\"1.0\"?>\n<save version=\"2\" seed=\"1\">\n";
    auto problemsOf = [&](const std::string& body) {
        data::SaveGame s;
        data::Problems p;
        bool ok = data::parseSave(head + body + "</save>\n", "bad.xml", s, p);
        return ok ? std::string() : p.str();
    };
    CHECK(problemsOf("<pickup winner=\"blue\"/>\n") ==
          "bad.xml:3: 'winner' is federal or confederate, not 'blue'\n");
    CHECK(problemsOf("<pickup colour=\"red\"/>\n").find("bad.xml:3:") == 0);
    CHECK(problemsOf("<pickup><step>done</step></pickup>\n") ==
          "bad.xml:3: unknown element <step> in <pickup> (expected <line>)\n");
    CHECK(problemsOf("<pickup><line/></pickup>\n") == "bad.xml:3: empty <line>\n");
    CHECK(problemsOf("<pickup/>\n<pickup/>\n") == "bad.xml:4: a second <pickup> in a save\n");
    CHECK(problemsOf("<pickup year=\"1850\"/>\n").find("bad.xml:3:") == 0);
    // Without <pickup> a save names its battle.
    CHECK(problemsOf("").find("is missing the attribute 'battle'") != std::string::npos);
    data::SaveGame s;
    data::Problems p;
    REQUIRE(data::parseSave(head + "<pickup north=\"confederate\"><line>auto-terrain</line>"
                                   "<line>done</line></pickup>\n</save>\n",
                            "ok.xml", s, p));
    REQUIRE(s.pickup);
    CHECK(s.pickup->north == Side::Confederate);
    CHECK(s.pickup->setup == std::vector<std::string>{"auto-terrain", "done"});
    CHECK(data::saveToText(s).find("<pickup north=\"confederate\">") != std::string::npos);
    // The decks' year the window's player chose: kept, and the set-up's.
    data::SaveGame y;
    REQUIRE(data::parseSave(head + "<pickup year=\"1864\"/>\n</save>\n", "ok.xml", y, p));
    CHECK(y.pickup->year == 1864);
    CHECK(data::saveToText(y).find("<pickup year=\"1864\"/>") != std::string::npos);
    sim::PickupPlan plan;
    std::string why;
    REQUIRE(sim::planPickup(test::library(), "", *y.pickup, plan, p, why));
    CHECK(plan.rules.year == 1864);
}

TEST_CASE("LL-SETUP-1 a pick-up save is written from the game's start; one whose set-up is not "
          "finished is refused in a sentence, and a map-less one is named after its forces") {
    std::string save = tempPath("mid-setup.xml");
    Run r = cli("pickup --dice 5,2 --script - --save " + save, "piece ridge 24,16\n");
    CHECK(r.code == 1); // the script ends in the set-up
    std::ifstream none(sim::autosavePathFor(save));
    CHECK_FALSE(none.good()); // nothing kept of a set-up half done
    // One made by hand: refused, saying why.
    std::string mid = tempPath("mid-setup-by-hand.xml");
    {
        std::ofstream(mid) << "<?xml version=\"1.0\"?>\n<save version=\"2\" seed=\"1\" "
                              "dice=\"5,2\">\n<pickup><line>piece ridge 24,16</line></pickup>\n"
                              "</save>\n";
    }
    Run replay = cli("replay " + mid + " --json");
    CHECK(replay.code == 1);
    CHECK_MESSAGE(replay.err.find("its set-up is not finished") != std::string::npos, replay.err);
    data::SaveGame s;
    data::Problems p;
    REQUIRE(data::loadSave(mid, s, p));
    CHECK(sim::savedBattleName(test::library(), s, mid) ==
          "Pick-up: " + test::library().pickup.firstForce(Side::Federal)->name + " v " +
              test::library().pickup.firstForce(Side::Confederate)->name);
    std::remove(mid.c_str());
}

TEST_CASE("LL-SETUP-1 a pick-up save whose terrain battle has changed is refused, not set up on "
          "other ground") {
    std::string terrain = tempPath("pickup-terrain.xml");
    { std::ofstream(terrain) << slurp(test::kRoot + "/maps/brawner_farm.xml"); }
    std::string save = tempPath("pickup-terrain-save.xml");
    Run r = cli("pickup --terrain " + terrain + " --dice 3,5 --save " + save + " --script -",
                "edge north\norder first\nauto-deploy\ndone\nauto-deploy\ndone\n");
    REQUIRE_MESSAGE(r.code == 0, r.err);
    CHECK(cli("replay " + save).code == 0);
    { std::ofstream(terrain, std::ios::app) << "<!-- changed -->\n"; }
    Run changed = cli("replay " + save);
    CHECK(changed.code == 1);
    CHECK_MESSAGE(changed.err.find("has changed since the game was saved") != std::string::npos,
                  changed.err);
    std::remove(terrain.c_str());
    std::remove(save.c_str());
    std::remove((save.substr(0, save.size() - 4) + ".battle.xml").c_str());
    std::remove(sim::autosavePathFor(save).c_str());
}
