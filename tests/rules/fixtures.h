// Tiny positions built in code for the rules tests: a battle of two brigades
// and a deck of test cards whose ids say what they are.
#pragma once

#include "lite/command_text.h"
#include "lite/game.h"
#include "lite/view.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

namespace fixtures {

using namespace guidon::lite;

inline UnitSetup unit(const std::string& id, Side side, UnitType type, int bases, int files,
                      double x, double y, double facing) {
    UnitSetup u;
    u.id = id;
    u.name = id;
    u.side = side;
    u.type = type;
    u.bases = bases;
    u.files = files;
    u.front = {x, y};
    u.facing = facing;
    return u;
}

// 20 bases a side: shattered point 10, so no early victory roll can win.
inline Battle twoBrigades(int year = 1862, Side first = Side::Confederate) {
    Battle b;
    b.name = "Test field";
    b.year = year;
    b.firstSide = first;
    b.units.push_back(unit("f1", Side::Federal, UnitType::Infantry, 10, 5, 10, 24, 0));
    b.units.push_back(unit("f2", Side::Federal, UnitType::Infantry, 10, 5, 20, 24, 0));
    b.units.push_back(unit("c1", Side::Confederate, UnitType::Infantry, 10, 5, 10, 8, 180));
    b.units.push_back(unit("c2", Side::Confederate, UnitType::Infantry, 10, 5, 20, 8, 180));
    return b;
}

inline CardDef card(const std::string& id, Nation n, int morale, int copies,
                    Phase symbol = Phase::None, int first = 1861, int last = 1865) {
    CardDef c;
    c.id = id;
    c.name = id;
    c.nation = n;
    c.morale = morale;
    c.copies = copies;
    c.symbol = symbol;
    c.firstYear = first;
    c.lastYear = last;
    return c;
}

inline std::vector<CardDef> testCards() {
    std::vector<CardDef> v;
    v.push_back(card("plain0", Nation::Neutral, 0, 6));
    v.push_back(card("plain1", Nation::Neutral, 1, 6));
    v.push_back(card("plain2", Nation::Neutral, 2, 4));
    v.push_back(card("plain3", Nation::Neutral, 3, 4));
    v.push_back(card("firemod", Nation::Neutral, 1, 2, Phase::Fire));
    v.push_back(card("movemod", Nation::Neutral, 1, 2, Phase::Movement));
    v.push_back(card("combatmod", Nation::Neutral, 2, 2, Phase::Combat));
    v.push_back(card("fed-only", Nation::Federal, 2, 3));
    v.push_back(card("reb-only", Nation::Confederate, 2, 3));
    v.push_back(card("early-fed", Nation::Federal, 1, 2, Phase::None, 1861, 1862));
    CardDef pink = card("pinkerton", Nation::Confederate, 0, 1);
    pink.interrupt = true;
    pink.banner = Banner::Red;
    pink.effect.kind = EffectKind::PhaseBecomesPass;
    pink.effect.phase = Phase::Combat;
    pink.effect.against = Nation::Federal;
    v.push_back(pink);
    CardDef quick = card("quick", Nation::Neutral, 1, 2, Phase::Movement);
    quick.effect.kind = EffectKind::AllowanceBonus;
    quick.effect.amount = 2;
    v.push_back(quick);
    CardDef rivals = card("rivals", Nation::Neutral, 1, 2);
    rivals.interrupt = true;
    rivals.banner = Banner::White;
    rivals.effect.kind = EffectKind::UnitMayNotMove;
    rivals.effect.phase = Phase::Movement;
    v.push_back(rivals);
    CardDef fbr = card("fbr", Nation::Neutral, 1, 2, Phase::Fire); // Fire by Rank
    fbr.effect.kind = EffectKind::ToHitModifier;
    fbr.effect.amount = 1;
    fbr.effect.arm = Arm::Infantry;
    v.push_back(fbr);
    CardDef dcan = card("dcan", Nation::Neutral, 2, 2, Phase::Fire); // Double Canister
    dcan.effect.kind = EffectKind::ExtraFireDice;
    dcan.effect.amount = 1;
    dcan.effect.arm = Arm::Artillery;
    v.push_back(dcan);
    CardDef muskets = card("muskets", Nation::Neutral, 1, 2); // Obsolete Muskets
    muskets.interrupt = true;
    muskets.banner = Banner::Red;
    muskets.effect.kind = EffectKind::ToHitModifier;
    muskets.effect.phase = Phase::Fire;
    muskets.effect.amount = -1;
    v.push_back(muskets);
    CardDef fog = card("fog", Nation::Neutral, 1, 2);
    fog.interrupt = true;
    fog.banner = Banner::White;
    fog.window = InterruptWindow::TurnStart;
    fog.effect.kind = EffectKind::ForbidPhase;
    fog.effect.phase = Phase::Fire;
    v.push_back(fog);
    CardDef yell = card("yell", Nation::Confederate, 2, 2, Phase::Combat); // Rebel Yell
    yell.effect.kind = EffectKind::EnemyMustReroll;
    yell.effect.role = Role::Defence;
    v.push_back(yell);
    CardDef steel = card("steel", Nation::Neutral, 1, 2, Phase::Combat); // Cold Steel
    steel.effect.kind = EffectKind::MayReroll;
    steel.effect.role = Role::Attack;
    v.push_back(steel);
    CardDef hold = card("hold", Nation::Neutral, 2, 2); // Hold the Line
    hold.interrupt = true;
    hold.banner = Banner::White;
    hold.window = InterruptWindow::AfterInvoke;
    hold.effect.kind = EffectKind::CombatModifier;
    hold.effect.phase = Phase::Combat;
    hold.effect.amount = 1;
    hold.effect.role = Role::Defence;
    v.push_back(hold);
    return v;
}

inline GameState start(Battle b = twoBrigades(), std::uint64_t seed = 1, std::vector<int> dice = {},
                       std::vector<CardDef> cards = testCards()) {
    return newGame(makeSetup(std::move(b), std::move(cards)), seed, dice);
}

// Set a side's hand to exactly these cards (by id), taking them from wherever
// they are; the old hand goes back on the bottom of the deck. Cards in the deck
// are conserved.
inline void giveHand(GameState& s, Side side, const std::vector<std::string>& ids) {
    SideState& ss = s.side(side);
    ss.deck.insert(ss.deck.begin(), ss.hand.begin(), ss.hand.end());
    ss.hand.clear();
    for (const std::string& id : ids) {
        auto pick = [&](std::vector<int>& pile) {
            for (auto it = pile.begin(); it != pile.end(); ++it) {
                if (s.card(side, *it).id == id) {
                    ss.hand.push_back(*it);
                    pile.erase(it);
                    return true;
                }
            }
            return false;
        };
        bool found = pick(ss.deck) || pick(ss.discards) || pick(ss.outOfGame);
        REQUIRE_MESSAGE(found, "no card " << id << " left for " << nameOf(side));
    }
}

// A new game whose hands are exactly these, waiting at the first side's fire
// option (no interrupt window: the deal may otherwise hand out a turn-start card).
// `cards` are the definitions both decks are built from.
inline GameState startWith(const std::vector<std::string>& federal,
                           const std::vector<std::string>& confederate, Battle b = twoBrigades(),
                           std::vector<int> dice = {}, std::vector<CardDef> cards = testCards()) {
    GameState s = start(std::move(b), 1, std::move(dice), std::move(cards));
    giveHand(s, Side::Federal, federal);
    giveHand(s, Side::Confederate, confederate);
    // Interrupts not dealt on purpose go to the bottom of the deck, so a
    // test's turns are not interrupted by a lucky draw.
    for (Side side : {Side::Federal, Side::Confederate}) {
        std::vector<int>& deck = s.side(side).deck;
        std::stable_partition(deck.begin(), deck.end(),
                              [&](int inst) { return s.card(side, inst).interrupt; });
    }
    s.window = Phase::None;
    s.step = Step::FireChoice;
    return s;
}

// [SECTION] positions on an open table

inline TerrainType terrainType(const std::string& id) {
    TerrainType t;
    t.id = id;
    t.name = id;
    return t;
}

// A 48 x 32 table, Federals first, with the terrain types the tests use and
// no features yet.
inline Battle openField() {
    Battle b;
    b.name = "Test table";
    b.year = 1862;
    b.firstSide = Side::Federal;
    TerrainType woods = terrainType("woods");
    woods.difficultInfantry = woods.difficultArtillery = woods.cover = woods.obstructsArtillery =
        true;
    TerrainType stream = terrainType("stream");
    stream.linear = true;
    stream.difficultInfantry = stream.difficultArtillery = stream.water = true;
    stream.defaultWidth = 0.1;
    TerrainType river = terrainType("river");
    river.impassable = true;
    TerrainType fence = terrainType("fence");
    fence.linear = true;
    fence.cover = true;
    fence.defaultWidth = 0.1;
    TerrainType gully = terrainType("gully"); // difficult for guns only
    gully.difficultArtillery = true;
    TerrainType orchard = terrainType("orchard");
    orchard.cover = true;
    TerrainType rough = terrainType("rough");
    rough.difficultInfantry = rough.difficultArtillery = true;
    TerrainType ford = terrainType("ford");
    ford.difficultInfantry = ford.difficultArtillery = ford.water = true;
    TerrainType hill = terrainType("hill");
    hill.crest = true;
    b.terrainTypes = {woods, stream, river, fence, gully, orchard, rough, ford, hill};
    return b;
}

inline int terrainIndex(const Battle& b, const std::string& id) {
    for (std::size_t i = 0; i < b.terrainTypes.size(); ++i)
        if (b.terrainTypes[i].id == id) return static_cast<int>(i);
    FAIL("no terrain type " << id);
    return -1;
}

inline void addArea(Battle& b, const std::string& type, std::vector<Vec2> pts) {
    TerrainFeature f;
    f.shape = FeatureShape::Area;
    f.type = terrainIndex(b, type);
    f.points = std::move(pts);
    b.features.push_back(f);
}

inline void addLinear(Battle& b, const std::string& type, std::vector<Vec2> pts, double width) {
    TerrainFeature f;
    f.shape = FeatureShape::Linear;
    f.type = terrainIndex(b, type);
    f.points = std::move(pts);
    f.width = width;
    b.features.push_back(f);
}

inline void addHill(Battle& b, std::vector<Vec2> outline, std::vector<Vec2> crest) {
    TerrainFeature f;
    f.shape = FeatureShape::Hill;
    f.type = terrainIndex(b, "hill");
    f.points = std::move(outline);
    f.crest = std::move(crest);
    b.features.push_back(f);
}

inline UnitSetup infantry(const std::string& id, Side side, int bases, int files, double x,
                          double y, double facing) {
    return unit(id, side, UnitType::Infantry, bases, files, x, y, facing);
}

inline UnitSetup battery(const std::string& id, Side side, int guns, double x, double y,
                         double facing, bool limbered = false) {
    UnitSetup u = unit(id, side, UnitType::Artillery, guns, guns, x, y, facing);
    u.limbered = limbered;
    return u;
}

inline int unitIndex(const GameState& s, const std::string& id) {
    for (std::size_t i = 0; i < s.units.size(); ++i)
        if (s.units[i].id == id) return static_cast<int>(i);
    FAIL("no unit " << id);
    return -1;
}

inline const Unit& unitById(const GameState& s, const std::string& id) {
    return s.units[static_cast<std::size_t>(unitIndex(s, id))];
}

inline int cardsOf(const GameState& s, Side side) {
    const SideState& ss = s.side(side);
    return static_cast<int>(ss.deck.size() + ss.hand.size() + ss.discards.size() +
                            ss.outOfGame.size());
}

// Submit a command written as the deciding player would type it.
inline Outcome play(GameState& s, const std::string& line) {
    Command c;
    std::string err;
    PlayerView v = viewFor(s, decider(s));
    bool parsed = parseCommand(line, v, c, err);
    REQUIRE_MESSAGE(parsed, line << ": " << err);
    return submit(s, c);
}

// The move tests' name for it.
inline Outcome go(GameState& s, const std::string& line) {
    return play(s, line);
}

inline void accept(GameState& s, const std::string& line) {
    Outcome o = play(s, line);
    REQUIRE_MESSAGE(o.accepted, line << " refused: " << o.refusal.rule << " " << o.refusal.reason);
}

// The Federal movement phase of turn 1 on a test battle, invoked as `invoke`
// ("move plain0", "move plain0 plain1", "move plain0 +quick"). A distant
// enemy is added when the battle has none, so that the game has two sides.
inline GameState movementPhase(Battle b, const std::string& invoke = "move plain0") {
    if (std::none_of(b.units.begin(), b.units.end(),
                     [](const UnitSetup& u) { return u.side == Side::Confederate; }))
        b.units.push_back(infantry("far", Side::Confederate, 2, 2, 46, 2, 180));
    GameState s =
        startWith({"plain0", "plain1", "plain2", "quick", "plain3", "plain3"},
                  {"plain0", "plain1", "plain2", "plain2", "plain3", "plain3"}, std::move(b));
    REQUIRE(s.active == Side::Federal);
    accept(s, "no-fire");
    accept(s, invoke);
    REQUIRE(s.step == Step::Phase);
    return s;
}

inline bool near(Vec2 a, Vec2 b, double tol = 1e-6) {
    return std::fabs(a.x - b.x) < tol && std::fabs(a.y - b.y) < tol;
}

inline bool hasEvent(const std::vector<Event>& ev, EventKind k) {
    return std::any_of(ev.begin(), ev.end(), [&](const Event& e) { return e.kind == k; });
}

inline bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

// The Confederate hand of plain cards the fire, combat and rule-facts tests deal.
inline const std::vector<std::string> kRebHand{"plain0", "plain1", "plain2",
                                               "plain2", "plain3", "plain3"};

// Two reserves far away keep both armies in the game and large: the shattered
// point stays out of reach of a victory roll of 1.
inline Battle withReserves(Battle b) {
    b.units.push_back(infantry("fres", Side::Federal, 10, 5, 40, 30, 0));
    b.units.push_back(infantry("cres", Side::Confederate, 10, 5, 40, 2, 180));
    return b;
}

} // namespace fixtures
