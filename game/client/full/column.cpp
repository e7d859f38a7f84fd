// The full game's decision column: the banner of the decision awaited, then
// what it asks: the division commander's pip, the pip board and the orders
// of the selected unit (each with its cost at the unit's tier, greyed with
// the rule's reason when it cannot be given), a paused move's reactions,
// the fire phase's targets with the rules' preview, the owner's lost
// stands, a victor's consolidation; the melees to come; the log. Every
// button sends a full::Command through the door; what would be refused is
// asked of the door first (checkLine), never decided here. Part of
// full_ui::TableScreen (table_screen.h).
#include "table_screen.h"

#include "client/decision_widgets.h"
#include "client/palette.h"
#include "full/command_radius.h"
#include "full/fire_odds.h"
#include "full/fire_preview.h"
#include "full/melee.h"
#include "full/orders.h"

#include <imgui.h>

#include <algorithm>
#include <cstdio>

namespace guidon::client::full_ui {

namespace {

std::string pips(int n) {
    return std::to_string(n) + (n == 1 ? " pip" : " pips");
}

std::string inches(double v) {
    char b[32];
    std::snprintf(b, sizeof b, "%g\"", v);
    return b;
}

} // namespace

void TableScreen::drawColumn(sf::Vector2f size) {
    if (!beginColumn("##fullcolumn", size, kTurnBarHeight + kMargin, kColumnWidth, kMargin)) {
        ImGui::End();
        return;
    }
    const full::GameState& s = state();
    const full::Pending* p = s.awaited();
    if (s.over) {
        drawBanner(s.winner ? *s.winner : s.active, "Game over", fonts_);
        textWrapped(kGold, sentence(full::describePending(s)));
    } else if (p) {
        core::Side d = full::decider(s);
        static const char* titles[] = {"Division commander's pip", "Orders", "Fire",
                                       "Losses",                   "Reaction", "Consolidation"};
        drawBanner(d, std::string(sideTitle(d)) + " \xC2\xB7 " + titles[int(p->kind)], fonts_);
        // The rules' sentence without the command lines it names for the
        // CLI's player ("(fire UNIT at TARGET)"): here the buttons are those.
        const std::string said = full::withoutCommandLines(full::describePending(s));
        // (A reaction's offers are listed by name below, not by the CLI's ids.)
        if (p->kind != full::PendingKind::Reaction)
            textWrapped(ImVec4(0.85f, 0.85f, 0.8f, 1.f), sentence(said));
        drawRefusal();
        if (computerDecides()) {
            // Its side is the computer's: the column watches, the log tells.
            textWrapped(kGold, computerTitle(computer_.level(d)) + " decides for the " +
                                   sideTitle(d) + " side.");
            if (!computer_.problem().empty())
                textWrapped(kRefusalColour, computer_.problem());
        } else {
            drawPrimary();
            if (hintOffered() && !hint_.at && ImGui::SmallButton("Hint (F2)")) askHint();
        }
    }
    // The decision's own part scrolls by itself; the log keeps the rest.
    float logHeight = std::max(160.f, ImGui::GetContentRegionAvail().y * 0.36f);
    ImGui::BeginChild("##decision", ImVec2(0.f, ImGui::GetContentRegionAvail().y - logHeight));
    if (p && !s.over && hint_.at) drawHint();
    if (p && !s.over && computerDecides()) {
        if (p->kind == full::PendingKind::Orders || p->kind == full::PendingKind::DivisionPip)
            drawPipBoard();
    } else if (p && !s.over) {
        switch (p->kind) {
        case full::PendingKind::DivisionPip:
            drawDivisionPip();
            drawPipBoard();
            break;
        case full::PendingKind::Orders:
            drawPipBoard();
            drawOrders();
            break;
        case full::PendingKind::Fire:
            drawFire();
            break;
        case full::PendingKind::Losses:
            drawLosses();
            break;
        case full::PendingKind::Reaction:
            drawReaction();
            break;
        case full::PendingKind::Consolidate:
            drawConsolidate();
            break;
        }
    }
    // The melees phase 4 will fight, with their odds, while any unit is engaged.
    std::vector<full::Melee> melees = full::meleesOf(s);
    if (!melees.empty() && !s.over) {
        heading("Melees");
        for (std::size_t i = 0; i < melees.size(); ++i) {
            full::MeleeCheck c = full::meleeCheckOf(s, melees[i]);
            std::vector<std::string> lines = full::meleePreviewLines(s, c);
            if (lines.empty()) continue;
            ImGui::PushID(int(i));
            if (ImGui::TreeNode("melee", "%s", lines.front().c_str())) {
                for (std::size_t k = 1; k < lines.size(); ++k)
                    ImGui::TextWrapped("%s", lines[k].c_str());
                ImGui::TreePop();
            }
            ImGui::PopID();
        }
    }
    ImGui::EndChild();
    heading("Log");
    log_.draw(shownLog(), fonts_, 0.f);
    ImGui::End();
}

void TableScreen::drawPrimary() {
    const full::Pending* p = state().awaited();
    if (!p) return;
    pushPrimaryButton();
    switch (p->kind) {
    case full::PendingKind::Orders:
        commandButton("End orders phase", commandOf(full::CommandKind::EndOrders),
                      "Units without an order hold where they stand (FG-CMD-8); the fire phase "
                      "follows.");
        break;
    case full::PendingKind::Fire:
        commandButton("End fire phase", commandOf(full::CommandKind::EndOrders),
                      "No more volleys this phase; the melees come next.");
        break;
    case full::PendingKind::Reaction:
        commandButton("Pass: let the move go on", commandOf(full::CommandKind::Pass),
                      "No reaction now; the offers passed over are not made again at a later "
                      "pause (FG-D-11).");
        break;
    default:
        break;
    }
    popPrimaryButton();
}

void TableScreen::drawRefusal() {
    if (!refusal_) return;
    std::optional<std::string> rule;
    client::drawRefusal(*refusal_, reference_, rule);
    if (rule) ruleRequest_ = rule;
}

bool TableScreen::commandButton(const std::string& label, const full::Command& c,
                                const std::string& what) {
    std::string line = full::commandText(state(), c);
    core::LineResult check = session_->game().checkLine(line);
    bool ok = check.error.empty() && check.accepted;
    ImGui::BeginDisabled(!ok);
    bool clicked = bigButton(label.c_str(), -1.f);
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled) && !what.empty())
        tooltipBeside(what);
    if (!ok) {
        std::string why = !check.error.empty() ? check.error
                                               : check.refusal.rule + ": " + check.refusal.reason;
        ImGui::PushTextWrapPos(0.f);
        ImGui::TextDisabled("%s", why.c_str());
        ImGui::PopTextWrapPos();
    }
    if (clicked && ok && !guard_.on()) {
        toSend_ = c; // sent after the frame's panels: the state they read stays put
        return true;
    }
    if (clicked && guard_.on()) guard_.ignored();
    return false;
}

const std::vector<core::TableEvent>& TableScreen::shownLog() {
    const std::vector<core::TableEvent>& log = session_->log();
    if (shownLogAt_ != serial_ || shownLog_.size() != log.size()) {
        shownLog_ = log;
        for (core::TableEvent& e : shownLog_)
            e.text = full::withoutCommandLines(std::move(e.text));
        shownLogAt_ = serial_;
    }
    return shownLog_;
}

void TableScreen::drawDivisionPip() {
    const full::GameState& s = state();
    hint("The division commander gives one pip to a brigade of his choice (FG-CMD-2).");
    for (int b = 0; b < int(s.brigades.size()); ++b) {
        if (s.sideOfBrigade(b) != s.active) continue;
        full::Command c = commandOf(full::CommandKind::Division);
        c.brigade = b;
        ImGui::PushID(b);
        commandButton("To " + s.battle().brigades[std::size_t(b)].name, c, "");
        ImGui::PopID();
    }
}

void TableScreen::drawPipBoard() {
    const full::GameState& s = state();
    heading("Pips");
    if (ImGui::BeginTable("pipboard", 6,
                          ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp)) {
        ImGui::TableSetupColumn("Brigade", ImGuiTableColumnFlags_WidthStretch, 3.f);
        ImGui::TableSetupColumn("Roll", ImGuiTableColumnFlags_WidthStretch, 1.f); // pips rolled
        ImGui::TableSetupColumn("Pips", ImGuiTableColumnFlags_WidthStretch, 1.f);
        ImGui::TableSetupColumn("Rsv", ImGuiTableColumnFlags_WidthStretch, 1.f);
        ImGui::TableSetupColumn("Saved", ImGuiTableColumnFlags_WidthStretch, 1.f);
        ImGui::TableSetupColumn("Lost", ImGuiTableColumnFlags_WidthStretch, 1.4f);
        ImGui::TableHeadersRow();
        for (int b = 0; b < int(s.brigades.size()); ++b) {
            const full::Brigade& br = s.brigades[std::size_t(b)];
            const full::BrigadeSetup& bs = s.battle().brigades[std::size_t(b)];
            ImGui::TableNextRow();
            ImGui::TableSetColumnIndex(0);
            bool mine = bs.side == s.active;
            // The brigade's colour, as its units and brigadier wear it on the table.
            const std::vector<core::TableUnit>& table = tableUnits();
            const std::size_t leaderAt = s.units.size() + std::size_t(b);
            if (leaderAt < table.size() && table[leaderAt].group >= 0) {
                sf::Color g = palette::group(table[leaderAt].group);
                ImVec2 at = ImGui::GetCursorScreenPos();
                float h = ImGui::GetTextLineHeight();
                ImGui::GetWindowDrawList()->AddRectFilled(
                    ImVec2(at.x, at.y + 2.f), ImVec2(at.x + 6.f, at.y + h - 1.f),
                    IM_COL32(g.r, g.g, g.b, mine ? 255 : 150));
                ImGui::Dummy(ImVec2(6.f, h));
                ImGui::SameLine(0.f, 4.f);
            }
            if (ImGui::Selectable(bs.name.c_str(), brigadeShown() == b,
                                  ImGuiSelectableFlags_SpanAllColumns) &&
                !br.leaderGone)
                select(int(s.units.size()) + b);
            if (ImGui::IsItemHovered())
                tooltipBeside(bs.brigadier + " (" + std::string(full::nameOf(br.rating)) +
                              (br.rolled > 0 ? "), rolled " + pips(br.rolled)
                                             : std::string(")")) +
                              "; " + std::string(full::nameOf(br.clock)) + ".");
            // This turn's roll, for the side whose turn it is (FG-SEQ-1).
            ImGui::TableSetColumnIndex(1);
            if (mine && br.rolled > 0) // the pips its roll gave (the log shows the die)
                ImGui::Text("%d", br.rolled);
            else
                ImGui::TextDisabled("-");
            ImGui::TableSetColumnIndex(2);
            ImGui::Text("%d", br.pips);
            ImGui::TableSetColumnIndex(3);
            ImGui::Text("%d", br.reserved);
            ImGui::TableSetColumnIndex(4);
            ImGui::Text("%d", br.saved);
            ImGui::TableSetColumnIndex(5);
            // Lost stands, coloured by the brigade's clock (FG-BRIG-1).
            ImGui::TextColored(br.clock == full::Clock::Broken     ? kRefusalColour
                               : br.clock == full::Clock::Hesitant ? kGold
                                                                   : ImVec4(0.8f, 0.8f, 0.8f, 1.f),
                               "%d/%d", br.lost, br.startStands);
        }
        ImGui::EndTable();
    }
}

void TableScreen::drawOrders() {
    const full::GameState& s = state();
    int sel = selectedIndex();
    if (sel >= 0 && sel < int(s.units.size()) && s.sideOf(sel) == s.active &&
        !s.units[std::size_t(sel)].removed)
        drawUnitOrders(sel);
    else if (sel >= int(s.units.size()) &&
             s.sideOfBrigade(sel - int(s.units.size())) == s.active)
        drawLeaderOrders(sel - int(s.units.size()));
    else
        hint("Click a unit of yours on the table for its orders, or a brigade above for its "
             "brigadier.");
}

void TableScreen::orderRow(const full::OrderOption& o, int id) {
    ImGui::PushID(id);
    std::string label = o.label + (o.needsTable ? " \xE2\x80\xA6" : "");
    std::string price = o.refusal ? o.refusal->rule : pips(o.pips);
    float w = ImGui::GetContentRegionAvail().x;
    ImGui::BeginDisabled(o.refusal.has_value());
    bool clicked = ImGui::Button(label.c_str(), ImVec2(w * 0.68f, 0.f));
    ImGui::EndDisabled();
    bool hovered = ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled);
    ImGui::SameLine();
    if (o.refusal)
        elidedText(price, ImGui::GetContentRegionAvail().x, kRefusalColour);
    else
        ImGui::TextColored(o.pips > 0 ? kGold : ImVec4(0.8f, 0.8f, 0.78f, 1.f), "%s",
                           price.c_str());
    if (hovered) {
        std::string tip = o.refusal ? o.refusal->rule + ": " + o.refusal->reason
                          : o.needsTable
                              ? "Then drag on the table (an assault: click the enemy); Enter "
                                "sends it, Esc drops it."
                              : std::string();
        if (!tip.empty()) tooltipBeside(tip);
    }
    if (clicked && guard_.on()) {
        guard_.ignored();
    } else if (clicked && o.needsTable) {
        startPlan(o.command);
    } else if (clicked) {
        toSend_ = o.command;
    }
    ImGui::PopID();
}

void TableScreen::drawUnitOrders(int unit) {
    const full::GameState& s = state();
    const full::Unit& u = s.units[std::size_t(unit)];
    heading(("Orders: " + full::nameOfUnit(s, unit)).c_str());
    full::CommandReach r = full::commandReach(s, unit);
    ImGui::TextDisabled("%s tier, %.1f\" from its brigadier \xC2\xB7 %s left",
                        std::string(full::nameOf(r.tier)).c_str(), r.distance,
                        pips(s.brigades[std::size_t(u.brigade)].pips).c_str());
    if (planning_ && planning_->templ.unit == unit) drawPlanWords();
    // Changes of formation come with the facing chosen here.
    static const char* faces[] = {"ahead", "left", "right", "about"};
    int id = 0;
    bool formsShown = false;
    for (const full::OrderOption& o : full::ordersFor(s, unit)) {
        ++id;
        if (o.kind == full::CommandKind::Form && o.command.formation != u.formation) {
            if (o.command.turn != full::Turn(faceChoice_)) continue;
            if (!formsShown) {
                formsShown = true;
                ImGui::AlignTextToFramePadding();
                ImGui::TextDisabled("Change formation, facing");
                ImGui::SameLine();
                ImGui::SetNextItemWidth(110.f);
                ImGui::Combo("##face", &faceChoice_, faces, 4);
            }
        }
        orderRow(o, id);
    }
}

void TableScreen::drawPlanWords() {
    const full::GameState& s = state();
    const Plan& p = *planning_;
    // The regiments that go with it, and their enemies.
    for (const full::QueuedAssault& q : p.with)
        textWrapped(kGold, "With " + full::nameOfUnit(s, q.unit) +
                               (q.target >= 0 ? " at " + full::nameOfUnit(s, q.target)
                                              : std::string(": click its enemy")));
    if (!p.to || (p.templ.kind == full::CommandKind::Assault && !p.targetChosen)) {
        if (p.refusal)
            textWrapped(kRefusalColour, p.refusal->rule + ": " + p.refusal->reason);
        textWrapped(kGold, p.templ.kind == full::CommandKind::Assault
                               ? "Click the enemy unit to assault. Ctrl+click a regiment of "
                                 "yours flank to flank with it (a line, then click its enemy) "
                                 "or behind it (a wave) to assault with it. Esc drops the order."
                               : "Drag on the table from the unit: the ghost follows, held to "
                                 "what the rules allow. Enter sends it, Esc drops it.");
        return;
    }
    bool sendable = !p.refusal || p.held;
    if (sendable)
        textWrapped(kGold, "Enter sends: " + full::commandText(s, p.command));
    if (sendable && p.flankToFlank && !p.held)
        hint("It closes up flank to flank with the regiment beside it: the two may then "
             "assault as a contiguous line (FG-D-31).");
    if (p.refusal)
        textWrapped(kRefusalColour, (p.held ? "Held short of the drag: " : "") + p.refusal->rule +
                                        ": " + p.refusal->reason);
    // Each point where it would pause, numbered as on the table.
    for (std::size_t k = 0; k < p.triggers.size(); ++k) {
        std::string line = std::to_string(k + 1) + ": ";
        for (std::size_t o = 0; o < p.triggers[k].offers.size(); ++o)
            line += (o ? "; " : "") + p.triggers[k].offers[o].text;
        textWrapped(ImVec4(1.f, 0.75f, 0.68f, 1.f), line);
    }
    if (sendable && p.triggers.empty()) hint("No enemy unit could react to it.");
    if (p.templ.kind == full::CommandKind::Assault)
        hint(p.with.empty() ? "Ctrl+click a regiment beside it (a line) or behind it (a wave) "
                              "to add it."
             : p.wave       ? "A wave: the regiments behind go in turn if the one ahead stalls "
                              "(FG-D-43)."
                            : "A contiguous line: each regiment charges its own enemy (FG-D-31). "
                              "Click one of them, then another enemy, to change its target.");
}

void TableScreen::drawLeaderOrders(int brigade) {
    const full::GameState& s = state();
    const full::BrigadeSetup& bs = s.battle().brigades[std::size_t(brigade)];
    heading(("Brigadier: " + bs.brigadier + ", " + bs.name).c_str());
    if (planning_ && planning_->templ.kind == full::CommandKind::Leader &&
        planning_->templ.brigade == brigade)
        drawPlanWords();
    int id = 0;
    for (full::OrderOption o : full::brigadeOrders(s, brigade)) {
        ++id;
        if (o.kind == full::CommandKind::Reserve) {
            ImGui::SetNextItemWidth(90.f);
            ImGui::PushID("reserve");
            ImGui::InputInt("pips to reserve", &reservePips_);
            ImGui::PopID();
            reservePips_ = std::clamp(reservePips_, 1,
                                      std::max(1, s.brigades[std::size_t(brigade)].pips));
            o.command.count = reservePips_;
            o.pips = reservePips_;
            core::LineResult r = session_->game().checkLine(full::commandText(s, o.command));
            o.refusal.reset();
            if (!r.accepted) {
                o.refusal = r.refusal;
                if (!r.error.empty()) o.refusal->reason = r.error;
            }
            o.label = "Reserve " + pips(reservePips_) + " for reactions";
        }
        orderRow(o, id);
    }
}

void TableScreen::drawReaction() {
    const full::GameState& s = state();
    if (!s.moving) return;
    const full::ReactionDistances& rd = s.tables().reactions;
    const int mover = s.moving->move.unit;
    textWrapped(kGold, full::theUnit(s, mover, true) +
                           " has paused: each of your units below may make one reaction this "
                           "turn (FG-REACT-1). Hover a button for what it does.");
    int i = 0;
    int shown = -1; // the unit whose name heads the offers below it
    for (const full::Offer& o : s.moving->offers) {
        ImGui::PushID(i++);
        if (o.unit != shown) {
            shown = o.unit;
            ImGui::Spacing();
            pushFont(fonts_.title);
            textWrapped(sideColour(s.sideOf(o.unit)), full::nameOfUnit(s, o.unit));
            popFont(fonts_.title);
        }
        full::Command c = commandOf(full::CommandKind::React);
        c.unit = o.unit;
        c.reaction = o.kind;
        std::string word, what, cost = "Costs its one reaction this enemy turn";
        switch (o.kind) {
        case full::Reaction::ClosingVolley:
            word = "Closing volley";
            what = "Fire at the charger as it comes in, with the point-blank dice (FG-REACT-2).";
            break;
        case full::Reaction::OpportunityFire:
            word = "Opportunity fire";
            what = "Fire at the mover where it stands now (FG-REACT-3).";
            cost += "; marked fired, it does not fire in its own next fire phase";
            break;
        case full::Reaction::Evade:
            word = "Evade";
            what = "The screen falls back " + inches(rd.evadeLeast) + " to " +
                   inches(rd.evadeMost) + " straight to its rear (FG-REACT-4, FG-D-28).";
            break;
        case full::Reaction::RefuseFlank:
            word = std::string("Refuse its ") + (o.flank == 1 ? "left" : "right") +
                   " flank on a roll";
            what = "Turn the threatened flank to face: a discipline check, or a reserved pip "
                   "spent instead (FG-REACT-5).";
            break;
        case full::Reaction::CounterCharge:
            word = "Counter-charge";
            what = "Charge " + inches(rd.counterLeast) + " to " + inches(rd.counterMost) +
                   " to meet the charge; the charger loses its momentum (FG-REACT-6).";
            break;
        }
        if (o.kind == full::Reaction::Evade) {
            if (evadeInches_ < rd.evadeLeast || evadeInches_ > rd.evadeMost)
                evadeInches_ = float(rd.evadeMost);
            ImGui::SetNextItemWidth(140.f);
            ImGui::SliderFloat("##evade", &evadeInches_, float(rd.evadeLeast), float(rd.evadeMost),
                               "%.1f\"");
            c.amount = full::snapped(evadeInches_);
        } else if (o.kind == full::Reaction::CounterCharge) {
            if (counterInches_ < rd.counterLeast || counterInches_ > rd.counterMost)
                counterInches_ = float(rd.counterMost);
            ImGui::SetNextItemWidth(140.f);
            ImGui::SliderFloat("##counter", &counterInches_, float(rd.counterLeast),
                               float(rd.counterMost), "%.1f\"");
            c.amount = full::snapped(counterInches_);
        }
        commandButton(word, c, what);
        if (o.kind == full::Reaction::RefuseFlank) {
            c.pip = true;
            commandButton("Refuse it with a reserved pip", c, what);
        }
        hint(cost + ".");
        // A volley's odds, as the rules would fire it now.
        if (o.kind == full::Reaction::ClosingVolley || o.kind == full::Reaction::OpportunityFire) {
            full::FireCheck f = full::checkReactionFire(
                s, o.unit, mover,
                o.kind == full::Reaction::ClosingVolley ? full::FireKind::Closing
                                                        : full::FireKind::Opportunity);
            if (f.ok() && ImGui::TreeNode("odds", "The odds of its volley")) {
                full::TargetPreview p{f.volley, full::fireOdds(f.volley)};
                for (const std::string& line : full::previewLines(s, p))
                    ImGui::TextWrapped("%s", line.c_str());
                ImGui::TreePop();
            }
        }
        ImGui::Spacing();
        ImGui::PopID();
    }
}

void TableScreen::drawFire() {
    const full::GameState& s = state();
    int sel = selectedIndex();
    heading("Who may fire");
    for (const full::Shooter& sh : full::shootersOf(s, s.active)) {
        bool fired = full::hasFired(s, sh);
        std::optional<core::Refusal> cannot = full::checkFirer(s, sh.unit, sh.section);
        // What matters first, so a long name cut at the column's edge loses
        // only its end: the section, whether it may fire, then the name.
        std::string label = full::nameOfUnit(s, sh.unit);
        if (fired) label = "(fired) " + label;
        else if (cannot) label = "(may not) " + label;
        if (sh.section >= 0) label = "Section " + std::to_string(sh.section + 1) + ": " + label;
        ImGui::PushID(sh.unit * 8 + sh.section + 1);
        // Greyed when the rules say it may not fire, still picked for why on the table.
        if (cannot) ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
        if (ImGui::Selectable(label.c_str(), sel == sh.unit && fireSection_ == sh.section)) {
            select(sh.unit);
            fireSection_ = sh.section;
        }
        if (cannot) ImGui::PopStyleColor();
        if (ImGui::IsItemHovered())
            tooltipBeside(label + (cannot ? ". " + cannot->rule + ": " + cannot->reason : "."));
        ImGui::PopID();
    }
    if (sel >= 0 && sel < int(s.units.size()) && s.sideOf(sel) == s.active) {
        int section = full::sectionsOf(s, sel) > 1 ? std::max(0, fireSection_) : -1;
        heading(("Targets of " + full::nameOfUnit(s, sel) +
                 (section >= 0 ? ", section " + std::to_string(section + 1) : std::string()))
                    .c_str());
        std::vector<full::TargetPreview> targets = full::firePreview(s, sel, section);
        if (targets.empty()) hint(full::noTargetReason(s, sel, section));
        if (section >= 0) drawFocusPick(sel, section);
        // The section picked has fired (or cannot): the ticked sections'
        // targets still take a Battery Focus, seen from the first of them.
        const bool focusOnly = targets.empty() && section >= 0 && focus_.size() > 1;
        if (focusOnly) targets = full::firePreview(s, focus_.front().unit, focus_.front().section);
        for (std::size_t k = 0; k < targets.size(); ++k) {
            const full::TargetPreview& t = targets[k];
            ImGui::PushID(int(k));
            std::vector<std::string> lines = full::previewLines(s, t);
            // The target, the button, then the odds as the rules give them.
            if (!lines.empty()) textWrapped(kGold, lines.front());
            full::Command c = commandOf(full::CommandKind::Fire);
            c.unit = sel;
            c.section = section;
            c.target = t.volley.target;
            if (!focusOnly) commandButton("Fire at " + full::nameOfUnit(s, t.volley.target), c, "");
            // Battery Focus: the sections ticked above, at this target, as
            // one volley (FG-CMD-4, FG-D-30), priced by the rules.
            if (section >= 0) {
                full::Command f = commandOf(full::CommandKind::Focus);
                f.target = t.volley.target;
                f.sections = focus_;
                if (f.sections.size() > 1) {
                    full::OrderCost cost = full::focusCost(s, f);
                    commandButton("Battery Focus: " + std::to_string(f.sections.size()) +
                                      " sections as one volley" +
                                      (cost.refusal ? std::string() : ", " + pips(cost.pips)),
                                  f,
                                  "The sections fire together as one unit: one to-hit roll "
                                  "for their dice (FG-CMD-4, FG-D-30).");
                }
            }
            // (A focus's own odds differ from one section's: its button says what it costs.)
            for (std::size_t l = 1; l < lines.size() && !focusOnly; ++l)
                ImGui::TextWrapped("%s", lines[l].c_str());
            ImGui::Separator();
            ImGui::PopID();
        }
    } else {
        hint("Click a unit of yours (on the table or above) for its targets and the odds.");
    }
}

void TableScreen::drawFocusPick(int unit, int section) {
    const full::GameState& s = state();
    // The sections that may join: those of the brigade's batteries that
    // may fire now (FG-CMD-4: "the brigade's batteries").
    std::vector<full::Shooter> could;
    for (const full::Shooter& sh : full::shootersOf(s, s.active))
        if (sh.section >= 0 && s.units[std::size_t(sh.unit)].brigade ==
                                   s.units[std::size_t(unit)].brigade &&
            !full::hasFired(s, sh) && !full::checkFirer(s, sh.unit, sh.section))
            could.push_back(sh);
    auto same = [](const full::Shooter& a, const full::Shooter& b) {
        return a.unit == b.unit && a.section == b.section;
    };
    auto has = [&](const std::vector<full::Shooter>& in, const full::Shooter& sh) {
        return std::any_of(in.begin(), in.end(), [&](const full::Shooter& o) { return same(o, sh); });
    };
    // Kept while they may still fire; new for another battery: the one
    // picked, then its battery's other sections, up to three (FG-D-30).
    focus_.erase(std::remove_if(focus_.begin(), focus_.end(),
                                [&](const full::Shooter& sh) { return !has(could, sh); }),
                 focus_.end());
    // A new turn or another battery: the defaults again.
    const int at = state().turn * 2 + (state().active == core::Side::Federal ? 0 : 1);
    if (focusUnit_ != unit || focusAt_ != at) {
        focusUnit_ = unit;
        focusAt_ = at;
        focus_.clear();
        if (has(could, {unit, section})) focus_.push_back({unit, section});
        for (const full::Shooter& sh : could)
            if (sh.unit == unit && focus_.size() < 3 && !has(focus_, sh)) focus_.push_back(sh);
    }
    if (could.size() < 2) return;
    // Folded: the buttons below fire the sections ticked here.
    std::string ticked;
    for (const full::Shooter& sh : focus_)
        ticked += (ticked.empty() ? "" : ", ") + std::to_string(sh.section + 1) +
                  (sh.unit == unit ? "" : " of " + full::nameOfUnit(s, sh.unit));
    if (!ImGui::TreeNode("focus", "Battery Focus with section%s %s",
                         focus_.size() == 1 ? "" : "s", ticked.empty() ? "none" : ticked.c_str()))
        return;
    for (const full::Shooter& sh : could) {
        bool on = has(focus_, sh);
        ImGui::PushID(sh.unit * 8 + sh.section + 1);
        ImGui::BeginDisabled(!on && focus_.size() >= 3);
        std::string label = "Section " + std::to_string(sh.section + 1) +
                            (sh.unit == unit ? "" : " of " + full::nameOfUnit(s, sh.unit));
        if (ImGui::Checkbox(label.c_str(), &on)) {
            if (on) focus_.push_back(sh);
            else focus_.erase(std::remove_if(focus_.begin(), focus_.end(),
                                             [&](const full::Shooter& o) { return same(o, sh); }),
                              focus_.end());
        }
        ImGui::EndDisabled();
        ImGui::PopID();
    }
    if (focus_.size() < 2) hint("Tick two or three sections to focus them.");
    ImGui::TreePop();
}

void TableScreen::drawLosses() {
    const full::GameState& s = state();
    const full::Pending& p = *s.awaited();
    hint("Say which end of " + full::theUnit(s, p.unit) + " the lost stands come from "
         "(FG-FIRE-5).");
    const char* words[] = {"From the left end", "From the centre", "From the right end"};
    for (int dir : {-1, 0, 1}) {
        full::Command c = commandOf(full::CommandKind::Losses);
        c.unit = p.unit;
        c.dir = dir;
        ImGui::PushID(dir + 1);
        commandButton(words[dir + 1], c, "");
        ImGui::PopID();
    }
}

void TableScreen::drawConsolidate() {
    const full::GameState& s = state();
    const full::Pending& p = *s.awaited();
    hint(full::theUnit(s, p.unit, true) + " won its melee: it may move ahead, fall back or stay "
                                          "(FG-D-20).");
    ImGui::SetNextItemWidth(160.f);
    const float most = float(full::kConsolidate);
    consolidateInches_ = std::clamp(consolidateInches_, -most, most);
    ImGui::SliderFloat("##consolidate", &consolidateInches_, -most, most, "%.1f\"");
    full::Command c = commandOf(full::CommandKind::Consolidate);
    c.unit = p.unit;
    c.amount = full::snapped(consolidateInches_);
    commandButton(consolidateInches_ > 0.f   ? "Move ahead " + inches(c.amount)
                  : consolidateInches_ < 0.f ? "Fall back " + inches(-c.amount)
                                             : std::string("Stay"),
                  c, "");
    if (consolidateInches_ != 0.f) {
        full::Command stay = c;
        stay.amount = 0.0;
        ImGui::PushID("stay");
        commandButton("Stay where it is", stay, "");
        ImGui::PopID();
    }
}

} // namespace guidon::client::full_ui
