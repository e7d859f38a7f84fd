// The player's files under faults (issue 17): durable writes that say why
// they fail and never write through a device or a pipe, leftovers of a
// killed writer, settings that cannot be read kept and moved aside, only the
// player's changes written, one window owning the folder, autosaves that
// fail counted until one succeeds, and a save finding its own battle.
#include "../library.h"
#include "data/durable_file.h"
#include "data/home_lock.h"
#include "data/save_file.h"
#include "data/settings_file.h"
#include "lite/game.h"
#include "lite/state.h"
#include "sim/session.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace guidon;
namespace fs = std::filesystem;

namespace {

struct Folder {
    std::string dir;
    Folder() {
        char tmpl[] = "/tmp/guidon-files-XXXXXX";
        REQUIRE(mkdtemp(tmpl) != nullptr);
        dir = tmpl;
    }
    ~Folder() {
        std::error_code ec;
        fs::permissions(dir, fs::perms::owner_all, fs::perm_options::add, ec);
        fs::remove_all(dir, ec);
    }
    std::string path(const std::string& name) const { return dir + "/" + name; }
};

std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

void spit(const std::string& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
}

bool contains(const std::string& s, const std::string& part) {
    return s.find(part) != std::string::npos;
}

// Run `body` in a child process (as nobody when we are root, so that
// permissions hold); its exit code.
template <class F> int inChild(F body, bool dropRoot) {
    pid_t pid = fork();
    REQUIRE(pid >= 0);
    if (pid == 0) {
        if (dropRoot && geteuid() == 0 && (setgid(65534) != 0 || setuid(65534) != 0)) _exit(99);
        _exit(body());
    }
    int status = 0;
    waitpid(pid, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 100 + WTERMSIG(status);
}

} // namespace

// [SECTION] Durable writes

TEST_CASE("writes say why they fail: a folder where the temporary file goes") {
    Folder f;
    std::string target = f.path("autosave.xml");
    spit(target, "old");
    fs::create_directory(data::temporaryFor(target));
    std::string error;
    CHECK_FALSE(data::writeTextFileAtomic(target, "new", error));
    CHECK(error == "cannot write " + target + ".tmp: Is a directory");
    CHECK(slurp(target) == "old"); // nothing lost
}

TEST_CASE("writes say why they fail: no permission") {
    Folder f;
    fs::permissions(f.dir, fs::perms::owner_all | fs::perms::others_read | fs::perms::others_exec);
    fs::create_directory(f.path("ro"));
    fs::permissions(f.path("ro"), fs::perms::owner_read | fs::perms::owner_exec |
                                      fs::perms::others_read | fs::perms::others_exec);
    std::string target = f.path("ro/x.xml");
    std::string want = "cannot write " + target + ".tmp: Permission denied";
    int rc = inChild(
        [&] {
            std::string error;
            if (data::writeTextFileAtomic(target, "x", error)) return 1;
            return error == want ? 0 : 2;
        },
        true);
    CHECK(rc == 0);
}

TEST_CASE("writes say why they fail: the disk takes no more, and the old file stays whole") {
    Folder f;
    std::string target = f.path("save.xml");
    spit(target, "the old save");
    // A file-size limit fails the write part way, as a full disk does.
    int rc = inChild(
        [&] {
            std::signal(SIGXFSZ, SIG_IGN);
            rlimit lim{16, 16};
            setrlimit(RLIMIT_FSIZE, &lim);
            std::string error;
            if (data::writeTextFileAtomic(target, std::string(4096, 'x'), error)) return 1;
            return error == "cannot write " + target + ".tmp: File too large" ? 0 : 2;
        },
        false);
    CHECK(rc == 0);
    CHECK(slurp(target) == "the old save");
    CHECK_FALSE(fs::exists(data::temporaryFor(target))); // no half file left
}

TEST_CASE("never written through what is not a regular file: a link to a device, a pipe") {
    Folder f;
    std::string error;
    SUBCASE("a link to /dev/null stays a link to /dev/null") {
        std::string link = f.path("settings.xml");
        fs::create_symlink("/dev/null", link);
        CHECK_FALSE(data::writeTextFileAtomic(link, "<settings/>", error));
        CHECK(contains(error, "it points to /dev/null, which is a device, not a regular file"));
        CHECK(fs::is_symlink(link));
        CHECK(fs::read_symlink(link) == "/dev/null");
    }
    SUBCASE("a pipe, and a link to a pipe") {
        std::string fifo = f.path("fifo.xml");
        REQUIRE(mkfifo(fifo.c_str(), 0600) == 0);
        CHECK_FALSE(data::writeTextFileAtomic(fifo, "x", error));
        CHECK(contains(error, "it is a pipe, not a regular file"));
        std::string link = f.path("settings.xml");
        fs::create_symlink(fifo, link);
        CHECK_FALSE(data::writeTextFileAtomic(link, "x", error));
        CHECK(contains(error, "which is a pipe"));
        CHECK(fs::is_fifo(fifo));
        CHECK(fs::is_symlink(link));
    }
    SUBCASE("a link planted where the temporary file goes is named, not followed") {
        std::string target = f.path("x.xml");
        fs::create_symlink(f.path("elsewhere.xml"), data::temporaryFor(target));
        CHECK_FALSE(data::writeTextFileAtomic(target, "x", error));
        CHECK(contains(error, target + ".tmp: it is a link, not a regular file"));
        CHECK_FALSE(fs::exists(f.path("elsewhere.xml")));
    }
    SUBCASE("a pipe planted where the temporary file goes fails at once") {
        std::string target = f.path("x.xml");
        REQUIRE(mkfifo(data::temporaryFor(target).c_str(), 0600) == 0);
        CHECK_FALSE(data::writeTextFileAtomic(target, "x", error)); // and does not hang
        CHECK(contains(error, target + ".tmp"));
    }
    SUBCASE("a link to a regular file is written where it points, and stays a link") {
        std::string real = f.path("real.xml"), link = f.path("link.xml");
        spit(real, "old");
        fs::create_symlink(real, link);
        REQUIRE(data::writeTextFileAtomic(link, "new", error));
        CHECK(fs::is_symlink(link));
        CHECK(slurp(real) == "new");
    }
}

TEST_CASE("a temporary file left by a kill is reused, and cleaned up at the next start") {
    Folder f;
    std::string target = f.path("autosave.xml");
    spit(data::temporaryFor(target), "half a save from a killed run");
    std::string error;
    REQUIRE(data::writeTextFileAtomic(target, "whole", error));
    CHECK(slurp(target) == "whole");
    CHECK_FALSE(fs::exists(data::temporaryFor(target)));

    spit(f.path("a.xml.tmp"), "x");
    spit(f.path("settings.xml.tmp.Ab12Cd"), "x"); // an older version's mkstemp name
    spit(f.path("notes.tmp"), "the player's own");
    spit(f.path("b.xml"), "a save");
    fs::create_directory(f.path("c.xml.tmp")); // not ours to remove
    fs::create_symlink(f.path("b.xml"), f.path("d.xml.tmp"));
    std::vector<std::string> removed = data::removeLeftoverTemporaries(f.dir);
    std::sort(removed.begin(), removed.end());
    // A link planted at one of our names goes; what it names stays.
    CHECK(removed == std::vector<std::string>{"a.xml.tmp", "d.xml.tmp", "settings.xml.tmp.Ab12Cd"});
    CHECK(fs::exists(f.path("notes.tmp")));
    CHECK(fs::exists(f.path("b.xml")));
    CHECK(fs::is_directory(f.path("c.xml.tmp")));
    CHECK_FALSE(fs::is_symlink(f.path("d.xml.tmp")));
}

TEST_CASE("a rewrite keeps the player's permissions on the file") {
    Folder f;
    std::string target = f.path("save.xml");
    spit(target, "old");
    fs::permissions(target, fs::perms::owner_read | fs::perms::owner_write);
    std::string error;
    REQUIRE(data::writeTextFileAtomic(target, "new", error));
    CHECK((fs::status(target).permissions() & fs::perms::all) ==
          (fs::perms::owner_read | fs::perms::owner_write));
}

// [SECTION] Settings that cannot be read

TEST_CASE("settings that cannot be read as a whole are told apart from bad values") {
    Folder f;
    std::string file = f.path("settings.xml");
    auto read = [&](const std::string& text) {
        spit(file, text);
        std::vector<std::string> w;
        data::SettingsRead r;
        data::loadSettings(file, w, &r);
        return r;
    };
    CHECK_FALSE(read("").usable);
    CHECK_FALSE(read("<settings><window width=").usable);
    CHECK_FALSE(read("<preferences/>").usable);
    CHECK_FALSE(read(std::string(300, '<')).usable);
    std::string deep;
    for (int i = 0; i < 5000; ++i)
        deep += "<a>";
    CHECK_FALSE(read("<settings>" + deep).usable);
    data::SettingsRead bad = read("<settings version=\"1\"><window width=\"640\"/></settings>");
    CHECK(bad.usable); // one bad value: the rest is still the player's
    CHECK(bad.found);
    data::SettingsRead none;
    std::vector<std::string> w;
    data::loadSettings(f.path("missing.xml"), w, &none);
    CHECK_FALSE(none.found);
    CHECK(none.usable);
    CHECK(read("").why.find(file) == 0); // file:line: what is wrong
}

TEST_CASE("an unreadable settings file is moved aside, never lost") {
    Folder f;
    std::string file = f.path("settings.xml");
    std::string error;
    spit(file, "garbage one");
    CHECK(data::moveAside(file, error) == file + ".bad");
    spit(file, "garbage two");
    CHECK(data::moveAside(file, error) == file + ".bad-2");
    CHECK(slurp(file + ".bad") == "garbage one");
    CHECK(slurp(file + ".bad-2") == "garbage two");
    CHECK_FALSE(fs::exists(file));
}

TEST_CASE("only the settings the player changed are written over the file as it is") {
    data::Settings before, after, disk;
    after.showGrid = true;   // the player turned the grid on
    disk.windowWidth = 1280; // another window changed this meanwhile
    disk.showLabels = false;
    data::Settings merged = data::withChanges(disk, before, after);
    CHECK(merged.showGrid == true);
    CHECK(merged.windowWidth == 1280);
    CHECK(merged.showLabels == false);
    CHECK(data::sameSettings(data::withChanges(disk, before, before), disk));
}

// [SECTION] One window owns the folder

TEST_CASE("the folder's lock: one holder, who it is, and free again when it goes") {
    using Lock = data::HomeLock::Result;
    Folder f;
    data::HomeLock first, second;
    long owner = -1;
    std::string error;
    REQUIRE(first.acquire(f.dir, owner, error) == Lock::Owned);
    CHECK(second.acquire(f.dir, owner, error) == Lock::HeldByOther);
    CHECK(owner == static_cast<long>(getpid()));
    // A process that dies holding it (a crash) leaves it free.
    int rc = inChild(
        [&] {
            data::HomeLock child;
            long o = 0;
            std::string e;
            return child.acquire(f.dir, o, e) == Lock::Owned
                       ? 1
                       : (o == static_cast<long>(getppid()) ? 0 : 2);
        },
        false);
    CHECK(rc == 0);
    first.release();
    CHECK(second.acquire(f.dir, owner, error) == Lock::Owned);
}

TEST_CASE("the folder's lock: held by one that wrote no process id is still held") {
    using Lock = data::HomeLock::Result;
    Folder f;
    // The moment between a window's lock and its writing its pid, or a full disk.
    int fd = ::open(f.path("lock").c_str(), O_RDWR | O_CREAT, 0600);
    REQUIRE(fd >= 0);
    REQUIRE(::flock(fd, LOCK_EX) == 0);
    data::HomeLock mine;
    long owner = -1;
    std::string error;
    CHECK(mine.acquire(f.dir, owner, error) == Lock::HeldByOther);
    CHECK(owner == 0);
    ::close(fd);
    // Something planted at its name holds nothing.
    fs::remove(f.path("lock"));
    REQUIRE(mkfifo(f.path("lock").c_str(), 0600) == 0);
    CHECK(mine.acquire(f.dir, owner, error) == Lock::Unavailable);
    CHECK(contains(error, "not a regular file"));
}

// Two programs writing one file at once (two windows closing on their
// settings, a CLI and a window on one save): each write lands whole, neither
// fails for the other, and a reader only ever sees one of the texts whole.
TEST_CASE("two writers of one file never leave it mixed, and neither fails for the other") {
    Folder f;
    std::string target = f.path("settings.xml");
    // Different lengths, so that a short text over a long one would leave a tail.
    const std::string a = "<settings>" + std::string(3000, 'a') + "</settings>\n";
    const std::string b = "<settings>" + std::string(200, 'b') + "</settings>\n";
    std::string error;
    REQUIRE(data::writeTextFileAtomic(target, a, error));
    auto writer = [&](const std::string& text) {
        pid_t pid = fork();
        REQUIRE(pid >= 0);
        if (pid == 0) {
            int failed = 0;
            for (int i = 0; i < 400; ++i) {
                std::string e;
                if (!data::writeTextFileAtomic(target, text, e)) ++failed;
            }
            _exit(failed > 250 ? 250 : failed);
        }
        return pid;
    };
    pid_t pa = writer(a), pb = writer(b);
    int mixed = 0;
    for (int i = 0; i < 4000; ++i) {
        std::string now = slurp(target);
        if (!now.empty() && now != a && now != b) ++mixed;
    }
    int sa = 0, sb = 0;
    waitpid(pa, &sa, 0);
    waitpid(pb, &sb, 0);
    std::string last = slurp(target);
    CHECK_MESSAGE(mixed == 0, mixed << " reads saw a file that is neither text whole");
    CHECK((last == a || last == b));
    CHECK_MESSAGE(WEXITSTATUS(sa) == 0, WEXITSTATUS(sa) << " of the first writer's writes failed");
    CHECK_MESSAGE(WEXITSTATUS(sb) == 0, WEXITSTATUS(sb) << " of the second writer's writes failed");
    CHECK_FALSE(fs::exists(data::temporaryFor(target)));
}

// [SECTION] Autosaves that fail

TEST_CASE("an autosave that fails is counted until one succeeds") {
    Folder f;
    sim::Session s;
    data::Problems p;
    REQUIRE(s.start(test::library(), test::kRoot + "/maps/brawner_farm.xml", 3, {}, p));
    std::string autosave = f.path("autosave.xml");
    s.setAutosave(autosave);
    fs::create_directory(data::temporaryFor(autosave));
    CHECK_FALSE(s.autosaveNow());
    CHECK(s.autosaveFailures() == 1);
    CHECK(contains(s.autosaveError(), "Is a directory"));
    CHECK_FALSE(s.autosaveNow());
    CHECK(s.autosaveFailures() == 2);
    fs::remove(data::temporaryFor(autosave));
    CHECK(s.autosaveNow());
    CHECK(s.autosaveFailures() == 0);
    CHECK(s.autosaveError().empty());
    CHECK(s.autosaveFailuresInAll() == 2);
    CHECK(fs::is_regular_file(autosave));
}

// [SECTION] A save finds its own battle

TEST_CASE("a save finds its battle by its fingerprint, whatever the current folder holds") {
    Folder f;
    // A game played from a folder holding maps/brawner_farm.xml, saved by
    // its relative path...
    fs::create_directories(f.path("club/maps"));
    fs::copy_file(test::kRoot + "/maps/brawner_farm.xml", f.path("club/maps/brawner_farm.xml"));
    std::string cwd = fs::current_path();
    fs::current_path(f.path("club"));
    sim::Session s;
    data::Problems p;
    REQUIRE(s.start(test::library(), "maps/brawner_farm.xml", 3, {}, p));
    data::SaveGame save = s.record();
    // ...and replayed from a folder whose maps/brawner_farm.xml is another battle.
    fs::create_directories(f.path("other/maps"));
    spit(f.path("other/maps/brawner_farm.xml"), slurp(test::kRoot + "/maps/cornfield.xml"));
    fs::current_path(f.path("other"));
    std::string found = sim::findSavedBattle(test::library(), save, f.path("saves/game.xml"));
    sim::Session replayed;
    std::string error;
    bool ok = sim::replaySave(test::library(), save, f.path("saves/game.xml"), replayed, error);
    fs::current_path(cwd);
    CHECK(found == test::kRoot + "/maps/brawner_farm.xml"); // the game's own map, the same bytes
    CHECK_MESSAGE(ok, error);
    // None of them the battle: the first found, and the replay says it changed.
    save.battleHash = "0000000000000000";
    fs::current_path(f.path("other"));
    found = sim::findSavedBattle(test::library(), save, f.path("saves/game.xml"));
    fs::current_path(cwd);
    CHECK(found == "maps/brawner_farm.xml");
}

// [SECTION] Nothing lost (issue 19): an autosave after every command, and a
// save that keeps its battle

namespace {
// Whole hands of six with no interrupt among them: both sides' first turns
// pass without a window opening (as the CLI's files tests deal them).
const lite::FixedHands kQuietHands = {
    std::vector<std::string>{"steady-boys", "dress-the-line", "staff-ride", "forward-guide-center",
                             "courier", "colour-guard"},
    std::vector<std::string>{"courier", "fire-by-rank", "staff-ride", "forward-guide-center",
                             "dress-the-line", "drummer-boy"}};

void play(sim::Session& s, const std::vector<std::string>& lines) {
    for (const std::string& line : lines) {
        core::LineResult o = s.submitLine(line);
        REQUIRE_MESSAGE(o.error.empty(), line << ": " << o.error);
        REQUIRE_MESSAGE(o.accepted, line << ": " << o.refusal.reason);
    }
}

// Brawner's Farm under a name of its own (so the game's own map, found by
// its name, is not it), a game of both first turns on it, saved.
struct SavedGame {
    Folder f;
    std::string battle = f.path("maps/farm_of_our_own.xml");
    std::string save = f.path("saves/game.xml");
    std::string hash; // of the state at the end
    SavedGame() {
        fs::create_directories(f.path("maps"));
        fs::create_directories(f.path("saves"));
        fs::copy_file(test::kRoot + "/maps/brawner_farm.xml", battle);
        sim::Session s;
        data::Problems p;
        REQUIRE_MESSAGE(s.start(test::library(), battle, 3, {}, p, kQuietHands), p.str());
        play(s, {"no-fire", "pass", "no-fire", "pass"});
        hash = lite::hashHex(lite::stateHash(lite::stateOf(s.game())));
        std::string error;
        REQUIRE_MESSAGE(data::writeSaveAtomic(save, s.record(), error), error);
    }
    // Replayed from the file, as a player loads it.
    bool replay(std::string& error, std::string& note, sim::Session& out) const {
        data::SaveGame g;
        data::Problems p;
        if (!data::loadSave(save, g, p)) {
            error = p.str();
            return false;
        }
        return sim::replaySave(test::library(), g, save, out, error, &note);
    }
};
} // namespace

TEST_CASE("the autosave is written after every command, not only at the turn's end") {
    Folder f;
    sim::Session s;
    data::Problems p;
    REQUIRE(
        s.start(test::library(), test::kRoot + "/maps/brawner_farm.xml", 3, {}, p, kQuietHands));
    std::string autosave = f.path("autosave.xml");
    s.setAutosave(autosave);
    play(s, {"no-fire"}); // the turn goes on
    data::SaveGame back;
    REQUIRE_MESSAGE(data::loadSave(autosave, back, p), p.str());
    CHECK(back.commands == std::vector<std::string>{"no-fire"});
    play(s, {"pass", "no-fire"});
    REQUIRE_MESSAGE(data::loadSave(autosave, back, p), p.str());
    CHECK(back.commands == std::vector<std::string>{"no-fire", "pass", "no-fire"});
    CHECK(s.autosavesWritten() == 3);
}

TEST_CASE("a save keeps a copy of its battle; the commands and hashes are as before") {
    SavedGame g;
    std::string text = slurp(g.save);
    CHECK(contains(text, "<save version=\"2\""));
    CHECK(contains(text, "<battle name=\"Brawner&apos;s Farm\" year=\"1862\""));
    CHECK(contains(text, "<unit id=\"f1\" name=\"2nd Wisconsin\""));
    // Read and written again, the same text (the copy is the save's own).
    data::SaveGame back;
    data::Problems p;
    REQUIRE_MESSAGE(data::loadSave(g.save, back, p), p.str());
    CHECK(data::saveToText(back) == text);
    CHECK(back.commands == std::vector<std::string>{"no-fire", "pass", "no-fire", "pass"});
    // The battle file as it was: replayed on it, nothing to say.
    sim::Session s;
    std::string error, note = "stale";
    REQUIRE_MESSAGE(g.replay(error, note, s), error);
    CHECK(note.empty());
    CHECK(lite::hashHex(lite::stateHash(lite::stateOf(s.game()))) == g.hash);
}

TEST_CASE("a save whose battle file has changed or gone replays on its own copy, and says so") {
    SavedGame g;
    SUBCASE("changed: a unit moved") {
        std::string text = slurp(g.battle);
        std::string from = "x=\"25\" y=\"6\"";
        REQUIRE(contains(text, from));
        text.replace(text.find(from), from.size(), "x=\"26\" y=\"6\"");
        spit(g.battle, text);
        sim::Session s;
        std::string error, note;
        REQUIRE_MESSAGE(g.replay(error, note, s), error);
        CHECK(note ==
              g.battle +
                  " has changed since the game was saved; it was replayed on the copy of the "
                  "battle the save keeps");
        CHECK(lite::hashHex(lite::stateHash(lite::stateOf(s.game()))) == g.hash);
        // Saved again, it still names the file and the battle as played.
        CHECK(s.record().battle == g.battle);
        CHECK(s.record().battleHash ==
              data::fingerprint(slurp(test::kRoot + "/maps/brawner_farm.xml")));
        std::string again = g.f.path("saves/again.xml");
        REQUIRE_MESSAGE(data::writeSaveAtomic(again, s.record(), error), error);
        data::SaveGame save;
        data::Problems p;
        REQUIRE_MESSAGE(data::loadSave(again, save, p), p.str());
        sim::Session t;
        REQUIRE_MESSAGE(sim::replaySave(test::library(), save, again, t, error, &note), error);
        CHECK(contains(note, "has changed since the game was saved"));
        CHECK(lite::hashHex(lite::stateHash(lite::stateOf(t.game()))) == g.hash);
    }
    SUBCASE("gone") {
        fs::remove(g.battle);
        sim::Session s;
        std::string error, note;
        REQUIRE_MESSAGE(g.replay(error, note, s), error);
        CHECK(note ==
              g.battle + " is not found; it was replayed on the copy of the battle the save keeps");
        CHECK(lite::hashHex(lite::stateHash(lite::stateOf(s.game()))) == g.hash);
        CHECK(lite::stateOf(s.game()).setup->battle.name == "Brawner's Farm");
        data::SaveGame save;
        data::Problems p;
        REQUIRE(data::loadSave(g.save, save, p));
        CHECK(sim::savedBattleName(test::library(), save, g.save) == "Brawner's Farm");
    }
}
