// One test per card effect kind (lite::EffectKind): each proves, through the
// public rules API, that the effect acts when its card is played, that the
// same position with the same dice goes otherwise without it, that it keeps
// to its parameters (amount, arm, role, phase, against), and that it ends
// with its phase or turn. The last test fails when a kind is added to the
// loader without a test here.
//
// The decks are the fixtures' test cards plus the variants below, so that
// every parameter can be set to two values. Federals stand at the bottom
// facing north (0), Confederates above them face south (180); a unit's x,y
// is the centre of its front edge and its bases lie behind it.
#include "fixtures.h"

#include "lite/combat.h"
#include "lite/fire.h"
#include "lite/movement.h"
#include "lite/view.h"

using namespace fixtures;

namespace {

// [SECTION] the cards

CardDef interruptCard(const std::string& id, EffectKind kind, Phase phase,
                      InterruptWindow window = InterruptWindow::AfterInvoke) {
    CardDef c = card(id, Nation::Neutral, 1, 1);
    c.interrupt = true;
    c.banner = Banner::White;
    c.window = window;
    c.effect.kind = kind;
    c.effect.phase = phase;
    return c;
}

CardDef modifierCard(const std::string& id, Phase symbol, EffectKind kind) {
    CardDef c = card(id, Nation::Neutral, 1, 1, symbol);
    c.effect.kind = kind;
    return c;
}

// testCards() and, for the parameters the fixtures' cards leave at one value:
std::vector<CardDef> effectCards() {
    std::vector<CardDef> v = testCards();
    // Sharpshooters: one enemy unit, named when played, may not fire this phase.
    v.push_back(interruptCard("sharp", EffectKind::UnitMayNotFire, Phase::Fire));
    // A fire phase becomes a pass (is cancelled), against Federal turns only.
    CardDef spy = interruptCard("spy", EffectKind::PhaseBecomesPass, Phase::Fire);
    spy.effect.against = Nation::Federal;
    v.push_back(spy);
    // Morning Fog for the movement phase.
    v.push_back(interruptCard("fog-move", EffectKind::ForbidPhase, Phase::Movement,
                              InterruptWindow::TurnStart));
    // Quickstep for +1 BW.
    CardDef quick1 = modifierCard("quick1", Phase::Movement, EffectKind::AllowanceBonus);
    quick1.effect.amount = 1;
    v.push_back(quick1);
    // Two more dice for every arm.
    CardDef grape = modifierCard("grape", Phase::Fire, EffectKind::ExtraFireDice);
    grape.effect.amount = 2;
    grape.effect.arm = Arm::Any;
    v.push_back(grape);
    // Rebel Yell against attack dice; Cold Steel for defence dice.
    CardDef yellAtt = modifierCard("yell-att", Phase::Combat, EffectKind::EnemyMustReroll);
    yellAtt.effect.role = Role::Attack;
    v.push_back(yellAtt);
    CardDef steelDef = modifierCard("steel-def", Phase::Combat, EffectKind::MayReroll);
    steelDef.effect.role = Role::Defence;
    v.push_back(steelDef);
    // +2 to the attacker's dice as a modifier; +2 to attack dice as an
    // interrupt, which the passive side (always the defender) has none of.
    CardDef bayonet = modifierCard("bayonet", Phase::Combat, EffectKind::CombatModifier);
    bayonet.effect.amount = 2;
    bayonet.effect.role = Role::Attack;
    v.push_back(bayonet);
    CardDef holdAtt = interruptCard("hold-att", EffectKind::CombatModifier, Phase::Combat);
    holdAtt.effect.amount = 2;
    holdAtt.effect.role = Role::Attack;
    v.push_back(holdAtt);
    return v;
}

const std::vector<std::string> kPlain{"plain0", "plain1", "plain1", "plain2", "plain2", "plain3"};

GameState startEffects(const std::vector<std::string>& federal,
                       const std::vector<std::string>& confederate, Battle b) {
    return startWith(federal, confederate, std::move(b), {}, effectCards());
}

// [SECTION] moving a game along

// Would this command, typed by the side to decide, be accepted now?
bool legal(const GameState& s, const std::string& line) {
    Command c;
    std::string err;
    bool parsed = parseCommand(line, viewFor(s, decider(s)), c, err);
    REQUIRE_MESSAGE(parsed, line << ": " << err);
    return !validate(s, c).has_value();
}

std::vector<std::string> playable(const GameState& s) {
    std::vector<std::string> out;
    for (int inst : playableInterrupts(s, s.passive()))
        out.push_back(s.card(s.passive(), inst).id);
    return out;
}

// Answer the decisions before `target` with nothing: no interrupt, keep the
// deck, no fire phase.
void advanceTo(GameState& s, Step target) {
    for (int i = 0; i < 10 && s.step != target; ++i) {
        if (s.step == Step::InterruptWindow)
            accept(s, "no-interrupt");
        else if (s.step == Step::ReshuffleChoice)
            accept(s, "keep");
        else if (s.step == Step::FireChoice)
            accept(s, "no-fire");
        else
            FAIL("waiting for " << nameOf(target) << " at " << nameOf(s.step));
    }
    REQUIRE(s.step == target);
}

// The active side's turn with nothing done in it: an empty movement phase, a
// victory roll of 1. It holds plain0 and `keep`, and draws up to six at the end.
void quietTurn(GameState& s, std::vector<std::string> keep = {}) {
    Side me = s.active;
    keep.insert(keep.begin(), "plain0");
    giveHand(s, me, keep);
    advanceTo(s, Step::CommandChoice);
    accept(s, "move plain0");
    if (s.step == Step::InterruptWindow) accept(s, "no-interrupt");
    s.dice.script({1});
    accept(s, "end-phase");
    REQUIRE(s.active != me);
}

// Answer whatever a combat's resolution asks: no morale, default losses, no
// discard, the first legal way back (rear, left, right).
void settle(GameState& s) {
    for (int i = 0; i < 20 && !s.over; ++i) {
        if (s.step == Step::Morale)
            accept(s, "morale");
        else if (s.step == Step::Losses)
            accept(s, "losses " + s.units[static_cast<std::size_t>(s.loss.unit)].id);
        else if (s.step == Step::FallbackDiscard)
            accept(s, "no-discard");
        else if (s.step == Step::FallbackDirection) {
            const Unit& u = s.units[static_cast<std::size_t>(s.combat.fallers[s.combat.nextFall])];
            std::string way;
            for (const char* w : {"rear", "left", "right"})
                if (way.empty() && legal(s, "fall-back " + u.id + " " + w)) way = w;
            REQUIRE_MESSAGE(!way.empty(), u.id << " has no way back");
            accept(s, "fall-back " + u.id + " " + way);
        } else
            return;
    }
}

// [SECTION] reading fire and combat

std::vector<BaseShot> shotsOf(const GameState& s, const std::string& unit) {
    std::vector<BaseShot> out;
    for (const BaseShot& sh : previewFire(s).shots)
        if (sh.unit == unitIndex(s, unit)) out.push_back(sh);
    REQUIRE_MESSAGE(!out.empty(), "no firing base in " << unit);
    return out;
}

// Every base of the unit has this target (-1: none) and needs `need`+ with `dice` dice.
void checkShots(const GameState& s, const std::string& unit, const std::string& target, int need,
                int dice) {
    for (const BaseShot& sh : shotsOf(s, unit)) {
        INFO(unit << " base " << sh.base);
        CHECK(sh.target == (target.empty() ? -1 : unitIndex(s, target)));
        if (target.empty()) continue;
        CHECK(sh.need == need);
        CHECK(sh.dice == dice);
    }
}

const Event* eventAt(const std::vector<Event>& ev, EventKind kind, int unit) {
    for (const Event& e : ev)
        if (e.kind == kind && e.unit == unit) return &e;
    return nullptr;
}

// Dice rolled at, and hits scored on, one target unit.
int fireDiceAt(const GameState& s, const std::vector<Event>& ev, const std::string& target) {
    const Event* e = eventAt(ev, EventKind::FireRolled, unitIndex(s, target));
    return e ? static_cast<int>(e->dice.size()) : 0;
}
int hitsAt(const GameState& s, const std::vector<Event>& ev, const std::string& target) {
    const Event* e = eventAt(ev, EventKind::FireRolled, unitIndex(s, target));
    return e ? e->value : 0;
}

// End the phase with these dice and return its events.
std::vector<Event> endWith(GameState& s, const std::vector<int>& dice) {
    s.dice.script(dice);
    Outcome o = play(s, "end-phase");
    REQUIRE_MESSAGE(o.accepted, o.refusal.reason);
    return o.events;
}

// The combat at one defender: its dice (attack, then defence) and the attack
// score minus the defence score.
Event combatAt(GameState& s, const std::vector<int>& dice, const std::string& defender) {
    std::vector<Event> ev = endWith(s, dice);
    const Event* e = eventAt(ev, EventKind::CombatRolled, unitIndex(s, defender));
    REQUIRE_MESSAGE(e, "no combat at " << defender);
    return *e;
}

// A combat phase invoked with `cards` ("plain0 +yell"), one charge, and the
// combat it brings, fought with these dice.
Event chargeWith(GameState& s, const std::string& cards, const std::string& attacker,
                 const std::string& defender, const std::vector<int>& dice) {
    accept(s, "no-fire");
    accept(s, "combat " + cards);
    accept(s, "charge " + attacker);
    return combatAt(s, dice, defender);
}

// The combat's dice stood as rolled: nothing re-rolled, 2 against 2.
void standsAsRolled(const Event& e, const std::vector<int>& dice) {
    CHECK(e.dice == dice);
    CHECK(e.value == 0);
    CHECK_FALSE(contains(e.text, "re-rolled"));
}

// The card's phase over: a quiet enemy turn, then `side` charges again with
// plain cards (for "next turn no more").
Event nextTurnCharge(GameState& s, Side side, const std::string& attacker,
                     const std::string& defender, const std::vector<int>& dice) {
    quietTurn(s);
    advanceTo(s, Step::CommandChoice);
    giveHand(s, side, kPlain);
    accept(s, "combat plain0");
    if (s.step == Step::InterruptWindow) accept(s, "no-interrupt");
    accept(s, "charge " + attacker);
    return combatAt(s, dice, defender);
}

// [SECTION] positions

// Federals fire first. f1 and f2 (infantry, one rank of two) have c1 and c2
// 3 BW straight ahead; the gun fa has ca 3 BW ahead (canister); the gun fb has
// cb 10 BW ahead and nothing nearer (bombard). Volleys need 4+. The dice roll
// in unit order: f1 (2), f2 (2), fa (2), fb (1).
Battle fireField() {
    Battle b = openField();
    b.units.push_back(infantry("f1", Side::Federal, 2, 2, 10, 25, 0));
    b.units.push_back(infantry("f2", Side::Federal, 2, 2, 4, 25, 0));
    b.units.push_back(battery("fa", Side::Federal, 1, 20, 25, 0));
    b.units.push_back(battery("fb", Side::Federal, 1, 30, 25, 0));
    b.units.push_back(infantry("c1", Side::Confederate, 4, 2, 10, 22, 180));
    b.units.push_back(infantry("c2", Side::Confederate, 4, 2, 4, 22, 180));
    b.units.push_back(infantry("ca", Side::Confederate, 4, 2, 20, 22, 180));
    b.units.push_back(infantry("cb", Side::Confederate, 4, 2, 30, 15, 180));
    return withReserves(b);
}

// Two pairs 3 BW apart, front to front: f1 and c1, f2 and c2. Four bases in
// two ranks each: four attack dice, four defence dice.
Battle combatField(Side first) {
    Battle b = openField();
    b.firstSide = first;
    b.units.push_back(infantry("f1", Side::Federal, 4, 2, 10, 25, 0));
    b.units.push_back(infantry("c1", Side::Confederate, 4, 2, 10, 22, 180));
    b.units.push_back(infantry("f2", Side::Federal, 4, 2, 30, 25, 0));
    b.units.push_back(infantry("c2", Side::Confederate, 4, 2, 30, 22, 180));
    return withReserves(b);
}

// [SECTION] the list of kinds tested here

// Keep in step with the TEST_CASEs below: one "card effect <name>: ..." each.
const std::vector<std::string> kKindsTested{
    "none",
    "phase_becomes_pass",
    "forbid_phase",
    "allowance_bonus",
    "unit_may_not_move",
    "unit_may_not_fire",
    "tohit_modifier",
    "extra_fire_dice",
    "enemy_must_reroll",
    "may_reroll",
    "combat_modifier",
};

} // namespace

TEST_CASE("card effect none: a plain card invokes a phase and gives morale, nothing else") {
    Battle b = openField();
    b.units.push_back(infantry("f1", Side::Federal, 4, 4, 10, 25, 0)); // four shots at c1
    b.units.push_back(infantry("c1", Side::Confederate, 8, 4, 10, 22, 180));
    const std::vector<std::string> rebHand{"muskets", "plain0", "plain1",
                                           "plain2",  "plain2", "plain3"};
    GameState s = startEffects({"plain3", "plain0", "plain1", "plain2", "plain2", "plain1"},
                               rebHand, withReserves(b));
    SUBCASE("it invokes and is discarded; it modifies nothing, interrupts nothing, leaves nothing "
            "in force") {
        Outcome mod = play(s, "fire plain0 +plain3");
        CHECK_FALSE(mod.accepted);
        CHECK(mod.refusal.rule == "LL-CARD-3");
        accept(s, "fire plain3");
        CHECK(s.phase.phase == Phase::Fire);
        CHECK(s.side(Side::Federal).discards.size() == 1);
        CHECK(s.effects.empty());
        REQUIRE(s.step == Step::InterruptWindow); // the Confederate holds Obsolete Muskets
        Outcome intr = play(s, "interrupt plain2");
        CHECK_FALSE(intr.accepted);
        CHECK(contains(intr.refusal.reason, "not an interrupt"));
        accept(s, "no-interrupt");
        for (const BaseShot& sh : shotsOf(s, "f1")) {
            CHECK(sh.need == 4);
            CHECK(sh.dice == 1);
            CHECK(sh.notes.empty()); // no card named among the modifiers
        }
        endWith(s, {1, 1, 1, 1});
        CHECK(s.step == Step::CommandChoice);
        CHECK(s.effects.empty());
    }
    SUBCASE("its morale value removes hits, the last one excepted") {
        struct Case {
            std::string spend;
            int killDice;
        };
        for (const Case& c :
             {Case{"", 4}, Case{" plain0", 4}, Case{" plain2", 2}, Case{" plain1 plain2", 1}}) {
            CAPTURE(c.spend);
            GameState t = s;
            accept(t, "fire plain0");
            accept(t, "no-interrupt");
            endWith(t, {4, 4, 4, 4});
            REQUIRE(t.step == Step::Morale);
            CHECK(t.morale.maxPoints == 3);
            t.dice.script(std::vector<int>(static_cast<std::size_t>(c.killDice), 1));
            Outcome o = play(t, "morale" + c.spend);
            REQUIRE(o.accepted);
            const Event* kills = eventAt(o.events, EventKind::KillsRolled, unitIndex(t, "c1"));
            REQUIRE(kills);
            CHECK(kills->dice.size() == static_cast<std::size_t>(c.killDice));
            CHECK(t.dice.scriptedLeft() == 0);
        }
    }
}

TEST_CASE("card effect phase_becomes_pass: the enemy's phase of its kind becomes a pass (fire: is "
          "cancelled), "
          "only against the nation it names") {
    const std::vector<std::string> rebHand{"pinkerton", "spy",    "plain0",
                                           "plain1",    "plain2", "plain3"};
    SUBCASE("Pinkerton (combat, against the Federal): the combat phase becomes a pass and the turn "
            "ends") {
        GameState s = startEffects(kPlain, rebHand, twoBrigades(1862, Side::Federal));
        accept(s, "no-fire");
        accept(s, "combat plain0");
        REQUIRE(s.step == Step::InterruptWindow);
        CHECK(playable(s) == std::vector<std::string>{"pinkerton"});
        Outcome o = play(s, "interrupt pinkerton");
        REQUIRE(o.accepted);
        CHECK(hasEvent(o.events, EventKind::PhaseBecamePass));
        CHECK(s.active == Side::Confederate);
        CHECK(s.turn == 2);
        CHECK(s.side(Side::Federal).passedLastTurn);
        CHECK(s.side(Side::Federal).discards.size() == 1); // the invoking card is spent
        // Next Federal turn: it counts as a pass (LL-CARD-5), and combat is free again.
        quietTurn(s);
        advanceTo(s, Step::CommandChoice);
        giveHand(s, Side::Federal, kPlain);
        CHECK_FALSE(legal(s, "pass"));
        accept(s, "combat plain0");
        if (s.step == Step::InterruptWindow) accept(s, "no-interrupt");
        CHECK(s.step == Step::Phase);
        CHECK(s.phase.phase == Phase::Combat);
    }
    SUBCASE("not played: the combat phase goes on") {
        GameState s = startEffects(kPlain, rebHand, twoBrigades(1862, Side::Federal));
        accept(s, "no-fire");
        accept(s, "combat plain0");
        accept(s, "no-interrupt");
        CHECK(s.step == Step::Phase);
        CHECK(s.phase.phase == Phase::Combat);
        CHECK_FALSE(s.turnIsPass);
    }
    SUBCASE("phase: Pinkerton has no window after a fire phase; a fire card cancels the fire "
            "phase, no pass") {
        GameState s = startEffects(kPlain, rebHand, twoBrigades(1862, Side::Federal));
        accept(s, "fire plain0");
        REQUIRE(s.step == Step::InterruptWindow);
        CHECK(playable(s) == std::vector<std::string>{"spy"});
        Outcome pink = play(s, "interrupt pinkerton");
        CHECK_FALSE(pink.accepted);
        CHECK(pink.refusal.rule == "LL-CARD-4");
        Outcome o = play(s, "interrupt spy");
        REQUIRE(o.accepted);
        CHECK(hasEvent(o.events, EventKind::PhaseBecamePass));
        CHECK(s.step == Step::CommandChoice);
        CHECK(s.active == Side::Federal);
        accept(s, "move plain1");
        s.dice.script({1});
        accept(s, "end-phase");
        CHECK_FALSE(s.side(Side::Federal).passedLastTurn);
    }
    SUBCASE("against: a card against the Federal cannot touch a Confederate phase") {
        GameState s = startEffects({"spy", "muskets", "plain0", "plain1", "plain2", "plain3"},
                                   kPlain, twoBrigades(1862, Side::Confederate));
        accept(s, "fire plain0");
        REQUIRE(s.step == Step::InterruptWindow); // opened by Obsolete Muskets
        CHECK(playable(s) == std::vector<std::string>{"muskets"});
        CHECK_FALSE(legal(s, "interrupt spy"));
    }
}

TEST_CASE("card effect forbid_phase: played at the enemy's turn start, he may not invoke that "
          "phase this turn") {
    GameState s = startEffects(kPlain, kPlain, twoBrigades(1862, Side::Federal));
    SUBCASE("Morning Fog (fire): no fire option this turn; the next turn has one again") {
        quietTurn(s, {"fog"});
        REQUIRE(s.step == Step::InterruptWindow);
        CHECK(s.window == Phase::None);
        CHECK(playable(s) == std::vector<std::string>{"fog"});
        Outcome o = play(s, "interrupt fog");
        REQUIRE(o.accepted);
        CHECK(hasEvent(o.events, EventKind::PhaseForbidden));
        CHECK(hasEvent(o.events, EventKind::PhaseSkipped));
        CHECK(s.step == Step::CommandChoice);
        accept(s, "move plain0");
        s.dice.script({1});
        accept(s, "end-phase");
        quietTurn(s);
        REQUIRE(s.active == Side::Confederate);
        if (s.step == Step::InterruptWindow) accept(s, "no-interrupt");
        if (s.step == Step::ReshuffleChoice) accept(s, "keep");
        CHECK(s.step == Step::FireChoice);
    }
    SUBCASE("not played: the fire option comes") {
        quietTurn(s, {"fog"});
        accept(s, "no-interrupt");
        CHECK(s.step == Step::FireChoice);
    }
    SUBCASE("phase: a fog on movement forbids a movement phase, not fire or combat") {
        quietTurn(s, {"fog-move"});
        CHECK(playable(s) == std::vector<std::string>{"fog-move"});
        accept(s, "interrupt fog-move");
        REQUIRE(s.step == Step::FireChoice);
        accept(s, "fire plain0");
        accept(s, "end-phase");
        REQUIRE(s.step == Step::CommandChoice);
        Outcome move = play(s, "move plain1");
        CHECK_FALSE(move.accepted);
        CHECK(move.refusal.rule == "LL-CARD-4");
        CHECK(legal(s, "combat plain1"));
    }
}

TEST_CASE(
    "card effect allowance_bonus: a movement modifier adds its amount in BW to every moving unit's "
    "allowance, after halving, this phase only") {
    Battle b = openField();
    b.units.push_back(infantry("f1", Side::Federal, 2, 2, 10, 25, 0));
    b.units.push_back(infantry("f2", Side::Federal, 2, 2, 20, 25, 0));
    GameState s = startEffects({"plain0", "quick", "quick1", "plain1", "plain2", "plain3"}, kPlain,
                               withReserves(b));
    accept(s, "no-fire");
    // The farthest forward and flank moves of f1 and f2 this phase.
    auto reaches = [&](const GameState& t, double forward, double flank) {
        for (const char* u : {"f1", "f2"}) {
            CAPTURE(u);
            CHECK(legal(t, "march " + std::string(u) + " forward " + std::to_string(forward)));
            CHECK_FALSE(
                legal(t, "march " + std::string(u) + " forward " + std::to_string(forward + 0.1)));
            CHECK(legal(t, "march " + std::string(u) + " flank-right " + std::to_string(flank)));
            CHECK_FALSE(legal(t, "march " + std::string(u) + " flank-right " +
                                     std::to_string(flank + 0.1)));
        }
    };
    SUBCASE("Quickstep +2: forward 6, flank 2 + 2; the next movement phase is back to 4") {
        accept(s, "move plain0 +quick");
        reaches(s, 6, 4);
        accept(s, "march f1 forward 6");
        s.dice.script({1});
        accept(s, "end-phase");
        quietTurn(s);
        advanceTo(s, Step::CommandChoice);
        giveHand(s, Side::Federal, kPlain);
        accept(s, "move plain0");
        if (s.step == Step::InterruptWindow) accept(s, "no-interrupt");
        reaches(s, 4, 2);
    }
    SUBCASE("not played: forward 4, flank 2") {
        accept(s, "move plain0");
        reaches(s, 4, 2);
    }
    SUBCASE("amount: +1 BW") {
        accept(s, "move plain0 +quick1");
        reaches(s, 5, 3);
    }
    SUBCASE("phase: it modifies a movement phase only") {
        CHECK_FALSE(legal(s, "combat plain0 +quick"));
        Outcome o = play(s, "move plain0 +quick"); // still in hand
        CHECK(o.accepted);
    }
}

TEST_CASE("card effect unit_may_not_move: the named enemy unit may not move or re-form this phase; "
          "the others may") {
    Battle b = openField();
    b.units.push_back(infantry("f1", Side::Federal, 4, 2, 10, 25, 0));
    b.units.push_back(infantry("f2", Side::Federal, 4, 2, 20, 25, 0));
    b.units.push_back(infantry("c1", Side::Confederate, 4, 2, 10, 10, 180));
    GameState s = startEffects(kPlain, {"rivals", "sharp", "plain0", "plain1", "plain2", "plain3"},
                               withReserves(b));
    SUBCASE("Old Rivals on f1; the next movement phase f1 moves again") {
        accept(s, "no-fire");
        accept(s, "move plain0");
        REQUIRE(s.step == Step::InterruptWindow);
        CHECK(playable(s) == std::vector<std::string>{"rivals"});
        CHECK_FALSE(legal(s, "interrupt rivals"));    // which unit?
        CHECK_FALSE(legal(s, "interrupt rivals c1")); // his own
        Outcome o = play(s, "interrupt rivals f1");
        REQUIRE(o.accepted);
        const Event* e = eventAt(o.events, EventKind::UnitForbidden, unitIndex(s, "f1"));
        REQUIRE(e);
        CHECK(contains(e->text, "may not move"));
        Outcome march = play(s, "march f1 forward 1");
        CHECK_FALSE(march.accepted);
        CHECK(contains(march.refusal.reason, "may not move"));
        CHECK_FALSE(legal(s, "form f1 face left"));
        accept(s, "march f2 forward 1");
        s.dice.script({1});
        accept(s, "end-phase");
        quietTurn(s);
        advanceTo(s, Step::CommandChoice);
        giveHand(s, Side::Federal, kPlain);
        accept(s, "move plain0");
        if (s.step == Step::InterruptWindow) accept(s, "no-interrupt");
        CHECK(legal(s, "march f1 forward 1"));
    }
    SUBCASE("not played: f1 moves") {
        accept(s, "no-fire");
        accept(s, "move plain0");
        accept(s, "no-interrupt");
        CHECK(legal(s, "march f1 forward 1"));
        CHECK(legal(s, "form f1 face left"));
    }
    SUBCASE("phase: no Old Rivals after a fire phase is invoked") {
        accept(s, "fire plain0");
        REQUIRE(s.step == Step::InterruptWindow); // opened by Sharpshooters
        CHECK(playable(s) == std::vector<std::string>{"sharp"});
        CHECK_FALSE(legal(s, "interrupt rivals f1"));
    }
}

TEST_CASE("card effect unit_may_not_fire: the named enemy unit does not fire this phase, and makes "
          "no smoke") {
    GameState s = startEffects(kPlain, {"sharp", "rivals", "plain0", "plain1", "plain2", "plain3"},
                               fireField());
    SUBCASE("Sharpshooters on f1: f1 rolls nothing, has no smoke, may charge; it fires again next "
            "turn") {
        accept(s, "fire plain0");
        REQUIRE(s.step == Step::InterruptWindow);
        CHECK(playable(s) == std::vector<std::string>{"sharp"});
        CHECK_FALSE(legal(s, "interrupt sharp"));    // which unit?
        CHECK_FALSE(legal(s, "interrupt sharp c1")); // his own
        Outcome o = play(s, "interrupt sharp f1");
        REQUIRE(o.accepted);
        CHECK(viewFor(s, Side::Federal).mayNotFire == std::vector<int>{unitIndex(s, "f1")});
        CHECK(viewFor(s, Side::Confederate).mayNotMove.empty());
        const Event* e = eventAt(o.events, EventKind::UnitForbidden, unitIndex(s, "f1"));
        REQUIRE(e);
        CHECK(contains(e->text, "may not fire"));
        for (const BaseShot& sh : shotsOf(s, "f1")) {
            CHECK(sh.target == -1);
            CHECK(sh.dice == 0);
            CHECK(contains(sh.noShot, "may not fire"));
        }
        checkShots(s, "f2", "c2", 4, 1);
        std::vector<Event> ev = endWith(s, {1, 1, /*fa*/ 1, 1, /*fb*/ 1});
        CHECK(s.dice.scriptedLeft() == 0);
        CHECK_FALSE(eventAt(ev, EventKind::FireRolled, unitIndex(s, "c1")));
        CHECK(fireDiceAt(s, ev, "c2") == 2);
        CHECK_FALSE(unitById(s, "f1").smoke);
        CHECK(unitById(s, "f2").smoke);
        // This turn's combat phase: f1, which did not fire, may charge; f2 may not.
        GameState c = s;
        accept(c, "combat plain1");
        CHECK(legal(c, "charge f1"));
        CHECK_FALSE(legal(c, "charge f2"));
        // The next turn it fires again.
        accept(s, "move plain1");
        s.dice.script({1});
        accept(s, "end-phase");
        quietTurn(s);
        advanceTo(s, Step::FireChoice);
        giveHand(s, Side::Federal, kPlain);
        accept(s, "fire plain0");
        if (s.step == Step::InterruptWindow) accept(s, "no-interrupt");
        checkShots(s, "f1", "c1", 4, 1);
    }
    SUBCASE("not played: f1 fires and makes smoke") {
        accept(s, "fire plain0");
        accept(s, "no-interrupt");
        checkShots(s, "f1", "c1", 4, 1);
        std::vector<Event> ev = endWith(s, {1, 1, 1, 1, 1, 1, 1});
        CHECK(s.dice.scriptedLeft() == 0);
        CHECK(fireDiceAt(s, ev, "c1") == 2);
        CHECK(unitById(s, "f1").smoke);
    }
    SUBCASE("a named battery neither bombards nor is offered a target") {
        accept(s, "fire plain0");
        accept(s, "interrupt sharp fb");
        checkShots(s, "fb", "", 0, 0);
        CHECK(previewFire(s).bombard.empty());
        std::vector<Event> ev = endWith(s, {1, 1, 1, 1, /*fa*/ 1, 1});
        CHECK(s.dice.scriptedLeft() == 0);
        CHECK_FALSE(eventAt(ev, EventKind::FireRolled, unitIndex(s, "cb")));
        CHECK(fireDiceAt(s, ev, "c1") == 2);
    }
    SUBCASE("phase: no Sharpshooters after a movement phase is invoked") {
        accept(s, "no-fire");
        accept(s, "move plain0");
        REQUIRE(s.step == Step::InterruptWindow); // opened by Old Rivals
        CHECK(playable(s) == std::vector<std::string>{"rivals"});
        CHECK_FALSE(legal(s, "interrupt sharp f1"));
    }
}

TEST_CASE(
    "card effect tohit_modifier: its amount is added to the volleys of its arm this fire phase "
    "(Fire by Rank +1 infantry, Obsolete Muskets -1 any arm)") {
    GameState s =
        startEffects({"plain0", "fbr", "plain1", "plain2", "plain3", "plain1"},
                     {"muskets", "rivals", "plain0", "plain1", "plain2", "plain3"}, fireField());
    const std::vector<int> dice{/*f1*/ 3, 3, /*f2*/ 1, 1, /*fa*/ 1, 1, /*fb*/ 1};
    SUBCASE("Fire by Rank, the firer's modifier: infantry need 3+, guns still 4+; a 3 hits") {
        accept(s, "fire plain0 +fbr");
        accept(s, "no-interrupt");
        checkShots(s, "f1", "c1", 3, 1);
        checkShots(s, "f2", "c2", 3, 1);
        checkShots(s, "fa", "ca", 4, 2);
        checkShots(s, "fb", "cb", 4, 1);
        CHECK(hitsAt(s, endWith(s, dice), "c1") == 2);
    }
    SUBCASE("not played: 4+, and a 3 misses") {
        accept(s, "fire plain0");
        accept(s, "no-interrupt");
        checkShots(s, "f1", "c1", 4, 1);
        checkShots(s, "fa", "ca", 4, 2);
        CHECK(hitsAt(s, endWith(s, dice), "c1") == 0);
    }
    SUBCASE("Obsolete Muskets, the passive player's interrupt: -1 to every arm; a 4 misses") {
        accept(s, "fire plain0");
        REQUIRE(s.step == Step::InterruptWindow);
        CHECK(playable(s) == std::vector<std::string>{"muskets"});
        accept(s, "interrupt muskets");
        checkShots(s, "f1", "c1", 5, 1);
        checkShots(s, "fa", "ca", 5, 2);
        checkShots(s, "fb", "cb", 5, 1);
        CHECK(hitsAt(s, endWith(s, {4, 4, 1, 1, 1, 1, 1}), "c1") == 0);
    }
    SUBCASE("phase: neither acts on a movement phase") {
        accept(s, "no-fire");
        CHECK_FALSE(legal(s, "move plain0 +fbr"));
        accept(s, "move plain0");
        REQUIRE(s.step == Step::InterruptWindow); // opened by Old Rivals
        CHECK(playable(s) == std::vector<std::string>{"rivals"});
        CHECK_FALSE(legal(s, "interrupt muskets"));
    }
    SUBCASE("both together add up; both end with the phase") {
        accept(s, "fire plain0 +fbr");
        accept(s, "interrupt muskets");
        checkShots(s, "f1", "c1", 4, 1);
        checkShots(s, "fa", "ca", 5, 2);
        endWith(s, {1, 1, 1, 1, 1, 1, 1});
        accept(s, "move plain1");
        s.dice.script({1});
        accept(s, "end-phase");
        quietTurn(s);
        advanceTo(s, Step::FireChoice);
        giveHand(s, Side::Federal, kPlain);
        accept(s, "fire plain0");
        if (s.step == Step::InterruptWindow) accept(s, "no-interrupt");
        checkShots(s, "f1", "c1", 4, 1);
        checkShots(s, "fa", "ca", 4, 2);
    }
}

TEST_CASE(
    "card effect extra_fire_dice: its amount in dice for each base of its arm firing canister or "
    "musketry, never bombarding") {
    GameState s = startEffects({"plain0", "dcan", "grape", "plain1", "plain2", "plain3"}, kPlain,
                               fireField());
    SUBCASE("Double Canister (+1, artillery): three canister dice a gun, infantry and bombardment "
            "unchanged") {
        accept(s, "fire plain0 +dcan");
        checkShots(s, "f1", "c1", 4, 1);
        checkShots(s, "fa", "ca", 4, 3);
        checkShots(s, "fb", "cb", 4, 1);
        std::vector<Event> ev = endWith(s, std::vector<int>(8, 1));
        CHECK(s.dice.scriptedLeft() == 0);
        CHECK(fireDiceAt(s, ev, "ca") == 3);
        CHECK(fireDiceAt(s, ev, "c1") == 2);
        CHECK(fireDiceAt(s, ev, "cb") == 1);
    }
    SUBCASE("not played: two canister dice a gun") {
        accept(s, "fire plain0");
        checkShots(s, "fa", "ca", 4, 2);
        std::vector<Event> ev = endWith(s, std::vector<int>(7, 1));
        CHECK(s.dice.scriptedLeft() == 0);
        CHECK(fireDiceAt(s, ev, "ca") == 2);
    }
    SUBCASE("amount and arm: +2 for every arm, still not bombarding") {
        accept(s, "fire plain0 +grape");
        checkShots(s, "f1", "c1", 4, 3);
        checkShots(s, "f2", "c2", 4, 3);
        checkShots(s, "fa", "ca", 4, 4);
        checkShots(s, "fb", "cb", 4, 1);
    }
    SUBCASE("phase: it modifies fire phases only, and ends with the phase") {
        accept(s, "fire plain0 +dcan");
        endWith(s, std::vector<int>(8, 1));
        REQUIRE(s.step == Step::CommandChoice);
        giveHand(s, Side::Federal, {"plain1", "grape"});
        CHECK_FALSE(legal(s, "move plain1 +grape"));
        accept(s, "move plain1");
        s.dice.script({1});
        accept(s, "end-phase");
        quietTurn(s);
        advanceTo(s, Step::FireChoice);
        giveHand(s, Side::Federal, kPlain);
        accept(s, "fire plain0");
        checkShots(s, "fa", "ca", 4, 2);
    }
}

TEST_CASE("card effect enemy_must_reroll: the enemy's successful dice of its role must be "
          "re-rolled this phase "
          "(Rebel Yell: defence)") {
    // The Confederates charge: c1 into f1 (its front edge at y = 25).
    GameState s = startEffects(kPlain, {"plain0", "yell", "yell-att", "plain1", "plain2", "plain3"},
                               combatField(Side::Confederate));
    const std::vector<int> dice{/*c1*/ 4, 4, 1, 1, /*f1*/ 4, 5, 1, 1};
    SUBCASE("Rebel Yell: f1's 4 and 5 are re-rolled (6, 2), c1's own successes are not; next turn "
            "no more") {
        accept(s, "no-fire");
        accept(s, "combat plain0 +yell");
        accept(s, "charge c1");
        std::vector<int> d = dice;
        d.insert(d.end(), {/*re-rolls*/ 6, 2, /*f1 falls back*/ 2, 2, /*victory*/ 1});
        Event e = combatAt(s, d, "f1");
        CHECK(e.dice == std::vector<int>{4, 4, 1, 1, 6, 2, 1, 1});
        CHECK(contains(e.text, "re-rolled"));
        CHECK(e.value == 2 - 1);
        settle(s);
        CHECK(s.dice.scriptedLeft() == 0);
        REQUIRE(s.active == Side::Federal);
        Event next = nextTurnCharge(s, Side::Confederate, "c2", "f2", dice);
        CHECK(next.dice == dice);
        CHECK(next.value == 0);
    }
    SUBCASE("not played: nothing is re-rolled, 2 against 2") {
        Event e = chargeWith(s, "plain0", "c1", "f1", dice);
        standsAsRolled(e, dice);
    }
    SUBCASE("role: a card against attack dice leaves the defence dice alone") {
        Event e = chargeWith(s, "plain0 +yell-att", "c1", "f1", dice);
        standsAsRolled(e, dice);
        CHECK(s.dice.scriptedLeft() == 0);
    }
}

TEST_CASE("card effect may_reroll: the player's own failed dice of its role may be re-rolled, "
          "once, this phase "
          "(Cold Steel: attack)") {
    // The Federals charge: f1 into c1 (its front edge at y = 22).
    GameState s = startEffects({"plain0", "steel", "steel-def", "plain1", "plain2", "plain3"},
                               kPlain, combatField(Side::Federal));
    const std::vector<int> dice{/*f1*/ 1, 4, 2, 4, /*c1*/ 4, 4, 1, 1};
    SUBCASE("Cold Steel: f1's 1 and 2 are re-rolled once (5, 3), c1's failures are not; next turn "
            "no more") {
        accept(s, "no-fire");
        accept(s, "combat plain0 +steel");
        accept(s, "charge f1");
        Event e = combatAt(s,
                           {1, 4, 2, 4, /*re-rolls*/ 5, 3, /*c1*/ 4, 4, 1, 1, /*c1 falls back*/ 2,
                            2, /*victory*/ 1},
                           "c1");
        CHECK(e.dice == std::vector<int>{5, 4, 3, 4, 4, 4, 1, 1});
        CHECK(e.value == 3 - 2);
        settle(s);
        CHECK(s.dice.scriptedLeft() == 0);
        REQUIRE(s.active == Side::Confederate);
        Event next = nextTurnCharge(s, Side::Federal, "f2", "c2", dice);
        CHECK(next.dice == dice);
        CHECK(next.value == 0);
    }
    SUBCASE("not played: the failures stand, 2 against 2") {
        Event e = chargeWith(s, "plain0", "f1", "c1", dice);
        standsAsRolled(e, dice);
    }
    SUBCASE("role: a card for defence dice does not re-roll the attack") {
        Event e = chargeWith(s, "plain0 +steel-def", "f1", "c1", dice);
        standsAsRolled(e, dice);
        CHECK(s.dice.scriptedLeft() == 0);
    }
}

TEST_CASE("card effect combat_modifier: its amount is added to the player's own dice of its role "
          "this phase "
          "(Hold the Line +1 defence, a +2 attack modifier)") {
    // The Federals charge: f1 into c1.
    GameState s = startEffects({"plain0", "bayonet", "plain1", "plain2", "plain3", "plain1"},
                               {"hold", "hold-att", "plain0", "plain1", "plain2", "plain3"},
                               combatField(Side::Federal));
    const std::vector<int> dice{/*f1*/ 4, 4, 1, 1, /*c1*/ 3, 3, 2, 1};
    SUBCASE("Hold the Line, the passive player's interrupt: c1's 3s succeed, f1 still needs 4+; "
            "next turn no more") {
        accept(s, "no-fire");
        accept(s, "combat plain0");
        REQUIRE(s.step == Step::InterruptWindow);
        accept(s, "interrupt hold");
        accept(s, "charge f1");
        std::vector<int> d = dice;
        d.insert(d.end(), {/*f1 falls back*/ 2, 2, /*victory*/ 1});
        Event e = combatAt(s, d, "c1");
        CHECK(contains(e.text, "(needs 3+; +1 hold)"));
        CHECK(contains(e.text, "(needs 4+)"));
        CHECK(e.value == 0); // 2 against 2: c1 holds
        settle(s);
        CHECK(s.dice.scriptedLeft() == 0);
        REQUIRE(s.active == Side::Confederate);
        CHECK(nextTurnCharge(s, Side::Federal, "f2", "c2", dice).value == 2);
    }
    SUBCASE("not played: c1's 3s fail") {
        accept(s, "no-fire");
        accept(s, "combat plain0");
        accept(s, "no-interrupt");
        accept(s, "charge f1");
        CHECK(combatAt(s, dice, "c1").value == 2);
    }
    SUBCASE("amount and role: +2 to the attacker's dice makes 2s succeed, not the defender's") {
        accept(s, "no-fire");
        accept(s, "combat plain0 +bayonet");
        accept(s, "no-interrupt");
        accept(s, "charge f1");
        Event e = combatAt(s, {/*f1*/ 2, 2, 1, 1, /*c1*/ 3, 3, 2, 1}, "c1");
        CHECK(contains(e.text, "(needs 2+; +2 bayonet)"));
        CHECK(contains(e.text, "c1 3,3,2,1 (needs 4+)"));
        CHECK(e.value == 2 - 0);
    }
    SUBCASE("role: +2 to attack dice, played by the defender, does nothing for his defence") {
        accept(s, "no-fire");
        accept(s, "combat plain0");
        accept(s, "interrupt hold-att");
        accept(s, "charge f1");
        CHECK(combatAt(s, dice, "c1").value == 2);
    }
}

TEST_CASE("card effects: every kind the loader knows is tested here") {
    // Every value an EffectKind can hold that names itself and reads back.
    std::vector<std::string> known;
    for (int i = 0; i <= 255; ++i) {
        EffectKind k = static_cast<EffectKind>(i);
        EffectKind back = EffectKind::None;
        if (parseEffectKind(nameOf(k), back) && back == k) known.push_back(nameOf(k));
    }
    for (const std::string& k : known)
        CHECK_MESSAGE(std::count(kKindsTested.begin(), kKindsTested.end(), k) == 1,
                      "effect kind " << k << " has no TEST_CASE \"card effect " << k
                                     << ": ...\" in effect_test.cpp");
    for (const std::string& k : kKindsTested)
        CHECK_MESSAGE(std::count(known.begin(), known.end(), k) == 1,
                      "effect_test.cpp tests an unknown kind " << k);
    CHECK(known.size() == kKindsTested.size());
}
