#include "pickup_screen.h"

#include "client/decision_widgets.h"
#include "client/palette.h"
#include "client/unit_painter.h"
#include "core/geometry.h"
#include "core/words.h"
#include "engine/canvas.h"
#include "lite/setup_lines.h"
#include "lite/unit.h"

#include <imgui.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <iostream>
#include <sstream>

namespace guidon::client {

using core::Side;
using core::Vec2;
using lite::SetupStep;

namespace {

constexpr float kColumnWidth = 360.f;
constexpr float kMargin = 8.f;
constexpr float kComputerPause = 0.7f; // seconds before a computer's choice shows

const char* sideArmy(Side s) {
    return core::sidePlural(s);
}

// A number of a set-up line: the shortest text that reads back as the same
// double, so the line replays to the very place clicked.
std::string numberText(double v) {
    char buf[32];
    std::to_chars_result r = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, r.ptr);
}

std::string pointText(Vec2 p) {
    return numberText(p.x) + "," + numberText(p.y);
}

} // namespace

PickupScreen::PickupScreen(std::unique_ptr<sim::Session> session, engine::Assets& assets,
                           const UiFonts& fonts, PickupChoice choice,
                           const data::RulesReference* reference)
    : assets_(&assets), fonts_(fonts), choice_(std::move(choice)), reference_(reference),
      session_(std::move(session)) {
    camera_.setZoomLimits(3.f, 160.f);
    computerWait_ = kComputerPause;
}

const lite::PickupGame& PickupScreen::pickup() const {
    // Made by Session::startPickup: a pick-up battle's game is Lite's.
    return dynamic_cast<const lite::PickupGame&>(session_->game());
}

// [SECTION] the table

void PickupScreen::refresh() {
    // Every change of the set-up adds to its log.
    std::size_t serial = setup().log().size();
    if (serial == shown_ && !picture_.empty()) return;
    shown_ = serial;
    shownBattle_ = setup().preview();
    picture_.show(shownBattle_, *assets_, lowCost_);
    windowSize_ = {0.f, 0.f};
}

sf::FloatRect PickupScreen::tableArea(sf::Vector2f size) const {
    float w = size.x - kColumnWidth - 3.f * kMargin;
    if (w < 0.4f * size.x) return {0.f, 0.f, size.x, size.y};
    return {kMargin, kMargin, w, size.y - 2.f * kMargin};
}

void PickupScreen::layout(sf::Vector2f size) {
    if (size == windowSize_ || picture_.empty()) return;
    windowSize_ = size;
    layoutTableCamera(camera_, controls_, picture_.view().bounds(), size, tableArea(size), uiScale_,
                      !fitted_);
    fitted_ = true;
}

Vec2 PickupScreen::mouseWorld() const {
    sf::Vector2f w = camera_.toWorld({float(mouse_.x), float(mouse_.y)});
    // Half a BW is as fine as anyone places a wood by hand.
    return {std::round(w.x * 2.0) / 2.0, std::round(w.y * 2.0) / 2.0};
}

double PickupScreen::unitFacing(Side s) const {
    std::optional<lite::Edge> e = setup().edgeOf(s);
    double base = e && *e == lite::Edge::North ? 180.0 : 0.0;
    double f = std::fmod(base + unitTurn_, 360.0);
    return f < 0 ? f + 360.0 : f;
}

// [SECTION] choices

bool PickupScreen::submit(const std::string& line) {
    core::LineResult r = session_->submitLine(line);
    computerWait_ = kComputerPause;
    if (!r.error.empty()) {
        // A line this screen wrote that does not read: a mistake here, said
        // rather than hidden.
        std::cerr << "guidon: the set-up line '" << line << "' does not read: " << r.error << "\n";
        refusal_ = core::refusalOf("", "the set-up line '" + line + "' does not read: " + r.error);
        return false;
    }
    if (r.accepted)
        refusal_.reset();
    else
        refusal_ = r.refusal;
    return r.accepted;
}

bool PickupScreen::computerDecides() const {
    if (setup().ready()) return false;
    Side d = setup().decider();
    return !choice_.computer[d == Side::Federal ? 0 : 1].empty();
}

void PickupScreen::computerStep(float dt) {
    if (!computerDecides()) return;
    computerWait_ -= dt;
    if (computerWait_ > 0.f) return;
    Side d = setup().decider();
    // Its choice as the lines that make it; the random edge drawn from the
    // set-up's own stream, as lite::computerChoice draws it.
    core::Pcg32 rng = pickup().choices();
    for (const std::string& line : lite::computerLines(setup(), rng))
        if (!submit(line)) break;
    if (refusal_) {
        // The computer found no legal choice (a crowded table): it does not
        // try for ever; the player at the screen makes this side's set-up.
        choice_.computer[d == Side::Federal ? 0 : 1].clear();
        handedOver_ = std::string("The computer could not set up the ") + sideArmy(d) +
                      ": choose for them by hand.";
    }
}

void PickupScreen::clickTable(Vec2 w) {
    if (computerDecides()) return;
    if (setup().step() == SetupStep::PlaceTerrain && piece_ >= 0) {
        submit("piece " + setup().library()[std::size_t(piece_)].id + " " + pointText(w) + " " +
               numberText(pieceAngle_));
        return;
    }
    if (setup().step() != SetupStep::Deploy) return;
    Side d = setup().decider();
    // A unit of the deployer already placed, clicked: it comes to hand again
    // (the one in hand, if any, waits).
    int shownIndex = picture_.unitAt({float(w.x), float(w.y)});
    if (shownIndex >= 0 && std::size_t(shownIndex) < shownBattle_.units.size()) {
        int u = setup().findUnit(shownBattle_.units[std::size_t(shownIndex)].id);
        if (u >= 0 && setup().units()[std::size_t(u)].side == d) {
            unit_ = u;
            refusal_.reset();
            return;
        }
    }
    if (unit_ < 0) return;
    if (submit("deploy " + setup().units()[std::size_t(unit_)].id + " " + pointText(w) + " " +
               numberText(unitFacing(d)))) {
        // The next unit still to place comes to hand.
        std::vector<int> left = setup().unitsToPlace(d);
        unit_ = left.empty() ? -1 : left.front();
    }
}

void PickupScreen::start() {
    // The game began with the set-up's last line, in the same Session: the
    // program plays on in it.
    if (!setup().ready()) return;
    Go g;
    g.to = Go::To::StartPickUp;
    g.seed = choice_.seed;
    g.haveSeed = true;
    g.computer[0] = choice_.computer[0];
    g.computer[1] = choice_.computer[1];
    go(std::move(g));
}

// [SECTION] input and frame

void PickupScreen::event(const sf::Event& e, bool uiMouse, bool uiKeys) {
    uiMouse_ = uiMouse;
    if (e.type == sf::Event::MouseMoved) mouse_ = {e.mouseMove.x, e.mouseMove.y};
    if (e.type == sf::Event::MouseLeft) mouse_ = {-1, -1};
    if (controls_.handleEvent(camera_, e, !uiMouse, !uiKeys)) return;
    if (e.type == sf::Event::MouseButtonPressed && !uiMouse &&
        e.mouseButton.button == sf::Mouse::Left) {
        sf::FloatRect a = tableArea(windowSize_);
        if (a.contains(float(e.mouseButton.x) / uiScale_, float(e.mouseButton.y) / uiScale_)) {
            mouse_ = {e.mouseButton.x, e.mouseButton.y};
            clickTable(mouseWorld());
        }
        return;
    }
    if (e.type != sf::Event::KeyPressed || uiKeys || e.key.control || e.key.alt) return;
    switch (e.key.code) {
    case sf::Keyboard::R:
        if (piece_ >= 0) pieceAngle_ = std::fmod(pieceAngle_ + (e.key.shift ? 345.0 : 15.0), 360.0);
        if (unit_ >= 0) unitTurn_ = std::fmod(unitTurn_ + (e.key.shift ? 345.0 : 15.0), 360.0);
        break;
    case sf::Keyboard::Escape:
        piece_ = unit_ = -1;
        break;
    default:
        break;
    }
}

void PickupScreen::update(float dt, sf::Vector2f size, bool uiKeys) {
    computerStep(dt);
    refresh();
    layout(size);
    controls_.update(camera_, dt, !uiKeys);
    if (setup().step() != SetupStep::PlaceTerrain) piece_ = -1;
    // The unit in hand belongs to the side deploying now; when the deployment
    // passes to a player, his first unit comes to hand, facing the enemy.
    bool deploying = setup().step() == SetupStep::Deploy;
    int deployer = deploying ? int(setup().decider()) : -1;
    if (deployer != handFor_) {
        handFor_ = deployer;
        unitTurn_ = 0.0;
        unit_ = -1;
        if (deploying && !computerDecides()) {
            std::vector<int> left = setup().unitsToPlace(setup().decider());
            if (!left.empty()) unit_ = left.front();
        }
    }
    if (!deploying) unit_ = -1;
    drawPanel(size);
}

void PickupScreen::draw(sf::RenderTarget& target) {
    if (picture_.empty()) return;
    TableOptions o;
    o.grid = true; // the thirds are the point of it
    o.textScale = uiScale_;
    picture_.draw(target, camera_, o);
    engine::Canvas c(camera_);
    // The deployer's third, lit.
    if (setup().step() == SetupStep::Deploy) {
        core::geom::Aabb t = setup().third(setup().decider());
        sf::Color col = palette::withAlpha(palette::sideLabel(setup().decider()), 40);
        c.rect({float(t.lo.x), float(t.lo.y), float(t.hi.x - t.lo.x), float(t.hi.y - t.lo.y)}, col);
    }
    bool hover = mouse_.x >= 0 && !uiMouse_;
    if (hover && piece_ >= 0) {
        Vec2 w = mouseWorld();
        lite::TerrainFeature f = setup().pieceShape(piece_, w, pieceAngle_);
        bool ok = !setup().checkPiece(piece_, w, pieceAngle_);
        // The piece in its own colour, washed out, under an outline that
        // says whether it may go there.
        sf::Color fill = palette::withAlpha(
            palette::rgba(shownBattle_.terrainTypes[std::size_t(f.type)].look.fill), 120);
        std::vector<sf::Vector2f> o;
        for (Vec2 p : f.points)
            o.push_back(toSf(p));
        if (f.shape == lite::FeatureShape::Linear) {
            c.polyline(o, std::max(2.f, float(f.width) * camera_.zoom()), fill, false, true);
        } else {
            std::vector<sf::Vector2f> tris;
            for (const std::vector<Vec2>& t : core::geom::triangulate(f.points))
                for (Vec2 p : t)
                    tris.push_back(toSf(p));
            c.triangles(tris, fill);
        }
        c.polyline(o, 2.f, ok ? sf::Color(255, 255, 255, 230) : sf::Color(230, 70, 50),
                   f.shape != lite::FeatureShape::Linear);
    }
    if (hover && unit_ >= 0) {
        Vec2 w = mouseWorld();
        lite::UnitSetup u = setup().units()[std::size_t(unit_)];
        u.front = w;
        u.facing = unitFacing(u.side);
        bool ok = !setup().checkDeploy(unit_, w, u.facing);
        paintGhost(c, figureOf(lite::unitFromSetup(u), -1),
                   ok ? sf::Color(255, 255, 255, 120) : sf::Color(230, 70, 50, 140));
    }
    c.draw(target);
}

// [SECTION] the panel

void PickupScreen::drawPanel(sf::Vector2f size) {
    ImGui::SetNextWindowPos(ImVec2(size.x - kColumnWidth - kMargin, kMargin), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(kColumnWidth, size.y - 2.f * kMargin), ImGuiCond_Always);
    ImGui::Begin("##pickup", nullptr,
                 ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                     ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings);
    float w = ImGui::GetContentRegionAvail().x;
    pushFont(fonts_.title);
    ImGui::TextColored(kGold, "Pick-up battle");
    popFont(fonts_.title);
    hint("Set up as the rules say (LL-SETUP-1): the higher roller places terrain, the other "
         "chooses his edge, the higher roller chooses to deploy first or second, and the side "
         "that deploys second moves first.");
    heading("THE ROLL");
    for (const auto& r : setup().rolls())
        ImGui::Text("Federals %d, Confederates %d%s", r.first, r.second,
                    r.first == r.second ? ": a tie, again" : "");
    Side win = setup().winner();
    if (choice_.terrainFixed)
        textWrapped(sideColour(win),
                    std::string("The ") + sideArmy(win) +
                        " count as the higher roller; the scenario sets the terrain.");
    else
        textWrapped(sideColour(win), std::string("The ") + sideArmy(win) +
                                         " rolled higher: they place " +
                                         std::to_string(setup().minPieces()) + " to " +
                                         std::to_string(setup().maxPieces()) + " terrain pieces.");
    if (!handedOver_.empty()) textWrapped(kGold, handedOver_);

    SetupStep step = setup().step();
    Side d = setup().decider();
    int di = d == Side::Federal ? 0 : 1;
    bool mine = !computerDecides();
    heading(step == SetupStep::PlaceTerrain  ? "TERRAIN"
            : step == SetupStep::ChooseEdge  ? "TABLE EDGES"
            : step == SetupStep::ChooseOrder ? "ORDER OF DEPLOYMENT"
            : step == SetupStep::Deploy      ? "DEPLOYMENT"
                                             : "READY");
    if (step != SetupStep::Ready) {
        ImGui::TextColored(sideColour(d), "%s to choose%s", sideArmy(d),
                           mine ? "" : (" (the computer, " + choice_.computer[di] + ")").c_str());
    }
    if (!mine && step != SetupStep::Ready) {
        hint("The computer is choosing...");
    } else if (step == SetupStep::PlaceTerrain) {
        ImGui::Text("%zu placed; %d to %d.", setup().placed().size(), setup().minPieces(),
                    setup().maxPieces());
        hint("Choose a piece, then click the table to place it. R turns it (Shift+R back).");
        const std::vector<lite::PickupPiece>& lib = setup().library();
        float half = (w - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
        for (std::size_t i = 0; i < lib.size(); ++i) {
            if (i % 2 == 1) ImGui::SameLine();
            bool on = piece_ == int(i);
            if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.55f, 0.42f, 0.18f, 1.f));
            ImGui::PushID(int(i));
            if (ImGui::Button(lib[i].name.c_str(), ImVec2(half, 0.f))) {
                piece_ = on ? -1 : int(i);
                pieceAngle_ = 0.0;
            }
            ImGui::PopID();
            if (on) ImGui::PopStyleColor();
        }
        for (std::size_t i = 0; i < setup().placed().size(); ++i) {
            ImGui::PushID(1000 + int(i));
            const lite::PlacedPiece& p = setup().placed()[i];
            ImGui::Text("%zu. %s at %.1f,%.1f", i + 1, lib[std::size_t(p.piece)].name.c_str(),
                        p.at.x, p.at.y);
            ImGui::SameLine(w - 60.f);
            if (ImGui::SmallButton("Remove")) submit("remove " + std::to_string(i + 1));
            ImGui::PopID();
        }
        if (ImGui::Button("Random terrain", ImVec2(w, 0.f))) submit("auto-terrain");
        pushPrimaryButton();
        if (ImGui::Button("Terrain done", ImVec2(w, 0.f))) submit("done");
        popPrimaryButton();
    } else if (step == SetupStep::ChooseEdge) {
        hint("Choose the table edge your army deploys at: its third of the table is yours.");
        float half = (w - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
        if (ImGui::Button("North edge", ImVec2(half, 0.f))) submit("edge north");
        ImGui::SameLine();
        if (ImGui::Button("South edge", ImVec2(half, 0.f))) submit("edge south");
    } else if (step == SetupStep::ChooseOrder) {
        hint("Deploying second lets you see the enemy's line, and you move first.");
        float half = (w - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
        if (ImGui::Button("Deploy first", ImVec2(half, 0.f))) submit("order first");
        ImGui::SameLine();
        if (ImGui::Button("Deploy second", ImVec2(half, 0.f))) submit("order second");
    } else if (step == SetupStep::Deploy) {
        std::vector<int> left = setup().unitsToPlace(d);
        hint("Choose a unit, then click where its front's centre goes, in your third. R turns it. "
             "Click a placed unit to move it again.");
        for (std::size_t i = 0; i < setup().units().size(); ++i) {
            const lite::UnitSetup& u = setup().units()[i];
            if (u.side != d) continue;
            bool placed = setup().isPlaced(int(i));
            std::string label = u.name + (placed ? "  (placed)" : "") + "##u" + std::to_string(i);
            if (ImGui::Selectable(label.c_str(), unit_ == int(i))) unit_ = int(i);
        }
        if (ImGui::Button("Deploy all in line", ImVec2(w, 0.f))) submit("auto-deploy");
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip(
                "Every unit of yours, placed or not, in rows across the middle of your third.");
        pushPrimaryButton();
        if (ImGui::Button("Deployment done", ImVec2(w, 0.f))) submit("done");
        popPrimaryButton();
    } else {
        lite::Battle b = setup().battle();
        ImGui::TextColored(sideColour(b.firstSide), "The %s deployed second: they move first.",
                           sideArmy(b.firstSide));
        pushPrimaryButton();
        if (bigButton("Start the battle", w)) start();
        popPrimaryButton();
    }
    // As the table shows a refused command: its rule, quoted from the
    // reference.
    if (refusal_ && refusal_->rule.empty())
        textWrapped(kRefusalColour, sentence(refusal_->reason));
    else if (refusal_)
        drawRefusal(*refusal_, reference_, showRule_);
    drawLog();
    ImGui::Spacing();
    if (ImGui::Button("Back to New battle", ImVec2(w, 0.f))) go(Go::To::NewBattle);
    ImGui::End();
}

void PickupScreen::drawLog() {
    heading("WHAT HAPPENED");
    const auto& log = setup().log();
    std::size_t from = log.size() > 8 ? log.size() - 8 : 0;
    for (std::size_t i = from; i < log.size(); ++i)
        textWrapped(kHintColour, sentence(log[i].text));
}

// [SECTION] status (for tests)

std::string PickupScreen::statusReport() const {
    std::ostringstream o;
    o << "pickup-step " << lite::nameOf(setup().step()) << "\n";
    o << "pickup-decider " << (setup().ready() ? "none" : lite::nameOf(setup().decider())) << "\n";
    o << "pickup-winner " << lite::nameOf(setup().winner()) << "\n";
    o << "pickup-pieces " << setup().placed().size() << " " << setup().minPieces() << " "
      << setup().maxPieces() << "\n";
    for (Side s : {Side::Federal, Side::Confederate}) {
        std::optional<lite::Edge> e = setup().edgeOf(s);
        o << "pickup-edge-" << lite::nameOf(s) << " " << (e ? lite::nameOf(*e) : "none") << "\n";
        o << "pickup-left-" << lite::nameOf(s) << " " << setup().unitsToPlace(s).size() << "\n";
    }
    std::optional<Side> first = setup().firstDeployer();
    o << "pickup-first-deployer " << (first ? lite::nameOf(*first) : "none") << "\n";
    o << "pickup-refusal " << (refusal_ ? refusal_->rule + " " + refusal_->reason : "none") << "\n";
    o << "pickup-piece " << piece_ << "\n";
    o << "pickup-unit " << unit_ << "\n";
    sf::Vector2f origin = camera_.toScreen({0.f, 0.f});
    o << "pickup-view " << origin.x << " " << origin.y << " " << camera_.zoom() << "\n";
    return o.str();
}

} // namespace guidon::client
