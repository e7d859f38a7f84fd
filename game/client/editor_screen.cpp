#include "editor_screen.h"

#include "data/battle_file.h"
#include "engine/canvas.h"
#include "engine/components.h"
#include "engine/pick.h"
#include "palette.h"
#include "rules/geometry.h"
#include "rules/unit.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

namespace guidon::client {

using rules::Vec2;

namespace {

constexpr float kToolbarHeight = 44.f; // UI points
constexpr float kToolWidth = 270.f;
constexpr float kSideWidth = 330.f;
constexpr float kMargin = 8.f;
constexpr float kHandlePx = 7.f; // how near the mouse must be to a handle

double distanceToSegment(Vec2 p, Vec2 a, Vec2 b) {
    Vec2 d = b - a;
    double len2 = rules::dot(d, d);
    double t = len2 > 0 ? std::clamp(rules::dot(p - a, d) / len2, 0.0, 1.0) : 0.0;
    return rules::length(p - (a + d * t));
}

// FNV-1a: the same number for the same battle text on every run and machine.
std::uint64_t fnv(const std::string& s) {
    std::uint64_t h = 1469598103934665603ull;
    for (unsigned char c : s) {
        h ^= c;
        h *= 1099511628211ull;
    }
    return h;
}

} // namespace

EditorScreen::EditorScreen(const data::Library& lib, engine::Assets& assets, const UiFonts& fonts,
                           EditorFolders folders)
    : lib_(&lib), assets_(&assets), fonts_(fonts), folders_(std::move(folders)),
      doc_(lib.terrain, 48.0, 32.0) {
    camera_.setZoomLimits(3.f, 160.f);
    newUnit_.side = rules::Side::Federal;
    newUnit_.type = rules::UnitType::Infantry;
    newUnit_.bases = 4;
    newUnit_.files = 4;
    for (std::size_t i = 0; i < lib.terrain.size() && terrainType_ < 0; ++i)
        terrainType_ = int(i);
}

// [SECTION] the document on screen

void EditorScreen::setDoc(editor::EditorDoc doc, std::string path) {
    doc_ = std::move(doc);
    path_ = std::move(path);
    selFeature_ = selUnit_ = -1;
    problemShown_ = -1;
    cancelDrawing();
    drag_ = {};
    shownSerial_ = ~std::size_t(0);
    problemsSerial_ = ~std::size_t(0);
    scenarioSerial_ = ~std::size_t(0);
    fitPending_ = true;
    registry_ = engine::Registry();
    mirror_ = UnitMirror();
    balance_.reset(); // its figures were another map's
}

void EditorScreen::newMap(double width, double height, const std::string& name) {
    rules::Battle b;
    b.name = name;
    b.width = width;
    b.height = height;
    b.terrainTypes = lib_->terrain;
    setDoc(editor::EditorDoc(std::move(b)), "");
}

void EditorScreen::undoRedo(bool redo) {
    edited(redo ? doc_.redo() : doc_.undo());
    selFeature_ = selUnit_ = -1;
    problemShown_ = -1;
    engine::setOnlyTag<engine::Selected>(registry_, engine::kNoEntity);
}

bool EditorScreen::open(const std::string& path, std::string& error) {
    rules::Battle b;
    data::Problems p;
    if (!data::loadBattle(path, lib_->terrain, b, p, /*editing=*/true)) {
        error = p.list.empty() ? path + ": cannot be read" : p.list.front().str();
        return false;
    }
    setDoc(editor::EditorDoc(std::move(b)), path);
    return true;
}

bool EditorScreen::saveTo(const std::string& path, std::string& error) {
    if (!data::writeBattleAtomic(path, doc_.battle(), error)) return false;
    path_ = path;
    doc_.markSaved();
    return true;
}

void EditorScreen::refresh() {
    if (doc_.serial() == shownSerial_ && view_) return;
    shownSerial_ = doc_.serial();
    if (shown_.width != doc_.battle().width || shown_.height != doc_.battle().height) fitPending_ = true;
    shown_ = doc_.battle();
    view_ = std::make_unique<TableView>(shown_, *assets_);
    view_->setLowCost(lowCost_);
    std::vector<rules::Unit> units;
    units.reserve(shown_.units.size());
    for (const rules::UnitSetup& u : shown_.units)
        units.push_back(rules::unitFromSetup(u));
    mirror_.setLeaveSeconds(0.f);
    mirror_.sync(registry_, units);
    if (selFeature_ >= int(shown_.features.size())) selFeature_ = -1;
    if (selUnit_ >= int(shown_.units.size())) selUnit_ = -1;
    engine::setOnlyTag<engine::Selected>(registry_,
                                         selUnit_ >= 0 ? mirror_.entityOf(selUnit_) : engine::kNoEntity);
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
    if (size == windowSize_ || !view_) return;
    windowSize_ = size;
    layoutTableCamera(camera_, controls_, view_->bounds(), size, tableArea(size), uiScale_, fitPending_);
    fitPending_ = false;
}

Vec2 EditorScreen::worldAt(sf::Vector2i pixel, bool snapped) const {
    sf::Vector2f w = camera_.toWorld({float(pixel.x), float(pixel.y)});
    Vec2 v{w.x, w.y};
    return snapped && snap_ ? editor::EditorDoc::snap(v, snapStep_) : v;
}

sf::Vector2f EditorScreen::screenOf(Vec2 world) const {
    return camera_.toScreen({float(world.x), float(world.y)});
}

void EditorScreen::edited(bool ok) {
    if (!ok) tell("Not done: " + doc_.error() + ".", true);
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
           selFeature_ >= 0 || selUnit_ >= 0;
}

// [SECTION] picking and handles

int EditorScreen::pickUnit(Vec2 w) const {
    engine::Entity e = engine::pickAt(registry_, {float(w.x), float(w.y)});
    if (e == engine::kNoEntity || !registry_.has<UnitFigure>(e)) return -1;
    return registry_.get<UnitFigure>(e).unit;
}

int EditorScreen::pickFeature(Vec2 w) const {
    const std::vector<rules::TerrainFeature>& fs = doc_.battle().features;
    // Linear features lie on top of areas: they are found first; then the
    // last area drawn (drawn on top).
    for (int i = int(fs.size()) - 1; i >= 0; --i) {
        const rules::TerrainFeature& f = fs[std::size_t(i)];
        if (f.shape != rules::FeatureShape::Linear) continue;
        double reach = std::max(f.width * 0.5, 8.0 / double(camera_.zoom()));
        for (std::size_t k = 0; k + 1 < f.points.size(); ++k)
            if (distanceToSegment(w, f.points[k], f.points[k + 1]) <= reach) return i;
    }
    for (int i = int(fs.size()) - 1; i >= 0; --i) {
        const rules::TerrainFeature& f = fs[std::size_t(i)];
        if (f.shape != rules::FeatureShape::Linear && rules::geom::pointInPolygon(w, f.points)) return i;
    }
    return -1;
}

EditorScreen::HandleHit EditorScreen::handleAt(sf::Vector2i pixel) const {
    if (selFeature_ < 0) return {};
    const rules::TerrainFeature& f = doc_.battle().features[std::size_t(selFeature_)];
    sf::Vector2f m(float(pixel.x), float(pixel.y));
    auto near = [&](Vec2 w) {
        sf::Vector2f s = screenOf(w);
        return std::hypot(s.x - m.x, s.y - m.y) <= kHandlePx;
    };
    for (std::size_t i = 0; i < f.points.size(); ++i)
        if (near(f.points[i])) return {Handle::Vertex, int(i)};
    for (std::size_t i = 0; i < f.crest.size(); ++i)
        if (near(f.crest[i])) return {Handle::Crest, int(i)};
    bool closed = f.shape != rules::FeatureShape::Linear;
    std::size_t edges = closed ? f.points.size() : f.points.size() - 1;
    for (std::size_t i = 0; i < edges; ++i) {
        Vec2 a = f.points[i], b = f.points[(i + 1) % f.points.size()];
        if (near((a + b) * 0.5)) return {Handle::Insert, int(i + 1)};
    }
    return {};
}

// [SECTION] the tools on the table

void EditorScreen::pressTable(sf::Vector2i pixel, bool ctrl) {
    Vec2 w = worldAt(pixel, false), ws = worldAt(pixel, true);
    switch (tool_) {
    case Tool::Select: {
        HandleHit h = handleAt(pixel);
        if (h.kind == Handle::Vertex && ctrl) {
            edited(doc_.deleteVertex(selFeature_, h.index));
            return;
        }
        if (h.kind == Handle::Crest && ctrl) {
            std::vector<Vec2> crest = doc_.battle().features[std::size_t(selFeature_)].crest;
            if (crest.size() <= 2) {
                tell("A crest line keeps at least two points.", true);
                return;
            }
            crest.erase(crest.begin() + h.index);
            edited(doc_.setCrest(selFeature_, crest));
            return;
        }
        if (h.kind == Handle::Insert) {
            const auto& pts = doc_.battle().features[std::size_t(selFeature_)].points;
            Vec2 mid = (pts[std::size_t(h.index - 1)] + pts[std::size_t(h.index) % pts.size()]) * 0.5;
            doc_.beginGesture();
            if (!doc_.insertVertex(selFeature_, h.index, mid)) {
                doc_.endGesture();
                edited(false);
                return;
            }
            drag_ = {Drag::What::Vertex, h.index, ws, ws};
            return;
        }
        if (h.kind == Handle::Vertex || h.kind == Handle::Crest) {
            doc_.beginGesture();
            drag_ = {h.kind == Handle::Vertex ? Drag::What::Vertex : Drag::What::Crest, h.index, ws, ws};
            return;
        }
        int u = pickUnit(w);
        if (u >= 0) {
            selUnit_ = u;
            selFeature_ = -1;
            engine::setOnlyTag<engine::Selected>(registry_, mirror_.entityOf(u));
            doc_.beginGesture();
            // Where the unit's front is from the mouse, kept while it moves.
            drag_ = {Drag::What::Unit, u, doc_.battle().units[std::size_t(u)].front - w, w};
            return;
        }
        selUnit_ = -1;
        engine::setOnlyTag<engine::Selected>(registry_, engine::kNoEntity);
        int f = pickFeature(w);
        selFeature_ = f;
        if (f >= 0) {
            doc_.beginGesture();
            drag_ = {Drag::What::Feature, f, {0, 0}, w};
        }
        return;
    }
    case Tool::Terrain:
        if (!drawing_.empty() && !drawingCrest_ && drawing_.size() >= 3) {
            const rules::TerrainType& t = lib_->terrain[std::size_t(terrainType_)];
            sf::Vector2f first = screenOf(drawing_.front());
            if (!t.linear && std::hypot(first.x - float(pixel.x), first.y - float(pixel.y)) <= kHandlePx * 1.5f) {
                finishDrawing(); // a click on the first corner closes the outline
                return;
            }
        }
        addDrawnPoint(ws);
        return;
    case Tool::Zone:
        drag_ = {Drag::What::Zone, -1, ws, ws};
        return;
    case Tool::Unit:
        placeUnit(ws);
        return;
    }
}

void EditorScreen::dragTo(sf::Vector2i pixel) {
    Vec2 w = worldAt(pixel, false), ws = worldAt(pixel, true);
    // What the drag holds must still be there (the document may have moved on).
    const rules::Battle& b = doc_.battle();
    bool gone = false;
    if (drag_.what == Drag::What::Unit) gone = drag_.index >= int(b.units.size());
    if (drag_.what == Drag::What::Feature) gone = drag_.index >= int(b.features.size());
    if (drag_.what == Drag::What::Vertex || drag_.what == Drag::What::Crest) {
        gone = selFeature_ < 0 || selFeature_ >= int(b.features.size());
        if (!gone) {
            const rules::TerrainFeature& f = b.features[std::size_t(selFeature_)];
            std::size_t n = drag_.what == Drag::What::Vertex ? f.points.size() : f.crest.size();
            gone = drag_.index < 0 || std::size_t(drag_.index) >= n;
        }
    }
    if (gone) {
        doc_.endGesture();
        drag_ = {};
        return;
    }
    switch (drag_.what) {
    case Drag::What::Vertex:
        if (ws.x != drag_.last.x || ws.y != drag_.last.y) edited(doc_.moveVertex(selFeature_, drag_.index, ws));
        drag_.last = ws;
        break;
    case Drag::What::Crest: {
        if (ws.x == drag_.last.x && ws.y == drag_.last.y) break;
        std::vector<Vec2> crest = doc_.battle().features[std::size_t(selFeature_)].crest;
        crest[std::size_t(drag_.index)] = ws;
        edited(doc_.setCrest(selFeature_, crest));
        drag_.last = ws;
        break;
    }
    case Drag::What::Feature: {
        // The whole way from where the drag began, snapped, less what is
        // applied already: a feature on the grid stays on it.
        Vec2 total = w - drag_.start;
        if (snap_) total = editor::EditorDoc::snap(total, snapStep_);
        Vec2 step = total - drag_.last;
        if (std::abs(step.x) + std::abs(step.y) > 1e-9) {
            edited(doc_.moveFeature(drag_.index, step));
            drag_.last = total;
        }
        break;
    }
    case Drag::What::Unit: {
        Vec2 to = w + drag_.last;
        if (snap_) to = editor::EditorDoc::snap(to, snapStep_);
        const rules::UnitSetup& u = doc_.battle().units[std::size_t(drag_.index)];
        if (std::abs(u.front.x - to.x) + std::abs(u.front.y - to.y) > 1e-9)
            edited(doc_.moveUnit(drag_.index, to));
        break;
    }
    case Drag::What::Zone:
        drag_.last = ws;
        break;
    default:
        break;
    }
}

void EditorScreen::releaseTable(sf::Vector2i pixel) {
    if (drag_.what == Drag::What::Zone) {
        dragTo(pixel);
        const rules::Battle& b = doc_.battle();
        double x0 = std::clamp(std::min(drag_.start.x, drag_.last.x), 0.0, b.width);
        double x1 = std::clamp(std::max(drag_.start.x, drag_.last.x), 0.0, b.width);
        double y0 = std::clamp(std::min(drag_.start.y, drag_.last.y), 0.0, b.height);
        double y1 = std::clamp(std::max(drag_.start.y, drag_.last.y), 0.0, b.height);
        if (x1 - x0 < 1.0 || y1 - y0 < 1.0)
            tell("Drag out the zone: at least 1 BW each way.", true);
        else
            edited(doc_.setZone(zoneSide_, {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}));
    }
    doc_.endGesture();
    drag_ = {};
}

void EditorScreen::addDrawnPoint(Vec2 w) {
    if (!drawing_.empty() && rules::length(drawing_.back() - w) < 1e-6) return; // the same point twice
    if (drawing_.size() >= 400) {
        tell("A feature holds at most 400 points.", true);
        return;
    }
    drawing_.push_back(w);
}

void EditorScreen::cancelDrawing() {
    drawing_.clear();
    drawingCrest_ = false;
    crestOf_ = -1;
}

void EditorScreen::finishDrawing() {
    if (terrainType_ < 0) return;
    const rules::TerrainType& t = lib_->terrain[std::size_t(terrainType_)];
    if (drawingCrest_) {
        if (drawing_.size() < 2) {
            tell("Click at least two points of the crest line, then press Enter.", true);
            return;
        }
        bool ok = doc_.setCrest(crestOf_, drawing_);
        edited(ok);
        if (ok) {
            selFeature_ = crestOf_;
            tell("The hill and its crest are drawn.");
        }
        cancelDrawing();
        return;
    }
    rules::TerrainFeature f;
    f.type = terrainType_;
    f.shape = t.linear ? rules::FeatureShape::Linear
                       : t.crest ? rules::FeatureShape::Hill : rules::FeatureShape::Area;
    std::size_t need = t.linear ? 2 : 3;
    if (drawing_.size() < need) {
        tell(t.linear ? "Click at least two points, then press Enter."
                      : "Click at least three corners, then press Enter or click the first corner.",
             true);
        return;
    }
    f.points = drawing_;
    if (t.linear) f.width = t.defaultWidth;
    if (!t.linear && rules::geom::selfIntersects(f.points, true)) {
        tell("The outline crosses itself: go back a corner (Backspace) and go round.", true);
        return;
    }
    bool ok = doc_.addFeature(f);
    edited(ok);
    drawing_.clear();
    if (!ok) return;
    selFeature_ = int(doc_.battle().features.size()) - 1;
    selUnit_ = -1;
    if (f.shape == rules::FeatureShape::Hill) {
        drawingCrest_ = true;
        crestOf_ = selFeature_;
        crestSerial_ = doc_.serial();
        tell("Now click along the hill's crest line; Enter ends it.");
    }
}

void EditorScreen::placeUnit(Vec2 w) {
    rules::UnitSetup u = newUnit_;
    u.name = newUnitName_;
    u.id.clear();
    u.front = w;
    // Facing the far side of the table: the enemy is there.
    u.facing = w.y > doc_.battle().height * 0.5 ? 0.0 : 180.0;
    if (u.type == rules::UnitType::Artillery) u.files = u.bases;
    bool ok = doc_.addUnit(u);
    edited(ok);
    if (!ok) return;
    selUnit_ = int(doc_.battle().units.size()) - 1;
    selFeature_ = -1;
    newUnitName_[0] = '\0';
}

void EditorScreen::turnSelection(double degrees) {
    if (selUnit_ >= 0)
        edited(doc_.rotateUnit(selUnit_, doc_.battle().units[std::size_t(selUnit_)].facing + degrees));
    else if (selFeature_ >= 0)
        edited(doc_.rotateFeature(selFeature_, degrees));
}

void EditorScreen::scaleSelection(double factor) {
    if (selFeature_ >= 0) edited(doc_.scaleFeature(selFeature_, factor));
}

void EditorScreen::duplicateSelection() {
    const rules::Battle& b = doc_.battle();
    if (selUnit_ >= 0 && selUnit_ < int(b.units.size())) {
        // Beside it, to the right along its front: the next regiment of a line.
        rules::UnitSetup u = b.units[std::size_t(selUnit_)];
        double r = u.facing * rules::kPi / 180.0;
        double step = double(u.type == rules::UnitType::Artillery ? u.bases : u.files) + 0.5;
        u.front = u.front + Vec2{std::cos(r), std::sin(r)} * step;
        u.id.clear();
        bool ok = doc_.addUnit(u);
        edited(ok);
        if (ok) selUnit_ = int(doc_.battle().units.size()) - 1;
    } else if (selFeature_ >= 0 && selFeature_ < int(b.features.size())) {
        rules::TerrainFeature f = b.features[std::size_t(selFeature_)];
        for (Vec2& p : f.points) p = p + Vec2{2.0, 2.0};
        for (Vec2& p : f.crest) p = p + Vec2{2.0, 2.0};
        bool ok = doc_.addFeature(f);
        edited(ok);
        if (ok) selFeature_ = int(doc_.battle().features.size()) - 1;
    }
}

void EditorScreen::deleteSelection() {
    if (selUnit_ >= 0) {
        edited(doc_.deleteUnit(selUnit_));
        selUnit_ = -1;
    } else if (selFeature_ >= 0) {
        edited(doc_.deleteFeature(selFeature_));
        selFeature_ = -1;
    }
}

void EditorScreen::jumpTo(const data::BattleIssue& issue) {
    // A side with no units is about no place: the Unit tool for that side.
    if (issue.unit < 0 && issue.feature < 0 && issue.message.find("has no units") != std::string::npos) {
        newUnit_.side = issue.message.find("Confederate") != std::string::npos ? rules::Side::Confederate
                                                                               : rules::Side::Federal;
        tool_ = Tool::Unit;
        cancelDrawing();
        return;
    }
    selUnit_ = issue.unit;
    selFeature_ = issue.unit >= 0 ? -1 : issue.feature;
    engine::setOnlyTag<engine::Selected>(registry_,
                                         selUnit_ >= 0 ? mirror_.entityOf(selUnit_) : engine::kNoEntity);
    tool_ = Tool::Select;
    cancelDrawing();
    // Bring the place to the middle of the table area, close enough to see.
    sf::FloatRect a = tableArea(windowSize_);
    float k = uiScale_;
    sf::Vector2f areaCentre((a.left + a.width * 0.5f) * k, (a.top + a.height * 0.5f) * k);
    float zoom = std::max(camera_.zoom(), 24.f * k);
    camera_.set({float(issue.at.x), float(issue.at.y)}, zoom);
    sf::Vector2f off = camera_.toScreen({float(issue.at.x), float(issue.at.y)}) - areaCentre;
    camera_.pan(off * -1.f);
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
    if (e.type == sf::Event::MouseButtonPressed && mouseFree && e.mouseButton.button == sf::Mouse::Left) {
        sf::FloatRect a = tableArea(windowSize_);
        if (a.contains(float(e.mouseButton.x) / uiScale_, float(e.mouseButton.y) / uiScale_))
            pressTable({e.mouseButton.x, e.mouseButton.y}, sf::Keyboard::isKeyPressed(sf::Keyboard::LControl) || sf::Keyboard::isKeyPressed(sf::Keyboard::RControl));
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
            dialog_ = doc_.dirty() ? Dialog::Discard : Dialog::New;
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
        if (tool_ == Tool::Terrain) finishDrawing();
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
                edited(doc_.deleteVertex(selFeature_, h.index));
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
        else {
            selFeature_ = selUnit_ = -1;
            engine::setOnlyTag<engine::Selected>(registry_, engine::kNoEntity);
        }
        break;
    case sf::Keyboard::R: turnSelection(k.shift ? -15.0 : 15.0); break;
    case sf::Keyboard::Equal:
    case sf::Keyboard::Add: scaleSelection(1.1); break;
    case sf::Keyboard::Hyphen:
    case sf::Keyboard::Subtract: scaleSelection(1.0 / 1.1); break;
    case sf::Keyboard::G: snap_ = !snap_; break;
    case sf::Keyboard::V:
        tool_ = Tool::Select;
        cancelDrawing();
        break;
    default: break;
    }
}

void EditorScreen::update(float dt, sf::Vector2f size, bool uiKeys) {
    // A crest is drawn for the hill it was begun on: any other change of the
    // battle (an undo, a deletion) ends it.
    if (drawingCrest_ && doc_.serial() != crestSerial_) cancelDrawing();
    refresh();
    layout(size);
    controls_.update(camera_, dt, !uiKeys && dialog_ == Dialog::None);
    if (problemsSerial_ != doc_.serial()) {
        problems_ = doc_.problems();
        problemsSerial_ = doc_.serial();
    }
    if (scenarioSerial_ != doc_.serial()) {
        std::snprintf(nameText_, sizeof nameText_, "%s", doc_.battle().name.c_str());
        std::snprintf(descText_, sizeof descText_, "%s", doc_.battle().description.c_str());
        scenarioSerial_ = doc_.serial();
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
    if (!view_) return;
    TableOptions o;
    o.grid = snap_;
    o.textScale = uiScale_;
    view_->draw(target, camera_, registry_, o);
    drawOverlay(target);
}

void EditorScreen::drawOverlay(sf::RenderTarget& target) const {
    engine::Canvas c(camera_);
    const rules::Battle& b = doc_.battle();
    auto pts = [](const std::vector<Vec2>& v) {
        std::vector<sf::Vector2f> out;
        for (Vec2 p : v) out.push_back(toSf(p));
        return out;
    };
    // Zones: an outline in the side's colour over the tint the table draws.
    for (const rules::DeploymentZone& z : b.zones) {
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
        const rules::TerrainFeature& f = b.features[std::size_t(selFeature_)];
        std::vector<sf::Vector2f> o = pts(f.points);
        bool closed = f.shape != rules::FeatureShape::Linear;
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
        for (Vec2 p : drawing_) c.discPx(toSf(p), 4.f, sf::Color::White);
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
    const rules::Battle& b = doc_.battle();
    o << "editor-file " << path_ << "\n";
    o << "editor-dirty " << (doc_.dirty() ? 1 : 0) << "\n";
    o << "editor-name " << b.name << "\n";
    o << "editor-features " << b.features.size() << "\n";
    o << "editor-units " << b.units.size() << "\n";
    o << "editor-zones " << b.zones.size() << "\n";
    std::string tool = "select";
    if (tool_ == Tool::Terrain && terrainType_ >= 0)
        tool = "terrain " + lib_->terrain[std::size_t(terrainType_)].id;
    if (tool_ == Tool::Zone) tool = std::string("zone ") + rules::nameOf(zoneSide_);
    if (tool_ == Tool::Unit) tool = "unit";
    o << "editor-tool " << tool << (drawingCrest_ ? " crest" : "") << "\n";
    o << "editor-drawing " << drawing_.size() << "\n";
    o << "editor-selected "
      << (selUnit_ >= 0      ? "unit " + std::to_string(selUnit_)
          : selFeature_ >= 0 ? "feature " + std::to_string(selFeature_)
                             : std::string("none"))
      << "\n";
    int errors = 0, warnings = 0;
    for (const data::BattleIssue& p : problems_)
        (p.level == data::BattleIssue::Level::Error ? errors : warnings) += 1;
    o << "editor-problems " << errors << " " << warnings << "\n";
    o << "editor-undo " << (doc_.canUndo() ? doc_.undoLabel() : "") << "\n";
    o << "editor-snap " << (snap_ ? 1 : 0) << "\n";
    sf::Vector2f origin = camera_.toScreen({0.f, 0.f});
    char view[96];
    std::snprintf(view, sizeof view, "editor-view %.3f %.3f %.4f\n", origin.x, origin.y, camera_.zoom());
    o << view;
    char hash[40];
    std::snprintf(hash, sizeof hash, "%016llx",
                  static_cast<unsigned long long>(fnv(data::battleToText(b))));
    o << "editor-text-hash " << hash << "\n";
    o << "editor-dialog "
      << (dialog_ == Dialog::None     ? "none"
          : dialog_ == Dialog::New    ? "new"
          : dialog_ == Dialog::Open   ? "open"
          : dialog_ == Dialog::SaveAs ? "save-as"
                                      : "discard")
      << "\n";
    if (balance_) {
        editor::BalanceResult r = balance_->result();
        o << "editor-balance " << (balance_->running() ? "running" : "done") << " " << balance_->done() << " "
          << balance_->total() << " " << r.side[0].wins << " " << r.side[1].wins
          << (r.cancelled ? " cancelled" : "") << "\n";
    } else {
        o << "editor-balance none\n";
    }
    return o.str();
}

} // namespace guidon::client
