// assets/cards.xml: the card definitions of both decks.
#pragma once

#include "problems.h"
#include "rules/cards.h"

#include <string>
#include <vector>

namespace guidon::data {

bool parseCards(const std::string& text, const std::string& file, std::vector<rules::CardDef>& out,
                Problems& problems);
bool loadCards(const std::string& path, std::vector<rules::CardDef>& out, Problems& problems);

} // namespace guidon::data
