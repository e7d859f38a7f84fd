// The editor's tools on the table: what the mouse picks (units, features,
// the handles of the selected feature), drawing terrain point by point, the
// drags that move things, placing units, and what the selection panel's and
// the keys' actions do to what is selected. Each change is an EditorDoc edit.
#include "editor_screen.h"

#include "core/geometry.h"
#include "engine/components.h"
#include "engine/pick.h"
#include "lengths.h"

#include <algorithm>
#include <cmath>

namespace guidon::client {

using core::Vec2;
using namespace editor_layout;

namespace {

double distanceToSegment(Vec2 p, Vec2 a, Vec2 b) {
    Vec2 d = b - a;
    double len2 = core::dot(d, d);
    double t = len2 > 0 ? std::clamp(core::dot(p - a, d) / len2, 0.0, 1.0) : 0.0;
    return core::length(p - (a + d * t));
}

} // namespace

// [SECTION] picking and handles

int EditorScreen::pickUnit(Vec2 w) const {
    return picture_.unitAt({float(w.x), float(w.y)});
}

int EditorScreen::pickFeature(Vec2 w) const {
    const std::vector<core::TerrainFeature>& fs = doc_->map().features;
    // Linear features lie on top of areas: they are found first; then the
    // last area drawn (drawn on top).
    for (int i = int(fs.size()) - 1; i >= 0; --i) {
        const core::TerrainFeature& f = fs[std::size_t(i)];
        if (f.shape != core::FeatureShape::Linear) continue;
        double reach = std::max(f.width * 0.5, 8.0 / double(camera_.zoom()));
        for (std::size_t k = 0; k + 1 < f.points.size(); ++k)
            if (distanceToSegment(w, f.points[k], f.points[k + 1]) <= reach) return i;
    }
    for (int i = int(fs.size()) - 1; i >= 0; --i) {
        const core::TerrainFeature& f = fs[std::size_t(i)];
        if (f.shape != core::FeatureShape::Linear && core::geom::pointInPolygon(w, f.points))
            return i;
    }
    return -1;
}

EditorScreen::HandleHit EditorScreen::handleAt(sf::Vector2i pixel) const {
    if (selFeature_ < 0) return {};
    if (selFeature_ >= int(doc_->map().features.size())) return {};
    const core::TerrainFeature& f = doc_->map().features[std::size_t(selFeature_)];
    sf::Vector2f m(float(pixel.x), float(pixel.y));
    auto near = [&](Vec2 w) {
        sf::Vector2f s = screenOf(w);
        return std::hypot(s.x - m.x, s.y - m.y) <= kHandlePx;
    };
    for (std::size_t i = 0; i < f.points.size(); ++i)
        if (near(f.points[i])) return {Handle::Vertex, int(i)};
    for (std::size_t i = 0; i < f.crest.size(); ++i)
        if (near(f.crest[i])) return {Handle::Crest, int(i)};
    bool closed = f.shape != core::FeatureShape::Linear;
    std::size_t edges = closed ? f.points.size() : f.points.size() - 1;
    for (std::size_t i = 0; i < edges; ++i) {
        Vec2 a = f.points[i], b = f.points[(i + 1) % f.points.size()];
        if (near((a + b) * 0.5)) return {Handle::Insert, int(i + 1)};
    }
    for (std::size_t i = 0; i + 1 < f.crest.size(); ++i)
        if (near((f.crest[i] + f.crest[i + 1]) * 0.5)) return {Handle::CrestInsert, int(i + 1)};
    return {};
}

// [SECTION] the tools on the table

void EditorScreen::pressTable(sf::Vector2i pixel, bool ctrl) {
    Vec2 w = worldAt(pixel, false), ws = worldAt(pixel, true);
    switch (tool_) {
    case Tool::Select: {
        HandleHit h = handleAt(pixel);
        if (h.kind == Handle::Vertex && ctrl) {
            edited(doc_->deleteVertex(selFeature_, h.index));
            return;
        }
        if (h.kind == Handle::Crest && ctrl) {
            std::vector<Vec2> crest = doc_->map().features[std::size_t(selFeature_)].crest;
            if (crest.size() <= 2) {
                tell("A crest line keeps at least two points.", true);
                return;
            }
            crest.erase(crest.begin() + h.index);
            edited(doc_->setCrest(selFeature_, crest));
            return;
        }
        if (h.kind == Handle::Insert) {
            const auto& pts = doc_->map().features[std::size_t(selFeature_)].points;
            Vec2 mid =
                (pts[std::size_t(h.index - 1)] + pts[std::size_t(h.index) % pts.size()]) * 0.5;
            doc_->beginGesture();
            if (!doc_->insertVertex(selFeature_, h.index, mid)) {
                doc_->endGesture();
                edited(false);
                return;
            }
            drag_ = {Drag::What::Vertex, h.index, ws, ws};
            return;
        }
        if (h.kind == Handle::CrestInsert) {
            std::vector<Vec2> crest = doc_->map().features[std::size_t(selFeature_)].crest;
            Vec2 mid = (crest[std::size_t(h.index - 1)] + crest[std::size_t(h.index)]) * 0.5;
            crest.insert(crest.begin() + h.index, mid);
            doc_->beginGesture();
            if (!doc_->setCrest(selFeature_, crest)) {
                doc_->endGesture();
                edited(false);
                return;
            }
            drag_ = {Drag::What::Crest, h.index, ws, ws};
            return;
        }
        if (h.kind == Handle::Vertex || h.kind == Handle::Crest) {
            doc_->beginGesture();
            drag_ = {h.kind == Handle::Vertex ? Drag::What::Vertex : Drag::What::Crest, h.index, ws,
                     ws};
            return;
        }
        int u = pickUnit(w);
        if (u >= 0 && u < doc_->unitCount()) {
            select(u, -1);
            doc_->beginGesture();
            // Where the unit's front is from the mouse, kept while it moves.
            drag_ = {Drag::What::Unit, u, doc_->unitFront(u) - w, w};
            return;
        }
        if (full_ && u >= doc_->unitCount()) { // a brigadier's base
            const int brigade = u - doc_->unitCount();
            select(-1, -1, brigade);
            doc_->beginGesture();
            drag_ = {Drag::What::Brigadier, brigade,
                     full_->battle().brigades[std::size_t(brigade)].leader - w, w};
            return;
        }
        int f = pickFeature(w);
        select(-1, f);
        if (f >= 0) {
            doc_->beginGesture();
            drag_ = {Drag::What::Feature, f, {0, 0}, w};
        }
        return;
    }
    case Tool::Terrain:
        if (!drawing_.empty() && !drawingCrest_ && drawing_.size() >= 3) {
            const core::TerrainKind& t = doc_->map().kinds[std::size_t(terrainType_)];
            sf::Vector2f first = screenOf(drawing_.front());
            if (!t.linear && std::hypot(first.x - float(pixel.x), first.y - float(pixel.y)) <=
                                 kHandlePx * 1.5f) {
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
    case Tool::Brigade:
        placeBrigade(ws);
        return;
    }
}

void EditorScreen::dragTo(sf::Vector2i pixel) {
    Vec2 w = worldAt(pixel, false), ws = worldAt(pixel, true);
    // What the drag holds must still be there (the document may have moved on).
    const core::BattleMap& b = doc_->map();
    bool gone = false;
    if (drag_.what == Drag::What::Unit) gone = drag_.index >= doc_->unitCount();
    if (drag_.what == Drag::What::Brigadier)
        gone = !full_ || drag_.index >= int(full_->battle().brigades.size());
    if (drag_.what == Drag::What::Feature) gone = drag_.index >= int(b.features.size());
    if (drag_.what == Drag::What::Vertex || drag_.what == Drag::What::Crest) {
        gone = selFeature_ < 0 || selFeature_ >= int(b.features.size());
        if (!gone) {
            const core::TerrainFeature& f = b.features[std::size_t(selFeature_)];
            std::size_t n = drag_.what == Drag::What::Vertex ? f.points.size() : f.crest.size();
            gone = drag_.index < 0 || std::size_t(drag_.index) >= n;
        }
    }
    if (gone) {
        doc_->endGesture();
        drag_ = {};
        return;
    }
    switch (drag_.what) {
    case Drag::What::Vertex:
        if (ws.x != drag_.last.x || ws.y != drag_.last.y)
            edited(doc_->moveVertex(selFeature_, drag_.index, ws));
        drag_.last = ws;
        break;
    case Drag::What::Crest: {
        if (ws.x == drag_.last.x && ws.y == drag_.last.y) break;
        std::vector<Vec2> crest = doc_->map().features[std::size_t(selFeature_)].crest;
        crest[std::size_t(drag_.index)] = ws;
        edited(doc_->setCrest(selFeature_, crest));
        drag_.last = ws;
        break;
    }
    case Drag::What::Feature: {
        // The whole way from where the drag began, snapped, less what is
        // applied already: a feature on the grid stays on it.
        Vec2 total = w - drag_.start;
        if (snap_) total = editor::Doc::snap(total, snapStep_);
        Vec2 step = total - drag_.last;
        if (std::abs(step.x) + std::abs(step.y) > 1e-9) {
            edited(doc_->moveFeature(drag_.index, step));
            drag_.last = total;
        }
        break;
    }
    case Drag::What::Unit: {
        Vec2 to = w + drag_.last;
        if (snap_) to = editor::Doc::snap(to, snapStep_);
        const Vec2 at = doc_->unitFront(drag_.index);
        if (std::abs(at.x - to.x) + std::abs(at.y - to.y) > 1e-9)
            edited(doc_->moveUnit(drag_.index, to));
        break;
    }
    case Drag::What::Brigadier: {
        Vec2 to = w + drag_.last;
        if (snap_) to = editor::Doc::snap(to, snapStep_);
        const Vec2 at = full_->battle().brigades[std::size_t(drag_.index)].leader;
        if (std::abs(at.x - to.x) + std::abs(at.y - to.y) > 1e-9)
            edited(full_->moveBrigadier(drag_.index, to));
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
        const core::BattleMap& b = doc_->map();
        double x0 = std::clamp(std::min(drag_.start.x, drag_.last.x), 0.0, b.width);
        double x1 = std::clamp(std::max(drag_.start.x, drag_.last.x), 0.0, b.width);
        double y0 = std::clamp(std::min(drag_.start.y, drag_.last.y), 0.0, b.height);
        double y1 = std::clamp(std::max(drag_.start.y, drag_.last.y), 0.0, b.height);
        if (x1 - x0 < 1.0 && y1 - y0 < 1.0) {
            // A click, not a drag: a corner of a zone drawn point by point
            // (a click on the first corner, or Enter, closes it).
            Vec2 p{std::clamp(drag_.start.x, 0.0, b.width),
                   std::clamp(drag_.start.y, 0.0, b.height)};
            sf::Vector2f first = drawing_.empty() ? sf::Vector2f() : screenOf(drawing_.front());
            if (drawing_.size() >= 3 &&
                std::hypot(first.x - float(pixel.x), first.y - float(pixel.y)) <= kHandlePx * 1.5f)
                finishZone();
            else
                addDrawnPoint(p);
        } else if (x1 - x0 < 1.0 || y1 - y0 < 1.0) {
            tell("Drag out the zone: at least " + lengthText(1.0, unitOf(doc_->map()), 0) +
                     " each way (or click its corners one by one).",
                 true);
        } else {
            drawing_.clear();
            edited(doc_->setZone(zoneSide_, {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}));
        }
    }
    doc_->endGesture();
    drag_ = {};
}

void EditorScreen::addDrawnPoint(Vec2 w) {
    if (!drawing_.empty() && core::length(drawing_.back() - w) < 1e-6)
        return; // the same point twice
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

void EditorScreen::finishZone() {
    if (drawing_.size() < 3) {
        tell("Click at least three corners of the zone, then press Enter.", true);
        return;
    }
    if (core::geom::selfIntersects(drawing_, true)) {
        tell("The zone's outline crosses itself: go back a corner (Backspace) and go round.", true);
        return;
    }
    bool ok = doc_->setZone(zoneSide_, drawing_);
    edited(ok);
    if (ok) drawing_.clear();
}

void EditorScreen::finishDrawing() {
    if (tool_ == Tool::Zone) {
        finishZone();
        return;
    }
    if (terrainType_ < 0) return;
    if (terrainType_ >= int(doc_->map().kinds.size())) return;
    const core::TerrainKind& t = doc_->map().kinds[std::size_t(terrainType_)];
    if (drawingCrest_) {
        if (drawing_.size() < 2) {
            tell("Click at least two points of the crest line, then press Enter.", true);
            return;
        }
        bool ok = doc_->setCrest(crestOf_, drawing_);
        edited(ok);
        if (ok) {
            selFeature_ = crestOf_;
            tell("The hill and its crest are drawn.");
        }
        cancelDrawing();
        return;
    }
    core::TerrainFeature f;
    f.type = terrainType_;
    f.shape = t.linear  ? core::FeatureShape::Linear
              : t.crest ? core::FeatureShape::Hill
                        : core::FeatureShape::Area;
    std::size_t need = t.linear ? 2 : 3;
    if (drawing_.size() < need) {
        tell(t.linear ? "Click at least two points, then press Enter."
                      : "Click at least three corners, then press Enter or click the first corner.",
             true);
        return;
    }
    f.points = drawing_;
    if (t.linear) f.width = t.defaultWidth;
    if (!t.linear && core::geom::selfIntersects(f.points, true)) {
        tell("The outline crosses itself: go back a corner (Backspace) and go round.", true);
        return;
    }
    bool ok = doc_->addFeature(f);
    edited(ok);
    drawing_.clear();
    if (!ok) return;
    select(-1, int(doc_->map().features.size()) - 1);
    if (f.shape == core::FeatureShape::Hill) {
        drawingCrest_ = true;
        crestOf_ = selFeature_;
        crestSerial_ = doc_->serial();
        tell("Now click along the hill's crest line; Enter ends it.");
    }
}

void EditorScreen::select(int unit, int feature, int brigade) {
    selUnit_ = unit;
    selFeature_ = unit >= 0 ? -1 : feature;
    selBrigade_ = unit >= 0 || feature >= 0 ? -1 : brigade;
    engine::setOnlyTag<engine::Selected>(
        picture_.registry(), selUnit_ >= 0      ? picture_.entityOf(selUnit_)
                             : selBrigade_ >= 0 ? picture_.entityOf(doc_->unitCount() + selBrigade_)
                                                : engine::kNoEntity);
}

void EditorScreen::placeUnit(Vec2 w) {
    // Facing the far side of the table: the enemy is there.
    const double facing = w.y > doc_->map().height * 0.5 ? 0.0 : 180.0;
    if (full_) {
        const auto& brigades = full_->battle().brigades;
        if (newFull_.brigade < 0 || newFull_.brigade >= int(brigades.size())) {
            tell("Choose the brigade the unit is of, or place a new brigade first.", true);
            return;
        }
        full::UnitSetup u = newFull_;
        u.name = newUnitName_;
        u.id.clear();
        u.parent = -1;
        u.front = w;
        u.facing = facing;
        const int i = full_->addUnit(u);
        edited(i >= 0);
        if (i < 0) return;
        // Nothing selected: the tool stays in view for the next unit.
        select(-1, -1);
        newUnitName_[0] = '\0';
        return;
    }
    lite::UnitSetup u = newUnit_;
    u.name = newUnitName_;
    u.id.clear();
    u.front = w;
    u.facing = facing;
    if (u.type == lite::UnitType::Artillery) u.files = u.bases;
    bool ok = lite_->addUnit(u);
    edited(ok);
    if (!ok) return;
    select(doc_->unitCount() - 1, -1);
    newUnitName_[0] = '\0';
}

void EditorScreen::placeBrigade(Vec2 w) {
    if (!full_) return;
    const int b = full_->addBrigade(newBrigadeSide_, w);
    edited(b >= 0);
    if (b < 0) return;
    // Its units are placed next, with the Unit tool.
    newFull_.brigade = b;
    select(-1, -1, b);
    tool_ = Tool::Select;
    tell("A new brigade: name it and its brigadier, then place its units.");
}

int EditorScreen::pickBrigadier(Vec2 w) const {
    const int i = pickUnit(w);
    return full_ && i >= doc_->unitCount() ? i - doc_->unitCount() : -1;
}

void EditorScreen::turnSelection(double degrees) {
    if (selUnit_ >= 0)
        edited(doc_->rotateUnit(selUnit_, doc_->unitFacing(selUnit_) + degrees));
    else if (selFeature_ >= 0)
        edited(doc_->rotateFeature(selFeature_, degrees));
}

void EditorScreen::scaleSelection(double factor) {
    if (selFeature_ >= 0) edited(doc_->scaleFeature(selFeature_, factor));
}

void EditorScreen::duplicateSelection() {
    const core::BattleMap& b = doc_->map();
    if (selUnit_ >= 0 && selUnit_ < doc_->unitCount()) {
        // Beside it, to the right along its front: the next regiment of a line.
        const int i = doc_->duplicateUnit(selUnit_);
        edited(i >= 0);
        if (i >= 0) select(i, -1);
    } else if (selFeature_ >= 0 && selFeature_ < int(b.features.size())) {
        core::TerrainFeature f = b.features[std::size_t(selFeature_)];
        for (Vec2& p : f.points)
            p = p + Vec2{2.0, 2.0};
        for (Vec2& p : f.crest)
            p = p + Vec2{2.0, 2.0};
        bool ok = doc_->addFeature(f);
        edited(ok);
        if (ok) select(-1, int(doc_->map().features.size()) - 1);
    }
}

void EditorScreen::deleteSelection() {
    if (selUnit_ >= 0) {
        edited(doc_->deleteUnit(selUnit_));
    } else if (selFeature_ >= 0) {
        edited(doc_->deleteFeature(selFeature_));
    } else if (selBrigade_ >= 0 && full_) {
        edited(full_->deleteBrigade(selBrigade_));
        newFull_.brigade = -1;
    }
    select(-1, -1);
}

void EditorScreen::jumpTo(const data::BattleIssue& issue) {
    // A side with no units is about no place: the Unit tool for that side.
    // (The full game's: a side with no brigade, the Brigade tool for it.)
    if (issue.unit < 0 && issue.feature < 0 &&
        (issue.message.find("has no units") != std::string::npos ||
         issue.message.find("side has no brigade") != std::string::npos)) {
        const core::Side side = issue.message.find("Confederate") != std::string::npos
                                    ? core::Side::Confederate
                                    : core::Side::Federal;
        newUnit_.side = newBrigadeSide_ = side;
        select(-1, -1); // the tool in view (the full game's selection hides it)
        tool_ = full_ ? Tool::Brigade : Tool::Unit;
        cancelDrawing();
        return;
    }
    // A brigade's own problem (no brigadier, no unit): the brigade.
    int brigade = -1;
    if (full_ && issue.unit < 0 && issue.feature < 0)
        for (std::size_t k = 0; k < full_->battle().brigades.size(); ++k)
            if (issue.message.find("'" + full_->battle().brigades[k].id + "'") !=
                std::string::npos)
                brigade = int(k);
    select(issue.unit, issue.feature, brigade);
    if (brigade >= 0) newFull_.brigade = brigade;
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

} // namespace guidon::client
