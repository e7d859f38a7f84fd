// Hostile battle files of the full game (game/data/full_battle_file.h): each
// is refused with `file:line: sentence`, one problem where there is one, and
// never a crash; ids that the command line could not name are refused.
#include "../full/fixtures.h"
#include "data/full_battle_file.h"

#include <doctest/doctest.h>

#include <string>
#include <vector>

using namespace guidon;
using data::Problems;

namespace {

const std::vector<full::TerrainRules>& types() {
    static const std::vector<full::TerrainRules> t = full::test::terrainTypes();
    return t;
}

// Line 2 the root, line 5 the first Federal unit, line 6 `second`, line 11
// the Confederate regiment.
std::string battle(const std::string& first, const std::string& second = "") {
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<battle rules=\"full\" name=\"Test\" year=\"1863\" first=\"federal\">\n"
           "  <side name=\"federal\">\n"
           "    <brigade id=\"iron\" brigadier=\"Solomon Meredith\" at=\"20,44\">\n"
           "      " + first + "\n"
           "      " + second + "\n"
           "    </brigade>\n"
           "  </side>\n"
           "  <side name=\"confederate\">\n"
           "    <brigade id=\"archer\" brigadier=\"James Archer\" at=\"30,4\">\n"
           "      <regiment id=\"c1\" name=\"1st Tennessee\" stands=\"6\" front=\"36,8\" facing=\"180\"/>\n"
           "    </brigade>\n"
           "  </side>\n"
           "</battle>\n";
}

const std::string kF1 = R"(<regiment id="f1" stands="6" front="24,40" facing="0"/>)";

std::string problemsOf(const std::string& text) {
    full::Battle b;
    Problems p;
    const bool ok = data::parseFullBattle(text, "bad.xml", types(), b, p);
    CHECK(ok == p.list.empty());
    return p.str();
}

} // namespace

TEST_CASE("a unit may not take the id a regiment's detached screen will have") {
    // `detach f1` makes a screen named f1-s; a second unit of that id would
    // take every later command meant for the screen (recall f1-s).
    CHECK(problemsOf(battle(kF1, R"(<regiment id="f1-s" stands="6" front="40,40" facing="0"/>)")) ==
          "bad.xml:6: id 'f1-s' is the one regiment 'f1' gives its skirmish screen when it "
          "detaches one (FG-ORG-4); give this unit another id\n");
    // A battery or a screen of another regiment: the same.
    CHECK(problemsOf(battle(kF1, R"(<battery id="f1-s" guns="napoleon" stands="2" front="40,40" facing="0"/>)"))
              .find("bad.xml:6: id 'f1-s' is the one regiment 'f1'") == 0);
    // Its own screen, given in the file, has that id rightly; a cavalry
    // regiment never detaches one; an id that only ends in -s is free.
    CHECK(problemsOf(battle(kF1, R"(<screen id="f1-s" parent="f1" stands="2" front="24,37" facing="0"/>)")) ==
          "");
    CHECK(problemsOf(battle(R"(<regiment id="f1" arm="cavalry" stands="6" front="24,40" facing="0"/>)",
                            R"(<regiment id="f1-s" stands="6" front="40,40" facing="0"/>)")) == "");
    CHECK(problemsOf(battle(kF1, R"(<regiment id="-s" stands="6" front="40,40" facing="0"/>)")) == "");
}

TEST_CASE("a screen whose parent was refused gets no second, wrong problem") {
    // The parent's front is not a point: that is the one problem, not also
    // "its parent 'f1' is not a regiment of brigade 'iron'".
    CHECK(problemsOf(battle(R"(<regiment id="f1" stands="6" front="inf,40" facing="0"/>)",
                            R"(<screen id="f1-s" parent="f1" stands="2" front="24,37" facing="0"/>)")) ==
          "bad.xml:5: 'front' holds 'inf,40', which is not a point 'x,y'\n");
    // A parent that is not there at all is still named.
    CHECK(problemsOf(battle(kF1, R"(<screen id="s" parent="nobody" stands="2" front="24,37" facing="0"/>)")) ==
          "bad.xml:6: screen 's': its parent 'nobody' is not a regiment of brigade 'iron' "
          "(FG-ORG-4)\n");
}

TEST_CASE("hostile values are refused with their line, never read") {
    struct Case {
        std::string unit;
        std::string words;
    };
    const std::vector<Case> cases = {
        {R"(<regiment id="f1" stands="6" front="24,40" facing="nan"/>)", "bad.xml:5: 'facing' must be a number"},
        {R"(<regiment id="f1" stands="6" front="24,40" facing="1e999"/>)", "bad.xml:5: 'facing'"},
        {R"(<regiment id="f1" stands="6" front="nan,40" facing="0"/>)", "bad.xml:5: 'front' holds 'nan,40'"},
        {R"(<regiment id="f1" stands="99999999999999999999" front="24,40" facing="0"/>)", "bad.xml:5: 'stands'"},
        {R"(<regiment id="f1" stands="-3" front="24,40" facing="0"/>)", "bad.xml:5: an infantry regiment has 2 to 12 stands, not -3"},
        {R"(<battery id="f1" guns="napoleon" stands="0" front="24,40" facing="0"/>)", "bad.xml:5: a battery has 1 to 3 sections, not 0"},
        {R"(<regiment id="f 1" stands="6" front="24,40" facing="0"/>)", "bad.xml:5: id 'f 1' may hold only letters"},
        {"<regiment id=\"f\xC3\xA9\" stands=\"6\" front=\"24,40\" facing=\"0\"/>", "bad.xml:5: id 'f\xC3\xA9' may hold only letters"},
        {R"(<regiment id="" stands="6" front="24,40" facing="0"/>)", "bad.xml:5: 'id' is empty"},
        {R"(<regiment id="iron" stands="6" front="24,40" facing="0"/>)", "bad.xml:5: id 'iron' is used twice (first at line 4)"},
        {R"(<regiment id="c0" stands="6" front="71.9,40" facing="0"/>)", "bad.xml:5: unit 'c0' stands (partly) off the table"},
        {R"(<screen id="s" parent="s" stands="2" front="24,37" facing="0"/>)", "bad.xml:5: screen 's': its parent 's' is not an infantry regiment"},
    };
    for (const Case& c : cases) {
        CAPTURE(c.unit);
        const std::string p = problemsOf(battle(c.unit));
        CHECK(p.find(c.words) == 0);
    }
}
