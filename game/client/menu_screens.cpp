#include "menu_screens.h"

#include "lengths.h"
#include "lite/ruleset.h"

#include <imgui.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <ctime>

namespace guidon::client {

namespace {

const ImVec4 kCream(1.f, 0.96f, 0.86f, 1.f);
const ImVec4 kSoft(0.80f, 0.76f, 0.66f, 1.f);

ImGuiWindowFlags pageFlags() {
    return ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
           ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus;
}

// A page: a window filling the screen in the background colour.
void beginPage(const char* id, sf::Vector2f size) {
    ImGui::SetNextWindowPos(ImVec2(0.f, 0.f), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(size.x, size.y), ImGuiCond_Always);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 0.f);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0.f);
    // See-through: the window's clear colour is the page, and a screen may
    // draw under its UI (the battle preview).
    ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0.f, 0.f, 0.f, 0.f));
    ImGui::Begin(id, nullptr, pageFlags());
    ImGui::PopStyleColor();
    ImGui::PopStyleVar(2);
}

// The brass rules and title every page has at its top.
void pageTitle(const std::string& title, const UiFonts& fonts, float top) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    float w = ImGui::GetWindowSize().x;
    ImU32 brass = IM_COL32(201, 162, 84, 255);
    ImGui::SetCursorPosY(top);
    centredText(title, fonts.big, kCream);
    float y = ImGui::GetCursorScreenPos().y + 4.f;
    dl->AddLine(ImVec2(w * 0.5f - 220.f, y), ImVec2(w * 0.5f + 220.f, y), brass, 2.f);
    ImGui::Dummy(ImVec2(0.f, 14.f));
}

constexpr float kMenuButtonHeight = 44.f;

bool menuButton(const char* label, float width, const UiFonts& fonts, bool primary = false,
                float height = kMenuButtonHeight) {
    pushFont(fonts.title);
    ImGui::SetCursorPosX((ImGui::GetWindowSize().x - width) * 0.5f);
    if (primary) pushPrimaryButton();
    ImGui::PushStyleVar(ImGuiStyleVar_FrameRounding, 6.f);
    bool pressed = ImGui::Button(label, ImVec2(width, height));
    ImGui::PopStyleVar();
    if (primary) popPrimaryButton();
    popFont(fonts.title);
    return pressed;
}

bool keyPressed(const sf::Event& e, sf::Keyboard::Key k) {
    return e.type == sf::Event::KeyPressed && e.key.code == k && !e.key.control && !e.key.alt;
}

// The unit a listed battle's table is measured in, as written after a number
// (" BW"); Lite's for a pick-up battle or one not read.
std::string suffixOf(const lite::Battle* b) {
    return std::string(b ? unitOf(*b).suffix : lite::ruleset().length.suffix);
}

} // namespace

std::string whenText(long long modified, long long now) {
    std::time_t m = std::time_t(modified), n = std::time_t(now);
    std::tm tm{}, tn{};
    localtime_r(&m, &tm);
    localtime_r(&n, &tn);
    char clock[16];
    std::strftime(clock, sizeof clock, "%H:%M", &tm);
    if (tm.tm_year == tn.tm_year && tm.tm_yday == tn.tm_yday) return std::string("today ") + clock;
    std::time_t y = n - 24 * 3600;
    std::tm ty{};
    localtime_r(&y, &ty);
    if (tm.tm_year == ty.tm_year && tm.tm_yday == ty.tm_yday)
        return std::string("yesterday ") + clock;
    char day[32];
    std::strftime(day, sizeof day, "%e %b %Y %H:%M", &tm);
    std::string s = day;
    return s[0] == ' ' ? s.substr(1) : s;
}

// [SECTION] Main menu

MainMenuScreen::MainMenuScreen(const UiFonts& fonts, std::optional<ResumeChoice> resume,
                               bool gameRunning, bool editorOpen, bool fromEditor)
    : fonts_(fonts), resume_(std::move(resume)), gameRunning_(gameRunning), editorOpen_(editorOpen),
      fromEditor_(fromEditor), crashOffer_(resume_ && resume_->crashed) {}

void MainMenuScreen::event(const sf::Event& e, bool, bool uiKeys) {
    if (uiKeys || crashOffer_) return;
    if (keyPressed(e, sf::Keyboard::N)) go(Go::To::NewBattle);
    if (keyPressed(e, sf::Keyboard::E)) go(Go::To::Editor);
    // Esc goes back where the menu was opened from.
    if (keyPressed(e, sf::Keyboard::Escape) && fromEditor_)
        go(Go::To::Editor);
    else if (keyPressed(e, sf::Keyboard::Escape) && gameRunning_)
        go(Go::To::Start);
}

void MainMenuScreen::update(float, sf::Vector2f size, bool) {
    beginPage("##mainmenu", size);
    // In a short window (800x500 at the least) the margins and the buttons
    // give up height so that every button stays above the keys' line.
    const ImGuiStyle& st = ImGui::GetStyle();
    int buttons = 6 + (gameRunning_ ? 2 : 0) + (!gameRunning_ && resume_ ? 1 : 0);
    float lines = !gameRunning_ && resume_ ? (resume_->older ? 2.f : 1.f) : 0.f;
    float titleH = (fonts_.big ? fonts_.big->FontSize : 34.f) +
                   (fonts_.title ? fonts_.title->FontSize : 16.f) + 2.f * st.ItemSpacing.y;
    float textH = ImGui::GetTextLineHeightWithSpacing();
    float room = size.y - 34.f - 8.f; // above the keys' line
    float top = std::max(30.f, size.y * 0.16f), gap = 34.f, buttonH = kMenuButtonHeight;
    auto need = [&] {
        return top + titleH + gap + float(buttons) * (buttonH + st.ItemSpacing.y) + lines * textH +
               4.f + st.ItemSpacing.y;
    };
    if (need() > room) {
        gap = 14.f;
        top = std::max(16.f, top - std::max(0.f, need() - room));
    }
    if (need() > room)
        buttonH = std::max(28.f, kMenuButtonHeight - (need() - room) / float(buttons));
    ImGui::SetCursorPosY(top);
    centredText("GUIDON", fonts_.big, kCream);
    centredText("Longstreet Lite on the table", fonts_.title, kSoft);
    float y = ImGui::GetCursorScreenPos().y + 8.f;
    ImGui::GetWindowDrawList()->AddLine(ImVec2(size.x * 0.5f - 170.f, y),
                                        ImVec2(size.x * 0.5f + 170.f, y),
                                        IM_COL32(201, 162, 84, 255), 2.f);
    ImGui::Dummy(ImVec2(0.f, gap));

    const float w = 340.f;
    auto button = [&](const char* label, bool primary = false) {
        return menuButton(label, w, fonts_, primary, buttonH);
    };
    if (gameRunning_ && button("Back to the battle", true)) {
        go(Go::To::Start);
    }
    if (!gameRunning_ && resume_) {
        if (button("Continue", true)) {
            go(Go::To::Load, resume_->path);
        }
        std::string what = resume_->battle + ", autosaved " +
                           whenText(resume_->modified, (long long)std::time(nullptr));
        centredText(what, nullptr, ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
        if (resume_->older)
            centredText("An older autosave: later autosaves could not be written.", nullptr,
                        kRefusalColour);
    }
    ImGui::Dummy(ImVec2(0.f, 4.f));
    if (button("New battle", !gameRunning_ && !resume_)) go(Go::To::NewBattle);
    if (button("Load a saved game")) go(Go::To::LoadList);
    if (gameRunning_ && button("Save this game")) go(Go::To::Save);
    if (button(editorOpen_ ? "Back to the map editor" : "Map editor")) go(Go::To::Editor);
    if (button("Rules reference")) go(Go::To::Reference);
    if (button("Settings")) go(Go::To::Settings);
    if (button("Quit")) go(Go::To::Quit);
    ImGui::SetCursorPosY(size.y - 34.f);
    centredText("N new battle \xC2\xB7 E map editor \xC2\xB7 F1 rules \xC2\xB7 Ctrl+O load "
                "\xC2\xB7 Ctrl+Q quit",
                nullptr, ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);

    // After a crash: offer the game that was running.
    if (crashOffer_) {
        ImGui::OpenPopup("Resume the last game?");
        ImGui::SetNextWindowPos(ImVec2(size.x * 0.5f, size.y * 0.5f), ImGuiCond_Always,
                                ImVec2(0.5f, 0.5f));
        if (ImGui::BeginPopupModal("Resume the last game?", nullptr,
                                   ImGuiWindowFlags_AlwaysAutoResize |
                                       ImGuiWindowFlags_NoSavedSettings)) {
            ImGui::Text("Guidon did not close properly while you were playing");
            pushFont(fonts_.title);
            ImGui::TextColored(kGold, "%s", resume_->battle.c_str());
            popFont(fonts_.title);
            ImGui::Text("The game was autosaved %s, after %zu %s.",
                        whenText(resume_->modified, (long long)std::time(nullptr)).c_str(),
                        resume_->commands, resume_->commands == 1 ? "command" : "commands");
            if (resume_->older)
                ImGui::TextColored(
                    kRefusalColour,
                    "This is an older autosave: later autosaves could not be written.");
            ImGui::Spacing();
            // Enter takes the game up (it loses nothing), Esc leaves it for later.
            pushPrimaryButton();
            bool resume = bigButton("Resume that game", 220.f) || keyTapped(ImGuiKey_Enter);
            popPrimaryButton();
            if (resume) {
                crashOffer_ = false;
                ImGui::CloseCurrentPopup();
                go(Go::To::Load, resume_->path);
            }
            ImGui::SameLine();
            if (bigButton("Not now", 120.f) || (!resume && keyTapped(ImGuiKey_Escape))) {
                crashOffer_ = false;
                ImGui::CloseCurrentPopup();
            }
            ImGui::EndPopup();
        }
    }
    ImGui::End();
}

void MainMenuScreen::draw(sf::RenderTarget&) {}

// [SECTION] New battle

NewBattleScreen::NewBattleScreen(const UiFonts& fonts, std::vector<BattleChoice> battles,
                                 std::size_t selected, std::vector<LevelChoice> levels,
                                 engine::Assets* assets, const lite::PickupLibrary* pickup,
                                 std::vector<LevelChoice> fullLevels)
    : assets_(assets), pickup_(pickup), fonts_(fonts), battles_(std::move(battles)),
      selected_(std::min(selected, battles_.empty() ? 0 : battles_.size() - 1)),
      levels_(std::move(levels)), fullLevels_(std::move(fullLevels)) {
    // A computer seat plays the normal level unless the player picks another
    // (both rulesets list easy, normal, hard in that order).
    for (std::size_t i = 0; i < levels_.size(); ++i)
        if (levels_[i].level == "normal") level_[0] = level_[1] = int(i);
    if (pickup_) pickupYear_ = pickup_->year;
}

void NewBattleScreen::preparePreview() {
    if (previewOf_ == selected_) return;
    previewOf_ = selected_;
    preview_.clear();
    if (!assets_ || battles_.empty() || !battles_[selected_].battle) return;
    preview_.show(*battles_[selected_].battle, *assets_);
}

void NewBattleScreen::event(const sf::Event& e, bool, bool uiKeys) {
    if (uiKeys) return;
    if (keyPressed(e, sf::Keyboard::Escape)) go(Go::To::MainMenu);
    if (battles_.empty()) return;
    if (keyPressed(e, sf::Keyboard::Down)) selected_ = (selected_ + 1) % battles_.size();
    if (keyPressed(e, sf::Keyboard::Up))
        selected_ = (selected_ + battles_.size() - 1) % battles_.size();
    if (keyPressed(e, sf::Keyboard::Enter)) start();
}

void NewBattleScreen::start() {
    Go g;
    bool scenario = !pickupSelected_ && !battles_.empty() && battles_[selected_].pickup;
    if (pickupSelected_ || scenario) {
        g.to = Go::To::PickUp;
        g.force[0] = pickupForce_[0];
        g.force[1] = pickupForce_[1];
        g.year = pickupYear_;
        if (scenario) g.path = battles_[selected_].path;
    } else {
        if (battles_.empty() || !battles_[selected_].problem.empty()) return;
        g.to = Go::To::Start;
        g.path = battles_[selected_].path;
    }
    bool full = !pickupSelected_ && !battles_.empty() && battles_[selected_].full;
    const std::vector<LevelChoice>& levels = full ? fullLevels_ : levels_;
    for (int si = 0; si < 2; ++si)
        if (players_[si] == 1 && !levels.empty())
            g.computer[si] = levels[std::min(std::size_t(level_[si]), levels.size() - 1)].level;
    if (fixedSeed_) {
        char* end = nullptr;
        errno = 0;
        unsigned long long v = std::strtoull(seedText_, &end, 10);
        if (seedText_[0] == '\0' || seedText_[0] == '-' || *end != '\0' || errno != 0) {
            seedError_ = "The seed is a whole number, such as 1863.";
            return;
        }
        g.seed = v;
        g.haveSeed = true;
    }
    seedError_.clear();
    go(g);
}

void NewBattleScreen::update(float, sf::Vector2f size, bool) {
    beginPage("##newbattle", size);
    pageTitle("New battle", fonts_, std::max(20.f, size.y * 0.06f));
    float panelW = std::min(1100.f, size.x - 60.f);
    float left = (size.x - panelW) * 0.5f;
    float listW = std::min(360.f, panelW * 0.38f);
    float h = std::max(240.f, size.y - ImGui::GetCursorPosY() - 110.f);

    ImGui::SetCursorPosX(left);
    ImGui::BeginChild("battles", ImVec2(listW, h), true);
    if (pickupOffered()) {
        pushFont(fonts_.title);
        if (ImGui::Selectable("Pick-up battle##pickup", pickupSelected_, 0, ImVec2(0.f, 26.f)))
            pickupSelected_ = true;
        popFont(fonts_.title);
        ImGui::TextDisabled("   roll for the terrain, then deploy");
        ImGui::Spacing();
    }
    if (battles_.empty()) hint("No battle files were found in the maps folder.");
    for (std::size_t i = 0; i < battles_.size(); ++i) {
        const BattleChoice& b = battles_[i];
        ImGui::PushID(int(i));
        std::string label = b.name + "##pick";
        pushFont(fonts_.title);
        if (ImGui::Selectable(label.c_str(), i == selected_ && !pickupSelected_, 0,
                              ImVec2(0.f, 26.f))) {
            selected_ = i;
            pickupSelected_ = false;
        }
        popFont(fonts_.title);
        if (b.problem.empty() && b.pickup)
            ImGui::TextDisabled("   %d \xC2\xB7 pick-up scenario", b.year);
        else if (b.problem.empty() && b.full)
            ImGui::TextDisabled("   %d \xC2\xB7 full game \xC2\xB7 %d and %d stands", b.year,
                                b.bases[0], b.bases[1]);
        else if (b.problem.empty())
            ImGui::TextDisabled("   %d \xC2\xB7 %d and %d bases", b.year, b.bases[0], b.bases[1]);
        else
            ImGui::TextColored(kRefusalColour, "   cannot be loaded");
        ImGui::Spacing();
        ImGui::PopID();
    }
    ImGui::EndChild();

    ImGui::SameLine();
    ImGui::BeginChild("details", ImVec2(panelW - listW - ImGui::GetStyle().ItemSpacing.x, h), true);
    if (pickupSelected_) {
        pickupDetails(nullptr);
        previewRect_ = {};
    } else if (!battles_.empty() && battles_[selected_].pickup &&
               battles_[selected_].problem.empty()) {
        pickupDetails(&battles_[selected_]);
        previewRect_ = {};
    } else if (!battles_.empty()) {
        const BattleChoice& b = battles_[selected_];
        pushFont(fonts_.big);
        ImGui::TextColored(kCream, "%s", b.name.c_str());
        popFont(fonts_.big);
        if (!b.problem.empty()) {
            textWrapped(kRefusalColour, b.problem);
        } else {
            ImGui::TextDisabled("%d \xC2\xB7 %s \xC2\xB7 table %g by %g%s \xC2\xB7 %s moves first",
                                b.year, b.full ? "the full game" : "Longstreet Lite", b.width,
                                b.height, b.full ? "\"" : suffixOf(b.battle.get()).c_str(),
                                b.firstSide.c_str());
            ImGui::Spacing();
            if (!b.description.empty()) textWrapped(kSoft, b.description);
            ImGui::Spacing();
            armiesAndDice(b);
            // The map in the room left, drawn under the UI by draw().
            ImVec2 at = ImGui::GetCursorScreenPos();
            ImVec2 room = ImGui::GetContentRegionAvail();
            float k = ImGui::GetIO().DisplayFramebufferScale.x;
            if (room.x > 120.f && room.y > 100.f)
                previewRect_ = {at.x * k, (at.y + 8.f) * k, room.x * k, (room.y - 8.f) * k};
            else
                previewRect_ = {};
        }
    }
    ImGui::EndChild();

    ImGui::SetCursorPosX(left);
    ImGui::Dummy(ImVec2(0.f, 6.f));
    ImGui::SetCursorPosX(left);
    if (bigButton("Back", 140.f)) go(Go::To::MainMenu);
    ImGui::SameLine(left + panelW - 220.f);
    bool playable = pickupSelected_ || (!battles_.empty() && battles_[selected_].problem.empty());
    ImGui::BeginDisabled(!playable);
    pushPrimaryButton();
    bool rolls = pickupSelected_ || (playable && battles_[selected_].pickup);
    if (bigButton(rolls ? "Roll for the set-up" : "Start the battle", 220.f)) start();
    popPrimaryButton();
    ImGui::EndDisabled();
    ImGui::End();
}

void NewBattleScreen::armiesAndDice(const BattleChoice& b) {
    heading("THE ARMIES");
    for (int si = 0; si < 2; ++si)
        playerRow(si, b);
    ImGui::Spacing();
    int humans = (players_[0] == 0) + (players_[1] == 0);
    if (b.full && humans == 2)
        hint("Hot seat: the two players take turns at this screen. The full game hides "
             "nothing, so no curtain passes between you; the column names who decides.");
    else if (b.full && humans == 1)
        hint("You play against the computer. In your turns, Hint (F2) shows what the hard "
             "computer would do.");
    else
    hint(humans == 2   ? "Hot seat: the two players share this screen. Before a hand is "
                         "shown, a curtain asks the other player to look away."
         : humans == 1 ? "You play against the computer; its hand stays hidden. In "
                         "your turns, Hint (F2) shows what the hard computer would do."
                       : "The computer plays both sides; you watch. Space plays out "
                         "a turn at once, P pauses.");
    ImGui::Spacing();
    heading("DICE");
    ImGui::Checkbox("Choose the seed", &fixedSeed_);
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("The same battle and seed deal the same cards and roll the "
                          "same dice: for replaying a game or a tournament.");
    if (fixedSeed_) {
        ImGui::SameLine();
        ImGui::SetNextItemWidth(200.f);
        ImGui::InputText("##seed", seedText_, sizeof seedText_, ImGuiInputTextFlags_CharsDecimal);
    }
    if (!seedError_.empty()) textWrapped(kRefusalColour, seedError_);
}

bool NewBattleScreen::pickupOffered() const {
    return pickup_ && pickup_->firstForce(core::Side::Federal) &&
           pickup_->firstForce(core::Side::Confederate);
}

void NewBattleScreen::pickupDetails(const BattleChoice* map) {
    pushFont(fonts_.big);
    ImGui::TextColored(kCream, "%s", map ? map->name.c_str() : "Pick-up battle");
    popFont(fonts_.big);
    ImGui::TextDisabled("table %g by %g%s \xC2\xB7 the side that deploys second moves first",
                        map ? map->width : pickup_->width, map ? map->height : pickup_->height,
                        suffixOf(map ? map->battle.get() : nullptr).c_str());
    ImGui::Spacing();
    if (map && !map->description.empty()) {
        textWrapped(kSoft, map->description);
        ImGui::Spacing();
    }
    if (map && map->units[0] + map->units[1] > 0) {
        // The scenario gives the forces.
        heading("SET-UP");
        hint("A pick-up scenario (LL-SETUP-1): the map fixes its terrain, forces and any choice "
             "it names; the rest is rolled and chosen before the battle.");
        ImGui::Spacing();
        armiesAndDice(*map);
        return;
    }
    textWrapped(kSoft, "Both players roll a die, re-rolling ties. The higher roller places between "
                       "his roll and the sum of both rolls in terrain pieces; the other chooses "
                       "his table edge. The higher roller chooses to deploy first or second, each "
                       "army deploys in its own edge third, and the side that deployed second "
                       "moves first (LL-SETUP-1).");
    ImGui::Spacing();
    heading("THE FORCES");
    BattleChoice counts;
    for (int si = 0; si < 2; ++si) {
        core::Side side = si == 0 ? core::Side::Federal : core::Side::Confederate;
        if (pickupForce_[si] < 0 || std::size_t(pickupForce_[si]) >= pickup_->forces.size() ||
            pickup_->forces[std::size_t(pickupForce_[si])].side != side)
            for (std::size_t i = 0; i < pickup_->forces.size(); ++i)
                if (pickup_->forces[i].side == side) {
                    pickupForce_[si] = int(i);
                    break;
                }
        const lite::PickupForce& f = pickup_->forces[std::size_t(pickupForce_[si])];
        ImGui::PushID(100 + si);
        ImGui::AlignTextToFramePadding();
        ImGui::TextColored(sideColour(side), "%s", sideTitle(side));
        ImGui::SameLine(120.f);
        ImGui::SetNextItemWidth(300.f);
        if (ImGui::BeginCombo("##force", f.name.c_str())) {
            for (std::size_t i = 0; i < pickup_->forces.size(); ++i) {
                if (pickup_->forces[i].side != side) continue;
                ImGui::PushID(int(i));
                if (ImGui::Selectable(pickup_->forces[i].name.c_str(), int(i) == pickupForce_[si]))
                    pickupForce_[si] = int(i);
                ImGui::PopID();
            }
            ImGui::EndCombo();
        }
        ImGui::PopID();
        for (const lite::UnitSetup& u : pickup_->forces[std::size_t(pickupForce_[si])].units) {
            counts.units[si] += 1;
            counts.bases[si] += u.bases;
        }
    }
    if (!map) {
        int year = pickupYear_ - 1861;
        const char* years[] = {"1861", "1862", "1863", "1864", "1865"};
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted("Year");
        ImGui::SameLine(120.f);
        ImGui::SetNextItemWidth(120.f);
        if (ImGui::Combo("##year", &year, years, 5)) pickupYear_ = 1861 + year;
    }
    ImGui::Spacing();
    armiesAndDice(counts);
}

void NewBattleScreen::playerRow(int si, const BattleChoice& b) {
    core::Side side = si == 0 ? core::Side::Federal : core::Side::Confederate;
    ImGui::PushID(si);
    ImGui::AlignTextToFramePadding();
    ImGui::TextColored(sideColour(side), "%-12s", sideTitle(side));
    ImGui::SameLine(120.f);
    ImGui::Text("%d units, %d %s", b.units[si], b.bases[si], b.full ? "stands" : "bases");
    // Who plays it and the level beside the counts, or under them in a
    // narrow window (800 wide): never clipped at the panel's edge.
    const float whoW = 200.f, levelW = 110.f, gap = ImGui::GetStyle().ItemSpacing.x;
    if (ImGui::GetWindowContentRegionMax().x >= 300.f + whoW + gap + levelW)
        ImGui::SameLine(300.f);
    else
        ImGui::SetCursorPosX(120.f);
    ImGui::SetNextItemWidth(whoW);
    const std::vector<LevelChoice>& levels = levelsOf(b);
    bool computer = !levels.empty();
    const char* names[] = {"Player at this screen", computer ? "Computer" : "Computer (no levels)"};
    int who = computer ? players_[si] : 0;
    if (ImGui::BeginCombo("##who", names[who])) {
        if (ImGui::Selectable(names[0], who == 0)) players_[si] = 0;
        ImGui::BeginDisabled(!computer);
        if (ImGui::Selectable(names[1], who == 1)) players_[si] = 1;
        ImGui::EndDisabled();
        ImGui::EndCombo();
    }
    if (!computer && ImGui::IsItemHovered())
        ImGui::SetTooltip(b.full ? "No level of the full game's computer could be loaded "
                                   "(assets/ai/full)."
                                 : "No level of the computer could be loaded (assets/ai).");
    if (players_[si] == 1 && computer) {
        std::size_t k = std::min(std::size_t(level_[si]), levels.size() - 1);
        ImGui::SameLine();
        ImGui::SetNextItemWidth(levelW);
        if (ImGui::BeginCombo("##level", levels[k].level.c_str())) {
            for (std::size_t i = 0; i < levels.size(); ++i) {
                ImGui::PushID(int(i));
                if (ImGui::Selectable(levels[i].level.c_str(), i == k)) level_[si] = int(i);
                if (ImGui::IsItemHovered() && !levels[i].description.empty())
                    ImGui::SetTooltip("%s", levels[i].description.c_str());
                ImGui::PopID();
            }
            ImGui::EndCombo();
        }
        k = std::min(std::size_t(level_[si]), levels.size() - 1);
        if (!levels[k].description.empty()) {
            ImGui::Indent(120.f);
            textWrapped(kSoft, levels[k].description);
            ImGui::Unindent(120.f);
        }
    }
    ImGui::PopID();
}

void NewBattleScreen::draw(sf::RenderTarget& target) {
    preparePreview();
    if (preview_.empty() || previewRect_.width <= 0.f) return;
    sf::Vector2u size = target.getSize();
    engine::Camera cam;
    cam.setViewport({float(size.x), float(size.y)});
    engine::CameraControls fit;
    fit.setFitTarget(preview_.view().bounds(), previewRect_, 4.f);
    fit.fit(cam);
    TableOptions o;
    o.labels = false;
    preview_.draw(target, cam, o);
}

// [SECTION] Saved games

LoadScreen::LoadScreen(const UiFonts& fonts, std::vector<SavedGame> saves, std::string folder)
    : fonts_(fonts), saves_(std::move(saves)), folder_(std::move(folder)) {}

void LoadScreen::event(const sf::Event& e, bool, bool uiKeys) {
    if (uiKeys) return;
    if (keyPressed(e, sf::Keyboard::Escape)) go(Go::To::MainMenu);
    if (saves_.empty()) return;
    int n = int(saves_.size());
    if (keyPressed(e, sf::Keyboard::Down)) selected_ = (selected_ + 1) % n;
    if (keyPressed(e, sf::Keyboard::Up)) selected_ = (selected_ + n - 1) % n;
    if (keyPressed(e, sf::Keyboard::Enter) && saves_[std::size_t(selected_)].readable) {
        go(Go::To::Load, saves_[std::size_t(selected_)].path);
    }
}

void LoadScreen::update(float, sf::Vector2f size, bool) {
    beginPage("##load", size);
    pageTitle("Saved games", fonts_, std::max(20.f, size.y * 0.06f));
    float panelW = std::min(900.f, size.x - 60.f);
    float left = (size.x - panelW) * 0.5f;
    float h = std::max(200.f, size.y - ImGui::GetCursorPosY() - 110.f);
    long long now = (long long)std::time(nullptr);
    selected_ = std::clamp(selected_, 0, std::max(0, int(saves_.size()) - 1));

    ImGui::SetCursorPosX(left);
    ImGui::BeginChild("saves", ImVec2(panelW, h), true);
    if (saves_.empty()) {
        hint("No saved games yet. In a battle, Ctrl+S saves the game; Guidon also autosaves "
             "at the end of every turn.");
        ImGui::TextDisabled("Saves are kept in %s", folder_.c_str());
    }
    if (!saves_.empty() && ImGui::BeginTable("savelist", 4,
                                             ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH |
                                                 ImGuiTableFlags_ScrollY)) {
        ImGui::TableSetupColumn("Name", ImGuiTableColumnFlags_WidthStretch, 2.f);
        ImGui::TableSetupColumn("Battle", ImGuiTableColumnFlags_WidthStretch, 1.6f);
        ImGui::TableSetupColumn("Commands", ImGuiTableColumnFlags_WidthFixed, 90.f);
        ImGui::TableSetupColumn("Saved", ImGuiTableColumnFlags_WidthFixed, 170.f);
        ImGui::TableSetupScrollFreeze(0, 1);
        ImGui::TableHeadersRow();
        for (std::size_t i = 0; i < saves_.size(); ++i) {
            const SavedGame& s = saves_[i];
            ImGui::PushID(int(i));
            ImGui::TableNextRow(0, 30.f);
            ImGui::TableNextColumn();
            bool clicked = ImGui::Selectable(s.name.c_str(), int(i) == selected_,
                                             ImGuiSelectableFlags_SpanAllColumns |
                                                 ImGuiSelectableFlags_AllowDoubleClick,
                                             ImVec2(0.f, 26.f));
            if (clicked) {
                selected_ = int(i);
                if (ImGui::IsMouseDoubleClicked(0) && s.readable) {
                    go(Go::To::Load, s.path);
                }
            }
            ImGui::TableNextColumn();
            if (s.readable)
                ImGui::TextUnformatted(s.battle.c_str());
            else
                ImGui::TextColored(kRefusalColour, "%s", s.battle.c_str());
            ImGui::TableNextColumn();
            if (s.readable) ImGui::Text("%zu", s.commands);
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(whenText(s.modified, now).c_str());
            ImGui::PopID();
        }
        ImGui::EndTable();
    }
    ImGui::EndChild();

    ImGui::SetCursorPosX(left);
    ImGui::Dummy(ImVec2(0.f, 6.f));
    ImGui::SetCursorPosX(left);
    if (bigButton("Back", 140.f)) go(Go::To::MainMenu);
    bool any = !saves_.empty();
    const SavedGame* sel = any ? &saves_[std::size_t(selected_)] : nullptr;
    ImGui::SameLine();
    ImGui::BeginDisabled(!any);
    if (bigButton("Delete", 120.f)) confirmDelete_ = selected_;
    ImGui::EndDisabled();
    ImGui::SameLine(left + panelW - 200.f);
    ImGui::BeginDisabled(!sel || !sel->readable);
    pushPrimaryButton();
    if (bigButton("Load", 200.f) && sel) {
        go(Go::To::Load, sel->path);
    }
    popPrimaryButton();
    ImGui::EndDisabled();

    if (confirmDelete_ >= 0 && std::size_t(confirmDelete_) < saves_.size()) {
        ImGui::OpenPopup("Delete this save?");
        ImGui::SetNextWindowPos(ImVec2(size.x * 0.5f, size.y * 0.5f), ImGuiCond_Always,
                                ImVec2(0.5f, 0.5f));
        if (ImGui::BeginPopupModal("Delete this save?", nullptr,
                                   ImGuiWindowFlags_AlwaysAutoResize |
                                       ImGuiWindowFlags_NoSavedSettings)) {
            ImGui::Text("Delete \"%s\"? This cannot be undone.",
                        saves_[std::size_t(confirmDelete_)].name.c_str());
            // Enter confirms what the player asked for; Esc keeps the save.
            pushPrimaryButton();
            bool remove = bigButton("Delete", 120.f) || keyTapped(ImGuiKey_Enter);
            popPrimaryButton();
            if (remove) {
                go(Go::To::Delete, saves_[std::size_t(confirmDelete_)].path);
                confirmDelete_ = -1;
                ImGui::CloseCurrentPopup();
            }
            ImGui::SameLine();
            if (!remove && (bigButton("Keep it", 120.f) || keyTapped(ImGuiKey_Escape))) {
                confirmDelete_ = -1;
                ImGui::CloseCurrentPopup();
            }
            ImGui::EndPopup();
        }
    }
    ImGui::End();
}

void LoadScreen::draw(sf::RenderTarget&) {}

} // namespace guidon::client
