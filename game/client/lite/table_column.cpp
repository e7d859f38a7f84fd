// The table screen's column and hand strip (Lite's decisions): the
// decision panel, or the curtain's, the courtesy pause's or the computer's
// word in its place, the hint, the armies, the unit selected and the log;
// the hand, the handover or the hands hidden under the table. What the
// panel returns is sent here, last in the frame. Part of TableScreen
// (table_screen.h).
#include "table_screen.h"

#include "client/decision_widgets.h"
#include "lite/game.h"
#include "phase_words.h"
#include "status_panel.h"

#include <imgui.h>

#include <algorithm>

namespace guidon::client {

// The strip under the table: the seated player's hand, the handover's
// curtain, the hands hidden, or what the computers hold for a spectator.
void TableScreen::drawHandStrip(sf::Vector2f size) {
    const lite::GameState& s = liteState();
    float rounding = ImGui::GetStyle().WindowRounding;
    ImVec2 at(kMargin, size.y - handStripHeight() - kMargin);
    ImVec2 wh(size.x - kColumnWidth - 3.f * kMargin, handStripHeight());
    panels_.add({at.x, at.y, wh.x, wh.y}, rounding);
    if (humans() == 0) {
        computer_.drawSpectatorStrip(fonts_, at, wh);
    } else if (curtainUp()) {
        // The handover: only the hand strip is curtained.
        CurtainText t;
        t.side = deciding();
        t.turn = s.turn;
        t.battle = session_->map().name;
        t.step = stepInWords(player_, s);
        if (drawHandover(t, fonts_, at, wh)) {
            if (guard_.on()) { // the second click of the one that raised it
                guard_.ignored();
            } else {
                seat_.handOver(t.side);
                clearTable();
                sync();
                watchNewDecision(false); // the new decision's clicks wait a moment
            }
        }
    } else if (handsHidden()) {
        drawHiddenHands(deciding(), fonts_, at, wh);
    } else {
        HandSelection before = selection_;
        drawHand(player_, handRulesFor(player_), selection_, fonts_, at, wh);
        if (guard_.on() &&
            (selection_.cards != before.cards || selection_.modifier != before.modifier)) {
            selection_ = before;
            guard_.ignored();
        }
    }
}

void TableScreen::drawColumn(sf::Vector2f size) {
    highlight_ = -1;
    if (!beginColumn("##column", size, kTurnBarHeight + kMargin, kColumnWidth, kMargin)) {
        ImGui::End();
        return;
    }
    if (curtainUp()) {
        // The decision waits for its player: no option of it is offered, as
        // its options would show his hand.
        core::Side d = deciding();
        drawBanner(d, std::string(sideTitle(d)) + " \xC2\xB7 Handover", fonts_);
        hint(std::string("The ") + sideTitle(d) + " player decides next, with his hand: " +
             stepInWords(player_, liteState()) + ". He takes the seat below.");
        drawArmies(player_);
        heading("EVENTS");
        log_.draw(session_->log(), fonts_, std::max(ImGui::GetContentRegionAvail().y, 180.f));
        ImGui::End();
        return;
    }
    if (courtesy_ && computerDecides()) {
        // As the computer weighing a real interrupt window.
        drawBanner(*courtesy_,
                   std::string(sideTitle(*courtesy_)) + " \xC2\xB7 " +
                       computerTitle(computer_.level(*courtesy_)),
                   fonts_);
        hint("The computer is deciding: " + stepInWords(player_, liteState()) + ".");
        drawArmies(player_);
        heading("EVENTS");
        log_.draw(session_->log(), fonts_, std::max(ImGui::GetContentRegionAvail().y, 180.f));
        ImGui::End();
        return;
    }
    if (courtesy_) {
        // The pause that hides whether a hand holds an interrupt.
        std::string title = std::string(sideTitle(*courtesy_)) + " \xC2\xB7 Interrupt";
        drawBanner(*courtesy_, title, fonts_);
        hint(courtesyWindow_ == lite::Phase::None
                 ? std::string("The ") + sideTitle(player_.active) + " turn begins."
                 : std::string("The ") + sideTitle(player_.active) + " player has invoked a " +
                       phaseWord(courtesyWindow_) + " phase.");
        hint("No card in your hand can interrupt now. (Guidon asks at every interrupt window, "
             "so the curtain does not tell your opponent whether you hold one: Settings.)");
        if (bigButton("Continue", -FLT_MIN)) {
            courtesy_.reset();
            syncedAt_ = ~std::uint64_t(0); // look at the state again
        }
        drawArmies(player_);
        heading("EVENTS");
        log_.draw(session_->log(), fonts_, std::max(ImGui::GetContentRegionAvail().y, 180.f));
        ImGui::End();
        return;
    }
    DecisionInput in;
    in.view = &player_;
    in.state = &liteState();
    in.options = &decision_;
    in.selection = &selection_;
    in.refusal = refusal_ ? &*refusal_ : nullptr;
    in.fonts = &fonts_;
    in.tableUnit = selectedIndex();
    in.reference = reference_;
    in.planner = canPlan() ? &planner_ : nullptr;
    in.previewMove = previewing();
    in.plan = &planReport_;
    in.canUndo = canPlan() && session_->canUndo();
    syncCharge();
    if (chargeWheel_) {
        in.chargeWheel = chargeWheel_;
        in.adjusted = &adjusted_;
    }
    syncCombatPreview();
    if (previewing()) in.combatPreview = &combatPreview_;
    if (planner_.active()) askPass_ = false; // trying a move instead: the question goes
    in.askPass = &askPass_;
    in.keysFree = !keysTaken_ && !planner_.active() && !helpOpen_;
    bool guarded = guard_.on();
    bool askedBefore = askPass_;
    in.computerDecides = computerDecides();
    if (in.computerDecides) {
        core::Side d = lite::decider(liteState());
        in.waiting = stepInWords(player_, liteState());
        in.computerTitle = computerTitle(computer_.level(d));
    }
    DecisionOutput out = drawDecision(in);
    if (in.computerDecides) {
        if (!computer_.problem().empty()) textWrapped(kRefusalColour, computer_.problem());
        hint(std::string(kSkipKeyName) + " plays out the rest of its turn at once; " +
             kPauseKeyName + (computer_.paused() ? " resumes." : " pauses it."));
    }
    HintAdvisor::PanelOut hinted = hint_.drawPanel(hintOffered(), fonts_);
    if (guarded) {
        // Too soon after the decision appeared: what was clicked is ignored.
        bool acted =
            out.command || out.undo || hinted.apply || hinted.ask || askPass_ != askedBefore;
        bool clicked = ImGui::IsMouseClicked(ImGuiMouseButton_Left) &&
                       ImGui::IsWindowHovered(ImGuiHoveredFlags_ChildWindows |
                                              ImGuiHoveredFlags_AllowWhenBlockedByActiveItem);
        if (acted || clicked) guard_.ignored();
        out.command.reset();
        out.undo = false;
        out.explain.reset();
        hinted.apply.reset();
        hinted.ask = false;
        askPass_ = askedBefore;
    }
    if (hinted.ask) askHint();
    highlight_ = out.highlightUnit;
    choiceHovered_ = out.preview;
    if (out.explain) refusal_ = out.explain;
    if (out.showRule) ruleRequest_ = out.showRule;
    if (out.undo) undoMove();
    if (out.chargeWheel && chargeUnit_ >= 0) {
        chargeWheel_ = out.chargeWheel;
        adjusted_ = lite::planCharge(liteState(), chargeUnit_, *chargeWheel_);
    }

    drawArmies(player_);
    if (const lite::Unit* u = selectedUnit()) drawUnitDetails(*u);
    heading("EVENTS");
    float rest = ImGui::GetContentRegionAvail().y;
    log_.draw(session_->log(), fonts_, std::max(rest, 180.f));
    ImGui::End();

    // Sent last, so this frame was drawn from one state throughout.
    if (hinted.apply && !out.command) out.command = hinted.apply;
    if (out.command) {
        bool unitCommand = out.command->kind == lite::CommandKind::March ||
                           out.command->kind == lite::CommandKind::Form;
        choiceHovered_.reset(); // the choice is made: its preview goes with it
        if (submit(*out.command).accepted && unitCommand) { // the plan is made
            planner_.cancel();
            aiming_ = false;
        }
    }
}

void TableScreen::syncCombatPreview() {
    if (!previewing()) return;
    if (combatPreviewAt_ == stateSerial_) return;
    // As if a combat phase were invoked now with two cards: every charge the
    // rules could allow, each saying whether it needs the second card.
    lite::GameState g = liteState();
    g.step = lite::Step::Phase;
    g.phase = lite::PhaseInfo{};
    g.phase.phase = lite::Phase::Combat;
    g.phase.invoking = {-1, -1};
    combatPreview_ = prepareDecision(g);
    combatPreviewAt_ = stateSerial_;
}

} // namespace guidon::client
