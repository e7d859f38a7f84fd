// Seeing what happened on the table (issue 19), under a display: unit labels
// that touch their own unit at two zooms, the log that follows its newest
// entry, the markers of a unit that moved, and the notes a combat leaves on
// the table for a moment. Each is read back from what guidon drew
// (--dump-text) and where its camera stood (--status-out).
#include "client/unit_mirror.h"
#include "core/geometry.h"
#include "data/battle_file.h"
#include "game_support.h"
#include "lite/combat.h"
#include "lite/door.h"
#include "lite/unit.h"
#include "x_input.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

using namespace guidon;
using test::DrawnText;
using test::kBrawner;
using test::kRoot;
using test::library;
using test::LiveGuidon;
using test::TempDir;

namespace {

const std::string kBigRoundTop = kRoot + "/maps/big_round_top.xml";

struct Pt {
    float x = 0.f, y = 0.f;
};
using Quad = std::array<Pt, 4>;
struct Rect {
    float x = 0.f, y = 0.f, w = 0.f, h = 0.f;
    bool inside(const Rect& a, float slack) const {
        return x >= a.x - slack && y >= a.y - slack && x + w <= a.x + a.w + slack &&
               y + h <= a.y + a.h + slack;
    }
    bool overlaps(const Rect& o) const {
        return x < o.x + o.w && o.x < x + w && y < o.y + o.h && o.y < y + h;
    }
};

// A unit as the window's camera shows it.
struct UnitOnScreen {
    std::string name;
    std::string label;
    std::vector<Quad> quads;
};

// The camera of the status: "cx cy zoom"; the window is `size` pixels (the
// interface at its default size of 1, so points are pixels).
struct View {
    float cx = 0.f, cy = 0.f, zoom = 1.f;
    Pt size;
    Pt toScreen(core::Vec2 w) const {
        return {(float(w.x) - cx) * zoom + size.x * 0.5f, (float(w.y) - cy) * zoom + size.y * 0.5f};
    }
};

View viewOf(const std::map<std::string, std::string>& st, Pt size) {
    View v;
    v.size = size;
    std::sscanf(st.at("camera").c_str(), "%f %f %f", &v.cx, &v.cy, &v.zoom);
    return v;
}

Rect tableArea(const std::map<std::string, std::string>& st) {
    Rect r;
    std::sscanf(st.at("table-area").c_str(), "%f %f %f %f", &r.x, &r.y, &r.w, &r.h);
    return r;
}

std::vector<UnitOnScreen> unitsOnScreen(const std::vector<lite::Unit>& units, const View& v) {
    std::vector<UnitOnScreen> out;
    for (const lite::Unit& u : units) {
        if (!u.onTable()) continue;
        UnitOnScreen s;
        s.name = u.name;
        s.label = client::unitLabel(lite::tableUnitOf(u));
        for (const lite::BaseBox& b : lite::baseBoxes(u)) {
            std::vector<core::Vec2> c = core::geom::corners({b.centre, 0.5, 0.5, b.facing});
            Quad q;
            for (std::size_t k = 0; k < 4; ++k)
                q[k] = v.toScreen(c[k]);
            s.quads.push_back(q);
        }
        out.push_back(s);
    }
    return out;
}

float segmentDistance(Pt p, Pt a, Pt b) {
    float dx = b.x - a.x, dy = b.y - a.y;
    float len = dx * dx + dy * dy;
    float t = len > 0.f ? std::clamp(((p.x - a.x) * dx + (p.y - a.y) * dy) / len, 0.f, 1.f) : 0.f;
    float ex = a.x + t * dx - p.x, ey = a.y + t * dy - p.y;
    return std::sqrt(ex * ex + ey * ey);
}

bool pointInQuad(Pt p, const Quad& q) {
    bool pos = false, neg = false;
    for (std::size_t k = 0; k < 4; ++k) {
        Pt a = q[k], b = q[(k + 1) % 4];
        float c = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
        pos = pos || c > 0.f;
        neg = neg || c < 0.f;
    }
    return !(pos && neg);
}

// Pixels between a rectangle and a unit's bases (0: they meet).
float distance(const Rect& r, const UnitOnScreen& u) {
    Quad rq = {Pt{r.x, r.y}, Pt{r.x + r.w, r.y}, Pt{r.x + r.w, r.y + r.h}, Pt{r.x, r.y + r.h}};
    float best = 1e9f;
    for (const Quad& q : u.quads) {
        for (std::size_t k = 0; k < 4; ++k) {
            if (pointInQuad(q[k], rq) || pointInQuad(rq[k], q)) return 0.f;
            for (std::size_t j = 0; j < 4; ++j) {
                best = std::min(best, segmentDistance(q[k], rq[j], rq[(j + 1) % 4]));
                best = std::min(best, segmentDistance(rq[k], q[j], q[(j + 1) % 4]));
            }
        }
    }
    return best;
}

Rect rectOf(const DrawnText& t) {
    return {float(t.x), float(t.y), float(t.w), float(t.h)};
}

bool wholeInside(const UnitOnScreen& u, const Rect& area) {
    for (const Quad& q : u.quads)
        for (Pt p : q)
            if (p.x < area.x || p.y < area.y || p.x > area.x + area.w || p.y > area.y + area.h)
                return false;
    return true;
}

// Every label drawn touches (or nearly) its own unit, lies in the table's
// area and overlaps no other label; returns how many units wholly in sight
// have a label.
int checkLabels(const std::vector<UnitOnScreen>& units, const std::vector<DrawnText>& texts,
                const Rect& area, int& inSight) {
    // The text's box: the plate's padding (its side bar too) and its gap.
    const float kNear = 12.f;
    std::vector<Rect> drawn;
    int labelled = 0;
    inSight = 0;
    for (const UnitOnScreen& u : units) {
        bool sighted = wholeInside(u, area);
        inSight += sighted ? 1 : 0;
        std::vector<const DrawnText*> mine;
        for (const DrawnText& t : texts)
            if (t.text == u.label) mine.push_back(&t);
        CHECK_MESSAGE(mine.size() <= 1, u.label << " is drawn " << mine.size() << " times");
        if (sighted && mine.empty()) MESSAGE("no label for " << u.label);
        if (mine.empty()) continue;
        labelled += sighted ? 1 : 0;
        Rect r = rectOf(*mine.front());
        INFO(u.label << " at " << r.x << "," << r.y << " " << r.w << "x" << r.h);
        float own = distance(r, u);
        CHECK(own <= kNear);
        CHECK(r.inside(area, 0.5f));
        for (const Rect& d : drawn)
            CHECK_FALSE(r.overlaps(d));
        drawn.push_back(r);
    }
    return labelled;
}

// The status and dump of one frame drawn with the camera at `camera` (""
// any), once the labels are drawn.
void settledFrame(const LiveGuidon& g, const std::vector<UnitOnScreen>& anyUnits,
                  std::map<std::string, std::string>& st, std::vector<DrawnText>& texts) {
    REQUIRE(g.waitFor([&] {
        if (!g.frame(st, texts) || st["table-area"].empty()) return false;
        for (const DrawnText& t : texts)
            for (const UnitOnScreen& u : anyUnits)
                if (t.text == u.label) return true;
        return false;
    }));
}

std::vector<lite::Unit> deployed(const std::string& battle) {
    lite::Battle b;
    data::Problems p;
    REQUIRE_MESSAGE(data::loadBattle(battle, library().terrain, b, p), p.str());
    std::vector<lite::Unit> units;
    for (const lite::UnitSetup& u : b.units)
        units.push_back(lite::unitFromSetup(u));
    return units;
}

void labelsAtTwoZooms(const std::string& battle) {
    const Pt size{1280.f, 800.f};
    std::vector<lite::Unit> units = deployed(battle);
    // One player against the computer: no curtain over the table. The
    // Confederates move first in both battles, so the computer waits.
    LiveGuidon g({battle, "--seed", "3", "--computer", "federal", "--size", "1280x800"});
    std::map<std::string, std::string> st;
    std::vector<DrawnText> texts;
    std::vector<UnitOnScreen> fitted = unitsOnScreen(units, View{0.f, 0.f, 1.f, size});
    settledFrame(g, fitted, st, texts);
    REQUIRE(st["commands"] == "0");

    SUBCASE("the whole table in view") {
        View v = viewOf(st, size);
        Rect area = tableArea(st);
        std::vector<UnitOnScreen> on = unitsOnScreen(units, v);
        int inSight = 0;
        int labelled = checkLabels(on, texts, area, inSight);
        INFO("zoom " << v.zoom << ": " << labelled << " of " << inSight << " units labelled");
        CHECK(inSight == int(units.size()));
        // Big Round Top's 36 units at 10 pixels a BW leave no room for every
        // name: a label with no free place beside its unit is left out (the
        // tooltip names it), never pushed off toward a neighbour nor laid
        // over bases (24 of 36 today; Brawner's Farm: all).
        CHECK(labelled * 3 >= inSight * 2);
        // Still while nothing moves: the next frames draw them where they were.
        std::string before = st["dump"];
        std::vector<DrawnText> again;
        REQUIRE(g.waitFor([&] { return g.frame(st, again) && st["dump"] == before; }, 5.0));
    }
    SUBCASE("zoomed in on the middle of the table") {
        Rect area = tableArea(st);
        std::string camera = st["camera"];
        float fittedZoom = viewOf(st, size).zoom;
        int wx = 0, wy = 0;
        std::sscanf(st["window"].c_str(), "%d %d", &wx, &wy);
        REQUIRE(test::runKeys({"mousemove", std::to_string(wx + int(area.x + area.w * 0.5f)),
                               std::to_string(wy + int(area.y + area.h * 0.5f))}));
        for (int k = 0; k < 4; ++k)
            REQUIRE(test::runKeys({"click", "4"}));
        REQUIRE(g.waitFor([&] { return g.status("camera") != camera; }));
        // The pointer rests on the table: a unit under it shows its tooltip,
        // which is text too but no label.
        settledFrame(g, unitsOnScreen(units, viewOf(g.status(), size)), st, texts);
        View v = viewOf(st, size);
        std::vector<UnitOnScreen> on = unitsOnScreen(units, v);
        int inSight = 0;
        int labelled = checkLabels(on, texts, area, inSight);
        INFO("zoom " << v.zoom << ": " << labelled << " of " << inSight << " units labelled");
        CHECK(v.zoom > 1.5f * fittedZoom);
        CHECK(inSight > 0);
        CHECK(labelled * 10 >= inSight * 9); // Big Round Top: 21 of 23 today
    }
}

} // namespace

TEST_CASE(
    "unit labels touch their own unit, inside the table, apart, at two zooms: Brawner's Farm") {
    REQUIRE_DISPLAY();
    labelsAtTwoZooms(kBrawner);
}

TEST_CASE(
    "unit labels touch their own unit, inside the table, apart, at two zooms: Big Round Top") {
    REQUIRE_DISPLAY();
    labelsAtTwoZooms(kBigRoundTop);
}

// [SECTION] Markers, notes and previews on the table

namespace {

int indexOf(const std::vector<lite::Unit>& units, const std::string& id) {
    for (std::size_t i = 0; i < units.size(); ++i)
        if (units[i].id == id) return int(i);
    FAIL("no unit " << id);
    return -1;
}

// The drawn runs equal to `text`.
std::vector<DrawnText> runs(const std::vector<DrawnText>& texts, const std::string& text) {
    std::vector<DrawnText> out;
    for (const DrawnText& t : texts)
        if (t.text == text) out.push_back(t);
    return out;
}

// The Federal at the window of a save: a decision made on the table needs
// no handover; one that shows his hand waits for him to take the seat.
void seatFederal(LiveGuidon& g) {
    REQUIRE(g.waitStatus("screen", "table"));
    REQUIRE(g.waitFor([&] { return !g.status("curtain").empty(); }));
    if (g.status("curtain") == "up") {
        REQUIRE(g.click("I am the Federal player"));
        REQUIRE(g.waitStatus("curtain", "down"));
    }
}

// "unit 3 bases 4 front 21.000 14.500 facing 0.0 kept -1"
struct Shown {
    int unit = -1, bases = -1, kept = -1;
    double x = 0, y = 0, facing = 0;
};
Shown shownChoice(const std::string& s) {
    Shown c;
    if (std::sscanf(s.c_str(), "unit %d bases %d front %lf %lf facing %lf kept %d", &c.unit,
                    &c.bases, &c.x, &c.y, &c.facing, &c.kept) != 6)
        c.unit = -1;
    return c;
}

// The pointer onto a drawn run, without a click.
void hoverOn(const LiveGuidon& g, const std::string& text) {
    DrawnText t;
    REQUIRE(g.find(text, t));
    int wx = 0, wy = 0;
    std::sscanf(g.status("window").c_str(), "%d %d", &wx, &wy);
    REQUIRE(test::runKeys({"mousemove", "--sync", std::to_string(wx + t.x + t.w / 2),
                           std::to_string(wy + t.y + t.h / 2)}));
}

void hoverAway(const LiveGuidon& g) {
    int wx = 0, wy = 0;
    std::sscanf(g.status("window").c_str(), "%d %d", &wx, &wy);
    REQUIRE(
        test::runKeys({"mousemove", "--sync", std::to_string(wx + 2), std::to_string(wy + 300)}));
}

// The Federal seated at Brawner's Farm's charge (test::ChargeAtBrawner),
// the same game played here beside it.
struct ChargeGame {
    TempDir dir;
    test::ChargeAtBrawner at{dir};
    test::Reference ref{at.battle, at.seed, at.lines, at.dice};
    LiveGuidon g{{"--load", ref.save(dir), "--size", "1280x800"}};
    ChargeGame() { seatFederal(g); }
};

} // namespace

TEST_CASE("markers: fired, smoke, moved and held by Old Rivals, each on its own unit's label") {
    REQUIRE_DISPLAY();
    TempDir dir;
    // The Cornfield with the 13th Massachusetts (f8) 4 BW before the 4th
    // Alabama: the Federal fires (f8's volley, his battery bombards), invokes
    // a movement phase, the Confederate names f1 with Old Rivals, f2 marches.
    lite::FixedHands deal = test::kCornfieldDeal;
    deal[lite::index(core::Side::Confederate)] = {"forward-guide-center", "southern-volunteers",
                                                  "hard-marching",        "stonewall",
                                                  "old-rivals",           "dress-the-line"};
    std::string battle =
        test::dealtBattle(dir, test::kCornfield, deal, {{"f8", 36, 19}}, core::Side::Federal);
    const std::vector<int> noHits = {2, 4, 3, 3, 1};
    test::Reference ref(battle, 7,
                        {"fire double-canister", "bombard f6 c5", "end-phase", "move staff-ride",
                         "interrupt old-rivals f1", "march f2 forward 1"},
                        noHits);
    const std::vector<lite::Unit>& units = lite::stateOf(ref.session.game()).units;
    LiveGuidon g({"--load", ref.save(dir), "--size", "1280x800"});
    seatFederal(g);
    REQUIRE(g.status("hash") == ref.hash());

    // What each unit should carry, from the rules' own state and log.
    std::map<std::string, std::vector<std::string>> expected = {{"f1", {"may not move"}},
                                                                {"f2", {"moved"}}};
    for (const core::TableEvent& e : ref.session.log())
        if (lite::kindOf(e) == lite::EventKind::FireRolled && e.actor >= 0) {
            std::vector<std::string>& tags = expected[units[std::size_t(e.actor)].id];
            if (std::find(tags.begin(), tags.end(), "fired") == tags.end()) tags.push_back("fired");
        }
    CHECK(expected["f6"] == std::vector<std::string>{"fired"}); // the battery that bombarded
    int smoked = 0;
    for (const lite::Unit& u : units)
        if (u.smoke && u.onTable()) {
            expected[u.id].push_back("smoke");
            ++smoked;
        }
    CHECK(smoked == 1); // f8, the infantry that fired (LL-FIRE-7)
    CHECK(expected["f8"] == std::vector<std::string>{"fired", "smoke"});

    std::map<std::string, std::string> st;
    std::vector<DrawnText> texts;
    std::vector<UnitOnScreen> fitted = unitsOnScreen(units, View{0.f, 0.f, 1.f, {1280.f, 800.f}});
    settledFrame(g, fitted, st, texts);
    std::map<std::string, int> count;
    for (const auto& entry : expected) {
        const std::string& id = entry.first; // not a structured binding: INFO captures it
        const std::vector<std::string>& tags = entry.second;
        // The tags follow the unit's name on its label plate (which the
        // label tests hold to its own unit), in one line after it.
        std::string label = client::unitLabel(lite::tableUnitOf(units[std::size_t(indexOf(units, id))]));
        std::vector<DrawnText> named = runs(texts, label);
        REQUIRE_MESSAGE(named.size() == 1, label);
        const DrawnText& name = named.front();
        float x = float(name.x + name.w);
        for (const std::string& tag : tags) {
            ++count[tag];
            INFO(id << " should carry '" << tag << "' after its name at " << name.x << ","
                    << name.y);
            bool found = false;
            for (const DrawnText& t : runs(texts, tag))
                if (std::abs(t.y - name.y) <= 3 && t.x >= x && t.x <= x + 24.f) {
                    found = true;
                    x = float(t.x + t.w);
                }
            CHECK(found);
        }
    }
    // No tag where the rules put none.
    for (const auto& entry : count)
        CHECK_MESSAGE(int(runs(texts, entry.first).size()) == entry.second, entry.first);
    CHECK(runs(texts, "may not fire").empty());
}

TEST_CASE("a combat's result stands on the table beside its units for a moment, then goes") {
    REQUIRE_DISPLAY();
    ChargeGame game;
    test::Reference& ref = game.ref;
    LiveGuidon& g = game.g;
    REQUIRE(g.click("19th Indiana charges 21st Georgia (2.0 BW)"));
    REQUIRE(g.waitStatus("commands", "3"));
    REQUIRE(g.click("Fight"));
    REQUIRE(g.waitStatus("step", "losses"));
    ref.play("charge f3");
    ref.play("end-phase");
    std::string result;
    for (const core::TableEvent& e : ref.session.log())
        if (lite::kindOf(e) == lite::EventKind::CombatRolled) result = e.text;
    REQUIRE(!result.empty());
    // The note: its first words, drawn near the 21st Georgia (the unit charged).
    std::string start = result.substr(0, 20);
    std::map<std::string, std::string> st;
    std::vector<DrawnText> texts;
    const DrawnText* note = nullptr;
    REQUIRE(g.waitFor(
        [&] {
            if (!g.frame(st, texts)) return false;
            for (const DrawnText& t : texts)
                if (t.text.rfind(start, 0) == 0 && rectOf(t).inside(tableArea(st), 0.5f)) note = &t;
            return note != nullptr;
        },
        10.0));
    const std::vector<lite::Unit>& units = lite::stateOf(ref.session.game()).units;
    std::vector<UnitOnScreen> on = unitsOnScreen(units, viewOf(st, {1280.f, 800.f}));
    INFO("note at " << note->x << "," << note->y);
    CHECK(distance(rectOf(*note), on[std::size_t(indexOf(units, "c3"))]) <= 60.f);
    // The log keeps it; the table lets it go after a few seconds.
    REQUIRE(g.waitFor(
        [&] {
            std::vector<DrawnText> now = g.texts();
            for (const DrawnText& t : now)
                if (t.text.rfind(start, 0) == 0 && rectOf(t).inside(tableArea(st), 0.5f) &&
                    std::abs(t.x - note->x) < 400)
                    return false;
            return true;
        },
        15.0));
}

TEST_CASE("previews: the re-form after losses and each fall-back way drawn as the rules would do "
          "them, gone with the decision") {
    REQUIRE_DISPLAY();
    TempDir dir;
    test::ChargeAtBrawner at(dir);
    std::vector<std::string> lines = at.lines;
    lines.push_back("charge f3");
    lines.push_back("end-phase");
    test::Reference ref(at.battle, at.seed, lines, at.dice);
    LiveGuidon g({"--load", ref.save(dir), "--size", "1280x800"});
    seatFederal(g);
    REQUIRE(g.status("step") == "losses");
    int f3 = indexOf(lite::stateOf(ref.session.game()).units, "f3");
    REQUIRE(g.status("choice-preview") == "none");

    // The default re-form: the ghost is the unit as "losses f3" leaves it.
    g.waitClickable();
    hoverOn(g, "As wide as it can stay (default)");
    REQUIRE(g.waitFor([&] { return g.status("choice-preview") != "none"; }));
    ref.play("losses f3");
    {
        Shown c = shownChoice(g.status("choice-preview"));
        const lite::Unit& after = lite::stateOf(ref.session.game()).units[std::size_t(f3)];
        CHECK(c.unit == f3);
        CHECK(c.bases == after.bases);
        CHECK(c.x == doctest::Approx(after.front.x).epsilon(0.001));
        CHECK(c.y == doctest::Approx(after.front.y).epsilon(0.001));
    }
    hoverAway(g);
    REQUIRE(g.waitFor([&] { return g.status("choice-preview") == "none"; }));

    REQUIRE(g.click("As wide as it can stay (default)"));
    REQUIRE(g.waitStatus("step", "fallback-discard"));
    REQUIRE(g.waitFor([&] {
        return g.status("choice-preview") == "none";
    }));            // the decision ended: its preview went
    seatFederal(g); // the discard shows his hand
    REQUIRE(g.click("No discard"));
    REQUIRE(g.waitStatus("step", "fallback-direction"));
    ref.play("no-discard");

    // Each way offered: the ghost stands where that way ends.
    const lite::GameState& at_ = lite::stateOf(ref.session.game());
    int offered = 0;
    std::string first;
    for (const lite::FallOption& o : lite::fallOptions(at_, f3, at_.combat.fallDie)) {
        if (!o.legal) continue;
        ++offered;
        char label[80];
        std::snprintf(label, sizeof label, "%s (%.1f BW)",
                      o.direction == 0  ? "To the rear"
                      : o.direction < 0 ? "By the left flank"
                                        : "By the right flank",
                      o.distance);
        if (first.empty()) first = label;
        INFO(label);
        g.waitClickable();
        hoverAway(g);
        REQUIRE(g.waitFor([&] { return g.status("choice-preview") == "none"; }));
        hoverOn(g, label);
        REQUIRE(g.waitFor([&] { return g.status("choice-preview") != "none"; }));
        Shown c = shownChoice(g.status("choice-preview"));
        test::Reference tried(at.battle, at.seed, lines, at.dice);
        for (const char* l : {"losses f3", "no-discard"})
            tried.play(l);
        tried.play(std::string("fall-back f3 ") + lite::fallWayName(o.direction));
        const lite::Unit& after = lite::stateOf(tried.session.game()).units[std::size_t(f3)];
        const lite::Unit& before = at_.units[std::size_t(f3)];
        CHECK(c.unit == f3);
        CHECK(c.x == doctest::Approx(after.front.x).epsilon(0.001));
        CHECK(c.y == doctest::Approx(after.front.y).epsilon(0.001));
        CHECK(std::hypot(c.x - before.front.x, c.y - before.front.y) >= at_.combat.fallDie - 1e-6);
    }
    CHECK(offered == 2); // to the rear and by the left flank, both 4 BW
    REQUIRE(g.click(first));
    REQUIRE(g.waitFor([&] { return g.status("step") != "fallback-direction"; }));
    REQUIRE(g.waitFor([&] { return g.status("choice-preview") == "none"; }));
}

TEST_CASE(
    "previews: a change of formation by guidon, the kept base named, as the rules would make it") {
    REQUIRE_DISPLAY();
    TempDir dir;
    lite::FixedHands deal = test::kCornfieldDeal;
    std::string battle = test::dealtBattle(dir, test::kCornfield, deal);
    std::vector<std::string> lines = {"no-fire", "move staff-ride"};
    test::Reference ref(battle, 7, lines);
    LiveGuidon g({"--load", ref.save(dir), "--size", "1280x800"});
    seatFederal(g);
    REQUIRE(g.status("step") == "phase");
    // Pick the 6th Wisconsin (f1, room on its right) on the table: the plan's panel offers the
    // changes of formation.
    const std::vector<lite::Unit>& units = lite::stateOf(ref.session.game()).units;
    int picked = indexOf(units, "f1");
    View v = viewOf(g.status(), {1280.f, 800.f});
    std::vector<lite::BaseBox> boxes = lite::baseBoxes(units[std::size_t(picked)]);
    Pt at = v.toScreen(boxes.front().centre);
    g.waitClickable();
    REQUIRE(g.clickAt(at.x, at.y));
    REQUIRE(g.waitFor([&] { return test::x::drawn(g, "Change formation by guidon"); }));
    CHECK(g.status("choice-preview") == "none");
    // The width slider dragged to its end: the unit re-forms in one rank, a
    // change that moves bases (the first settings leave it as it stands).
    const lite::Unit& before = units[std::size_t(picked)];
    std::string wide = std::to_string(before.shownFiles()) + " wide";
    DrawnText slider;
    REQUIRE(g.find(wide, slider));
    REQUIRE(g.drag(float(slider.x + slider.w / 2), float(slider.y + slider.h / 2),
                   float(slider.x + slider.w / 2 + 200), float(slider.y + slider.h / 2)));
    std::string widest = std::to_string(before.bases) + " wide";
    REQUIRE(g.waitFor([&] { return test::x::drawn(g, widest); }));
    // With the pointer on the slider, the table shows the change.
    hoverOn(g, widest);
    REQUIRE(g.waitFor([&] { return g.status("choice-preview") != "none"; }));
    hoverAway(g);
    REQUIRE(g.waitFor([&] { return g.status("choice-preview") == "none"; }));
    hoverOn(g, "Change formation by guidon");
    REQUIRE(g.waitFor([&] { return g.status("choice-preview") != "none"; }));
    Shown c = shownChoice(g.status("choice-preview"));
    // Base 0 keeps its place (the first setting), the unit re-forms to its
    // right (the first setting), as wide as it has bases.
    lite::Unit was = before;
    ref.play("form f1 guidon 0 right " + std::to_string(was.bases));
    const lite::Unit& after = lite::stateOf(ref.session.game()).units[std::size_t(picked)];
    REQUIRE(std::hypot(after.front.x - was.front.x, after.front.y - was.front.y) +
                std::abs(after.facing - was.facing) >
            0.01);
    CHECK(c.unit == picked);
    CHECK(c.kept == 0);
    CHECK(c.bases == after.bases);
    CHECK(c.x == doctest::Approx(after.front.x).epsilon(0.001));
    CHECK(c.y == doctest::Approx(after.front.y).epsilon(0.001));
    CHECK(c.facing == doctest::Approx(after.facing).epsilon(0.001));
    hoverAway(g);
    REQUIRE(g.waitFor([&] { return g.status("choice-preview") == "none"; }));
}

TEST_CASE("a tooltip in the decision panel stands beside the panel, never on its buttons") {
    REQUIRE_DISPLAY();
    ChargeGame game;
    LiveGuidon& g = game.g;
    const std::string charge = "19th Indiana charges 21st Georgia (2.0 BW)";
    g.waitClickable();
    hoverOn(g, charge);
    std::map<std::string, std::string> st;
    std::vector<DrawnText> texts;
    const DrawnText* tip = nullptr;
    const DrawnText* button = nullptr;
    REQUIRE(g.waitFor([&] {
        tip = button = nullptr;
        if (!g.frame(st, texts)) return false;
        for (const DrawnText& t : texts) {
            if (t.text.rfind("Straight ahead", 0) == 0 || t.text.rfind("Wheels", 0) == 0) tip = &t;
            if (t.text == charge) button = &t;
        }
        return tip && button;
    }));
    INFO("tooltip at " << tip->x << "," << tip->y << " " << tip->w << "x" << tip->h
                       << "; button at " << button->x << "," << button->y);
    // Left of the panel (whose buttons' labels start right of its edge), level with the button.
    Rect area = tableArea(st);
    CHECK(float(tip->x + tip->w) <= area.x + area.w + 16.f);
    CHECK(tip->x + tip->w < button->x);
    CHECK(std::abs(tip->y - button->y) <= 24);
}
