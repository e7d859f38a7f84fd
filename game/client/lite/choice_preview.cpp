#include "choice_preview.h"

#include "client/palette.h"
#include "client/table_view.h"
#include "client/unit_painter.h"
#include "engine/canvas.h"
#include "lite/command_text.h"
#include "lite/game.h"

#include <cstdio>

namespace guidon::client {

namespace {

const sf::Color kGhost(255, 226, 150);
const sf::Color kKept(255, 200, 60);

} // namespace

void ChoicePreview::hover(const lite::GameState& s, std::uint64_t serial,
                          const std::optional<lite::Command>& command) {
    // choiceResult says which commands move bases (and checks the unit).
    if (!command || command->unit < 0 || std::size_t(command->unit) >= s.units.size() || !s.setup) {
        ghost_.reset();
        key_.clear();
        return;
    }
    // The serial counts changes the window has seen; commandsApplied also
    // catches the frame that sent a command before the window saw it.
    std::string key =
        std::to_string(s.commandsApplied) + " " + lite::formatCommand(*command, *s.setup);
    if (serial == serial_ && key == key_) return;
    serial_ = serial;
    key_ = key;
    ghost_.reset();
    // What the rules would do with this choice alone: nothing rolled, nothing after it.
    std::optional<lite::Unit> after = lite::choiceResult(s, *command);
    if (!after) return;
    Ghost g;
    g.unit = command->unit;
    g.before = s.units[std::size_t(command->unit)];
    g.after = *after;
    g.fallBack = command->kind == lite::CommandKind::FallBack;
    if (command->kind == lite::CommandKind::Form &&
        command->formation.kind == lite::FormationKind::Guidon)
        g.keptFile = command->formation.file;
    ghost_ = g;
}

void ChoicePreview::draw(sf::RenderTarget& target, const engine::Camera& camera) const {
    if (!ghost_) return;
    engine::Canvas c(camera);
    const Ghost& g = *ghost_;
    if (g.fallBack)
        c.dashed({toSf(g.before.front), toSf(g.after.front)}, 2.f, 7.f, 4.f,
                 palette::withAlpha(kGhost, 220));
    if (g.after.onTable() && g.after.bases > 0) paintGhost(c, figureOf(g.after, g.unit), kGhost);
    if (g.keptFile >= 0) {
        // The base that keeps its place: a gold ring and a small flag on it.
        UnitFigure before = figureOf(g.before, g.unit);
        for (const BaseShape& b : before.shapes) {
            if (b.rank != 0 || b.file != g.keptFile) continue;
            std::vector<sf::Vector2f> ring(b.corners.begin(), b.corners.end());
            c.polyline(ring, 3.f, kKept, true);
            sf::Vector2f mid = (b.corners[0] + b.corners[1]) * 0.5f;
            sf::Vector2f back = (b.corners[3] - b.corners[0]) * 0.45f;
            sf::Vector2f side = (b.corners[1] - b.corners[0]) * 0.35f;
            c.line(mid, mid + back, 2.f, kKept);
            c.triangle(mid + back, mid + back * 0.55f, mid + back * 0.78f + side, kKept);
        }
    }
    c.draw(target);
}

std::string ChoicePreview::describe() const {
    if (!ghost_) return "none";
    char buf[160];
    std::snprintf(buf, sizeof buf, "unit %d bases %d front %.3f %.3f facing %.1f kept %d",
                  ghost_->unit, ghost_->after.bases, ghost_->after.front.x, ghost_->after.front.y,
                  ghost_->after.facing, ghost_->keptFile);
    return buf;
}

} // namespace guidon::client
