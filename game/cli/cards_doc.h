// docs/cards.md, written from assets/cards.xml: every card, the deck of each
// side in each year of the war, and (when asked, as it takes minutes) the
// balance of each year: the hard AI on both sides of a battle of equal forces
// on a mirrored table (kBalanceBattle), where only the decks differ.
// `guidon-cli cards-doc`; tools/cards-doc writes the file.
#pragma once

#include "sim/session.h"

#include <string>

namespace guidon::cli {

struct CardsDocOptions {
    int balanceGames = 0; // per year; 0: no balance section
    std::uint64_t seed = 1;
};

// The document; false with `error` when a balance match cannot be played.
bool cardsDoc(const sim::Library& lib, const CardsDocOptions& o, std::string& out,
              std::string& error);

// The heading the balance section starts with (the test compares what comes before).
constexpr const char* kBalanceHeading = "## Balance of each year";
// The battle the balance is measured on, under the data root.
constexpr const char* kBalanceBattle = "tests/content/equal_forces.xml";

} // namespace guidon::cli
