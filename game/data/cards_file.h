// assets/cards.xml: the card definitions of both decks.
#pragma once

#include "lite/cards.h"
#include "problems.h"

#include <string>
#include <vector>

namespace guidon::data {

bool parseCards(const std::string& text, const std::string& file, std::vector<lite::CardDef>& out,
                Problems& problems);
bool loadCards(const std::string& path, std::vector<lite::CardDef>& out, Problems& problems);

} // namespace guidon::data
