#include "session.h"

#include "ai_levels.h"

#include "core/printable.h"
#include "data/battle_file.h"
#include "data/cards_file.h"
#include "data/full_battle_file.h"
#include "data/full_tables_file.h"
#include "full/door.h"
#include "full/ruleset.h"
#include "data/pickup_file.h"
#include "data/settings_file.h"
#include "data/terrain_file.h"
#include "lite/command_text.h"
#include "lite/door.h"
#include "lite/pickup_game.h"
#include "lite/ruleset.h"
#include "pickup_start.h"

#include <sys/stat.h>
#include <unistd.h>

#include <climits>

namespace guidon::sim {

using namespace data;

namespace {
bool exists(const std::string& p) {
    struct stat st {};
    return stat(p.c_str(), &st) == 0;
}
std::string dirOf(const std::string& p) {
    auto slash = p.find_last_of('/');
    return slash == std::string::npos ? "." : p.substr(0, slash);
}

// Whether each side's cards given for its opening hand are in its deck for
// the battle's year (LL-CARD-1); each that is not is a problem of `where`.
bool handsFit(const Library& lib, const lite::FixedHands& hands, int year,
              const std::string& where, Problems& problems) {
    bool ok = true;
    for (core::Side side : {core::Side::Federal, core::Side::Confederate}) {
        const std::vector<std::string>& ids = hands[lite::index(side)];
        if (ids.empty()) continue;
        for (const std::string& p : lite::fixedHandProblems(&lib.cards, side, year, ids)) {
            problems.add(where, 0,
                         std::string("the ") + lite::nameOf(side) + " hand " +
                             lite::cardListText(ids) + ": " + p);
            ok = false;
        }
    }
    return ok;
}

} // namespace

bool loadLibrary(const std::string& root, Library& out, Problems& problems) {
    Library lib;
    lib.root = root;
    bool ok = loadTerrainTypes(root + "/assets/terrain.xml", lib.terrain, problems);
    ok = loadCards(root + "/assets/cards.xml", lib.cards, problems) && ok;
    ok = loadAiLevels(root, lib.ai, problems) && ok;
    ok = loadFullAiLevels(root, lib.fullAi, problems) && ok;
    ok = loadFullRules(root, lib.fullTables, lib.fullTerrain, problems) && ok;
    // The pieces name terrain types: only once those are known.
    if (ok) ok = loadPickup(root + "/assets/pickup.xml", lib.terrain, lib.pickup, problems);
    if (ok) out = std::move(lib);
    return ok;
}

std::string findDataRoot(const char* argv0) {
    if (const char* env = std::getenv("GUIDON_DATA"); env && *env) return env;
    char buf[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
    std::string dir =
        n > 0 ? dirOf(std::string(buf, static_cast<std::size_t>(n))) : dirOf(argv0 ? argv0 : ".");
    for (int up = 0; up < 6 && !dir.empty(); ++up) {
        if (exists(dir + "/assets/terrain.xml")) return dir;
        auto slash = dir.find_last_of('/');
        if (slash == std::string::npos || slash == 0) break;
        dir = dir.substr(0, slash);
    }
#ifdef GUIDON_SOURCE_ROOT
    return GUIDON_SOURCE_ROOT;
#else
    return ".";
#endif
}

std::string defaultBattlePath(const std::string& root) {
    return root + "/maps/cornfield.xml";
}

bool Session::start(const Library& lib, const std::string& battlePath, std::uint64_t seed,
                    const std::vector<int>& dice, Problems& problems,
                    const lite::FixedHands& hands) {
    std::string text;
    if (!readTextFile(battlePath, text, problems)) return false;
    // Kept in every save of the game, so that it replays without the file.
    std::shared_ptr<const EmbeddedBattle> copy = embedBattle(text, battlePath, problems);
    if (!copy) return false;
    return startText(lib, text, battlePath, fingerprint(text), std::move(copy), seed, dice,
                     problems, hands);
}

bool Session::startText(const Library& lib, const std::string& text, const std::string& battlePath,
                        const std::string& battleHash, std::shared_ptr<const EmbeddedBattle> copy,
                        std::uint64_t seed, const std::vector<int>& dice, Problems& problems,
                        const lite::FixedHands& hands) {
    // The one place a battle goes to its ruleset's reader and start.
    if (battleRulesOf(text) == full::ruleset().id) {
        full::Battle battle;
        if (!parseFullBattle(text, battlePath, lib.fullTerrain, battle, problems)) return false;
        if (!hands[0].empty() || !hands[1].empty()) {
            problems.add(battlePath, 0,
                         "the full game has no cards: --hand is for a battle of Longstreet Lite");
            return false;
        }
        std::vector<core::TableEvent> opening;
        auto setup = full::makeSetup(std::move(battle), lib.fullTables);
        std::vector<full::Event> events;
        full::GameState state = full::newGame(setup, seed, events, dice);
        for (const full::Event& e : events)
            opening.push_back(full::tableEvent(e));
        adopt(std::make_unique<full::FullGame>(std::move(state)), std::move(opening), battlePath,
              battleHash, std::move(copy), seed, dice, hands);
        return true;
    }
    lite::Battle battle;
    if (!parseBattle(text, battlePath, lib.terrain, battle, problems, false, &lib.cards))
        return false;
    return begin(lib, std::move(battle), battlePath, battleHash, std::move(copy), seed, dice,
                 problems, hands);
}

bool Session::startFromCopy(const Library& lib, const SaveGame& save, Problems& problems) {
    if (!save.embedded) return false;
    // Named as the save names it, so that a later save still finds the file
    // when it is back as it was.
    if (embeddedRules(*save.embedded) == full::ruleset().id) {
        full::Battle battle;
        if (!parseEmbeddedFullBattle(*save.embedded, lib.fullTerrain, battle, problems))
            return false;
        std::vector<core::TableEvent> opening;
        std::vector<full::Event> events;
        full::GameState state =
            full::newGame(full::makeSetup(std::move(battle), lib.fullTables), save.seed, events,
                          save.dice);
        for (const full::Event& e : events)
            opening.push_back(full::tableEvent(e));
        adopt(std::make_unique<full::FullGame>(std::move(state)), std::move(opening), save.battle,
              save.battleHash, save.embedded, save.seed, save.dice, {});
        return true;
    }
    lite::Battle battle;
    if (!parseEmbeddedBattle(*save.embedded, lib.terrain, battle, problems, &lib.cards))
        return false;
    return begin(lib, std::move(battle), save.battle, save.battleHash, save.embedded, save.seed,
                 save.dice, problems, {save.hands[0], save.hands[1]});
}

bool Session::startPickup(const Library& lib, const PickupPlan& plan,
                          const data::PickupRecord& record, const std::string& mapPath,
                          std::uint64_t seed, const std::vector<int>& dice, Problems& problems,
                          const lite::FixedHands& hands) {
    int year = plan.rules.year > 0 ? plan.rules.year : lib.pickup.year;
    if (!handsFit(lib, hands, year, mapPath.empty() ? "the pick-up battle" : mapPath, problems))
        return false;
    auto game = std::make_unique<lite::PickupGame>(
        lib.pickup, lib.terrain, plan.forces[0], plan.forces[1], plan.rules,
        std::make_shared<const std::vector<lite::CardDef>>(lib.cards), seed, dice, hands);
    log_ = game->opening();
    undo_.clear();
    game_ = std::move(game);
    record_ = SaveGame{};
    record_.battle = mapPath;
    record_.battleHash = plan.mapHash;
    record_.embedded = plan.mapCopy;
    record_.seed = seed;
    record_.dice = dice;
    record_.hands[0] = hands[0];
    record_.hands[1] = hands[1];
    record_.pickup = record;
    record_.pickup->setup.clear();
    return true;
}

core::LineResult submitLite(Session& s, const lite::Command& c) {
    core::LineResult r;
    std::string line = lite::lineOf(lite::stateOf(s.game()), c, r.refusal);
    return line.empty() ? r : s.submitLine(line);
}

std::string unplayable(const lite::Battle& battle) {
    const core::RulesetInfo* rules = rulesetNamed(battle.rules);
    if (rules && rules->playable && rules->id == lite::ruleset().id) return "";
    return "this is a battle of " + (rules ? std::string(rules->name) : "'" + battle.rules + "'") +
           ", which this version cannot play yet";
}

namespace {

// A game of Lite on a deployed battle (a pick-up scenario is set up
// first: Session::startPickup). `hands`, given (--hand, or a save's),
// replace the battle's.
std::unique_ptr<core::Game> startLite(const Library& lib, lite::Battle battle,
                                      const std::string& battlePath, std::uint64_t seed,
                                      const std::vector<int>& dice, const lite::FixedHands& hands,
                                      std::vector<core::TableEvent>& opening,
                                      Problems& problems) {
    if (battle.pickup) {
        problems.add(battlePath, 0,
                     "this is a pick-up scenario: set it up first (guidon-cli pickup --map " +
                         battlePath + ", or Pick-up battle in the window)");
        return nullptr;
    }
    if (!handsFit(lib, hands, battle.year, battlePath, problems)) return nullptr;
    for (core::Side side : {core::Side::Federal, core::Side::Confederate})
        if (!hands[lite::index(side)].empty())
            battle.hands[lite::index(side)] = hands[lite::index(side)];
    std::vector<lite::Event> events;
    lite::GameState state =
        lite::newGame(lite::makeSetup(std::move(battle), lib.cards), seed, dice, &events);
    for (const lite::Event& e : events)
        opening.push_back(lite::tableEvent(e, *state.setup));
    return std::make_unique<lite::LiteGame>(std::move(state));
}

// The game of a battle by the ruleset it names: the one place a ruleset's
// start plugs in. A battle of a ruleset this version cannot play (the full
// game, today) was read for its map and is never played as Lite.
std::unique_ptr<core::Game> startGame(const Library& lib, lite::Battle battle,
                                      const std::string& battlePath, std::uint64_t seed,
                                      const std::vector<int>& dice, const lite::FixedHands& hands,
                                      std::vector<core::TableEvent>& opening,
                                      Problems& problems) {
    if (std::string why = unplayable(battle); !why.empty()) {
        problems.add(battlePath, 0, why);
        return nullptr;
    }
    return startLite(lib, std::move(battle), battlePath, seed, dice, hands, opening, problems);
}

} // namespace

bool Session::begin(const Library& lib, lite::Battle battle, const std::string& battlePath,
                    const std::string& battleHash, std::shared_ptr<const EmbeddedBattle> copy,
                    std::uint64_t seed, const std::vector<int>& dice, Problems& problems,
                    const lite::FixedHands& hands) {
    std::vector<core::TableEvent> opening;
    std::unique_ptr<core::Game> game =
        startGame(lib, std::move(battle), battlePath, seed, dice, hands, opening, problems);
    if (!game) return false;
    adopt(std::move(game), std::move(opening), battlePath, battleHash, std::move(copy), seed, dice,
          hands);
    return true;
}

void Session::adopt(std::unique_ptr<core::Game> game, std::vector<core::TableEvent> opening,
                    const std::string& battlePath, const std::string& battleHash,
                    std::shared_ptr<const EmbeddedBattle> copy, std::uint64_t seed,
                    const std::vector<int>& dice, const lite::FixedHands& hands) {
    log_ = std::move(opening);
    undo_.clear();
    game_ = std::move(game);
    record_ = SaveGame{};
    record_.battle = battlePath;
    record_.battleHash = battleHash;
    record_.embedded = std::move(copy);
    record_.seed = seed;
    record_.dice = dice;
    record_.hands[0] = hands[0];
    record_.hands[1] = hands[1];
    record_.checkpoints.push_back({0, core::hashHex(game_->hash())});
}

core::LineResult Session::submitLine(std::string_view line) {
    // Only a command that can be taken back keeps the game as it was.
    Snapshot before;
    bool undoable = game_->undoable(line);
    if (undoable) before = Snapshot{game_->clone(), log_.size(), record_};
    // A pick-up battle's set-up comes before the first turn.
    bool settingUp = this->settingUp();
    core::LineResult r = game_->submitLine(line);
    if (!r.ok()) return r;
    if (undoable)
        undo_.push_back(std::move(before));
    else
        undo_.clear();
    if (settingUp) {
        record_.pickup->setup.push_back(r.line);
        log_.insert(log_.end(), r.events.begin(), r.events.end());
        // The game starts with the set-up's last line: its first checkpoint.
        if (!this->settingUp()) {
            record_.checkpoints.push_back({0, core::hashHex(game_->hash())});
            // Kept from the game's start: a set-up half done is not (a
            // save of one would be a game that has not begun).
            if (!autosave_.empty()) autosaveNow();
        }
        return r;
    }
    record_.commands.push_back(r.line);
    log_.insert(log_.end(), r.events.begin(), r.events.end());
    bool turnEnded = false;
    for (const core::TableEvent& e : r.events)
        turnEnded = turnEnded || e.turnStarted;
    if (record_.commands.size() % kCheckpointEvery == 0 || turnEnded || game_->over()) {
        std::string h = core::hashHex(game_->hash());
        if (record_.checkpoints.empty() ||
            record_.checkpoints.back().afterCommands != record_.commands.size())
            record_.checkpoints.push_back({record_.commands.size(), h});
    }
    // After every command, not only at the turn's end: a crash loses
    // nothing, and the game on disk is always the game being played.
    if (!autosave_.empty()) autosaveNow();
    return r;
}

Session::Session(const Session& o)
    : game_(o.game_ ? o.game_->clone() : nullptr), record_(o.record_),
      log_(o.log_), autosave_(o.autosave_), autosaveError_(o.autosaveError_),
      autosaveFailures_(o.autosaveFailures_), autosaveFailuresInAll_(o.autosaveFailuresInAll_),
      autosavesWritten_(o.autosavesWritten_) {
    for (const Snapshot& b : o.undo_)
        undo_.push_back(Snapshot{b.game->clone(), b.logSize, b.record});
}

Session& Session::operator=(const Session& o) {
    if (this != &o) *this = Session(o);
    return *this;
}

bool Session::settingUp() const {
    return record_.pickup && game_ && !lite::stateIf(*game_);
}

bool Session::autosaveNow() {
    if (autosave_.empty() || settingUp()) return true;
    std::string err;
    std::string dir = dirOf(autosave_);
    bool ok = ensureDir(dir, err) && writeSaveAtomic(autosave_, record(), err);
    autosaveError_ = ok ? "" : err;
    autosaveFailures_ = ok ? 0 : autosaveFailures_ + 1;
    ++(ok ? autosavesWritten_ : autosaveFailuresInAll_);
    return ok;
}

data::SaveGame Session::record() const {
    data::SaveGame out = record_;
    if (game_ && !settingUp() &&
        (out.checkpoints.empty() || out.checkpoints.back().afterCommands != out.commands.size()))
        out.checkpoints.push_back({out.commands.size(), core::hashHex(game_->hash())});
    return out;
}

bool Session::undoLast() {
    if (undo_.empty()) return false;
    Snapshot& b = undo_.back();
    game_ = std::move(b.game);
    log_.resize(b.logSize);
    record_ = std::move(b.record);
    undo_.pop_back();
    // The game on disk is the game being played: without the command taken
    // back (a crash after the undo would otherwise bring it back).
    if (!autosave_.empty()) autosaveNow();
    return true;
}

std::string autosavePathFor(const std::string& savePath) {
    std::string base = savePath;
    if (base.size() > 4 && base.compare(base.size() - 4, 4, ".xml") == 0)
        base.resize(base.size() - 4);
    return base + ".autosave.xml";
}

namespace {
struct FoundBattle {
    std::string
        path; // the battle played, else the first file of its name, else the path as written
    bool exists = false;
    bool same = false; // its bytes are the battle played (or the save has no fingerprint to tell)
};

FoundBattle locateBattle(const Library& lib, const SaveGame& save, const std::string& savePath) {
    // The battle path is kept as the player named it, maybe relative to a
    // folder he has since left, and another file of that name may stand
    // there now. Try it as written, then beside the save, then among the
    // game's own maps and the player's, and take the first whose bytes are
    // the battle the game was played on.
    const std::string& battle = save.battle;
    std::size_t slash = battle.find_last_of('/');
    std::string base = slash == std::string::npos ? battle : battle.substr(slash + 1);
    const UserPaths user = userPaths();
    std::vector<std::string> candidates = {battle};
    if (!battle.empty() && battle[0] != '/') candidates.push_back(dirOf(savePath) + "/" + battle);
    // The full game's shipped battles are in maps/full/, apart from Lite's.
    for (const std::string& dir : {dirOf(savePath), lib.root + "/maps", lib.root + "/maps/full",
                                   user.mapsDir(), user.pickupsDir()})
        candidates.push_back(dir + "/" + base);
    FoundBattle found{battle, false, false};
    for (const std::string& p : candidates) {
        if (!exists(p)) continue;
        if (!found.exists) found = {p, true, save.battleHash.empty()};
        if (save.battleHash.empty()) break; // an old save: no fingerprint to tell them apart
        Problems ignored;
        std::string text;
        if (readTextFile(p, text, ignored) && fingerprint(text) == save.battleHash)
            return {p, true, true};
    }
    // None is the battle played: the save's copy of it is (if it has one).
    return found;
}
} // namespace

std::string findSavedBattle(const Library& lib, const SaveGame& save, const std::string& savePath) {
    return locateBattle(lib, save, savePath).path;
}

std::string savedBattleName(const Library& lib, const SaveGame& save, const std::string& savePath) {
    // A pick-up battle of the library's forces has no map: it is named
    // after its forces, as the set-up names the battle it makes.
    if (save.pickup && save.battle.empty()) {
        std::string names[2];
        for (core::Side side : {core::Side::Federal, core::Side::Confederate}) {
            const std::string& id = save.pickup->forces[core::index(side)];
            const lite::PickupForce* f =
                id.empty() ? lib.pickup.firstForce(side) : lib.pickup.findForce(id);
            names[core::index(side)] = f ? f->name : id;
        }
        return "Pick-up: " + names[0] + " v " + names[1];
    }
    FoundBattle found = locateBattle(lib, save, savePath);
    Problems p;
    // Each battle by its own ruleset's reader: Lite's cannot read the full
    // game's (its terrain types are the full game's).
    if (found.exists && (found.same || !save.embedded)) {
        if (battleFileRules(found.path, p) == full::ruleset().id) {
            full::Battle fb;
            if (loadFullBattle(found.path, lib.fullTerrain, fb, p)) return fb.map.name;
        } else {
            lite::Battle b;
            if (loadBattle(found.path, lib.terrain, b, p)) return b.name;
        }
    }
    if (save.embedded) {
        if (embeddedRules(*save.embedded) == full::ruleset().id) {
            full::Battle fb;
            if (parseEmbeddedFullBattle(*save.embedded, lib.fullTerrain, fb, p))
                return fb.map.name;
        } else {
            lite::Battle b;
            if (parseEmbeddedBattle(*save.embedded, lib.terrain, b, p)) return b.name;
        }
    }
    return "";
}

namespace {

// A pick-up battle saved from its set-up: its map (the file, else the
// save's copy), its plan, and its set-up's lines replayed.
bool startSavedPickup(const Library& lib, const SaveGame& save, const std::string& savePath,
                      Session& s, std::string& error, std::string* note) {
    const PickupRecord& rec = *save.pickup;
    std::string mapPath;
    Problems problems;
    PickupPlan plan;
    std::string usage;
    lite::Battle copy;
    const lite::Battle* map = nullptr;
    if (!save.battle.empty()) {
        FoundBattle found = locateBattle(lib, save, savePath);
        mapPath = found.path;
        if (!found.same && save.embedded) {
            if (!parseEmbeddedBattle(*save.embedded, lib.terrain, copy, problems, &lib.cards)) {
                error = problems.str();
                return false;
            }
            map = &copy;
            if (note)
                *note = (found.exists
                             ? core::printable(found.path) + " has changed since the game was saved"
                             : core::printable(save.battle) + " is not found") +
                        "; it was replayed on the copy of the map the save keeps";
        }
    }
    if (!planPickup(lib, mapPath, rec, plan, problems, usage, map)) {
        error = usage.empty() ? problems.str() : usage;
        if (!error.empty() && error.back() == '\n') error.pop_back();
        return false;
    }
    // A changed map with no copy of it would be another set-up.
    if (!map && !save.battleHash.empty() && plan.mapHash != save.battleHash) {
        error = mapPath +
                " has changed since the game was saved, so the replay would not be the same game";
        return false;
    }
    if (!rec.terrainHash.empty() && plan.terrainHash != rec.terrainHash) {
        error = rec.terrain +
                " (the terrain the set-up took) has changed since the game was saved, so the "
                "replay would not be the same game";
        return false;
    }
    if (map) { // the copy stays the save's
        plan.mapCopy = save.embedded;
        plan.mapHash = save.battleHash;
    }
    if (!s.startPickup(lib, plan, rec, save.battle, save.seed, save.dice, problems,
                       {save.hands[0], save.hands[1]})) {
        error = problems.str();
        if (!error.empty() && error.back() == '\n') error.pop_back();
        return false;
    }
    for (std::size_t i = 0; i < rec.setup.size(); ++i) {
        if (!s.settingUp()) {
            error = "set-up line " + std::to_string(i + 1) + " '" + core::printable(rec.setup[i]) +
                    "' comes after the set-up is finished";
            return false;
        }
        core::LineResult o = s.submitLine(rec.setup[i]);
        if (!o.ok()) {
            error = "set-up line " + std::to_string(i + 1) + " '" + core::printable(rec.setup[i]) +
                    "' " +
                    (o.error.empty() ? "was refused: " + o.refusal.rule + ": " + o.refusal.reason
                                     : "does not read: " + o.error);
            return false;
        }
    }
    // A game saved before its set-up was done is no game yet (the Session
    // never writes one: it autosaves from the game's start).
    if (s.settingUp()) {
        error = "its set-up is not finished (" + s.status().pending +
                "): set it up again with guidon-cli pickup or Pick-up battle";
        return false;
    }
    return true;
}

} // namespace

bool replaySave(const Library& lib, const SaveGame& save, const std::string& savePath, Session& out,
                std::string& error, std::string* note) {
    FoundBattle found = locateBattle(lib, save, savePath);
    Problems problems;
    Session s;
    if (save.pickup) {
        if (note) note->clear();
        if (!startSavedPickup(lib, save, savePath, s, error, note)) return false;
    } else if (!found.same && save.embedded) {
        // The battle file is gone or has changed since: the game is the one
        // on the battle as it was, which the save keeps.
        if (!s.startFromCopy(lib, save, problems)) {
            error = problems.str(); // file:line of the save, one a line
            if (!error.empty() && error.back() == '\n') error.pop_back();
            return false;
        }
        if (note)
            *note = (found.exists
                         ? core::printable(found.path) + " has changed since the game was saved"
                         : core::printable(save.battle) + " is not found") +
                    "; it was replayed on the copy of the battle the save keeps";
    } else {
        if (!s.start(lib, found.path, save.seed, save.dice, problems,
                     {save.hands[0], save.hands[1]})) {
            error = problems.str();
            if (!error.empty() && error.back() == '\n') error.pop_back();
            return false;
        }
        if (!save.battleHash.empty() && s.record().battleHash != save.battleHash) {
            error =
                found.path +
                " has changed since the game was saved, so the replay would not be the same game";
            return false;
        }
        if (note) note->clear();
    }
    auto check = [&](std::size_t n) {
        for (const Checkpoint& c : save.checkpoints) {
            if (c.afterCommands != n) continue;
            std::string h = core::hashHex(s.game().hash());
            if (h != c.hash) {
                error = "state after command " + std::to_string(n) + " has hash " + h +
                        ", the save says " + c.hash + ": the replay went a different way";
                return false;
            }
        }
        return true;
    };
    if (!check(0)) return false;
    for (std::size_t i = 0; i < save.commands.size(); ++i) {
        core::LineResult o = s.submitLine(save.commands[i]);
        if (!o.error.empty()) {
            error = "command " + std::to_string(i + 1) + " '" + core::printable(save.commands[i]) +
                    "': " + o.error;
            return false;
        }
        if (!o.accepted) {
            error = "command " + std::to_string(i + 1) + " '" + core::printable(save.commands[i]) +
                    "' was refused: " + o.refusal.rule + ": " + o.refusal.reason;
            return false;
        }
        if (!check(i + 1)) return false;
    }
    out = std::move(s);
    return true;
}

} // namespace guidon::sim
