#include "hint_panel.h"

#include "client/lengths.h"
#include "client/table_view.h"
#include "client/unit_painter.h"
#include "core/words.h"
#include "engine/canvas.h"
#include "lite/combat.h"
#include "lite/command_text.h"
#include "lite/game.h"
#include "lite/movement.h"
#include "lite/ruleset.h"
#include "lite/view.h"
#include "phase_words.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <exception>

namespace guidon::client {

namespace {

std::string number(double v) {
    return core::shortNumber(v, 1);
}

std::string length(double v) {
    return shortLengthText(v, lite::ruleset().length, 1);
}

std::string degrees(double v) {
    return number(std::fabs(v)) + "\xC2\xB0";
}

std::string unitOf(const lite::GameState& s, int i) {
    if (i < 0 || std::size_t(i) >= s.units.size()) return "a unit";
    return s.units[std::size_t(i)].shownName();
}

std::string cardOf(const lite::GameState& s, core::Side side, int instance) {
    return lite::cardNamesOf(s, side, {instance}).front();
}

// "A", "A and B", "A; B and C" (names may hold commas: "Steady, Boys").
std::string cardList(const lite::GameState& s, core::Side side, const std::vector<int>& cards) {
    return core::joinWords(lite::cardNamesOf(s, side, cards), "; ", " and ");
}

std::string segmentWords(const lite::MoveSegment& m) {
    switch (m.kind) {
    case lite::SegmentKind::Wheel:
        return std::string("wheel ") + (m.angle >= 0 ? "right " : "left ") + degrees(m.angle);
    case lite::SegmentKind::Flank:
        return std::string("flank ") + (m.angle >= 0 ? "right " : "left ") + length(m.distance);
    case lite::SegmentKind::Forward:
        if (std::fabs(m.angle) > 0.05)
            return std::string("oblique ") + (m.angle > 0 ? "right " : "left ") + degrees(m.angle) +
                   ", " + length(m.distance);
        return "forward " + length(m.distance);
    }
    return "";
}

} // namespace

std::string commandInWords(const lite::Command& c, const lite::GameState& s) {
    using K = lite::CommandKind;
    const core::Side me = c.side;
    switch (c.kind) {
    case K::Reshuffle:
        return "Reshuffle the discards into the deck.";
    case K::KeepDeck:
        return "Keep the deck as it is.";
    case K::Invoke: {
        std::string out = std::string("Invoke a ") + phaseWord(c.phase) + " phase with " +
                          cardList(s, me, c.cards);
        if (c.cards.size() == 2) out += " (two cards)";
        if (c.modifier >= 0) out += ", modified by " + cardOf(s, me, c.modifier);
        return out + ".";
    }
    case K::NoFire:
        return "No fire phase: go on to the command choice.";
    case K::Pass:
        return "Pass.";
    case K::Interrupt: {
        std::string out = "Interrupt with " + cardList(s, me, c.cards);
        if (c.unit >= 0) out += " (" + unitOf(s, c.unit) + ")";
        return out + ".";
    }
    case K::NoInterrupt:
        return "Play no interrupt.";
    case K::EndPhase:
        if (s.step == lite::Step::Phase && s.phase.phase == lite::Phase::Fire) return "Open fire.";
        if (s.step == lite::Step::Phase && s.phase.phase == lite::Phase::Combat) return "Fight.";
        return "End the movement phase.";
    case K::Morale: {
        if (c.cards.empty()) return "Spend no card for morale.";
        int points = 0;
        for (int inst : c.cards)
            points += s.card(me, inst).morale;
        return "Spend " + cardList(s, me, c.cards) + " for morale (" + std::to_string(points) +
               (points == 1 ? " point)." : " points).");
    }
    case K::March: {
        std::string out = "March " + unitOf(s, c.unit) + ":";
        bool first = true;
        if (c.aboutFace) {
            out += " about face";
            first = false;
        }
        for (const lite::MoveSegment& m : c.segments) {
            out += (first ? " " : ", then ") + segmentWords(m);
            first = false;
        }
        return out + ".";
    }
    case K::Form: {
        std::string u = unitOf(s, c.unit);
        const lite::FormationChange& f = c.formation;
        switch (f.kind) {
        case lite::FormationKind::FaceLeft:
            return u + " faces left.";
        case lite::FormationKind::FaceRight:
            return u + " faces right.";
        case lite::FormationKind::Limber:
            return u + " limbers up.";
        case lite::FormationKind::Unlimber:
            return u + " unlimbers.";
        case lite::FormationKind::Prolong:
            return u + " prolongs " + length(std::fabs(f.distance)) + " " +
                   (f.distance < 0 ? "back." : "forward.");
        case lite::FormationKind::Guidon:
            return u + " re-forms on its guidon, " + std::to_string(f.files) +
                   (f.files == 1 ? " file" : " files") + " wide, to the " +
                   (f.form == lite::GuidonForm::Left    ? "left."
                    : f.form == lite::GuidonForm::Right ? "right."
                                                        : "rear.");
        }
        return u + " changes formation.";
    }
    case K::Bombard:
        return unitOf(s, c.unit) + " bombards " + unitOf(s, c.target) + ".";
    case K::Losses: {
        std::string out = unitOf(s, c.unit) + " takes its losses";
        if (c.files > 0)
            out += ", re-formed " + std::to_string(c.files) + (c.files == 1 ? " file" : " files") +
                   " wide";
        out += c.anchor < 0   ? ", keeping its left flank"
               : c.anchor > 0 ? ", keeping its right flank"
                              : "";
        return out + ".";
    }
    case K::Charge: {
        double wheel = c.segments.empty() ? 0.0 : c.segments.front().angle;
        lite::ChargePlan p = lite::planCharge(s, c.unit, wheel);
        std::string out = unitOf(s, c.unit) + " charges";
        if (p.legal && p.target >= 0) out += " " + unitOf(s, p.target);
        if (std::fabs(wheel) > 1e-9)
            out +=
                std::string(" after a wheel ") + (wheel > 0 ? "right " : "left ") + degrees(wheel);
        return out + ".";
    }
    case K::Discard:
        return "Discard " + cardList(s, me, c.cards) + " so the units falling back pass freely.";
    case K::NoDiscard:
        return "Discard nothing.";
    case K::FallBack:
        return unitOf(s, c.unit) + " falls back " +
               (c.anchor == 0  ? "to the rear."
                : c.anchor < 0 ? "to the left."
                               : "to the right.");
    }
    return lite::nameOf(c.kind);
}

HintAdvisor::HintAdvisor(std::vector<ai::AiParams> tuned, std::uint64_t seed)
    : tuned_(std::move(tuned)), seed_(seed) {}

HintAdvisor::~HintAdvisor() {
    if (thinking_.valid()) thinking_.wait();
}

void HintAdvisor::clear() {
    stage_ = Stage::None;
    command_.reset();
    words_.clear();
    reason_.clear();
    error_.clear();
    script_.clear();
}

void HintAdvisor::ask(const lite::GameState& s, core::Side side, std::uint64_t serial) {
    if (thinking_.valid()) return; // one at a time: the last must finish first
    clear();
    std::string error;
    std::shared_ptr<ai::Agent> agent = ai::makeAgent(kHintLevel, tuned_, error);
    if (!agent) {
        stage_ = Stage::Failed;
        error_ = "No hint: " + error + ".";
        return;
    }
    stage_ = Stage::Thinking;
    serial_ = serial;
    side_ = side;
    ++asked_;
    // The hint's own dice, so asking changes nothing in the game.
    core::Pcg32 dice(seed_ ^ (0xa0761d6478bd642full * asked_));
    // Only the deciding side's view goes to the agent; the state is held by
    // the referee, which answers nothing but "would the rules accept this?".
    thinking_ = std::async(
        std::launch::async, [agent, dice, view = lite::viewFor(s, side), state = s]() mutable {
            Answer a;
            try {
                ai::Referee legal = ai::refereeFor(state);
                a.command = agent->decide(view, legal, dice);
                a.reason = agent->reason();
                if (!a.command) a.error = "The computer found no legal command here.";
            } catch (const std::exception& e) {
                a.error = std::string("The computer failed to decide: ") + e.what();
            }
            return a;
        });
}

bool HintAdvisor::update(const lite::GameState& s, std::uint64_t serial) {
    bool stale = serial != serial_;
    if (thinking_.valid()) {
        if (thinking_.wait_for(std::chrono::seconds(0)) != std::future_status::ready) {
            if (stale) stage_ = Stage::None; // its answer will be dropped
            return true;
        }
        Answer a = thinking_.get();
        if (stale || stage_ != Stage::Thinking) return false;
        if (!a.error.empty()) {
            stage_ = Stage::Failed;
            error_ = a.error;
            return false;
        }
        stage_ = Stage::Ready;
        command_ = a.command;
        words_ = commandInWords(*a.command, s);
        script_ = lite::formatCommand(*a.command, *s.setup);
        reason_ = a.reason;
        return false;
    }
    if (stale && stage_ != Stage::None) clear(); // the game has moved on
    return false;
}

HintAdvisor::PanelOut HintAdvisor::drawPanel(bool offered, const UiFonts& fonts) {
    PanelOut out;
    if (!offered) return out;
    ImGui::Spacing();
    ImGui::PushID("hint");
    switch (stage_) {
    case Stage::None:
    case Stage::Failed: {
        std::string label = std::string("Hint (") + kHintKeyName + ")";
        ImGui::BeginDisabled(thinking_.valid());
        if (ImGui::Button(label.c_str())) out.ask = true;
        ImGui::EndDisabled();
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("What would the %s computer do in your place? It sees only what "
                              "you see. Nothing is played unless you press Apply.",
                              kHintLevel);
        if (stage_ == Stage::Failed) textWrapped(kRefusalColour, error_);
        break;
    }
    case Stage::Thinking:
        hint(std::string("The ") + kHintLevel + " computer is thinking about your position...");
        break;
    case Stage::Ready: {
        heading("HINT");
        pushFont(fonts.title);
        textWrapped(kGold, std::string("The ") + kHintLevel + " computer would: " + words_);
        popFont(fonts.title);
        if (!reason_.empty()) hint(sentence(reason_));
        float w = rowButtonWidth(2);
        if (bigButton("Apply", w) && command_) out.apply = command_;
        ImGui::SameLine();
        if (bigButton("Close", w)) clear();
        break;
    }
    }
    ImGui::PopID();
    return out;
}

void HintAdvisor::drawOnTable(sf::RenderTarget& target, const engine::Camera& camera,
                              const lite::GameState& s) const {
    if (stage_ != Stage::Ready || !command_) return;
    const lite::Command& c = *command_;
    if (c.kind != lite::CommandKind::March && c.kind != lite::CommandKind::Form) return;
    if (c.unit < 0 || std::size_t(c.unit) >= s.units.size()) return;
    lite::MoveReport r = lite::checkUnitCommand(s, c);
    if (!r.legal) return;
    engine::Canvas canvas(camera);
    const lite::Unit& u = s.units[std::size_t(c.unit)];
    std::vector<sf::Vector2f> path = {toSf(u.front)};
    if (!r.poses.empty()) path.push_back(toSf(r.poses[0].front));
    for (std::size_t k = 0; k < c.segments.size() && k + 1 < r.poses.size(); ++k) {
        const lite::MoveSegment& seg = c.segments[k];
        if (seg.kind == lite::SegmentKind::Wheel)
            for (int i = 1; i < 12; ++i)
                path.push_back(toSf(lite::poseAlong(u, r.poses[k], seg, i / 12.0).front));
        path.push_back(toSf(r.poses[k + 1].front));
    }
    if (path.size() > 1) canvas.dashed(path, 2.f, 7.f, 4.f, sf::Color(150, 230, 255, 230));
    paintGhost(canvas, figureOf(r.result, c.unit), sf::Color(150, 230, 255));
    canvas.draw(target);
}

std::string HintAdvisor::status() const {
    switch (stage_) {
    case Stage::None:
        return "none";
    case Stage::Thinking:
        return "thinking";
    case Stage::Ready:
        return "ready: " + words_;
    case Stage::Failed:
        return "failed: " + error_;
    }
    return "none";
}

} // namespace guidon::client
