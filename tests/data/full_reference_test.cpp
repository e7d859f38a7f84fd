// The full game's quick reference (assets/full/reference.xml, read by the
// same reader as Lite's, game/data/reference_file.cpp): the shipped file
// loads cleanly and has an entry for every FG rule ID cited in the code under
// game/ (scanned when the test runs, so a new ID without an entry fails
// here), for every ruling of RULINGS-FULL.md and every reading of
// docs/readings.md; its entries are terse and in our own words; its tables
// give the numbers the game reads from assets/full/rules.xml.
#include "data/full_tables_file.h"
#include "data/problems.h"
#include "data/reference_file.h"
#include "full/model.h"
#include "full/tables.h"

#include "reference_checks.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

using namespace guidon;
using namespace guidon::reference_checks;
using data::RuleEntry;
using data::RulesReference;

namespace {

const std::string kFile = "assets/full/reference.xml";

const RulesReference& shipped() {
    static RulesReference ref = loadShipped(kSourceRoot + "/" + kFile);
    return ref;
}

bool contains(const std::string& s, const std::string& word) {
    return s.find(word) != std::string::npos;
}

// The rows of a table of the shipped file.
std::string rowsOf(const std::string& id) {
    const RuleEntry* e = shipped().find(id);
    INFO(id);
    REQUIRE(e != nullptr);
    return e->text;
}

// A number of inches as the file writes it: 6", 0.5".
std::string inches(double v) {
    std::ostringstream s;
    s << v << '"';
    return s.str();
}

// A band of the weapon matrix as the file writes it: 4+ (2), or "no fire".
std::string band(const full::FireBand& b) {
    if (b.toHit == 0) return "no fire";
    return std::to_string(b.toHit) + "+ (" + std::to_string(b.dice) + ")" +
           (b.noSaves ? ", no saves" : "");
}

template <class Row> std::string bands(const Row& r) {
    return band(r.bands[0]) + " / " + band(r.bands[1]) + " / " + band(r.bands[2]);
}

} // namespace

TEST_CASE("full reference: the shipped assets/full/reference.xml loads with no problems") {
    const RulesReference& ref = shipped();
    CHECK(contains(ref.title, "full game"));
    CHECK(ref.entryCount() >= 120);
    for (const char* title :
         {"Sequence of play", "Command and pips", "Orders and their costs", "Formations",
          "Movement", "Terrain and sight", "Reactions", "Fire", "Assaults and melee",
          "Discipline and morale", "Brigade faltering", "Leaders", "Victory"}) {
        INFO(title);
        CHECK(std::any_of(ref.sections.begin(), ref.sections.end(),
                          [&](const data::RuleSection& s) { return s.title == title; }));
    }
    checkEntriesWellFormed(ref);
    // Only the full game's IDs: FG- rulings and QRS-FG- tables.
    for (const auto& s : ref.sections)
        for (const RuleEntry& e : s.entries) {
            INFO(e.id);
            CHECK((e.id.rfind("FG-", 0) == 0 || e.id.rfind("QRS-FG-", 0) == 0));
        }
}

TEST_CASE("full reference: every FG rule ID cited under game/ has an entry") {
    // Scanned at test time: adding a refusal or a comment with a new FG rule
    // ID and no entry in assets/full/reference.xml fails this test.
    std::map<std::string, std::string> cited = citedIds({"/game"}, "FG");
    REQUIRE(cited.size() >= 100); // the scan found the code
    CHECK(cited.count("FG-D-8") == 1);
    checkCitedHaveEntries(shipped(), cited, kFile);
}

TEST_CASE("full reference: every ruling of RULINGS-FULL.md and docs/readings.md has an entry") {
    // No FG- entry may name a ruling that RULINGS-FULL.md does not define.
    checkRulingsHaveEntries(shipped(), "RULINGS-FULL.md", "FG", 100, {"FG-SCALE-1", "FG-D-50"});
}

TEST_CASE("full reference: the shipped entries are terse and in our own words") {
    // A rule one to six sentences, a table rows; no run of eight words from
    // the full game's sheet.
    checkTerseAndOwnWords(shipped(), "full-game-qrs.txt");
}

TEST_CASE("full reference: the tables give the numbers of assets/full/rules.xml") {
    full::Tables t;
    data::Problems p;
    bool ok = data::loadFullTables(kSourceRoot + "/assets/full/rules.xml", t, p);
    INFO(p.str());
    REQUIRE(ok);
    using full::Formation;

    SUBCASE("movement rates") {
        const std::string rows = rowsOf("QRS-FG-MOVE-1");
        const std::pair<const char*, Formation> formations[] = {
            {"Infantry line", Formation::Line},
            {"Infantry open order and skirmish screens", Formation::OpenOrder},
            {"Infantry assault column", Formation::AssaultColumn},
            {"Infantry road column", Formation::RoadColumn},
            {"Mounted cavalry, and cavalry in road column", Formation::Mounted},
            {"Dismounted cavalry", Formation::Dismounted},
            {"Limbered battery", Formation::Limbered},
            {"Unlimbered battery (prolonge)", Formation::Unlimbered}};
        for (const auto& [label, f] : formations) {
            const full::MoveRates& r = t.ratesOf(f);
            std::string row = std::string(label) + ": " + inches(r.open) + " / " + inches(r.woods) +
                              " / " + inches(r.road) + "; " +
                              (r.crossesObstacles ? "obstacle -" + inches(r.obstacle)
                                                  : std::string("cannot cross an obstacle"));
            INFO(row);
            CHECK(contains(rows, row));
        }
        CHECK(contains(rows, "Assault " + inches(t.chargeCavalry) + " in the open"));
        CHECK(contains(rows, "Double-Time: +" + inches(t.doubleTime)));
        CHECK(contains(rows, "Oblique: " + inches(t.oblique)));
        CHECK(contains(rows, "Brigadier: " + inches(t.brigadierMove)));
    }
    SUBCASE("the weapon matrix and the guns") {
        const std::string small = rowsOf("QRS-FG-FIRE-1");
        const std::pair<const char*, full::Weapon> weapons[] = {
            {"Smoothbore musket", full::Weapon::Smoothbore},
            {"Rifled musket", full::Weapon::Rifled},
            {"Repeater", full::Weapon::Repeater},
            {"Breechloader", full::Weapon::Breechloader}};
        for (const auto& [label, w] : weapons) {
            std::string row = std::string(label) + ": " + bands(t.weapons[static_cast<int>(w)]);
            INFO(row);
            CHECK(contains(small, row));
        }
        CHECK(contains(small, "whatever its weapon: " + band(t.mounted) + " up to " +
                                  inches(t.mountedReach)));
        const std::string guns = rowsOf("QRS-FG-FIRE-2");
        const std::string reach = rowsOf("QRS-FG-FIRE-3");
        for (int g = 0; g < full::kGunTypes; ++g) {
            const full::GunRow& row = t.guns[g];
            std::string profile =
                std::string(row.rifled ? "Rifled" : "Smoothbore") + " guns: " + bands(row);
            std::string gun = std::string(full::titleOf(static_cast<full::GunType>(g))) + " " +
                              inches(row.reach[2]);
            INFO(profile << " | " << gun);
            CHECK(contains(guns, profile));
            CHECK(contains(reach, gun));
        }
    }
    SUBCASE("command, discipline, health and the brigade clock") {
        const std::string radius = rowsOf("QRS-FG-CMD-1");
        CHECK(contains(radius, "0-" + inches(t.bugle) + ": bugle"));
        CHECK(contains(radius, std::to_string(static_cast<int>(t.bugle)) + "-" + inches(t.courier) +
                                   ": courier"));
        CHECK(contains(radius, std::to_string(static_cast<int>(t.courier)) + "-" +
                                   inches(t.distant) + ": distant courier"));
        const std::string pips = rowsOf("QRS-FG-CMD-2");
        CHECK(contains(
            pips, "Aggressive brigadier: 1D3+" +
                      std::to_string(t.pips[static_cast<int>(full::Rating::Aggressive)].plus)));
        CHECK(contains(pips, "+" + std::to_string(t.divisionPip) + " pip a turn"));
        CHECK(contains(pips, "at most " + std::to_string(t.savedPips) + " unspent pip"));
        const std::string disc = rowsOf("QRS-FG-DISC-1");
        CHECK(contains(disc, "Veteran " + std::to_string(t.discipline[0]) + "+, regular " +
                                 std::to_string(t.discipline[1]) + "+, green " +
                                 std::to_string(t.discipline[2]) + "+"));
        const std::string health = rowsOf("QRS-FG-DISC-2");
        CHECK(contains(health, "more than " + std::to_string(t.freshPercent) + "%"));
        CHECK(contains(health, "fewer than " + std::to_string(t.spentPercent) + "%"));
        const std::string clock = rowsOf("QRS-FG-BRIG-1");
        CHECK(contains(clock, std::to_string(t.hesitantPercent) + "% lost, hesitant"));
        CHECK(contains(clock, std::to_string(t.brokenPercent) + "% lost, broken"));
        CHECK(contains(clock, "marches " + inches(t.brokenMove)));
    }
    SUBCASE("shock modifiers and melee results") {
        const std::string shock = rowsOf("QRS-FG-MELEE-1");
        const std::map<std::string, std::string> words = {
            {"fresh", "fresh"},
            {"spent", "spent"},
            {"momentum", "charging momentum"},
            {"column", "assault column"},
            {"rebel-yell", "Rebel Yell"},
            {"cavalry", "mounted cavalry charging"},
            {"heavy-cover", "defending behind a stone wall"},
            {"light-cover", "defending behind a split-rail fence"},
            {"flank", "flank or rear contact"},
            {"disordered", "disordered"},
            {"brigadier", "brigadier attached"}};
        REQUIRE(t.shock.size() == words.size());
        for (const full::ShockModifier& m : t.shock) {
            INFO(m.id);
            REQUIRE(words.count(m.id) == 1);
            CHECK(contains(shock, (m.value > 0 ? "+" : "") + std::to_string(m.value) + " " +
                                      words.at(m.id)));
        }
        const std::string results = rowsOf("QRS-FG-MELEE-2");
        for (const full::MeleeOutcome& o : t.outcomes) {
            if (o.bothHit) {
                CHECK(contains(results, "main unit takes " + std::to_string(o.loserHits) + " hit"));
                continue;
            }
            std::string hits = std::to_string(o.loserHits) + (o.loserHits == 1 ? " hit" : " hits");
            std::string row = "(" + std::to_string(o.margin);
            INFO(row << " the loser takes " << hits << " and retreats " << inches(o.retreat));
            CHECK(contains(results, row));
            auto at = results.find(row);
            std::string line = results.substr(at, results.find('\n', at) - at);
            CHECK(contains(line, "the loser takes " + hits));
            CHECK(contains(line, "retreats " + inches(o.retreat)));
        }
    }
    SUBCASE("the reactions' distances") {
        const std::string rows = rowsOf("QRS-FG-REACT-1");
        const full::ReactionDistances& r = t.reactions;
        CHECK(contains(rows, "within " + inches(r.closingVolley) + " of the front"));
        CHECK(contains(rows, "stalls " + inches(r.stall) + " away"));
        CHECK(contains(rows, "forward arc within " + inches(r.opportunity)));
        CHECK(contains(rows, "within " + inches(r.evadeZone) + " of a screen"));
        CHECK(contains(rows,
                       std::to_string(static_cast<int>(r.evadeLeast)) + "-" + inches(r.evadeMost)));
        CHECK(contains(rows, "flank arc within " + inches(r.flankZone)));
        CHECK(contains(rows, std::to_string(static_cast<int>(r.counterLeast)) + "-" +
                                 inches(r.counterMost)));
    }
}
