// Text from a file or a player made safe to show: quoted in a message, on a
// terminal, in JSON. Standard library only, so that the rules (command
// lines) and the loaders (game/data) share it.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace guidon::core {

// A value quoted in a message is cut after this many characters.
constexpr std::size_t kQuoteLimit = 80;

// The UTF-8 character at text[at]: its length in bytes (1 to 4), its code
// point in `cp`; 0 when the bytes there are not UTF-8 (a stray continuation
// byte, an overlong form, a surrogate, beyond U+10FFFF, or cut short).
std::size_t utf8Char(std::string_view text, std::size_t at, char32_t& cp);
// How many characters `text` holds (a byte that is not UTF-8 counts as one).
std::size_t utf8Length(std::string_view text);

// C0 controls, DEL and the C1 controls: never shown raw (ESC and CSI start
// terminal commands).
constexpr bool isControl(char32_t cp) {
    return cp < 0x20 || (cp >= 0x7f && cp <= 0x9f);
}

// `text` as a message may quote it: control characters shown as \t, \n, \r,
// \x1b or \u009b, bytes that are not UTF-8 as \xe9, and past `limit`
// characters cut to "the first ones... (N characters)".
std::string printable(std::string_view text, std::size_t limit = kQuoteLimit);

// What is wrong with a command line typed or scripted by a player ("" when
// nothing): a control character other than white space, bytes that are not
// UTF-8, or a word too long to be a command's. Once a line passes, any word
// of it may be quoted back as it is.
std::string commandLineProblem(std::string_view line);

} // namespace guidon::core
