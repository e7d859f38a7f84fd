// The decision panel's steps of the card game: the reshuffle, the fire
// option, the command choice (and the Pass asked about first), an
// interrupt window, morale cards and the fall back's discard. Part of the
// decision panel (decision_steps.h).
#include "decision_steps.h"

#include "card_face.h"
#include "lite/game.h"
#include "phase_words.h"

#include <imgui.h>

namespace guidon::client::decision {

namespace {

int moralePoints(const lite::PlayerView& v, const std::vector<int>& cards) {
    int n = 0;
    for (int inst : cards)
        if (const lite::CardDef* d = cardOf(v, inst)) n += d->morale;
    return n;
}

// A summary of the cards picked in the hand for an invocation, in a space
// of its own height: the buttons under it stay put as cards are picked.
void pickedSummary(const lite::PlayerView& v, const HandSelection& sel, bool disorder) {
    float top = ImGui::GetCursorPosY();
    if (sel.cards.empty() && sel.modifier < 0) {
        hint("No card picked yet: click a card in your hand below.");
    } else {
        std::string s =
            "Invoking with " + (sel.cards.empty() ? "(no card)" : cardNames(v, sel.cards));
        if (sel.cards.size() == 2)
            s += disorder ? " (two cards: disorder allowed)" : " (two cards)";
        if (sel.modifier >= 0) s += "; modifier " + cardNames(v, {sel.modifier});
        textWrapped(kGold, s + ".");
    }
    float room = 3.f * ImGui::GetTextLineHeightWithSpacing();
    float used = ImGui::GetCursorPosY() - top;
    if (used < room) ImGui::Dummy(ImVec2(0.f, room - used - ImGui::GetStyle().ItemSpacing.y));
}

Command invoke(const lite::PlayerView& v, const HandSelection& sel, lite::Phase phase) {
    Command c = make(v, CommandKind::Invoke);
    c.phase = phase;
    c.cards = sel.cards;
    c.modifier = sel.modifier;
    return c;
}

// A bright button that invokes `phase` with the cards picked, once a card is.
void invokeButton(const char* label, const lite::PlayerView& v, const lite::GameState& s,
                  const HandSelection& sel, lite::Phase phase, float width, DecisionOutput& out) {
    const char* first = sel.cards.empty() ? "Click a card in your hand first." : nullptr;
    Command c = invoke(v, sel, phase);
    if (ruledButton(label, s, c, width, out, first, true)) out.command = c;
}

// Two buttons side by side: the cards picked in the hand sent as `spend`
// (enabled when `ready`), or `none` without a card.
void cardsOrNone(const lite::PlayerView& v, const HandSelection& sel, const std::string& label,
                 bool ready, CommandKind spend, const char* noneLabel, CommandKind none,
                 DecisionOutput& out) {
    float w = rowButtonWidth(2);
    ImGui::BeginDisabled(!ready);
    if (bigButton(label.c_str(), w)) {
        Command c = make(v, spend);
        c.cards = sel.cards;
        out.command = c;
    }
    ImGui::EndDisabled();
    ImGui::SameLine();
    if (bigButton(noneLabel, w)) out.command = make(v, none);
}

} // namespace

void reshuffleChoice(const lite::PlayerView& v, DecisionOutput& out) {
    const lite::SideSummary& me = v.side(v.me);
    hint("Your deck holds " + std::to_string(me.deck) + " cards and your discards " +
         std::to_string(me.discards) +
         ". A reshuffle puts the discards back into the deck and shuffles it; then six cards "
         "leave the game unseen (LL-CARD-2).");
    float w = rowButtonWidth(2);
    if (bigButton("Reshuffle", w)) out.command = make(v, CommandKind::Reshuffle);
    ImGui::SameLine();
    if (bigButton("Keep", w)) out.command = make(v, CommandKind::KeepDeck);
}

void fireChoice(const lite::PlayerView& v, const lite::GameState& s, HandSelection& sel,
                DecisionOutput& out) {
    hint("Invoke a fire phase with a card from your hand, or go on to the command choice.");
    pickedSummary(v, sel, false);
    float w = rowButtonWidth(2);
    invokeButton("Invoke fire phase", v, s, sel, lite::Phase::Fire, w, out);
    ImGui::SameLine();
    Command none = make(v, CommandKind::NoFire);
    if (ruledButton("No fire", s, none, w, out)) out.command = none;
}

void commandChoice(const lite::PlayerView& v, const lite::GameState& s, HandSelection& sel,
                   const DecisionInput& in, DecisionOutput& out) {
    hint("Invoke a movement or a combat phase with a card from your hand, or pass.");
    pickedSummary(v, sel, true);
    float w = rowButtonWidth(2);
    invokeButton("Movement", v, s, sel, lite::Phase::Movement, w, out);
    ImGui::SameLine();
    invokeButton("Combat", v, s, sel, lite::Phase::Combat, w, out);
    chargesBeforeCombat(s, in.combatPreview, out);
    // Pass: lower down, never where the fire choice's buttons were, and
    // asked about first, so a double click cannot give the turn away.
    ImGui::Spacing();
    Command pass = make(v, CommandKind::Pass);
    bool asked = in.askPass && *in.askPass;
    if (!asked) {
        if (ruledButton("Pass", s, pass, rowButtonWidth(3), out)) {
            if (in.askPass)
                *in.askPass = true;
            else
                out.command = pass;
        }
    } else {
        textWrapped(kGold, "Pass this turn, with no phase?");
        float w2 = rowButtonWidth(2);
        // The keys answer only a question that has them: Enter for a move
        // plan, a save's name or another dialog never passes the turn.
        bool keys = in.keysFree && !ImGui::GetIO().WantTextInput;
        if (bigButton("Keep the turn", w2) || (keys && keyTapped(ImGuiKey_Escape)))
            *in.askPass = false;
        ImGui::SameLine();
        if (ruledButton("Yes, pass", s, pass, w2, out) || (keys && keyTapped(ImGuiKey_Enter)))
            out.command = pass;
    }
}

void interruptWindow(const lite::PlayerView& v, const lite::GameState& s, HandSelection& sel,
                     int tableUnit, const UiFonts& fonts, DecisionOutput& out) {
    if (v.window == lite::Phase::None)
        hint(std::string("The ") + sideTitle(v.active) +
             " turn begins. You may answer with an interrupt now (LL-CARD-4).");
    else
        hint(std::string("The ") + sideTitle(v.active) + " player has invoked a " +
             phaseWord(v.window) + " phase. You may answer with an interrupt (LL-CARD-4).");
    for (int inst : v.playableInterrupts) {
        const lite::CardDef* d = cardOf(v, inst);
        if (!d) continue;
        ImGui::PushID(inst);
        if (lite::namesUnit(d->effect.kind)) {
            // Old Rivals names an enemy unit: the one picked here, or on the table.
            if (sel.unit < 0 && tableUnit >= 0) {
                const lite::Unit* t = unitAt(s, tableUnit);
                if (t && t->side == v.active && t->onTable()) sel.unit = tableUnit;
            }
            ImGui::Text("%s names one enemy unit:", d->name.c_str());
            ImGui::BeginChild("units", ImVec2(0.f, 112.f), true);
            for (std::size_t i = 0; i < s.units.size(); ++i) {
                const lite::Unit& u = s.units[i];
                if (u.side != v.active || !u.onTable()) continue;
                ImGui::PushID(int(i));
                if (ImGui::Selectable(u.shownName().c_str(), sel.unit == int(i))) sel.unit = int(i);
                if (ImGui::IsItemHovered()) out.highlightUnit = int(i);
                ImGui::PopID();
            }
            ImGui::EndChild();
            if (out.highlightUnit < 0) out.highlightUnit = sel.unit;
            std::string label = "Play " + d->name +
                                (sel.unit >= 0 ? " on " + nameOfUnit(s, sel.unit) : std::string());
            ImGui::BeginDisabled(sel.unit < 0);
            if (bigButton(label.c_str(), -FLT_MIN)) {
                Command c = make(v, CommandKind::Interrupt);
                c.cards = {inst};
                c.unit = sel.unit;
                out.command = c;
            }
            ImGui::EndDisabled();
        } else {
            std::string label = "Play " + d->name;
            if (bigButton(label.c_str(), -FLT_MIN)) {
                Command c = make(v, CommandKind::Interrupt);
                c.cards = {inst};
                out.command = c;
            }
        }
        if (ImGui::IsItemHovered()) {
            besidePanel(kCardTooltipWidth);
            cardTooltip(*d, fonts);
        }
        ImGui::PopID();
    }
    if (bigButton("No interrupt", -FLT_MIN)) out.command = make(v, CommandKind::NoInterrupt);
}

void morale(const lite::PlayerView& v, const lite::GameState& s, const HandSelection& sel,
            DecisionOutput& out) {
    const std::string unit = nameOfUnit(s, s.morale.unit);
    out.highlightUnit = s.morale.unit;
    hint(unit + " is hit. Spend up to " + std::to_string(v.moraleMaxCards) +
         (v.moraleMaxCards == 1 ? " card" : " cards") +
         " for morale: each point of morale value saves one hit or base, " +
         std::to_string(v.moraleMaxPoints) + " at most (LL-FIRE-6, LL-COMBAT-5).");
    if (!sel.cards.empty()) {
        int pts = moralePoints(v, sel.cards);
        textWrapped(kGold, "Spending " + cardNames(v, sel.cards) + ": " + std::to_string(pts) +
                               (pts == 1 ? " point" : " points") +
                               (pts > v.moraleMaxPoints
                                    ? " (" + std::to_string(v.moraleMaxPoints) + " can be used)"
                                    : std::string()) +
                               ".");
    }
    std::string spend = sel.cards.empty() ? std::string("Spend cards")
                                          : "Spend " + std::to_string(sel.cards.size()) +
                                                (sel.cards.size() == 1 ? " card" : " cards");
    cardsOrNone(v, sel, spend, !sel.cards.empty(), CommandKind::Morale, "Spend none",
                CommandKind::Morale, out);
}

void fallbackDiscard(const lite::PlayerView& v, const lite::GameState& s, const HandSelection& sel,
                     DecisionOutput& out) {
    std::string first = v.fallUnit >= 0 ? nameOfUnit(s, v.fallUnit) : std::string("Your units");
    out.highlightUnit = v.fallUnit;
    // The distance is rolled after this choice (v.fallDistance is 0 until then).
    hint("Units of yours must fall back, " + first +
         " first. Discard one card and all of them pass friends and difficult terrain freely "
         "(LL-FALLBACK-3); else each pays for what it passes.");
    std::string label =
        sel.cards.empty() ? std::string("Discard a card") : "Discard " + cardNames(v, sel.cards);
    cardsOrNone(v, sel, label, sel.cards.size() == 1, CommandKind::Discard, "No discard",
                CommandKind::NoDiscard, out);
}

} // namespace guidon::client::decision
