#include "hand_panel.h"

#include "card_face.h"

#include <algorithm>

namespace guidon::client {

namespace {
constexpr float kCardGap = 10.f;
constexpr float kPad = 10.f;     // the window's padding, top and bottom
constexpr float kHeaderH = 23.f; // the header line and the space under it
constexpr float kLiftH = 6.f;    // room for a hovered card to rise
constexpr float kFootH = 26.f;   // the row under the cards

std::size_t phaseIndex(lite::Phase p) {
    return static_cast<std::size_t>(p);
}

// The strip's window at `pos`, `size`; false (and ended) when it is not drawn.
bool beginStrip(ImVec2 pos, ImVec2 size) {
    ImGui::SetNextWindowPos(pos, ImGuiCond_Always);
    ImGui::SetNextWindowSize(size, ImGuiCond_Always);
    ImGuiWindowFlags flags =
        ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
        ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoBringToFrontOnFocus;
    if (ImGui::Begin("##hand", nullptr, flags)) return true;
    ImGui::End();
    return false;
}
} // namespace

HandRules handRulesFor(const lite::PlayerView& v) {
    HandRules r;
    if (!v.myDecision) return r;
    switch (v.step) {
    case lite::Step::FireChoice:
        r.pick = HandRules::Pick::Invoke;
        r.maxCards = 2;
        r.modifierFor[phaseIndex(lite::Phase::Fire)] = true;
        r.pickedWord = "Invokes";
        r.instructions =
            "Click a card to invoke a fire phase; then one with the fire symbol modifies it.";
        break;
    case lite::Step::CommandChoice:
        r.pick = HandRules::Pick::Invoke;
        r.maxCards = 2;
        r.modifierFor[phaseIndex(lite::Phase::Movement)] = true;
        r.modifierFor[phaseIndex(lite::Phase::Combat)] = true;
        r.pickedWord = "Invokes";
        r.instructions = "Click a card to invoke a phase (two cards: disorder); then one with the "
                         "phase's symbol modifies it.";
        break;
    case lite::Step::Morale:
        r.pick = HandRules::Pick::Cards;
        r.maxCards = v.moraleMaxCards;
        r.pickedWord = "Spend";
        r.instructions = "Click the cards to spend: each saves as much as its morale value.";
        break;
    case lite::Step::FallbackDiscard:
        r.pick = HandRules::Pick::Cards;
        r.maxCards = 1;
        r.pickedWord = "Discard";
        r.instructions = "Click a card to discard it, or keep your hand.";
        break;
    case lite::Step::InterruptWindow:
        r.playable = v.playableInterrupts;
        r.instructions = "The lit card can be played now.";
        break;
    default:
        break;
    }
    return r;
}

bool HandSelection::has(int instance) const {
    return std::find(cards.begin(), cards.end(), instance) != cards.end();
}

void HandSelection::toggle(int instance, int max) {
    auto it = std::find(cards.begin(), cards.end(), instance);
    if (it != cards.end()) {
        cards.erase(it);
        return;
    }
    if (max <= 0) return;
    if (modifier == instance) modifier = -1;
    while (int(cards.size()) >= max)
        cards.erase(cards.begin());
    cards.push_back(instance);
}

void HandSelection::toggleModifier(int instance) {
    if (modifier == instance) {
        modifier = -1;
        return;
    }
    auto it = std::find(cards.begin(), cards.end(), instance);
    if (it != cards.end()) cards.erase(it);
    modifier = instance;
}

void HandSelection::prune(const lite::PlayerView& v) {
    auto inHand = [&](int inst) {
        for (const lite::CardInHand& c : v.hand)
            if (c.instance == inst) return true;
        return false;
    };
    cards.erase(std::remove_if(cards.begin(), cards.end(), [&](int i) { return !inHand(i); }),
                cards.end());
    if (modifier >= 0 && !inHand(modifier)) modifier = -1;
}

float handStripHeight() {
    return 2.f * kPad + kHeaderH + kLiftH + kCardHeight + kFootH;
}

void drawHand(const lite::PlayerView& v, const HandRules& r, HandSelection& sel,
              const UiFonts& fonts, ImVec2 pos, ImVec2 size) {
    if (!beginStrip(pos, size)) return;
    // Header: whose hand, and what clicking does now.
    ImGui::TextColored(sideColour(v.me), "%s hand", sideTitle(v.me));
    ImGui::SameLine();
    ImGui::TextDisabled("(%d)", int(v.hand.size()));
    if (*r.instructions) {
        ImGui::SameLine();
        ImGui::TextDisabled("\xC2\xB7");
        ImGui::SameLine();
        elidedText(r.instructions, ImGui::GetContentRegionAvail().x,
                   ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
    }

    float cardsW = float(v.hand.size()) * (kCardWidth + kCardGap);
    ImGui::BeginChild("cards", ImVec2(0.f, 0.f), false,
                      cardsW > ImGui::GetContentRegionAvail().x
                          ? ImGuiWindowFlags_HorizontalScrollbar
                          : ImGuiWindowFlags_None);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    ImVec2 origin = ImGui::GetCursorScreenPos();
    origin.x += 4.f;
    origin.y += kLiftH;
    if (v.hand.empty()) ImGui::TextDisabled("No cards in hand.");
    for (std::size_t i = 0; i < v.hand.size(); ++i) {
        const lite::CardInHand& c = v.hand[i];
        const lite::CardDef& d = *c.def;
        ImGui::PushID(c.instance);
        ImVec2 at(origin.x + float(i) * (kCardWidth + kCardGap), origin.y);
        ImGui::SetCursorScreenPos(at);
        bool clicked = ImGui::InvisibleButton("card", ImVec2(kCardWidth, kCardHeight));
        bool hovered = ImGui::IsItemHovered();
        bool playable =
            std::find(r.playable.begin(), r.playable.end(), c.instance) != r.playable.end();
        bool pickable = r.pick != HandRules::Pick::None;
        CardLook look;
        look.hovered = hovered && pickable;
        look.selected = sel.has(c.instance);
        look.modifier = sel.modifier == c.instance;
        look.glow = playable;
        look.dim = r.pick == HandRules::Pick::None && !r.playable.empty() && !playable;
        drawCardFace(dl, at, d, fonts, look);
        bool canModify = r.pick == HandRules::Pick::Invoke && d.symbol != lite::Phase::None &&
                         r.modifierFor[static_cast<std::size_t>(d.symbol)];
        // A card with the phase's symbol picked after the invoking card is
        // its modifier (LL-CARD-3); clicked again, it invokes too.
        bool asModifier =
            canModify && sel.cards.size() == 1 && sel.modifier < 0 && !sel.has(c.instance);
        if (clicked && pickable) {
            if (asModifier)
                sel.toggleModifier(c.instance);
            else
                sel.toggle(c.instance, r.maxCards);
        }
        if (hovered) cardTooltip(d, fonts);

        // Under the card: what it is picked for, or the modifier switch.
        ImGui::SetCursorScreenPos(ImVec2(at.x, at.y + kCardHeight + 6.f));
        if (look.modifier) {
            ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.20f, 0.50f, 0.26f, 0.9f));
            if (ImGui::SmallButton("Modifier")) sel.toggleModifier(c.instance);
            ImGui::PopStyleColor();
        } else if (look.selected) {
            if (sel.cards.size() > 1) {
                auto it = std::find(sel.cards.begin(), sel.cards.end(), c.instance);
                ImGui::TextColored(kGold, "%s (%d)", r.pickedWord, int(it - sel.cards.begin()) + 1);
            } else {
                ImGui::TextColored(kGold, "%s", r.pickedWord);
            }
            if (canModify) {
                ImGui::SameLine();
                if (ImGui::SmallButton("Modifier")) sel.toggleModifier(c.instance);
            }
        } else if (canModify) {
            if (ImGui::SmallButton("Modifier")) sel.toggleModifier(c.instance);
        } else if (playable) {
            ImGui::TextColored(kGold, "Playable now");
        }
        ImGui::PopID();
    }
    // Room for the last row, so the child knows its content size.
    ImGui::SetCursorScreenPos(ImVec2(origin.x, origin.y + kCardHeight + kFootH));
    ImGui::Dummy(ImVec2(cardsW, 1.f));
    ImGui::EndChild();
    ImGui::End();
}

void drawHiddenHands(core::Side decider, const UiFonts& fonts, ImVec2 pos, ImVec2 size) {
    if (!beginStrip(pos, size)) return;
    pushFont(fonts.title);
    ImGui::TextColored(sideColour(decider), "%s decides; hands hidden", sideTitle(decider));
    popFont(fonts.title);
    ImGui::TextDisabled("This decision is made on the table: no card is needed, so neither hand "
                        "is shown and the screen need not change hands.");
    ImGui::End();
}

} // namespace guidon::client
