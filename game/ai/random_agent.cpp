#include "random_agent.h"

#include "lite/ranges.h"

#include <algorithm>

namespace guidon::ai {

using namespace lite;

namespace {

double uniform(Pcg32& rng, double lo, double hi) {
    return lo + (hi - lo) * (rng.next() / 4294967296.0);
}

Command base(const PlayerView& v, CommandKind k) {
    Command c;
    c.kind = k;
    c.side = v.me;
    return c;
}

// Every way to invoke `phase`: one or two cards, with or without a modifier.
void invocations(const PlayerView& v, Phase phase, std::vector<Command>& out) {
    const auto& h = v.hand;
    for (std::size_t i = 0; i < h.size(); ++i) {
        for (std::size_t j = i; j <= h.size(); ++j) {
            if (j == i) continue;
            Command c = base(v, CommandKind::Invoke);
            c.phase = phase;
            c.cards.push_back(h[i].instance);
            if (j < h.size()) c.cards.push_back(h[j].instance);
            out.push_back(c);
            for (std::size_t m = 0; m < h.size(); ++m) {
                if (m == i || m == j || h[m].def->symbol != phase) continue;
                Command mod = c;
                mod.modifier = h[m].instance;
                out.push_back(mod);
            }
        }
    }
}

void marches(const PlayerView& v, Pcg32& rng, std::vector<Command>& out) {
    std::vector<int> mine;
    for (std::size_t i = 0; i < v.units.size(); ++i)
        if (v.units[i].side == v.me && v.units[i].onTable() && !v.units[i].acted)
            mine.push_back(static_cast<int>(i));
    if (mine.empty()) return;
    for (int k = 0; k < 12; ++k) {
        Command c = base(v, CommandKind::March);
        c.unit = mine[rng.below(static_cast<std::uint32_t>(mine.size()))];
        c.aboutFace = rng.below(8) == 0;
        bool flank = rng.below(4) == 0;
        int n = 1 + static_cast<int>(rng.below(3));
        for (int i = 0; i < n; ++i) {
            MoveSegment s;
            if (flank) {
                s.kind = SegmentKind::Flank;
                s.angle = (rng.below(2) ? 1 : -1) * uniform(rng, kOblique + 1.0, 180);
                s.distance = uniform(rng, 0.1, 2.0);
            } else if (rng.below(3) == 0) {
                s.kind = SegmentKind::Wheel;
                s.angle = uniform(rng, -40, 40);
            } else {
                s.kind = SegmentKind::Forward;
                s.angle = rng.below(2) ? 0.0 : uniform(rng, -kOblique, kOblique);
                s.distance = uniform(rng, 0.1, 3.0);
            }
            c.segments.push_back(s);
        }
        out.push_back(c);
    }
    for (int k = 0; k < 4; ++k) {
        Command c = base(v, CommandKind::Form);
        c.unit = mine[rng.below(static_cast<std::uint32_t>(mine.size()))];
        switch (rng.below(6)) {
        case 0:
            c.formation.kind = FormationKind::FaceLeft;
            break;
        case 1:
            c.formation.kind = FormationKind::FaceRight;
            break;
        case 2:
            c.formation.kind = FormationKind::Guidon;
            c.formation.file = static_cast<int>(rng.below(4));
            c.formation.files = 1 + static_cast<int>(rng.below(6));
            c.formation.form = static_cast<GuidonForm>(rng.below(3));
            break;
        case 3:
            c.formation.kind = FormationKind::Limber;
            break;
        case 4:
            c.formation.kind = FormationKind::Unlimber;
            break;
        default:
            c.formation.kind = FormationKind::Prolong;
            c.formation.distance = uniform(rng, -1, 1);
            break;
        }
        out.push_back(c);
    }
}

} // namespace

std::vector<Command> candidateCommands(const PlayerView& v, Pcg32& rng) {
    std::vector<Command> out;
    if (!v.myDecision) return out;
    switch (v.step) {
    case Step::InterruptWindow:
        out.push_back(base(v, CommandKind::NoInterrupt));
        for (int inst : v.playableInterrupts) {
            Command c = base(v, CommandKind::Interrupt);
            c.cards = {inst};
            out.push_back(c);
            for (std::size_t u = 0; u < v.units.size(); ++u) { // for cards that name a unit
                if (v.units[u].side == v.me || !v.units[u].onTable()) continue;
                Command n = c;
                n.unit = static_cast<int>(u);
                out.push_back(n);
            }
        }
        break;
    case Step::ReshuffleChoice:
        out.push_back(base(v, CommandKind::Reshuffle));
        out.push_back(base(v, CommandKind::KeepDeck));
        break;
    case Step::FireChoice:
        out.push_back(base(v, CommandKind::NoFire));
        invocations(v, Phase::Fire, out);
        break;
    case Step::CommandChoice:
        out.push_back(base(v, CommandKind::Pass));
        invocations(v, Phase::Movement, out);
        invocations(v, Phase::Combat, out);
        break;
    case Step::Phase:
        out.push_back(base(v, CommandKind::EndPhase));
        if (v.phase == Phase::Movement) marches(v, rng, out);
        if (v.phase == Phase::Combat) {
            for (std::size_t u = 0; u < v.units.size(); ++u) {
                if (v.units[u].side != v.me || !v.units[u].onTable()) continue;
                Command c = base(v, CommandKind::Charge);
                c.unit = static_cast<int>(u);
                out.push_back(c);
                Command w = c;
                w.segments.push_back({SegmentKind::Wheel, uniform(rng, -15, 15), 0.0});
                out.push_back(w);
            }
        }
        if (v.phase == Phase::Fire) {
            for (std::size_t b = 0; b < v.units.size(); ++b) {
                if (v.units[b].side != v.me || v.units[b].type != UnitType::Artillery) continue;
                for (std::size_t t = 0; t < v.units.size(); ++t) {
                    if (v.units[t].side == v.me || !v.units[t].onTable()) continue;
                    Command c = base(v, CommandKind::Bombard);
                    c.unit = static_cast<int>(b);
                    c.target = static_cast<int>(t);
                    out.push_back(c);
                }
            }
        }
        break;
    case Step::Morale: {
        out.push_back(base(v, CommandKind::Morale));
        const auto& h = v.hand;
        for (std::size_t i = 0; i < h.size(); ++i) {
            Command c = base(v, CommandKind::Morale);
            c.cards = {h[i].instance};
            out.push_back(c);
            if (v.moraleMaxCards < 2) continue;
            for (std::size_t j = i + 1; j < h.size(); ++j) {
                Command d = c;
                d.cards.push_back(h[j].instance);
                out.push_back(d);
            }
        }
        break;
    }
    case Step::Losses:
        for (int files = 0; files <= 10; ++files)
            for (int anchor = -1; anchor <= 1; ++anchor) {
                Command c = base(v, CommandKind::Losses);
                c.unit = v.lossUnit;
                c.files = files;
                c.anchor = anchor;
                out.push_back(c);
            }
        break;
    case Step::FallbackDiscard:
        out.push_back(base(v, CommandKind::NoDiscard));
        for (const CardInHand& h : v.hand) {
            Command c = base(v, CommandKind::Discard);
            c.cards = {h.instance};
            out.push_back(c);
        }
        break;
    case Step::FallbackDirection:
        for (int d = -1; d <= 1; ++d) {
            Command c = base(v, CommandKind::FallBack);
            c.unit = v.fallUnit;
            c.anchor = d;
            out.push_back(c);
        }
        break;
    case Step::GameOver:
        break;
    }
    return out;
}

} // namespace guidon::ai
