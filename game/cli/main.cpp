// guidon-cli: the headless program. Validates data files, plays a battle from
// a script of player decisions, replays saves, plays computer players against
// each other and measures speed. Every decision goes through the same Session
// and rules door as the window's. This file reads the command's name and
// hands the rest to the command (commands.h); the usage is here.
#include "commands.h"

#include <iostream>

using namespace guidon;

namespace {

const char* kUsage =
    "usage:\n"
    "  guidon-cli validate FILE...\n"
    "      check battle, card, terrain, save, rules reference, AI level, pick-up and settings "
    "files;\n"
    "      exit 1 with file:line: messages\n"
    "  guidon-cli play BATTLE --seed N [--dice 6,4,1,...] [--hand SIDE:CARD,...] --script FILE|- "
    "[--json]\n"
    "                 [--save FILE] [--preview UNIT[:N]] [--melees]\n"
    "      play a battle from a script of decisions (one command a line); --hand deals these "
    "cards\n"
    "      first into that side's opening hand (once per side); --preview (the full game) "
    "prints\n"
    "      the unit's (or battery section N's) fire preview after the script; --melees\n"
    "      every melee in contact then, its shock terms and chances\n"
    "  guidon-cli pickup [--seed N] [--dice 6,4,...] [--map SCENARIO] [--forces FED_ID,CONF_ID] "
    "[--out BATTLE]\n"
    "                   [--terrain BATTLE] [--winner SIDE] [--north SIDE] [--first SIDE]\n"
    "                   [--hand SIDE:CARD,...] --script FILE|- [--json] [--save FILE]\n"
    "      set up a pick-up battle (LL-SETUP-1) from the script's first lines, then play the "
    "rest;\n"
    "      --map: a pick-up scenario map (with <pickup>) fixes what it gives, the flags override "
    "it\n"
    "  guidon-cli replay SAVE [--json]\n"
    "      re-play a save and check its state hashes\n"
    "  guidon-cli soak BATTLE --games N --seed S [--max-turns T]\n"
    "      play N games of random legal moves, checking every invariant\n"
    "  guidon-cli match BATTLE --games N --seed S --federal LEVEL --confederate LEVEL [--swap] "
    "[--trace]\n"
    "                  [--alternate-first] [--year Y] [--max-turns T]\n"
    "      N games between computer players (levels: random, easy, normal, hard); each result,\n"
    "      then a JSON summary (wins per level and per side); --year plays the battle with that\n"
    "      year's decks; --alternate-first changes the side that moves first every other game;\n"
    "      --trace prints every command with the AI's reason\n"
    "  guidon-cli cards-doc [--balance GAMES] [--seed S]\n"
    "      docs/cards.md from assets/cards.xml: every card, each side's deck per year and, with\n"
    "      --balance, hard-AI matches per year on a battle of equal forces (tools/cards-doc)\n"
    "  guidon-cli bench [--quick] [--full]\n"
    "      print timings\n"
    "see docs/cli.md\n";

} // namespace

namespace guidon::cli {

int usage(const std::string& why) {
    if (!why.empty()) std::cerr << "guidon-cli: " << why << "\n";
    std::cerr << kUsage;
    return 2;
}

bool loadLib(const char* argv0, sim::Library& lib) {
    data::Problems p;
    if (!sim::loadLibrary(sim::findDataRoot(argv0), lib, p)) {
        std::cerr << p.str();
        return false;
    }
    return true;
}

} // namespace guidon::cli

int main(int argc, char** argv) {
    using namespace guidon::cli;
    if (argc < 2) return usage("");
    std::string cmd = argv[1];
    Args args(argv + 2, argv + argc);
    if (cmd == "validate") return cmdValidate(argv[0], args);
    if (cmd == "play") return cmdPlay(argv[0], args);
    if (cmd == "pickup") return cmdPickup(argv[0], args);
    if (cmd == "replay") return cmdReplay(argv[0], args);
    if (cmd == "soak") return cmdSoak(argv[0], args);
    if (cmd == "match") return cmdMatch(argv[0], args);
    if (cmd == "cards-doc") return cmdCardsDoc(argv[0], args);
    if (cmd == "bench") return cmdBench(argv[0], args);
    if (cmd == "--help" || cmd == "-h" || cmd == "help") {
        std::cout << kUsage;
        return 0;
    }
    return usage("unknown command '" + cmd + "'");
}
