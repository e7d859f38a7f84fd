// What the window tests share about games: the shipped battles, the asset
// library, a game played here command by command as the window should play
// it (Reference), and a script file of commands for guidon --script.
#pragma once

#include "../library.h"
#include "data/session.h"
#include "rules/view.h"
#include "run_guidon.h"

#include <doctest/doctest.h>

#include <fstream>
#include <string>
#include <vector>

namespace guidon::test {

inline const std::string kCornfield = kRoot + "/maps/cornfield.xml";
inline const std::string kBrawner = kRoot + "/maps/brawner_farm.xml";


// One command line into a session; it must parse and be accepted.
inline void playLine(data::Session& s, const std::string& line) {
    rules::Outcome out;
    std::string err;
    REQUIRE_MESSAGE(s.submitText(line, out, err), line << ": " << err);
    REQUIRE_MESSAGE(out.accepted, line << ": " << out.refusal.reason);
}

// The same game played here, command by command, as the window should.
struct Reference {
    data::Session session;
    Reference(const std::string& battle, std::uint64_t seed,
              const std::vector<std::string>& lines) {
        data::Problems p;
        REQUIRE_MESSAGE(session.start(library(), battle, seed, {}, p), p.str());
        for (const std::string& l : lines)
            play(l);
    }
    void play(const std::string& line) { playLine(session, line); }
    std::string hash() const { return rules::hashHex(rules::stateHash(session.state())); }
    std::vector<std::string> hand(rules::Side s) const {
        std::vector<std::string> names;
        for (const rules::CardInHand& c : rules::viewFor(session.state(), s).hand)
            names.push_back(c.def->name);
        return names;
    }
};

// A script of these commands in `dir` (script.txt).
inline std::string writeScript(const TempDir& dir, const std::vector<std::string>& lines) {
    std::string path = dir.path("script.txt");
    std::ofstream out(path);
    for (const std::string& l : lines)
        out << l << "\n";
    return path;
}

} // namespace guidon::test
