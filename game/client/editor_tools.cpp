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
    double len2 = lite::dot(d, d);
    double t = len2 > 0 ? std::clamp(lite::dot(p - a, d) / len2, 0.0, 1.0) : 0.0;
    return lite::length(p - (a + d * t));
}

} // namespace

// [SECTION] picking and handles

int EditorScreen::pickUnit(Vec2 w) const {
    return picture_.unitAt({float(w.x), float(w.y)});
}

int EditorScreen::pickFeature(Vec2 w) const {
    const std::vector<lite::TerrainFeature>& fs = doc_.battle().features;
    // Linear features lie on top of areas: they are found first; then the
    // last area drawn (drawn on top).
    for (int i = int(fs.size()) - 1; i >= 0; --i) {
        const lite::TerrainFeature& f = fs[std::size_t(i)];
        if (f.shape != lite::FeatureShape::Linear) continue;
        double reach = std::max(f.width * 0.5, 8.0 / double(camera_.zoom()));
        for (std::size_t k = 0; k + 1 < f.points.size(); ++k)
            if (distanceToSegment(w, f.points[k], f.points[k + 1]) <= reach) return i;
    }
    for (int i = int(fs.size()) - 1; i >= 0; --i) {
        const lite::TerrainFeature& f = fs[std::size_t(i)];
        if (f.shape != lite::FeatureShape::Linear && core::geom::pointInPolygon(w, f.points))
            return i;
    }
    return -1;
}

EditorScreen::HandleHit EditorScreen::handleAt(sf::Vector2i pixel) const {
    if (selFeature_ < 0) return {};
    const lite::TerrainFeature& f = doc_.battle().features[std::size_t(selFeature_)];
    sf::Vector2f m(float(pixel.x), float(pixel.y));
    auto near = [&](Vec2 w) {
        sf::Vector2f s = screenOf(w);
        return std::hypot(s.x - m.x, s.y - m.y) <= kHandlePx;
    };
    for (std::size_t i = 0; i < f.points.size(); ++i)
        if (near(f.points[i])) return {Handle::Vertex, int(i)};
    for (std::size_t i = 0; i < f.crest.size(); ++i)
        if (near(f.crest[i])) return {Handle::Crest, int(i)};
    bool closed = f.shape != lite::FeatureShape::Linear;
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
            Vec2 mid =
                (pts[std::size_t(h.index - 1)] + pts[std::size_t(h.index) % pts.size()]) * 0.5;
            doc_.beginGesture();
            if (!doc_.insertVertex(selFeature_, h.index, mid)) {
                doc_.endGesture();
                edited(false);
                return;
            }
            drag_ = {Drag::What::Vertex, h.index, ws, ws};
            return;
        }
        if (h.kind == Handle::CrestInsert) {
            std::vector<Vec2> crest = doc_.battle().features[std::size_t(selFeature_)].crest;
            Vec2 mid = (crest[std::size_t(h.index - 1)] + crest[std::size_t(h.index)]) * 0.5;
            crest.insert(crest.begin() + h.index, mid);
            doc_.beginGesture();
            if (!doc_.setCrest(selFeature_, crest)) {
                doc_.endGesture();
                edited(false);
                return;
            }
            drag_ = {Drag::What::Crest, h.index, ws, ws};
            return;
        }
        if (h.kind == Handle::Vertex || h.kind == Handle::Crest) {
            doc_.beginGesture();
            drag_ = {h.kind == Handle::Vertex ? Drag::What::Vertex : Drag::What::Crest, h.index, ws,
                     ws};
            return;
        }
        int u = pickUnit(w);
        if (u >= 0) {
            selUnit_ = u;
            selFeature_ = -1;
            engine::setOnlyTag<engine::Selected>(picture_.registry(), picture_.entityOf(u));
            doc_.beginGesture();
            // Where the unit's front is from the mouse, kept while it moves.
            drag_ = {Drag::What::Unit, u, doc_.battle().units[std::size_t(u)].front - w, w};
            return;
        }
        selUnit_ = -1;
        engine::setOnlyTag<engine::Selected>(picture_.registry(), engine::kNoEntity);
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
            const lite::TerrainType& t = lib_->terrain[std::size_t(terrainType_)];
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
    }
}

void EditorScreen::dragTo(sf::Vector2i pixel) {
    Vec2 w = worldAt(pixel, false), ws = worldAt(pixel, true);
    // What the drag holds must still be there (the document may have moved on).
    const lite::Battle& b = doc_.battle();
    bool gone = false;
    if (drag_.what == Drag::What::Unit) gone = drag_.index >= int(b.units.size());
    if (drag_.what == Drag::What::Feature) gone = drag_.index >= int(b.features.size());
    if (drag_.what == Drag::What::Vertex || drag_.what == Drag::What::Crest) {
        gone = selFeature_ < 0 || selFeature_ >= int(b.features.size());
        if (!gone) {
            const lite::TerrainFeature& f = b.features[std::size_t(selFeature_)];
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
        if (ws.x != drag_.last.x || ws.y != drag_.last.y)
            edited(doc_.moveVertex(selFeature_, drag_.index, ws));
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
        const lite::UnitSetup& u = doc_.battle().units[std::size_t(drag_.index)];
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
        const lite::Battle& b = doc_.battle();
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
            tell("Drag out the zone: at least " + lengthText(1.0, unitOf(doc_.battle()), 0) +
                     " each way (or click its corners one by one).",
                 true);
        } else {
            drawing_.clear();
            edited(doc_.setZone(zoneSide_, {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}));
        }
    }
    doc_.endGesture();
    drag_ = {};
}

void EditorScreen::addDrawnPoint(Vec2 w) {
    if (!drawing_.empty() && lite::length(drawing_.back() - w) < 1e-6)
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
    bool ok = doc_.setZone(zoneSide_, drawing_);
    edited(ok);
    if (ok) drawing_.clear();
}

void EditorScreen::finishDrawing() {
    if (tool_ == Tool::Zone) {
        finishZone();
        return;
    }
    if (terrainType_ < 0) return;
    const lite::TerrainType& t = lib_->terrain[std::size_t(terrainType_)];
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
    lite::TerrainFeature f;
    f.type = terrainType_;
    f.shape = t.linear  ? lite::FeatureShape::Linear
              : t.crest ? lite::FeatureShape::Hill
                        : lite::FeatureShape::Area;
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
    bool ok = doc_.addFeature(f);
    edited(ok);
    drawing_.clear();
    if (!ok) return;
    selFeature_ = int(doc_.battle().features.size()) - 1;
    selUnit_ = -1;
    if (f.shape == lite::FeatureShape::Hill) {
        drawingCrest_ = true;
        crestOf_ = selFeature_;
        crestSerial_ = doc_.serial();
        tell("Now click along the hill's crest line; Enter ends it.");
    }
}

void EditorScreen::placeUnit(Vec2 w) {
    lite::UnitSetup u = newUnit_;
    u.name = newUnitName_;
    u.id.clear();
    u.front = w;
    // Facing the far side of the table: the enemy is there.
    u.facing = w.y > doc_.battle().height * 0.5 ? 0.0 : 180.0;
    if (u.type == lite::UnitType::Artillery) u.files = u.bases;
    bool ok = doc_.addUnit(u);
    edited(ok);
    if (!ok) return;
    selUnit_ = int(doc_.battle().units.size()) - 1;
    selFeature_ = -1;
    newUnitName_[0] = '\0';
}

void EditorScreen::turnSelection(double degrees) {
    if (selUnit_ >= 0)
        edited(
            doc_.rotateUnit(selUnit_, doc_.battle().units[std::size_t(selUnit_)].facing + degrees));
    else if (selFeature_ >= 0)
        edited(doc_.rotateFeature(selFeature_, degrees));
}

void EditorScreen::scaleSelection(double factor) {
    if (selFeature_ >= 0) edited(doc_.scaleFeature(selFeature_, factor));
}

void EditorScreen::duplicateSelection() {
    const lite::Battle& b = doc_.battle();
    if (selUnit_ >= 0 && selUnit_ < int(b.units.size())) {
        // Beside it, to the right along its front: the next regiment of a line.
        lite::UnitSetup u = b.units[std::size_t(selUnit_)];
        double r = u.facing * lite::kPi / 180.0;
        double step = double(u.type == lite::UnitType::Artillery ? u.bases : u.files) + 0.5;
        u.front = u.front + Vec2{std::cos(r), std::sin(r)} * step;
        u.id.clear();
        bool ok = doc_.addUnit(u);
        edited(ok);
        if (ok) selUnit_ = int(doc_.battle().units.size()) - 1;
    } else if (selFeature_ >= 0 && selFeature_ < int(b.features.size())) {
        lite::TerrainFeature f = b.features[std::size_t(selFeature_)];
        for (Vec2& p : f.points)
            p = p + Vec2{2.0, 2.0};
        for (Vec2& p : f.crest)
            p = p + Vec2{2.0, 2.0};
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
    if (issue.unit < 0 && issue.feature < 0 &&
        issue.message.find("has no units") != std::string::npos) {
        newUnit_.side = issue.message.find("Confederate") != std::string::npos
                            ? core::Side::Confederate
                            : core::Side::Federal;
        tool_ = Tool::Unit;
        cancelDrawing();
        return;
    }
    selUnit_ = issue.unit;
    selFeature_ = issue.unit >= 0 ? -1 : issue.feature;
    engine::setOnlyTag<engine::Selected>(
        picture_.registry(), selUnit_ >= 0 ? picture_.entityOf(selUnit_) : engine::kNoEntity);
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
