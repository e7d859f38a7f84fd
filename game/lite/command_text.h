// Commands as one line of text: the CLI script language, and how saves and
// replays store commands. Cards are named by their card id (any copy in hand
// of that card will do: copies are identical) or `*` for the cheapest card in
// hand (lowest morale value, then the earliest drawn). Documented in docs/cli.md.
#pragma once

#include "command.h"
#include "view.h"

#include <istream>
#include <string>

namespace guidon::lite {

// Parse `line` as a command of the player whose view this is. Card names are
// resolved against that player's hand; the result always names exact cards.
// On failure returns false and a message saying what is wrong with the line.
bool parseCommand(const std::string& line, const PlayerView& view, Command& out,
                  std::string& error);

// The canonical text of a command (cards by id), which parses back to it.
std::string formatCommand(const Command& c, const Setup& setup);

// Whether `b` is `a` as far as a line can tell: every field the same, and
// the cards by their definition (a line names a card, not which of two
// copies in a hand it is). The soak checks that every command it plays
// reads back from its line so.
bool sameAsLine(const GameState& s, const Command& a, const Command& b);

// Split "6,4,1" into dice; false with a message on anything but 1-6.
bool parseDiceList(const std::string& text, std::vector<int>& out, std::string& error);

// Split "quickstep,old-rivals" into card ids (a fixed opening hand, as a
// battle's <hand>, a save and `guidon-cli play --hand` write it); false with
// a message when an id is empty or not a card id's shape. Whether the deck
// holds the cards is fixedHandProblems' (game.h).
bool parseCardList(const std::string& text, std::vector<std::string>& out, std::string& error);
// The same list as text: ids joined with commas.
std::string cardListText(const std::vector<std::string>& ids);

// The names of these cards of a side, in order, for a player's sentence
// ("a card" for none: a negative instance). Joined by core::joinWords.
std::vector<std::string> cardNamesOf(const GameState& s, Side side,
                                     const std::vector<int>& instances);

// Script files (guidon-cli play, guidon --script): the next line of `in`,
// ending at LF, CRLF or a lone CR (old Mac files), so that line numbers are
// right whatever wrote the script. False at the end of the input.
bool readScriptLine(std::istream& in, std::string& line);
// A script line without its comment (from '#'); "" when nothing is left.
std::string scriptLineBody(const std::string& line);

} // namespace guidon::lite
