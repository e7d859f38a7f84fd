#include "editor_screen.h"

#include "core/geometry.h"
#include "data/battle_file.h"
#include "data/save_file.h"
#include "engine/canvas.h"
#include "engine/components.h"
#include "engine/pick.h"
#include "lite/setup.h"
#include "lite/unit.h"
#include "palette.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

namespace guidon::client {

using core::Vec2;

using namespace editor_layout;

EditorScreen::EditorScreen(const sim::Library& lib, engine::Assets& assets, const UiFonts& fonts,
                           EditorFolders folders)
    : lib_(&lib), assets_(&assets), fonts_(fonts), folders_(std::move(folders)) {
    camera_.setZoomLimits(3.f, 160.f);
    newUnit_.side = core::Side::Federal;
    newUnit_.type = lite::UnitType::Infantry;
    newUnit_.bases = 4;
    newUnit_.files = 4;
    newFull_.arm = full::Arm::Infantry;
    newFull_.formation = full::Formation::Line;
    newFull_.stands = 6;
    newMap(48.0, 32.0);
}

// [SECTION] the document on screen

void EditorScreen::setDoc(std::unique_ptr<editor::Doc> doc, std::string path) {
    doc_ = std::move(doc);
    lite_ = dynamic_cast<editor::EditorDoc*>(doc_.get());
    full_ = dynamic_cast<editor::FullDoc*>(doc_.get());
    path_ = std::move(path);
    selFeature_ = selUnit_ = selBrigade_ = -1;
    // The palette is the ruleset's terrain: its first type to start.
    terrainType_ = doc_->map().kinds.empty() ? -1 : 0;
    tool_ = Tool::Select; // another table: no tool half used on it
    newFull_.brigade = -1;
    problemShown_ = -1;
    cancelDrawing();
    drag_ = {};
    shownSerial_ = ~std::size_t(0);
    problemsSerial_ = ~std::size_t(0);
    scenarioSerial_ = ~std::size_t(0);
    textHashSerial_ = ~std::size_t(0); // a new document counts its serial from 0 again
    fitPending_ = true;
    picture_.clear();
    balance_.reset(); // its figures were another map's
}

void EditorScreen::newMap(double width, double height, const std::string& name, bool full) {
    if (full) {
        setDoc(std::make_unique<editor::FullDoc>(lib_->fullTerrain, width, height,
                                                 &lib_->fullTables, name),
               "");
        return;
    }
    lite::Battle b;
    b.name = name;
    b.width = width;
    b.height = height;
    b.terrainTypes = lib_->terrain;
    setDoc(std::make_unique<editor::EditorDoc>(std::move(b)), "");
}

void EditorScreen::undoRedo(bool redo) {
    edited(redo ? doc_->redo() : doc_->undo());
    selFeature_ = selUnit_ = selBrigade_ = -1;
    newFull_.brigade = -1; // the brigades' indices may mean others now
    problemShown_ = -1;
    engine::setOnlyTag<engine::Selected>(picture_.registry(), engine::kNoEntity);
}

bool EditorScreen::open(const std::string& path, std::string& error) {
    data::Problems p;
    // Each ruleset's battle by its own reader, read as a battle being built.
    const std::string rules = data::battleFileRules(path, p);
    if (rules == "full") {
        full::Battle b;
        if (!data::loadFullBattle(path, lib_->fullTerrain, b, p, /*editing=*/true)) {
            error = p.list.empty() ? path + ": cannot be read" : p.list.front().str();
            return false;
        }
        setDoc(std::make_unique<editor::FullDoc>(std::move(b), &lib_->fullTables), path);
    } else {
        lite::Battle b;
        if (!data::loadBattle(path, lib_->terrain, b, p, /*editing=*/true)) {
            error = p.list.empty() ? path + ": cannot be read" : p.list.front().str();
            return false;
        }
        setDoc(std::make_unique<editor::EditorDoc>(std::move(b)), path);
    }
    // A half-built map opens on what is left to do.
    for (const data::BattleIssue& i : doc_->problems())
        if (i.level == data::BattleIssue::Level::Error) requestTab_ = 1;
    return true;
}

bool EditorScreen::saveTo(const std::string& path, std::string& error) {
    if (!doc_->write(path, error)) return false;
    path_ = path;
    doc_->markSaved();
    return true;
}

void EditorScreen::refresh() {
    if (doc_->serial() == shownSerial_ && !picture_.empty()) return;
    shownSerial_ = doc_->serial();
    const core::BattleMap& m = doc_->map();
    if (picture_.map().width != m.width || picture_.map().height != m.height ||
        picture_.map().rules != m.rules)
        fitPending_ = true;
    picture_.show(m, doc_->tableUnits(), *assets_, lowCost_);
    if (selFeature_ >= int(m.features.size())) selFeature_ = -1;
    if (selUnit_ >= doc_->unitCount()) selUnit_ = -1;
    if (full_ && selBrigade_ >= int(full_->battle().brigades.size())) selBrigade_ = -1;
    engine::setOnlyTag<engine::Selected>(
        picture_.registry(), selUnit_ >= 0      ? picture_.entityOf(selUnit_)
                             : selBrigade_ >= 0 ? picture_.entityOf(doc_->unitCount() + selBrigade_)
                                                : engine::kNoEntity);
    windowSize_ = {0.f, 0.f}; // the fit target may have changed with the table's size
}

sf::FloatRect EditorScreen::tableArea(sf::Vector2f size) const {
    float top = kToolbarHeight + kMargin;
    float left = kToolWidth + 2.f * kMargin;
    float w = size.x - kToolWidth - kSideWidth - 4.f * kMargin;
    float h = size.y - top - kMargin;
    if (w < 200.f) return {0.f, top, size.x, h};
    return {left, top, w, h};
}

void EditorScreen::layout(sf::Vector2f size) {
    if (size == windowSize_ || picture_.empty()) return;
    windowSize_ = size;
    layoutTableCamera(camera_, controls_, picture_.view().bounds(), size, tableArea(size), uiScale_,
                      fitPending_);
    fitPending_ = false;
}

Vec2 EditorScreen::worldAt(sf::Vector2i pixel, bool snapped) const {
    sf::Vector2f w = camera_.toWorld({float(pixel.x), float(pixel.y)});
    Vec2 v{w.x, w.y};
    return snapped && snap_ ? editor::Doc::snap(v, snapStep_) : v;
}

sf::Vector2f EditorScreen::screenOf(Vec2 world) const {
    return camera_.toScreen({float(world.x), float(world.y)});
}

void EditorScreen::edited(bool ok) {
    if (!ok) tell("Not done: " + doc_->error() + ".", true);
}

bool EditorScreen::animating() const {
    // A running balance check redraws only when a game ends (the idle loop
    // still draws once a second), not at the frame rate beside its games.
    bool balanceMoved = false;
    if (balance_ && balance_->done() != balanceSeen_) {
        balanceSeen_ = balance_->done();
        balanceMoved = true;
    }
    return drag_.what != Drag::What::None || controls_.moving() || balanceMoved;
}

bool EditorScreen::wantsEscape() const {
    return !drawing_.empty() || drawingCrest_ || dialog_ != Dialog::None || tool_ != Tool::Select ||
           selFeature_ >= 0 || selUnit_ >= 0 || selBrigade_ >= 0;
}

// [SECTION] input

void EditorScreen::event(const sf::Event& e, bool uiMouse, bool uiKeys) {
    uiMouse_ = uiMouse;
    if (e.type == sf::Event::MouseMoved) {
        mouse_ = {e.mouseMove.x, e.mouseMove.y};
        if (drag_.what != Drag::What::None) {
            dragTo(mouse_);
            return;
        }
    }
    if (e.type == sf::Event::MouseLeft) mouse_ = {-1, -1};
    if (e.type == sf::Event::MouseButtonReleased && e.mouseButton.button == sf::Mouse::Left &&
        drag_.what != Drag::What::None) {
        releaseTable({e.mouseButton.x, e.mouseButton.y});
        return;
    }
    if (dialog_ != Dialog::None) { // a dialog has the input; Esc closes it
        if (e.type == sf::Event::KeyPressed && e.key.code == sf::Keyboard::Escape) {
            dialog_ = Dialog::None;
            dialogError_.clear();
        }
        return;
    }
    bool mouseFree = !uiMouse;
    bool keysFree = !uiKeys;
    if (controls_.handleEvent(camera_, e, mouseFree, keysFree)) return;
    if (e.type == sf::Event::MouseButtonPressed && mouseFree &&
        e.mouseButton.button == sf::Mouse::Left) {
        sf::FloatRect a = tableArea(windowSize_);
        if (a.contains(float(e.mouseButton.x) / uiScale_, float(e.mouseButton.y) / uiScale_))
            pressTable({e.mouseButton.x, e.mouseButton.y},
                       sf::Keyboard::isKeyPressed(sf::Keyboard::LControl) ||
                           sf::Keyboard::isKeyPressed(sf::Keyboard::RControl));
        return;
    }
    if (e.type != sf::Event::KeyPressed || !keysFree) return;
    // While the mouse holds something, no key changes what it holds.
    if (drag_.what != Drag::What::None) return;
    const sf::Event::KeyEvent& k = e.key;
    if (k.control) {
        if (k.code == sf::Keyboard::Z && !k.shift) undoRedo(false);
        if ((k.code == sf::Keyboard::Z && k.shift) || k.code == sf::Keyboard::Y) undoRedo(true);
        if (k.code == sf::Keyboard::S) {
            std::string target = saveTarget();
            if (target.empty() || k.shift) {
                dialog_ = Dialog::SaveAs;
                dialogOpened_ = false;
            } else {
                trySave(target);
            }
        }
        if (k.code == sf::Keyboard::D) duplicateSelection();
        if (k.code == sf::Keyboard::N) {
            pendingNew_ = true; // changes not saved are asked about first
            dialog_ = doc_->dirty() ? Dialog::Discard : Dialog::New;
            dialogOpened_ = false;
        }
        if (k.code == sf::Keyboard::O) {
            dialog_ = Dialog::Open;
            dialogOpened_ = false;
        }
        return;
    }
    if (k.alt) return;
    switch (k.code) {
    case sf::Keyboard::Enter:
        if (tool_ == Tool::Terrain || tool_ == Tool::Zone) finishDrawing();
        break;
    case sf::Keyboard::BackSpace:
    case sf::Keyboard::Delete:
        if (!drawing_.empty()) {
            drawing_.pop_back();
            break;
        }
        if (mouse_.x >= 0 && tool_ == Tool::Select) {
            HandleHit h = handleAt(mouse_);
            if (h.kind == Handle::Vertex) {
                edited(doc_->deleteVertex(selFeature_, h.index));
                break;
            }
        }
        if (k.code == sf::Keyboard::Delete) deleteSelection();
        break;
    case sf::Keyboard::Escape:
        if (!drawing_.empty() || drawingCrest_)
            cancelDrawing();
        else if (tool_ != Tool::Select)
            tool_ = Tool::Select;
        else
            select(-1, -1);
        break;
    case sf::Keyboard::R:
        turnSelection(k.shift ? -15.0 : 15.0);
        break;
    case sf::Keyboard::Equal:
    case sf::Keyboard::Add:
        scaleSelection(1.1);
        break;
    case sf::Keyboard::Hyphen:
    case sf::Keyboard::Subtract:
        scaleSelection(1.0 / 1.1);
        break;
    case sf::Keyboard::G:
        snap_ = !snap_;
        break;
    case sf::Keyboard::V:
        tool_ = Tool::Select;
        cancelDrawing();
        break;
    default:
        break;
    }
}

void EditorScreen::update(float dt, sf::Vector2f size, bool uiKeys) {
    // A crest is drawn for the hill it was begun on: any other change of the
    // battle (an undo, a deletion) ends it.
    if (drawingCrest_ && doc_->serial() != crestSerial_) cancelDrawing();
    refresh();
    layout(size);
    controls_.update(camera_, dt, !uiKeys && dialog_ == Dialog::None);
    if (problemsSerial_ != doc_->serial()) {
        problems_ = doc_->problems();
        problemsSerial_ = doc_->serial();
        // A pick-up scenario must be one the players can set up (LL-SETUP-1).
        bool errors =
            std::any_of(problems_.begin(), problems_.end(), [](const data::BattleIssue& i) {
                return i.level == data::BattleIssue::Level::Error;
            });
        if (lite_ && lite_->battle().pickup && !errors)
            if (std::optional<std::string> why =
                    lite::whyNoSetUp(lib_->pickup, lib_->terrain, lite_->battle())) {
                // A warning: a player may still manage by hand what the
                // computer's rows cannot (play-test stays open).
                data::BattleIssue i;
                i.level = data::BattleIssue::Level::Warning;
                i.message = *why;
                i.at = {doc_->map().width * 0.5, doc_->map().height * 0.5};
                problems_.push_back(i);
            }
    }
    if (scenarioSerial_ != doc_->serial()) {
        std::snprintf(nameText_, sizeof nameText_, "%s", doc_->map().name.c_str());
        std::snprintf(descText_, sizeof descText_, "%s", doc_->map().description.c_str());
        if (full_)
            for (int s = 0; s < 2; ++s)
                std::snprintf(commander_[s], sizeof commander_[s], "%s",
                              full_->battle().sides[std::size_t(s)].commanderName.c_str());
        scenarioSerial_ = doc_->serial();
    }
    ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0.11f, 0.10f, 0.09f, 0.96f));
    drawToolbar(size);
    drawToolColumn(size);
    drawSideColumn(size);
    ImGui::PopStyleColor();
    drawDialogs(size);
    refresh(); // an edit from the panels shows in this frame's table
}

// [SECTION] drawing

void EditorScreen::draw(sf::RenderTarget& target) {
    if (picture_.empty()) return;
    TableOptions o;
    o.grid = snap_;
    o.textScale = uiScale_;
    picture_.draw(target, camera_, o);
    drawOverlay(target);
}

void EditorScreen::drawOverlay(sf::RenderTarget& target) const {
    engine::Canvas c(camera_);
    const core::BattleMap& b = doc_->map();
    auto pts = [](const std::vector<Vec2>& v) {
        std::vector<sf::Vector2f> out;
        for (Vec2 p : v)
            out.push_back(toSf(p));
        return out;
    };
    // Zones: an outline in the side's colour over the tint the table draws.
    for (const core::DeploymentZone& z : b.zones) {
        std::vector<sf::Vector2f> o = pts(z.points);
        if (!o.empty()) o.push_back(o.front());
        c.dashed(o, 2.f, 8.f, 5.f, palette::withAlpha(palette::sideLabel(z.side), 200));
    }
    // Problems: a ring where each is, red for errors, amber for warnings.
    for (std::size_t i = 0; i < problems_.size(); ++i) {
        const data::BattleIssue& p = problems_[i];
        sf::Color col = p.level == data::BattleIssue::Level::Error ? sf::Color(230, 60, 40)
                                                                   : sf::Color(240, 180, 50);
        sf::Vector2f at = screenOf(p.at);
        float r = int(i) == problemShown_ ? 15.f : 10.f;
        for (int k = 0; k < 24; ++k) {
            float a0 = float(k) / 24.f * 6.2831853f, a1 = float(k + 1) / 24.f * 6.2831853f;
            c.linePx(at + sf::Vector2f(std::cos(a0), std::sin(a0)) * r,
                     at + sf::Vector2f(std::cos(a1), std::sin(a1)) * r, 2.5f, col);
        }
    }
    // The selected feature: its outline, corner handles, handles to add a
    // corner halfway along each side, and the crest's points.
    if (selFeature_ >= 0 && selFeature_ < int(b.features.size())) {
        const core::TerrainFeature& f = b.features[std::size_t(selFeature_)];
        std::vector<sf::Vector2f> o = pts(f.points);
        bool closed = f.shape != core::FeatureShape::Linear;
        if (closed && !o.empty()) o.push_back(o.front());
        c.polyline(o, 2.f, palette::kSelection);
        std::size_t edges = closed ? f.points.size() : f.points.size() - 1;
        for (std::size_t i = 0; i < edges; ++i) {
            Vec2 mid = (f.points[i] + f.points[(i + 1) % f.points.size()]) * 0.5;
            c.discPx(toSf(mid), 4.f, sf::Color(255, 255, 255, 170));
        }
        for (Vec2 p : f.points) {
            sf::Vector2f s = screenOf(p);
            c.rectPx({s.x - 5.f, s.y - 5.f, 10.f, 10.f}, sf::Color(30, 24, 16));
            c.rectPx({s.x - 3.5f, s.y - 3.5f, 7.f, 7.f}, palette::kSelection);
        }
        for (std::size_t i = 0; i + 1 < f.crest.size(); ++i)
            c.discPx(toSf((f.crest[i] + f.crest[i + 1]) * 0.5), 3.f, sf::Color(255, 200, 150, 190));
        for (Vec2 p : f.crest) {
            c.discPx(toSf(p), 6.f, sf::Color(30, 24, 16));
            c.discPx(toSf(p), 4.f, sf::Color(255, 150, 60));
        }
    }
    // What is being drawn: the points so far and the line on to the mouse.
    if (!drawing_.empty()) {
        std::vector<sf::Vector2f> o = pts(drawing_);
        if (mouse_.x >= 0 && !uiMouse_) o.push_back(toSf(worldAt(mouse_, true)));
        c.polyline(o, 2.f, drawingCrest_ ? sf::Color(255, 150, 60) : sf::Color(255, 255, 255, 220));
        for (Vec2 p : drawing_)
            c.discPx(toSf(p), 4.f, sf::Color::White);
    }
    if (drag_.what == Drag::What::Zone) {
        Vec2 a = drag_.start, d = drag_.last;
        std::vector<sf::Vector2f> o{toSf(a), toSf({d.x, a.y}), toSf(d), toSf({a.x, d.y}), toSf(a)};
        c.polyline(o, 2.f, palette::sideLabel(zoneSide_));
    }
    // The snapped point under the mouse, where a click would put a corner.
    if (mouse_.x >= 0 && !uiMouse_ && tool_ != Tool::Select && snap_)
        c.discPx(toSf(worldAt(mouse_, true)), 3.f, sf::Color(255, 255, 255, 200));
    engine::PixelView pixels(target);
    c.draw(target);
}

// [SECTION] status (for tests)

std::string EditorScreen::statusReport() const {
    std::ostringstream o;
    const core::BattleMap& b = doc_->map();
    o << "editor-file " << path_ << "\n";
    o << "editor-rules " << doc_->rules() << "\n";
    o << "editor-dirty " << (doc_->dirty() ? 1 : 0) << "\n";
    o << "editor-name " << b.name << "\n";
    o << "editor-features " << b.features.size() << "\n";
    o << "editor-units " << doc_->unitCount() << "\n";
    o << "editor-zones " << b.zones.size() << "\n";
    if (full_) o << "editor-brigades " << full_->battle().brigades.size() << "\n";
    std::string tool = "select";
    if (tool_ == Tool::Terrain && terrainType_ >= 0 && terrainType_ < int(b.kinds.size()))
        tool = "terrain " + b.kinds[std::size_t(terrainType_)].id;
    if (tool_ == Tool::Zone) tool = std::string("zone ") + core::nameOf(zoneSide_);
    if (tool_ == Tool::Unit) tool = "unit";
    if (tool_ == Tool::Brigade) tool = "brigade";
    o << "editor-tool " << tool << (drawingCrest_ ? " crest" : "") << "\n";
    o << "editor-drawing " << drawing_.size() << "\n";
    o << "editor-selected "
      << (selUnit_ >= 0      ? "unit " + std::to_string(selUnit_)
          : selFeature_ >= 0 ? "feature " + std::to_string(selFeature_)
          : selBrigade_ >= 0 ? "brigade " + std::to_string(selBrigade_)
                             : std::string("none"))
      << "\n";
    int errors = 0, warnings = 0;
    for (const data::BattleIssue& p : problems_)
        (p.level == data::BattleIssue::Level::Error ? errors : warnings) += 1;
    o << "editor-problems " << errors << " " << warnings << "\n";
    o << "editor-undo " << (doc_->canUndo() ? doc_->undoLabel() : "") << "\n";
    o << "editor-snap " << (snap_ ? 1 : 0) << "\n";
    sf::Vector2f origin = camera_.toScreen({0.f, 0.f});
    char view[96];
    std::snprintf(view, sizeof view, "editor-view %.3f %.3f %.4f\n", origin.x, origin.y,
                  camera_.zoom());
    o << view;
    // The map file's fingerprint (as saves record it), found again only when
    // the battle changed: the status is written every frame.
    if (textHashSerial_ != doc_->serial()) {
        textHash_ = data::fingerprint(doc_->text());
        textHashSerial_ = doc_->serial();
    }
    o << "editor-text-hash " << textHash_ << "\n";
    o << "editor-dialog "
      << (dialog_ == Dialog::None     ? "none"
          : dialog_ == Dialog::New    ? "new"
          : dialog_ == Dialog::Open   ? "open"
          : dialog_ == Dialog::SaveAs ? "save-as"
                                      : "discard")
      << "\n";
    if (balance_) {
        editor::BalanceResult r = balance_->result();
        o << "editor-balance " << (balance_->running() ? "running" : "done") << " "
          << balance_->done() << " " << balance_->total() << " " << r.side[0].wins << " "
          << r.side[1].wins << (r.cancelled ? " cancelled" : "") << "\n";
    } else {
        o << "editor-balance none\n";
    }
    return o.str();
}

} // namespace guidon::client
