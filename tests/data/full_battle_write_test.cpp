// Writing a battle of the full game (the editor's save, issue 26): every
// shipped full-game map loads, is written, and loads again to the same
// battle, field by field; writing is idempotent; a built battle with every
// kind of unit, trait and attribute comes back as built.
#include "data/full_battle_file.h"
#include "data/full_tables_file.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

using namespace guidon;

namespace {

const std::string kRoot = GUIDON_SOURCE_ROOT;

const std::vector<full::TerrainRules>& shippedTypes() {
    static const std::vector<full::TerrainRules> t = [] {
        std::vector<full::TerrainRules> out;
        data::Problems p;
        REQUIRE_MESSAGE(data::loadFullTerrain(kRoot + "/assets/full/terrain.xml", out, p),
                        p.str());
        return out;
    }();
    return t;
}

void samePoints(const std::vector<core::Vec2>& a, const std::vector<core::Vec2>& b) {
    REQUIRE(a.size() == b.size());
    for (std::size_t k = 0; k < a.size(); ++k) {
        CHECK(a[k].x == b[k].x);
        CHECK(a[k].y == b[k].y);
    }
}

// Every field a file gives, by the units' and brigades' ids (a written
// battle holds each brigade's units under it, so indices may move).
void sameBattle(const full::Battle& a, const full::Battle& b) {
    const core::BattleMap &m = a.map, &n = b.map;
    CHECK(m.rules == n.rules);
    CHECK(m.name == n.name);
    CHECK(m.description == n.description);
    CHECK(m.year == n.year);
    CHECK(m.width == n.width);
    CHECK(m.height == n.height);
    CHECK(m.edges == n.edges);
    CHECK(a.firstSide == b.firstSide);
    CHECK(a.turnLimit == b.turnLimit);
    REQUIRE(m.features.size() == n.features.size());
    for (std::size_t i = 0; i < m.features.size(); ++i) {
        const core::TerrainFeature &f = m.features[i], &g = n.features[i];
        CAPTURE(f.name);
        CHECK(f.shape == g.shape);
        CHECK(m.kinds[f.type].id == n.kinds[g.type].id);
        CHECK(f.name == g.name);
        CHECK(f.width == g.width);
        CHECK(f.level == g.level);
        samePoints(f.points, g.points);
        samePoints(f.crest, g.crest);
    }
    REQUIRE(m.zones.size() == n.zones.size());
    for (std::size_t i = 0; i < m.zones.size(); ++i) {
        CHECK(m.zones[i].side == n.zones[i].side);
        samePoints(m.zones[i].points, n.zones[i].points);
    }
    for (int s = 0; s < 2; ++s) {
        CHECK(a.sides[s].traits == b.sides[s].traits);
        CHECK(a.sides[s].divisionCommander == b.sides[s].divisionCommander);
        CHECK(a.sides[s].commanderName == b.sides[s].commanderName);
    }
    auto unitId = [](const full::Battle& x, int i) {
        return i < 0 ? std::string() : x.units[static_cast<std::size_t>(i)].id;
    };
    REQUIRE(a.brigades.size() == b.brigades.size());
    for (std::size_t i = 0; i < a.brigades.size(); ++i) {
        const full::BrigadeSetup &p = a.brigades[i], &q = b.brigades[i];
        CAPTURE(p.id);
        CHECK(p.id == q.id);
        CHECK(p.name == q.name);
        CHECK(p.brigadier == q.brigadier);
        CHECK(p.side == q.side);
        CHECK(p.rating == q.rating);
        CHECK(p.leader.x == q.leader.x);
        CHECK(p.leader.y == q.leader.y);
        CHECK(unitId(a, p.attached) == unitId(b, q.attached));
    }
    REQUIRE(a.units.size() == b.units.size());
    for (const full::UnitSetup& u : a.units) {
        CAPTURE(u.id);
        auto it = std::find_if(b.units.begin(), b.units.end(),
                               [&](const full::UnitSetup& v) { return v.id == u.id; });
        REQUIRE(it != b.units.end());
        const full::UnitSetup& v = *it;
        CHECK(u.name == v.name);
        CHECK(a.brigades[u.brigade].id == b.brigades[v.brigade].id);
        CHECK(u.arm == v.arm);
        CHECK(u.formation == v.formation);
        CHECK(u.stands == v.stands);
        CHECK(u.weapon == v.weapon);
        CHECK(u.gun == v.gun);
        CHECK(u.horseArtillery == v.horseArtillery);
        CHECK(u.experience == v.experience);
        CHECK(u.traitsOn == v.traitsOn);
        CHECK(u.traitsOff == v.traitsOff);
        CHECK(unitId(a, u.parent) == unitId(b, v.parent));
        CHECK(u.front.x == v.front.x);
        CHECK(u.front.y == v.front.y);
        CHECK(u.facing == v.facing);
    }
}

} // namespace

TEST_CASE("full battles: every shipped full-game map loads, is written, and loads again to the "
          "same battle") {
    std::vector<std::string> files;
    for (const auto& e : std::filesystem::directory_iterator(kRoot + "/maps/full"))
        if (e.path().extension() == ".xml") files.push_back(e.path().string());
    std::sort(files.begin(), files.end());
    REQUIRE(files.size() >= 3);
    for (const std::string& f : files) {
        CAPTURE(f);
        full::Battle first, again;
        data::Problems p;
        REQUIRE_MESSAGE(data::loadFullBattle(f, shippedTypes(), first, p), p.str());
        const std::string text = data::fullBattleToText(first);
        REQUIRE_MESSAGE(data::parseFullBattle(text, "written.xml", shippedTypes(), again, p),
                        p.str() << "\n" << text);
        sameBattle(first, again);
        // Written again, the same text: saving an unchanged map changes nothing.
        CHECK(data::fullBattleToText(again) == text);
        CHECK(data::battleRulesOf(text) == "full");
    }
}

TEST_CASE("full battles: a built battle with every kind of unit and attribute is written and read "
          "back as built") {
    full::Battle b;
    data::Problems p;
    REQUIRE_MESSAGE(data::loadFullBattle(kRoot + "/maps/full/franklin.xml", shippedTypes(), b, p),
                    p.str());
    b.map.name = "Test & \"quotes\" <field>";
    b.map.description = "A line with <angle> brackets & an ampersand.";
    b.map.width = 72.25;
    b.map.edges = {core::TableEdge::North, std::nullopt};
    b.turnLimit = 0; // none: no 'turns'
    b.firstSide = core::Side::Federal;
    b.sides[1].divisionCommander = false;
    b.sides[1].commanderName.clear();
    b.sides[0].traits = full::kSteady | full::kIronDiscipline;
    b.brigades[0].rating = full::Rating::Timid;
    b.brigades[0].name = b.brigades[0].id; // written without a name, read back as its id
    // A horse battery of rifled guns, limbered; a regiment with traits on
    // and off; a cavalry regiment mounted; a unit at a fraction of an inch.
    full::UnitSetup* battery = nullptr;
    for (full::UnitSetup& u : b.units)
        if (u.arm == full::Arm::Artillery && !battery) battery = &u;
    REQUIRE(battery);
    battery->gun = full::GunType::Ordnance;
    battery->horseArtillery = true;
    battery->formation = full::Formation::Limbered;
    auto tn = std::find_if(b.units.begin(), b.units.end(),
                           [](const full::UnitSetup& u) { return u.id == "8tn"; });
    REQUIRE(tn != b.units.end()); // a reserve regiment, room about it
    tn->traitsOn = full::kSharpshooters;
    tn->traitsOff = full::kSteady;
    tn->facing = 182.5;
    tn->front.x += 0.1; // 0.1-style numbers exactly
    std::string error;
    const std::string path =
        (std::filesystem::temp_directory_path() / "guidon_full_write_test.xml").string();
    REQUIRE_MESSAGE(data::writeFullBattleAtomic(path, b, error), error);
    full::Battle again;
    REQUIRE_MESSAGE(data::loadFullBattle(path, shippedTypes(), again, p), p.str());
    std::filesystem::remove(path);
    sameBattle(b, again);
    const std::string text = data::fullBattleToText(again);
    CHECK(text.find("turns=") == std::string::npos);
    CHECK(text.find("commander=") != std::string::npos); // the Federals' only
    CHECK(text.find("horse=\"true\"") != std::string::npos);
    CHECK(text.find("0.30000000000000004") == std::string::npos);
    // A failed write (no such folder) says why and writes nothing.
    CHECK_FALSE(data::writeFullBattleAtomic("/no/such/folder/x.xml", b, error));
    CHECK_FALSE(error.empty());
}
