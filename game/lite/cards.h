// Card definitions (what a card is) and the deck of one side (which copies of
// which cards it holds). Cards are data: game/data reads them from
// assets/cards.xml; the rules give each effect kind its meaning.
#pragma once

#include "types.h"

#include <string>
#include <vector>

namespace guidon::lite {

enum class Nation : std::uint8_t { Neutral, Federal, Confederate };
const char* nameOf(Nation n);
bool parseNation(const std::string& text, Nation& out);
bool nationPlaysFor(Nation n, Side s);

enum class Banner : std::uint8_t { None, Red, White };
const char* nameOf(Banner b);

// When the passive player may play an interrupt card (LL-CARD-4).
enum class InterruptWindow : std::uint8_t {
    AfterInvoke, // right after the enemy invokes (and modifies) a phase
    TurnStart,   // at the start of the enemy's turn
};
const char* nameOf(InterruptWindow w);

// The general kinds of card effect. A card names one kind and its parameters;
// an unknown kind is a load error.
enum class EffectKind : std::uint8_t {
    None,             // a plain card: invokes phases and gives morale, nothing else
    PhaseBecomesPass, // interrupt: the invoked phase (of `phase`) becomes a pass
    ForbidPhase,      // interrupt at turn start: `phase` may not be invoked this turn
    AllowanceBonus,  // movement modifier: +`amount` BW to every moving unit's allowance (Quickstep)
    UnitMayNotMove,  // interrupt: one enemy unit, named when played, may not move this phase (Old
                     // Rivals)
    UnitMayNotFire,  // interrupt: one enemy unit, named when played, may not fire this phase
                     // (Sharpshooters)
    ToHitModifier,   // fire: `amount` added to the volleys of `arm` (Fire by Rank +1, Obsolete
                     // Muskets -1)
    ExtraFireDice,   // fire: `amount` more dice for each base of `arm` firing canister or musketry
    EnemyMustReroll, // combat: the enemy's successful `role` dice must be re-rolled (Rebel Yell)
    MayReroll,       // combat: the player's own failed `role` dice may be re-rolled (Cold Steel)
    CombatModifier,  // combat: `amount` added to the player's own `role` dice (Hold the Line)
};

// Which combat dice an effect touches.
enum class Role : std::uint8_t { Any, Attack, Defence };
bool parseRole(const std::string& text, Role& out);

// Which troops an effect touches.
enum class Arm : std::uint8_t { Any, Infantry, Artillery };
bool parseArm(const std::string& text, Arm& out);
const char* nameOf(Arm a);
const char* nameOf(EffectKind k);
bool parseEffectKind(const std::string& text, EffectKind& out);

// The kinds whose card names one enemy unit when played.
inline bool namesUnit(EffectKind k) {
    return k == EffectKind::UnitMayNotMove || k == EffectKind::UnitMayNotFire;
}

struct Effect {
    EffectKind kind = EffectKind::None;
    Phase phase = Phase::None;        // the phase it acts on (or the modifier's phase)
    Nation against = Nation::Neutral; // Neutral: any enemy; else only that nation's turns
    int amount = 0;                   // for kinds with a number
    Arm arm = Arm::Any;               // for kinds that touch one arm
    Role role = Role::Any;            // for combat kinds: attack or defence dice
};

struct CardDef {
    std::string id; // stable text id, used in scripts and saves
    std::string name;
    Nation nation = Nation::Neutral;
    int firstYear = 1861;
    int lastYear = 1865;
    Phase symbol = Phase::None; // modifier symbol; None: cannot modify
    bool interrupt = false;     // kepi
    Banner banner = Banner::None;
    InterruptWindow window = InterruptWindow::AfterInvoke;
    int morale = 0; // 0..3
    int copies = 1; // copies in each deck that takes it
    Effect effect;
    std::string text;
    std::string summary; // its effect in one short line, for the card's face
    int sourceLine = 0;  // where it was defined, for messages

    bool inYear(int year) const { return year >= firstYear && year <= lastYear; }
};

// What a card's effect does, in a player's words, exactly as the rules apply
// it ("" for a plain card). The window's card tooltip and docs/cards.md show it.
std::string effectInWords(const CardDef& c);

// LL-CARD-1: the deck of one side for a year: every copy of every neutral card
// plus the side's national cards whose years include `year`. Returns card
// definition indices, one entry per physical card, in definition order.
std::vector<int> deckFor(const std::vector<CardDef>& defs, Side side, int year);

} // namespace guidon::lite
