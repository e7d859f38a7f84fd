#include "table_notes.h"

#include "client/ui_kit.h"
#include "client/table_view.h"
#include "lite/door.h"
#include "lite/unit.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>

namespace guidon::client {

void TableNotes::take(const std::vector<core::TableEvent>& log,
                      const std::vector<lite::Unit>& units, sf::Vector2f centre) {
    if (seen_ > log.size()) seen_ = log.size(); // undone
    for (std::size_t i = seen_; i < log.size(); ++i) {
        const core::TableEvent& e = log[i];
        lite::EventKind k = lite::kindOf(e);
        bool shown = k == lite::EventKind::CombatRolled || k == lite::EventKind::FallBackRolled ||
                     k == lite::EventKind::BasesRemoved || k == lite::EventKind::VictoryRoll ||
                     k == lite::EventKind::FallBackBlocked;
        if (!shown) continue;
        Note n;
        n.text = e.text;
        n.side = e.side;
        n.gold = k == lite::EventKind::VictoryRoll;
        n.at = centre;
        n.over = {centre, {0.f, 0.f}};
        if (e.unit >= 0 && std::size_t(e.unit) < units.size()) {
            const lite::Unit& u = units[std::size_t(e.unit)];
            // A broken unit has no bases left: the note stands where it stood.
            UnitFigure fig = figureOf(u, e.unit);
            n.at = toSf(u.front);
            n.over = {n.at, {0.f, 0.f}};
            if (!fig.shapes.empty()) {
                sf::Vector2f sum;
                float x0 = 1e9f, y0 = 1e9f, x1 = -1e9f, y1 = -1e9f;
                for (const BaseShape& b : fig.shapes) {
                    sum += b.centre;
                    for (sf::Vector2f c : b.corners) {
                        x0 = std::min(x0, c.x), x1 = std::max(x1, c.x);
                        y0 = std::min(y0, c.y), y1 = std::max(y1, c.y);
                    }
                }
                n.at = sum / float(fig.shapes.size());
                n.over = {x0, y0, x1 - x0, y1 - y0};
            }
        }
        // One victory roll at a time: a newer one replaces it.
        if (n.gold)
            notes_.erase(
                std::remove_if(notes_.begin(), notes_.end(), [](const Note& o) { return o.gold; }),
                notes_.end());
        notes_.push_back(n);
    }
    // Only the newest few: a quick run of commands (the computer's skipped
    // turn, a script) must not bury the table under notes.
    if (notes_.size() > kMostNotes) notes_.erase(notes_.begin(), notes_.end() - kMostNotes);
    seen_ = log.size();
}

void TableNotes::tick(float dt) {
    for (Note& n : notes_)
        n.age += dt;
    notes_.erase(std::remove_if(notes_.begin(), notes_.end(),
                                [](const Note& n) { return n.age >= kSeconds; }),
                 notes_.end());
}

void TableNotes::draw(const engine::Camera& cam, sf::FloatRect area, const ImFont* font,
                      bool faint) const {
    if (notes_.empty() || !ImGui::GetCurrentContext()) return;
    if (!font) font = ImGui::GetFont();
    if (!font) return;
    float px = ImGui::GetIO().DisplayFramebufferScale.x;
    if (px <= 0.f) px = 1.f;
    float points = font->FontSize * font->Scale;
    const float pad = 6.f, wrap = 300.f; // pixels
    ImDrawList* dl = ImGui::GetBackgroundDrawList();
    auto pt = [&](float x, float y) { return ImVec2(x / px, y / px); };
    dl->PushClipRect(pt(area.left, area.top), pt(area.left + area.width, area.top + area.height));
    std::vector<sf::FloatRect> drawn;
    // The newest first: it stands nearest its unit, the older ones above it.
    for (auto it = notes_.rbegin(); it != notes_.rend(); ++it) {
        const Note& n = *it;
        ImVec2 t = font->CalcTextSizeA(points, FLT_MAX, wrap / px, n.text.c_str());
        float w = std::round(t.x * px + 2 * pad), h = std::round(t.y * px + 2 * pad);
        // Above its unit's bases, never on them, rising a little as it
        // fades; older notes are pushed up out of its way. Where the top of
        // the table leaves no room, below the bases instead.
        float life = n.age / kSeconds;
        sf::Vector2f at = cam.toScreen(n.at);
        float top = cam.toScreen({n.over.left, n.over.top}).y;
        float bottom = cam.toScreen({n.over.left, n.over.top + n.over.height}).y;
        sf::FloatRect r(at.x - w * 0.5f, 0.f, w, h);
        r.left = std::clamp(r.left, area.left, std::max(area.left, area.left + area.width - w));
        auto stack = [&](bool below) {
            r.top = below ? bottom + 6.f + 18.f * life : top - h - 6.f - 18.f * life;
            for (bool moved = true; moved;) {
                moved = false;
                for (const sf::FloatRect& d : drawn)
                    if (r.intersects(d)) {
                        r.top = below ? d.top + d.height + 3.f : d.top - h - 3.f;
                        moved = true;
                    }
            }
        };
        stack(false);
        if (r.top < area.top) stack(true);
        r.top = std::clamp(r.top, area.top, std::max(area.top, area.top + area.height - h));
        r.left = std::round(r.left), r.top = std::round(r.top);
        drawn.push_back(r);
        // Fully there for most of its time, then fading out.
        float alpha = std::clamp((1.f - life) / 0.3f, 0.f, 1.f) * (faint ? 0.3f : 1.f);
        auto a = [&](int v) { return int(float(v) * alpha); };
        ImVec4 sideTone = sideColour(n.side); // the colour-blind-safe pair too
        sideTone.w = alpha;
        ImU32 accent =
            n.gold ? IM_COL32(226, 190, 92, a(255)) : ImGui::ColorConvertFloat4ToU32(sideTone);
        ImU32 text = n.gold ? IM_COL32(240, 218, 150, a(255)) : IM_COL32(242, 236, 222, a(255));
        dl->AddRectFilled(pt(r.left, r.top), pt(r.left + r.width, r.top + r.height),
                          IM_COL32(14, 12, 10, a(225)), 4.f / px);
        dl->AddRectFilled(pt(r.left, r.top), pt(r.left + 3.f, r.top + r.height), accent);
        dl->AddText(font, points, pt(r.left + pad, r.top + pad), text, n.text.c_str(), nullptr,
                    wrap / px);
    }
    dl->PopClipRect();
}

} // namespace guidon::client
