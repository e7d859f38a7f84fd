// Seeing what happened (issue 19), clicked for real under a display: the
// event log stays on its newest entry after a decision, after the hot-seat
// curtain and after the computer's turn, and keeps the player's place when he
// scrolls back to read until he asks for the newest; the dice of its rolls
// are drawn as dice with the roll they needed; and each card in the hand
// shows its effect in a line on its face, at 100% and 140% interface size.
// Read back from guidon's --status-out (the log's own lines), --dump-text
// and its screenshot.
#include "game_support.h"
#include "x_input.h"

#include <SFML/Graphics/Image.hpp>

#include <doctest/doctest.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

using namespace guidon;
using test::DrawnText;
using test::kBrawner;
using test::kRoot;
using test::library;
using test::LiveGuidon;
using test::TempDir;

namespace {

// Brawner's Farm with --seed 1, played by the first 35 commands of
// tests/cli/brawner_farm.script: five turns of fire, marches, a charge and
// its fall back, and a pass: the log is far longer than its panel. The
// Federal moves next, from the reshuffle choice, and may pass.
std::string scriptPrefix(const TempDir& dir, int commands) {
    std::ifstream in(kRoot + "/tests/cli/brawner_farm.script");
    std::string path = dir.path("prefix.script"), line;
    std::ofstream out(path);
    int n = 0;
    while (n < commands && std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        out << line << "\n";
        ++n;
    }
    REQUIRE(n == commands);
    return path;
}
constexpr int kCommands = 35;

// A GUIDON_HOME at this interface scale, quick animations, no interrupt asks.
std::string home(const TempDir& dir, float scale) {
    std::string h = dir.path("home-" + std::to_string(int(scale * 100)));
    test::writeHome(h, false);
    std::ofstream out(h + "/config/settings.xml");
    out << "<settings version=\"1\">\n  <interface always-ask-interrupts=\"false\" scale=\""
        << scale << "\" animation-speed=\"4\"/>\n</settings>\n";
    return h;
}

// The status line "log follow yes scroll Y MAX newest-in-sight yes box X Y W H".
struct Log {
    bool follow = false, inSight = false;
    float scroll = 0, max = 0;
    float x = 0, y = 0, w = 0, h = 0;
};
Log logOf(const std::map<std::string, std::string>& st) {
    Log l;
    auto it = st.find("log");
    if (it == st.end()) return l;
    char follow[8] = {0}, sight[8] = {0};
    std::sscanf(it->second.c_str(), "follow %7s scroll %f %f newest-in-sight %7s box %f %f %f %f",
                follow, &l.scroll, &l.max, sight, &l.x, &l.y, &l.w, &l.h);
    l.follow = std::string(follow) == "yes";
    l.inSight = std::string(sight) == "yes";
    return l;
}

// The last few words of the newest entry, as the dump reads them back.
std::string tailOf(const std::string& entry) {
    std::size_t at = entry.size();
    for (int words = 0; words < 3 && at > 0; ++words) {
        at = entry.find_last_of(' ', at - 1);
        if (at == std::string::npos) return entry;
    }
    return entry.substr(at + 1);
}

// The log, longer than its panel, shows its newest entry at its foot:
// scrolled to the bottom, and the entry's last words on the screen.
void checkNewestInSight(const LiveGuidon& g, const std::string& after) {
    INFO("after " << after);
    std::map<std::string, std::string> st;
    std::vector<DrawnText> texts;
    // The log takes a frame or two to catch up with entries just made.
    bool ok = g.waitFor(
        [&] {
            if (!g.frame(st, texts)) return false;
            Log l = logOf(st);
            return l.follow && l.inSight && l.max > 0.f && l.scroll >= l.max - 2.f &&
                   test::joinedText(texts).find(tailOf(st["log-newest"])) != std::string::npos;
        },
        10.0);
    Log l = logOf(st);
    INFO("log: " << st["log"] << "; newest: " << st["log-newest"]);
    CHECK(l.max > 100.f); // far longer than its panel
    CHECK(ok);
}

// Every summary of a card drawn in the hand is no wider than the face's line
// (the dump is in the interface's points, whatever its scale).
int checkSummaries(const std::vector<DrawnText>& texts, float scale) {
    std::set<std::string> summaries;
    for (const lite::CardDef& c : library().cards)
        summaries.insert(c.summary);
    int drawn = 0;
    for (const DrawnText& t : texts) {
        if (!summaries.count(t.text)) continue;
        ++drawn;
        INFO(t.text << " at " << t.x << "," << t.y << ", " << t.w << " wide, scale " << scale);
        CHECK(float(t.w) <= 134.f - 16.f + 1.f); // client::kCardSummaryWidth
    }
    return drawn;
}

// Click the drawn run `text` at an interface scale (the dump is in points).
bool clickScaled(LiveGuidon& g, const std::string& text, float scale) {
    DrawnText t;
    if (!g.find(text, t)) return false;
    g.waitClickable();
    return g.clickAt((float(t.x) + float(t.w) * 0.5f) * scale,
                     (float(t.y) + float(t.h) * 0.5f) * scale);
}

bool hasMark(const std::string& line, const std::string& what) {
    return std::regex_search(line, std::regex(what));
}

} // namespace

TEST_CASE(
    "the log stays on its newest entry after decisions and the hot-seat curtain, and keeps "
    "the place the player scrolls back to; its dice are drawn as dice; cards show their summary") {
    REQUIRE_DISPLAY();
    TempDir dir;
    std::string png = dir.path("log.png");
    LiveGuidon g({kBrawner, "--seed", "1", "--script", scriptPrefix(dir, kCommands), "--size",
                  "1280x800", "--screenshot", png},
                 home(dir, 1.f));
    REQUIRE(g.waitStatus("script", "done"));
    REQUIRE(g.waitStatus("curtain", "up"));
    std::string side = g.status("decider");
    REQUIRE(g.click(std::string("I am the ") + (side == "federal" ? "Federal" : "Confederate") +
                    " player"));
    REQUIRE(g.waitStatus("curtain", "down"));
    checkNewestInSight(g, "the curtain");

    // The dice of the newest roll in sight, drawn as dice, with what each needed.
    std::map<std::string, std::string> st;
    std::vector<DrawnText> texts;
    REQUIRE(g.frame(st, texts));
    std::string dice = st["log-dice"];
    INFO("log-dice " << dice);
    REQUIRE(dice != "none");
    float dx = 0, dy = 0, dw = 0, dh = 0;
    std::size_t event = 0;
    REQUIRE(std::sscanf(dice.c_str(), "%zu %f %f %f %f", &event, &dx, &dy, &dw, &dh) == 5);
    CHECK(dw > 20.f);
    CHECK(hasMark(dice, "[1-6]\\*? "));
    // "needs N+" is drawn beside the dice of a throw with a target number.
    bool needDrawn = false;
    for (const DrawnText& t : texts)
        needDrawn = needDrawn || (t.text.rfind("needs ", 0) == 0 && t.x >= dx - 1 &&
                                  t.x < dx + dw && t.y >= dy - 4 && t.y < dy + dh);
    CHECK(hasMark(dice, " need [1-7]") == needDrawn);

    // The hand: every card with its effect in a line.
    CHECK(checkSummaries(texts, 1.f) >= 5);

    // Decisions, and the column's panels above the log changing height.
    REQUIRE(g.click("Keep"));
    REQUIRE(g.waitStatus("step", "fire-choice"));
    checkNewestInSight(g, "a decision");
    REQUIRE(g.click("No fire"));
    REQUIRE(g.waitStatus("step", "command-choice"));
    checkNewestInSight(g, "another decision");

    // The player scrolls back to read: the log stays where he put it while
    // the turn ends, the curtain comes and goes and new entries arrive, and
    // offers the way back down.
    Log l = logOf(g.status());
    int wx = 0, wy = 0;
    std::sscanf(g.status("window").c_str(), "%d %d", &wx, &wy);
    REQUIRE(test::runKeys({"mousemove", "--sync", std::to_string(wx + int(l.x + l.w * 0.5f)),
                           std::to_string(wy + int(l.y + l.h * 0.5f))}));
    // Far enough back that the log's taller panel after the curtain still
    // leaves the place above its foot (the wheel steps by a share of the panel).
    REQUIRE(test::runKeys({"click", "--repeat", "20", "--delay", "20", "4"}));
    REQUIRE(g.waitFor([&] { return !logOf(g.status()).follow; }, 5.0));
    Log back = logOf(g.status());
    CHECK(back.scroll < back.max - 400.f);
    CHECK_FALSE(back.inSight);
    std::string events = g.status("events");
    REQUIRE(g.click("Pass"));
    REQUIRE(g.click("Yes, pass"));
    REQUIRE(g.waitStatus("curtain", "up"));
    CHECK(g.status("events") != events);
    side = g.status("decider");
    REQUIRE(g.click(std::string("I am the ") + (side == "federal" ? "Federal" : "Confederate") +
                    " player"));
    REQUIRE(g.waitStatus("curtain", "down"));
    test::x::sleepMs(300); // frames enough for a log that would jump
    Log kept = logOf(g.status());
    CHECK_FALSE(kept.follow);
    CHECK(kept.scroll == doctest::Approx(back.scroll).epsilon(0.001));
    REQUIRE(g.click("Newest \xE2\x86\x93"));
    checkNewestInSight(g, "Newest");

    // The dice as drawn: die faces (parchment) inside the box the log reports.
    REQUIRE(g.frame(st, texts));
    dice = st["log-dice"];
    REQUIRE(dice != "none");
    REQUIRE(std::sscanf(dice.c_str(), "%zu %f %f %f %f", &event, &dx, &dy, &dw, &dh) == 5);
    test::Run r = g.stop();
    REQUIRE(r.exitCode == 0);
    sf::Image img;
    REQUIRE(img.loadFromFile(png));
    auto isFace = [&](int x, int y) {
        sf::Color c = img.getPixel(unsigned(x), unsigned(y));
        bool bright = c.r > 225 && c.g > 215 && c.b > 190; // a die that counted
        bool grey = std::abs(int(c.r) - 138) < 10 && std::abs(int(c.g) - 130) < 10 &&
                    std::abs(int(c.b) - 118) < 10;
        return bright || grey;
    };
    int face = 0, pip = 0;
    for (int y = int(dy) + 2; y < int(dy + dh) - 2; ++y)
        for (int x = int(dx) + 2; x < int(dx + dw) - 2; ++x) {
            sf::Color c = img.getPixel(unsigned(x), unsigned(y));
            face += isFace(x, y) ? 1 : 0;
            // A pip: dark, with the face a little way on either side.
            pip += c.r < 90 && c.g < 80 && c.b < 70 && isFace(x - 2, y) && isFace(x + 2, y) ? 1 : 0;
        }
    INFO("face pixels " << face << ", pip pixels " << pip << " in " << dw << "x" << dh);
    CHECK(face > 60);
    CHECK(pip > 4);
}

TEST_CASE("at 140% the log stays on its newest entry after the computer's turn, and the cards' "
          "summaries still fit their faces") {
    REQUIRE_DISPLAY();
    TempDir dir;
    // The Federal plays next: the computer takes the Confederates.
    LiveGuidon g({kBrawner, "--seed", "1", "--script", scriptPrefix(dir, kCommands), "--size",
                  "1280x800", "--computer", "confederate"},
                 home(dir, 1.4f));
    REQUIRE(g.waitStatus("script", "done"));
    REQUIRE(g.waitStatus("decider", "federal"));
    std::map<std::string, std::string> st;
    std::vector<DrawnText> texts;
    REQUIRE(
        g.waitFor([&] { return g.frame(st, texts) && checkSummaries(texts, 1.4f) >= 3; }, 10.0));
    checkNewestInSight(g, "the script");
    REQUIRE(clickScaled(g, "Keep", 1.4f));
    REQUIRE(g.waitStatus("step", "fire-choice"));
    REQUIRE(clickScaled(g, "No fire", 1.4f));
    REQUIRE(g.waitStatus("step", "command-choice"));
    REQUIRE(clickScaled(g, "Pass", 1.4f));
    REQUIRE(clickScaled(g, "Yes, pass", 1.4f));
    // The computer's turn, then the Federal's again.
    REQUIRE(g.waitStatus("decider", "confederate"));
    REQUIRE(g.waitFor([&] { return g.status("decider") == "federal"; }, 60.0));
    checkNewestInSight(g, "the computer's turn");
}
