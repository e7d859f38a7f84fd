// The authoritative game state: plain copyable values in a stable order (units
// by index, cards by instance number). What never changes during a game (the
// battle, the card definitions, which card each deck instance is) sits in a
// shared immutable Setup, so a copy for the AI costs little.
#pragma once

#include "battle.h"
#include "cards.h"
#include "core/dice.h"
#include "core/terrain_index.h"
#include "unit.h"

#include <array>
#include <memory>
#include <string>
#include <vector>

namespace guidon::lite {

struct Setup {
    Battle battle;
    std::vector<CardDef> cards;
    // For each side, the definition index of every physical card; a card
    // "instance" is a position in this list.
    std::array<std::vector<int>, 2> deckDefs;
    // The terrain as convex pieces for the geometry tests.
    std::vector<TerrainPiece> terrain;

    const CardDef& card(Side s, int instance) const { return cards[deckDefs[index(s)][instance]]; }
};

// Where the game waits. Each step but GameOver has exactly one side that must
// decide.
enum class Step : std::uint8_t {
    InterruptWindow,   // passive: play a kepi interrupt or not (LL-CARD-4)
    ReshuffleChoice,   // active: reshuffle or keep (LL-CARD-2)
    FireChoice,        // active: invoke a fire phase or not
    CommandChoice,     // active: movement, combat or pass
    Phase,             // active: acts in the invoked phase, then ends it
    Morale,            // passive: spend morale cards or not
    Losses,            // the owner of a unit that lost bases: which go (LL-LOSS-1)
    FallbackDiscard,   // a side with units to fall back: discard a card or not (LL-FALLBACK-3)
    FallbackDirection, // the owner of a unit falling back: which way (LL-FALLBACK-2)
    GameOver,
};
const char* nameOf(Step s);

// LL-CARD-1: a hand holds six cards.
inline constexpr std::size_t kHandSize = 6;
// LL-CARD-2 (1): a reshuffle takes six cards out of the game.
inline constexpr std::size_t kUnseenOut = 6;

struct SideState {
    std::vector<int> deck;     // card instances; back() is the top card
    std::vector<int> hand;     // in the order drawn
    std::vector<int> discards; // back() is the last played
    std::vector<int> outOfGame;
    bool passedLastTurn = false;  // LL-CARD-5
    bool interruptPlayed = false; // this enemy turn (LL-CARD-4)
    int startingBases = 0;
    int basesLost = 0; // LL-LOSS-3: counts toward the enemy's victory
};

// A card effect in force until the end of the turn.
struct ActiveEffect {
    int card = -1; // definition index
    Side by = Side::Federal;
    Effect effect;
    int unit = -1; // the unit it names, for effects that name one (Old Rivals)
};

struct PhaseInfo {
    Phase phase = Phase::None;
    std::vector<int> invoking;                             // card instances of the active side
    int modifier = -1;                                     // card instance or -1
    bool twoCards() const { return invoking.size() >= 2; } // LL-MOVE-7: disorder allowed
};

// A passive player's pending morale decision (LL-FIRE-6, LL-COMBAT-5).
struct MoraleRequest {
    Side side = Side::Federal;
    int unit = -1;
    int maxCards = 0;
    int maxPoints = 0; // points that can be used (e.g. hits - 1)
    Step resume = Step::Phase;
    int saved = -1; // result once decided: points used
};

// Hits gathered on one unit in a fire phase (LL-FIRE-6).
struct UnitHits {
    int unit = -1;
    int hits = 0;
};

// Where a fire phase's resolution stands while it waits for the passive
// player's morale and losses decisions.
struct FireState {
    bool resolving = false;
    std::vector<std::pair<int, int>> bombard; // battery -> chosen target unit
    std::vector<UnitHits> hits;
    std::size_t next = 0;   // the hit unit being dealt with
    int stage = 0;          // 0 morale, 1 kill roll, 2 losses chosen
    std::vector<int> fired; // infantry units that fired: smoke (LL-FIRE-7)
};

// A unit that lost a combat (LL-COMBAT-4).
struct CombatLoser {
    int unit = -1;
    int bases = 0;           // bases it loses (before morale)
    bool vulnerable = false; // LL-COMBAT-5: one morale card at most
};

// Where a combat phase's resolution stands.
struct CombatState {
    std::vector<int> charged; // units that charged this phase, in order
    bool resolving = false;
    std::vector<CombatLoser> losers;
    std::size_t next = 0;     // the loser being dealt with
    int stage = 0;            // 0 morale, 1 remove bases
    std::vector<int> fallers; // units to fall back, active side's first
    std::size_t nextFall = 0;
    bool discardAsked[2] = {false, false};
    bool discarded[2] = {false, false};
    int fallDie = 0; // the kept die of the unit falling back now
    bool fallRolled = false;
};

// A pending choice of which bases go (LL-LOSS-1).
struct LossRequest {
    Side side = Side::Federal;
    int unit = -1;
    int count = 0;
};

struct GameState {
    std::shared_ptr<const Setup> setup;
    std::vector<Unit> units;
    std::array<SideState, 2> sides;
    int turn = 1;
    Side active = Side::Confederate;
    Step step = Step::ReshuffleChoice;
    Phase window = Phase::None; // InterruptWindow: the phase just invoked (None: turn start)
    PhaseInfo phase;            // the phase invoked most recently this turn
    std::vector<ActiveEffect> effects;
    bool turnIsPass = false;
    MoraleRequest morale;
    FireState fire;
    CombatState combat;
    LossRequest loss;
    int shatteredPoint = 0; // LL-WIN-1
    Dice dice;
    bool over = false;
    bool hasWinner = false;
    Side winner = Side::Federal;
    std::string endReason;
    std::uint64_t commandsApplied = 0;

    SideState& side(Side s) { return sides[index(s)]; }
    const SideState& side(Side s) const { return sides[index(s)]; }
    Side passive() const { return other(active); }
    const CardDef& card(Side s, int instance) const { return setup->card(s, instance); }
};

// FNV-1a over every field that matters for play, in a fixed order. Same
// battle, seed and commands give the same hash on every run.
std::uint64_t stateHash(const GameState& s);

} // namespace guidon::lite
