// What one side may know (hidden information stays hidden): its own hand, the
// counts of the other side's cards, the public discard piles, the table. The
// CLI, the window and the AI decide from views, never from the full state.
#pragma once

#include "state.h"

#include <array>
#include <vector>

namespace guidon::lite {

struct CardInHand {
    int instance = -1;
    const CardDef* def = nullptr;
};

// LL-CARD-6 read as a clock, from the counts both players see on the table
// (hand, deck and discard pile sizes are public; their cards are not).
enum class CardClock : std::uint8_t {
    Plenty,
    // Two hands or fewer left: the next reshuffle (six cards leave the game,
    // LL-CARD-2) leaves at most one hand, so a turn or two from the end.
    Short,
    // No deck and no discards: nothing left to draw, a pass loses at once,
    // and the side loses when its hand is spent.
    LastCards,
};
const char* nameOf(CardClock c);
CardClock cardClock(int hand, int deck, int discards);

struct SideSummary {
    int hand = 0;
    int deck = 0;
    int discards = 0;
    int outOfGame = 0;
    int cardsLeft = 0;     // hand + deck + discards: none left loses (LL-CARD-6)
    int startingCards = 0; // the whole deck the side began with (LL-CARD-1)
    CardClock clock = CardClock::Plenty;
    int basesLost = 0;
    int startingBases = 0;
    bool passedLastTurn = false;
    int topDiscard = -1; // definition index of the card on top of the discards, or -1
};

struct PlayerView {
    Side me = Side::Federal;
    std::shared_ptr<const Setup> setup;
    int turn = 0;
    Side active = Side::Federal;
    Step step = Step::GameOver;
    Side decider = Side::Federal;
    bool myDecision = false;
    Phase phase = Phase::None;  // the phase in play or just invoked
    Phase window = Phase::None; // interrupt window: the phase invoked
    int moraleMaxCards = 0;     // when my morale decision is pending
    int moraleMaxPoints = 0;
    int moraleUnit = -1;                 //   the unit the morale would save
    int lossUnit = -1;                   // when my losses decision is pending: the unit
    int lossCount = 0;                   //   and the bases it loses
    int fallUnit = -1;                   // when my fall back decision is pending: the unit
    int fallDistance = 0;                //   and the least distance it falls back
    std::vector<CardInHand> hand;        // mine only
    std::vector<int> playableInterrupts; // mine, when a window is open for me
    std::array<SideSummary, 2> sides;
    std::vector<Unit> units;
    int shatteredPoint = 0;
    bool over = false;
    bool hasWinner = false;
    Side winner = Side::Federal;
    std::string endReason;
    std::string pending;
    // Public facts of the turn under way, as both players see them on the
    // table: the cards that invoked and modified the phase, the card effects
    // in force, the bombardment targets chosen and the units that charged.
    PhaseInfo phaseCards;
    std::vector<ActiveEffect> effects;
    std::vector<std::pair<int, int>> bombard;
    std::vector<int> charged;
    // Units a card in force forbids to move this phase (Old Rivals, LL-CARD-4),
    // and to fire (Sharpshooters): both players see the card and its unit.
    std::vector<int> mayNotMove;
    std::vector<int> mayNotFire;

    const SideSummary& side(Side s) const { return sides[index(s)]; }
};

PlayerView viewFor(const GameState& s, Side me);

// A game state holding only what the view shows, for the previews (fire,
// charges, move checks) a player may work out at the table: the units, the
// phase and its cards, the effects in force, my hand. The other side's hand
// and both decks are empty (their sizes are in the view), and the dice are
// seeded afresh: nothing hidden can leak through it. Not for submitting.
GameState imaginedState(const PlayerView& v);

} // namespace guidon::lite
