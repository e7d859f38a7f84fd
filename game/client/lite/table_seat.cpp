// The table screen's seat: whom the screen shows and waits for, the hot
// seat's curtain between two players, the courtesy pause at an interrupt
// point where the rules open no window (LL-CARD-4), what goes when the
// screen passes to the other player, and the guard against a click meant
// for the decision before. Part of TableScreen (table_screen.h).
#include "table_screen.h"

#include "engine/components.h"
#include "engine/pick.h"
#include "lite/game.h"

namespace guidon::client {

// [SECTION] The curtain and the viewer

bool showsHand(lite::Step step) {
    switch (step) {
    case lite::Step::InterruptWindow: // LL-CARD-4: his interrupts
    case lite::Step::ReshuffleChoice: // LL-CARD-2: keep these cards or not
    case lite::Step::FireChoice:      // LL-CARD-3: the cards to invoke with
    case lite::Step::CommandChoice:
    case lite::Step::Morale:          // LL-FIRE-6, LL-COMBAT-5: the cards to spend
    case lite::Step::FallbackDiscard: // LL-FALLBACK-3: the card to discard
        return true;
    case lite::Step::Phase:
    case lite::Step::Losses:
    case lite::Step::FallbackDirection:
    case lite::Step::GameOver:
        return false;
    }
    return false;
}

bool TableScreen::curtainUp() const {
    // Only two players sharing the screen need a handover between them.
    const lite::GameState& s = liteState();
    if (humans() < 2 || s.over) return false;
    // The courtesy pause is shown as an interrupt window: with the hand.
    return seat_.handoverDue(deciding(), courtesy_ || showsHand(s.step));
}

core::Side TableScreen::deciding() const {
    const lite::GameState& s = liteState();
    return courtesy_ ? *courtesy_ : lite::decider(s);
}

bool TableScreen::handsHidden() const {
    const lite::GameState& s = liteState();
    if (s.over || humans() == 0) return true;
    return humans() == 2 && seat_.seated() != deciding();
}

void TableScreen::clearTable() {
    engine::setOnlyTag<engine::Selected>(registry_, engine::kNoEntity);
    planner_.cancel();
    aiming_ = false;
    chargeUnit_ = -1;
    chargeWheel_.reset();
    selection_.clear(); // the cards picked, and the unit an interrupt names (Old Rivals)
    askPass_ = false;
    hint_.clear();
    refusal_.reset();
}

void TableScreen::resumeCourtesy() {
    // A new game asks at its first turn's start too. A loaded one asks
    // again if it stopped in a courtesy pause: nothing chosen since the last
    // interrupt point but what the rules did on their own.
    courtesyFrom_ = session_->log().size();
    const std::vector<core::TableEvent>& log = session_->log();
    for (std::size_t i = log.size(); i-- > 0;) {
        lite::EventKind k = lite::kindOf(log[i]);
        if (k == lite::EventKind::TurnStarted || k == lite::EventKind::PhaseInvoked) {
            courtesyFrom_ = i;
            break;
        }
        if (k != lite::EventKind::Reshuffled && k != lite::EventKind::CardsRemovedUnseen &&
            k != lite::EventKind::PhaseSkipped)
            break;
    }
}

void TableScreen::checkCourtesy() {
    const std::vector<core::TableEvent>& log = session_->log();
    const lite::GameState& s = liteState();
    if (courtesyFrom_ > log.size()) courtesyFrom_ = log.size();
    bool point = false;
    lite::Phase window = lite::Phase::None;
    for (std::size_t i = courtesyFrom_; i < log.size(); ++i) {
        if (lite::kindOf(log[i]) == lite::EventKind::TurnStarted) {
            point = true;
            window = lite::Phase::None;
        }
        if (lite::kindOf(log[i]) == lite::EventKind::PhaseInvoked) {
            point = true;
            window = s.phase.phase;
        }
    }
    courtesyFrom_ = log.size();
    if (!point || !alwaysAsk_ || s.over) return;
    // Two players at the screen hide their hands from each other; a computer
    // that is asked for nothing must not give its hand away to the player by
    // answering at once. A player against the computer is not asked.
    bool passiveComputer = computer_.plays(s.passive());
    if (!(humans() == 2 || (humans() == 1 && passiveComputer))) return;
    if (s.step == lite::Step::InterruptWindow) return; // a real window is open
    // Facts both players can see already settle it: no courtesy needed.
    const lite::SideState& passive = s.side(s.passive());
    if (passive.interruptPlayed || passive.hand.empty()) return;
    courtesy_ = s.passive();
    courtesyWindow_ = window;
}

core::Side TableScreen::viewer() const {
    const lite::GameState& s = liteState();
    if (courtesy_ && !computer_.plays(*courtesy_)) return *courtesy_;
    core::Side d = s.over ? s.active : lite::decider(s);
    if (humans() == 1 && seat_.seated()) return *seat_.seated();
    return d;
}

// [SECTION] A new decision, for the click guard

void TableScreen::watchNewDecision(bool newFrame) {
    guard_.watch(stateSerial_ * 2 + (curtainUp() ? 1 : 0), newFrame);
}

} // namespace guidon::client
