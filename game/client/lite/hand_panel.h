// The hand of the player who must decide, laid out as cards along the foot
// of the window, and the cards he has picked for the decision at hand
// (invoking cards and a modifier, morale cards, the card to discard). Only
// ever drawn for the seated player: the hot seat (hot_seat.h) decides when.
#pragma once

#include "client/ui_kit.h"
#include "lite/view.h"

#include <array>
#include <vector>

namespace guidon::client {

// What the hand lets the player pick now.
struct HandRules {
    enum class Pick { None, Invoke, Cards };
    Pick pick = Pick::None;
    int maxCards = 0;                  // Invoke: 2; Cards: as the decision allows
    std::array<bool, 4> modifierFor{}; // by lite::Phase: symbols that may modify now
    std::vector<int> playable;         // instances to light up (interrupts now)
    const char* pickedWord = "";       // under a picked card: "Invokes", "Spend", ...
    const char* instructions = "";
};
HandRules handRulesFor(const lite::PlayerView& v);

struct HandSelection {
    std::vector<int> cards; // card instances, in the order picked
    int modifier = -1;      // Invoke: the modifier's instance
    int unit = -1;          // a unit named by the decision (Old Rivals)

    void clear() {
        cards.clear();
        modifier = -1;
        unit = -1;
    }
    bool has(int instance) const;
    // Pick or unpick; past `max` the earliest pick makes way.
    void toggle(int instance, int max);
    void toggleModifier(int instance);
    // Keep only cards still in `v`'s hand.
    void prune(const lite::PlayerView& v);
};

// Height the hand strip needs, in pixels.
float handStripHeight();

// Draw the hand in a window at `pos`, `size` (pixels). Clicks change `sel`.
void drawHand(const lite::PlayerView& v, const HandRules& rules, HandSelection& sel,
              const UiFonts& fonts, ImVec2 pos, ImVec2 size);

// In hot seat, a decision made on the table while the other player may be
// looking on: the strip says so (`decider` decides) and draws no card.
void drawHiddenHands(core::Side decider, const UiFonts& fonts, ImVec2 pos, ImVec2 size);

} // namespace guidon::client
