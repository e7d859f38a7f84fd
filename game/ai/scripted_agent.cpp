#include "scripted_agent.h"

#include "lite/combat.h"
#include "lite/fire.h"
#include "lite/movement.h"
#include "positions.h"
#include "random_agent.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace guidon::ai {

using namespace lite;

namespace {

std::string unitName(const PlayerView& v, int unit) {
    if (unit < 0 || unit >= static_cast<int>(v.units.size())) return "?";
    const Unit& u = v.units[static_cast<std::size_t>(unit)];
    return u.name.empty() ? u.id : u.name;
}

std::string fmt1(double x) {
    char b[32];
    std::snprintf(b, sizeof b, "%.1f", x);
    return b;
}

// LL-CARD-6: a pass with no cards in deck or discards loses the game (with
// an empty hand there is nothing else to do).
bool passLoses(const PlayerView& v) {
    return v.side(v.me).deck == 0 && v.side(v.me).discards == 0 && !v.hand.empty();
}

Command base(const PlayerView& v, CommandKind k) {
    Command c;
    c.kind = k;
    c.side = v.me;
    return c;
}

class ScriptedAgent : public Agent {
  public:
    explicit ScriptedAgent(AiParams p) : p_(std::move(p)) {}
    const char* level() const override { return p_.level.c_str(); }
    std::string reason() const override { return reason_; }

    std::optional<Command> decide(const PlayerView& v, const Referee& legal, Pcg32& rng) override {
        reason_.clear();
        if (!v.myDecision) return std::nullopt;
        if (p_.blunder > 0.0 && rng.next() / 4294967296.0 < p_.blunder) {
            if (std::optional<Command> c = carelessLegal(v, legal, rng)) {
                reason_ = "a careless choice";
                return c;
            }
        }
        std::optional<Command> c = considered(v, legal);
        if (c && legal(*c)) return c;
        // The considered command is refused (a plan overtaken by events): any legal one.
        reason_ = "nothing better is open";
        return carelessLegal(v, legal, rng);
    }

  private:
    // [SECTION] cards

    // What keeping a card is worth: its morale value, an interrupt we would
    // play, a modifier we would use.
    double keepValue(const CardDef& c) const {
        double v = c.morale;
        if (c.interrupt && p_.useInterrupts > 0.0) v += 1.5;
        if (c.symbol != Phase::None && c.effect.kind != EffectKind::None) v += 0.75;
        return v;
    }

    // The `n` cards of the hand least worth keeping, leaving out `except`.
    std::vector<int> cheapest(const PlayerView& v, std::size_t n, int except = -1) const {
        std::vector<const CardInHand*> h;
        for (const CardInHand& c : v.hand)
            if (c.instance != except) h.push_back(&c);
        std::stable_sort(h.begin(), h.end(), [&](const CardInHand* a, const CardInHand* b) {
            return keepValue(*a->def) < keepValue(*b->def);
        });
        std::vector<int> out;
        for (std::size_t i = 0; i < h.size() && i < n; ++i)
            out.push_back(h[i]->instance);
        return out;
    }

    Command invoke(const PlayerView& v, Phase phase, std::size_t cards = 1,
                   int modifier = -1) const {
        Command c = base(v, CommandKind::Invoke);
        c.phase = phase;
        c.cards = cheapest(v, cards, modifier);
        c.modifier = modifier;
        return c;
    }

    // The state as this side knows it, in a phase of `phase` invoked with `cards` cards.
    GameState imagine(const PlayerView& v, Phase phase, std::size_t cards = 1) const {
        GameState s = imaginedState(v);
        s.step = Step::Phase;
        s.phase.phase = phase;
        s.phase.invoking = cheapest(v, cards);
        s.phase.modifier = -1;
        return s;
    }

    int cardsLeft(const PlayerView& v) const { return v.side(v.me).hand + v.side(v.me).deck; }

    // The parameters for this turn's moves: it waits at its standoff while
    // the race to the last card is its own, else it closes to the assault
    // standoff.
    AiParams moving(const PlayerView& v) {
        AiParams p = p_;
        auto cards = [&](Side s) { return v.side(s).hand + v.side(s).deck + v.side(s).discards; };
        assault_ = cards(v.me) - cards(other(v.me)) <= p_.waitWhileCardsAhead;
        if (assault_) p.standoff = p_.assaultStandoff;
        return p;
    }

    // [SECTION] decisions

    std::optional<Command> considered(const PlayerView& v, const Referee& legal) {
        switch (v.step) {
        case Step::ReshuffleChoice: {
            Command keep = base(v, CommandKind::KeepDeck);
            if (legal(keep)) {
                reason_ = "keeps the deck: a reshuffle costs six cards";
                return keep;
            }
            reason_ = "the deck is empty: it must reshuffle";
            return base(v, CommandKind::Reshuffle);
        }
        case Step::FireChoice:
            return fireChoice(v, legal);
        case Step::CommandChoice:
            return commandChoice(v, legal);
        case Step::Phase:
            return inPhase(v, legal);
        case Step::InterruptWindow:
            return interrupt(v, legal);
        case Step::Morale:
            return morale(v);
        case Step::Losses:
            return losses(v, legal);
        case Step::FallbackDiscard:
            return fallbackDiscard(v);
        case Step::FallbackDirection:
            return fallbackDirection(v, legal);
        case Step::GameOver:
            break;
        }
        return std::nullopt;
    }

    static double totalHits(const FirePreview& f) {
        double h = 0.0;
        for (const TargetSummary& t : f.targets)
            h += t.expectedHits;
        return h;
    }

    std::optional<Command> fireChoice(const PlayerView& v, const Referee& legal) {
        if (v.hand.empty()) return base(v, CommandKind::NoFire);
        GameState s = imagine(v, Phase::Fire);
        double hits = totalHits(previewFire(s));
        if (hits < p_.fireMinHits || hits <= 0.0) {
            reason_ = "holds fire: " + fmt1(hits) + " hits expected is not worth a card";
            return base(v, CommandKind::NoFire);
        }
        // Smoke stops infantry that fired from charging (LL-FIRE-7): a
        // charge at good odds may be worth more than the volleys.
        double chargeGain = 0.0;
        for (const ChargeIdea& idea : goodCharges(imagine(v, Phase::Combat)))
            chargeGain += idea.odds * idea.margin;
        if (chargeGain > hits * 0.5) {
            reason_ =
                "holds fire for its charges (" + fmt1(chargeGain) + " bases expected from them)";
            return base(v, CommandKind::NoFire);
        }
        reason_ = "opens fire: " + fmt1(hits) + " hits expected";
        if (hits >= p_.fireModifierHits && v.hand.size() >= 2) {
            // The best fire modifier held, by the hits it adds.
            int bestMod = -1;
            double bestHits = hits;
            for (const CardInHand& c : v.hand) {
                if (c.def->symbol != Phase::Fire || c.def->effect.kind == EffectKind::None)
                    continue;
                if (c.def->effect.kind == EffectKind::ToHitModifier && c.def->effect.amount <= 0)
                    continue;
                GameState m = s;
                m.phase.invoking = cheapest(v, 1, c.instance);
                m.phase.modifier = c.instance;
                double h = totalHits(previewFire(m));
                if (h > bestHits + 0.75) {
                    bestHits = h;
                    bestMod = c.instance;
                }
            }
            if (bestMod >= 0) {
                Command c = invoke(v, Phase::Fire, 1, bestMod);
                if (legal(c)) {
                    reason_ += ", " + fmt1(bestHits) + " with " + v.setup->card(v.me, bestMod).name;
                    return c;
                }
            }
        }
        return invoke(v, Phase::Fire);
    }

    // The charge worth making of each unit that can charge, best odds first.
    struct ChargeIdea {
        ChargePlan plan;
        double odds = 0.0;   // the chance every defender it engages loses
        double margin = 0.0; // expected bases they lose
    };
    std::vector<ChargeIdea> goodCharges(const GameState& s) const {
        std::vector<ChargeIdea> out;
        if (p_.chargeMinOdds > 1.0) return out;
        for (const ChargePlan& plan : legalCharges(s)) {
            if (std::find(s.combat.charged.begin(), s.combat.charged.end(), plan.unit) !=
                s.combat.charged.end())
                continue;
            if (plan.disorder && !s.phase.twoCards()) continue;
            ChargeIdea idea;
            idea.plan = plan;
            idea.odds = 1.0;
            std::vector<CombatOdds> odds = previewCharge(s, plan);
            if (odds.empty()) continue;
            for (const CombatOdds& o : odds) {
                idea.odds *= o.winChance;
                idea.margin += o.expectedMargin;
            }
            if (idea.odds >= p_.chargeMinOdds) out.push_back(idea);
        }
        std::stable_sort(out.begin(), out.end(),
                         [](const ChargeIdea& a, const ChargeIdea& b) { return a.odds > b.odds; });
        return out;
    }

    std::optional<Command> commandChoice(const PlayerView& v, const Referee& legal) {
        bool mayPass = !v.side(v.me).passedLastTurn && !passLoses(v);
        if (!v.hand.empty()) {
            GameState cs = imagine(v, Phase::Combat);
            std::vector<ChargeIdea> charges = goodCharges(cs);
            Command combat = invoke(v, Phase::Combat);
            if (!charges.empty() && p_.combatModifiers > 0.0 && v.hand.size() >= 2) {
                // A card that helps the attack: Rebel Yell, Cold Steel.
                for (const CardInHand& c : v.hand) {
                    const Effect& e = c.def->effect;
                    bool helps =
                        c.def->symbol == Phase::Combat &&
                        ((e.kind == EffectKind::EnemyMustReroll && e.role != Role::Attack) ||
                         (e.kind == EffectKind::MayReroll && e.role != Role::Defence) ||
                         (e.kind == EffectKind::CombatModifier && e.amount > 0 &&
                          e.role != Role::Defence));
                    Command withMod = invoke(v, Phase::Combat, 1, c.instance);
                    if (helps && legal(withMod)) {
                        combat = withMod;
                        break;
                    }
                }
            }
            if (!charges.empty() && legal(combat)) {
                reason_ = "orders a combat phase: " + unitName(v, charges[0].plan.unit) +
                          " charges " + unitName(v, charges[0].plan.target) + " at " +
                          std::to_string(static_cast<int>(std::lround(charges[0].odds * 100))) +
                          "% to win";
                return combat;
            }
            GameState ms = imagine(v, Phase::Movement);
            AiParams mp = moving(v);
            plan_ = planMoves(mp, ms);
            planKey_ = {v.turn, ms.phase.invoking};
            double gain = 0.0;
            for (const PlannedMove& m : plan_)
                gain += m.gain;
            std::size_t cards = 1;
            if (gain < p_.moveMinGain && v.hand.size() >= 2) {
                // Woods, friends in the way, a formation change near the
                // enemy: what a second card (disorder) would open up.
                std::vector<PlannedMove> wide = planMoves(mp, imagine(v, Phase::Movement, 2));
                double wideGain = 0.0;
                for (const PlannedMove& m : wide)
                    wideGain += m.gain;
                if (wideGain >= p_.moveMinGain + 1.0 && wideGain > gain + 1.0) {
                    plan_ = std::move(wide);
                    planKey_ = {v.turn, cheapest(v, 2)};
                    gain = wideGain;
                    cards = 2;
                }
            }
            Command move = invoke(v, Phase::Movement, cards);
            if ((gain >= p_.moveMinGain || !mayPass) && legal(move)) {
                reason_ = "orders a movement phase" +
                          std::string(cards == 2 ? " with two cards" : "") + ": " +
                          std::to_string(plan_.size()) + " units have better ground" +
                          (assault_ && p_.assaultStandoff < p_.standoff
                               ? " (closing: the enemy would outlast a wait)"
                               : "");
                return move;
            }
            if (!mayPass) {
                if (legal(combat)) return combat;
            }
        }
        reason_ = "passes: nothing is worth a card";
        return base(v, CommandKind::Pass);
    }

    std::optional<Command> inPhase(const PlayerView& v, const Referee& legal) {
        Command end = base(v, CommandKind::EndPhase);
        if (v.phase == Phase::Fire) {
            GameState s = imaginedState(v);
            FirePreview f = previewFire(s);
            for (const BombardChoice& b : f.bombard) {
                if (b.chosen >= 0 || b.targets.empty()) continue;
                // Counter-battery first (their guns outrange our muskets),
                // then the target nearest breaking.
                int pick = b.targets[0];
                double best = -1e9;
                for (int t : b.targets) {
                    const Unit& tu = v.units[static_cast<std::size_t>(t)];
                    double score = (tu.type == UnitType::Artillery ? 10.0 : 0.0) - tu.bases;
                    if (score > best) {
                        best = score;
                        pick = t;
                    }
                }
                Command c = base(v, CommandKind::Bombard);
                c.unit = b.battery;
                c.target = p_.carefulChoices > 0.0 ? pick : b.targets[0];
                if (legal(c)) {
                    reason_ = unitName(v, c.unit) + " bombards " + unitName(v, c.target);
                    return c;
                }
            }
            reason_ = "fires";
            return end;
        }
        if (v.phase == Phase::Combat) {
            GameState s = imaginedState(v);
            for (const ChargeIdea& idea : goodCharges(s)) {
                Command c = base(v, CommandKind::Charge);
                c.unit = idea.plan.unit;
                if (std::fabs(idea.plan.wheel) > 1e-9)
                    c.segments.push_back({SegmentKind::Wheel, idea.plan.wheel, 0.0});
                if (legal(c)) {
                    reason_ = unitName(v, c.unit) + " charges " + unitName(v, idea.plan.target) +
                              " (" +
                              std::to_string(static_cast<int>(std::lround(idea.odds * 100))) +
                              "% to win)";
                    return c;
                }
            }
            reason_ = "the charges are made";
            return end;
        }
        if (v.phase == Phase::Movement) {
            GameState s = imaginedState(v);
            // The plan made at the command choice is this phase's when the
            // phase was invoked with the cards it planned for (a new game or
            // a loaded save on the same turn is another phase).
            std::pair<int, std::vector<int>> key{v.turn, v.phaseCards.invoking};
            if (planKey_ != key) {
                plan_ = planMoves(moving(v), s);
                planKey_ = key;
            }
            FireStates fire = fireStates(s);
            // A move leaves the plan only once made (the unit has acted): a
            // command the window throws away is offered again.
            for (auto it = plan_.begin(); it != plan_.end();) {
                const Unit& u = v.units[static_cast<std::size_t>(it->unit)];
                if (!u.onTable() || u.acted) {
                    it = plan_.erase(it);
                    continue;
                }
                if (!legal(it->command)) {
                    *it =
                        planUnit(moving(v), s, fire, it->unit); // overtaken by another unit's move
                    if (it->gain <= 0.05 || !legal(it->command)) {
                        it = plan_.erase(it);
                        continue;
                    }
                }
                reason_ = unitName(v, it->unit) + " " + it->why;
                return it->command;
            }
            reason_ = "every unit stands where it should";
            return end;
        }
        return end;
    }

    // [SECTION] the passive side

    std::optional<Command> interrupt(const PlayerView& v, const Referee& legal) {
        Command none = base(v, CommandKind::NoInterrupt);
        if (p_.useInterrupts <= 0.0 || v.playableInterrupts.empty()) return none;
        for (int inst : v.playableInterrupts) {
            const CardDef& card = v.setup->card(v.me, inst);
            Command c = base(v, CommandKind::Interrupt);
            c.cards = {inst};
            switch (card.effect.kind) {
            case EffectKind::PhaseBecomesPass:
                if (v.window == Phase::Combat || (v.window == Phase::Fire && enemyFire(v) >= 2.0) ||
                    (v.window == Phase::Movement && closestEnemyToUs(v) >= 0)) {
                    reason_ =
                        card.name + ": the enemy's " + nameOf(v.window) + " phase becomes a pass";
                    if (legal(c)) return c;
                }
                break;
            case EffectKind::ForbidPhase:
                if (card.effect.phase == Phase::Fire ? enemyFire(v) >= 2.0
                                                     : card.effect.phase == Phase::Combat) {
                    reason_ =
                        card.name + ": no enemy " + nameOf(card.effect.phase) + " phase this turn";
                    if (legal(c)) return c;
                }
                break;
            case EffectKind::ToHitModifier:
                if (card.effect.amount < 0 && v.window == Phase::Fire && enemyFire(v) >= 2.0) {
                    reason_ = card.name + " spoils the enemy's volleys";
                    if (legal(c)) return c;
                }
                break;
            case EffectKind::UnitMayNotFire:
                if (v.window == Phase::Fire) {
                    // Silence the enemy unit whose fire would hurt most.
                    GameState e = imaginedState(v);
                    std::vector<double> hits(v.units.size(), 0.0);
                    for (const BaseShot& shot : previewFire(e).shots)
                        if (shot.target >= 0)
                            hits[static_cast<std::size_t>(shot.unit)] +=
                                hitChance(shot) * shot.dice;
                    auto most = std::max_element(hits.begin(), hits.end());
                    if (most != hits.end() && *most >= 1.5) {
                        c.unit = static_cast<int>(most - hits.begin());
                        reason_ = card.name + " silences " + unitName(v, c.unit) + " (" +
                                  fmt1(*most) + " hits expected)";
                        if (legal(c)) return c;
                    }
                }
                break;
            case EffectKind::UnitMayNotMove:
                if (v.window == Phase::Movement) {
                    int pick = closestEnemyToUs(v, true);
                    c.unit = pick;
                    if (pick >= 0 && legal(c)) {
                        reason_ = card.name + " holds " + unitName(v, pick) + " in place";
                        return c;
                    }
                }
                break;
            default:
                break;
            }
        }
        reason_.clear();
        return none;
    }

    // Expected hits of the enemy's fire now, as we can work it out.
    double enemyFire(const PlayerView& v) const {
        GameState s = imaginedState(v);
        s.step = Step::Phase;
        s.phase.phase = Phase::Fire;
        return totalHits(previewFire(s));
    }

    // The enemy unit nearest our lines (within 12 BW), or -1; `movers`: only
    // units that can move (not unlimbered guns).
    int closestEnemyToUs(const PlayerView& v, bool movers = false) const {
        int best = -1;
        double bestD = 1e9;
        for (std::size_t i = 0; i < v.units.size(); ++i) {
            const Unit& e = v.units[i];
            if (e.side == v.me || !e.onTable()) continue;
            if (movers && e.type == UnitType::Artillery && !e.limbered) continue;
            for (const Unit& m : v.units) {
                if (m.side != v.me || !m.onTable()) continue;
                double d = length(e.front - m.front);
                if (d < bestD) {
                    bestD = d;
                    best = static_cast<int>(i);
                }
            }
        }
        return bestD < 12.0 ? best : -1;
    }

    std::optional<Command> morale(const PlayerView& v) {
        Command c = base(v, CommandKind::Morale);
        bool combat = v.phase == Phase::Combat;
        // Danger: the enemy's next victory roll could reach the shattered point.
        bool danger = v.side(v.me).basesLost + 6 + 2 >= v.shatteredPoint;
        double need = p_.moraleMinPoints * (danger ? 0.5 : 1.0);
        if (cardsLeft(v) <= static_cast<int>(p_.moraleReserve) && !danger) {
            reason_ = "keeps its cards: too few are left for morale";
            return c;
        }
        // The cheapest cards that cover the points: for what is still to
        // save, the card of least morale that covers it, else the largest;
        // among equals the one least worth keeping.
        std::vector<const CardInHand*> h;
        for (const CardInHand& card : v.hand)
            if (card.def->morale > 0) h.push_back(&card);
        int points = 0;
        while (!h.empty() && static_cast<int>(c.cards.size()) < v.moraleMaxCards &&
               points < v.moraleMaxPoints) {
            int left = v.moraleMaxPoints - points;
            auto better = [&](const CardInHand* x, const CardInHand* y) {
                bool xc = x->def->morale >= left, yc = y->def->morale >= left;
                if (xc != yc) return xc;
                if (x->def->morale != y->def->morale)
                    return xc ? x->def->morale < y->def->morale : x->def->morale > y->def->morale;
                return keepValue(*x->def) < keepValue(*y->def);
            };
            auto pick = std::min_element(h.begin(), h.end(), better);
            int saves = std::min((*pick)->def->morale, left);
            // A combat point is a base; a fire hit is half of one (the kill roll).
            if (saves * (combat ? 2.0 : 1.0) < need) break;
            c.cards.push_back((*pick)->instance);
            points += saves;
            h.erase(pick);
        }
        reason_ = c.cards.empty() ? "spends no morale"
                                  : "spends " + std::to_string(c.cards.size()) +
                                        " card(s) to save " + std::to_string(points) + " point(s)";
        return c;
    }

    std::optional<Command> losses(const PlayerView& v, const Referee& legal) {
        const Unit& u = v.units[static_cast<std::size_t>(v.lossUnit)];
        int left = u.bases - v.lossCount;
        Command c = base(v, CommandKind::Losses);
        c.unit = v.lossUnit;
        if (p_.carefulChoices > 0.0 && left > 0) {
            // Keep the frontage (the fire) while not becoming a dense target
            // (LL-UNIT-4, as the unit itself judges it).
            auto denseAt = [&](int files) {
                Unit t = u;
                t.bases = left;
                t.files = files;
                return t.dense();
            };
            int wide = std::min(u.shownFiles(), left);
            int notDense = left;
            while (notDense > 1 && !denseAt(notDense - 1))
                --notDense;
            for (int files : {wide, std::max(wide, notDense), notDense, 0})
                for (int anchor : {0, -1, 1}) {
                    c.files = files;
                    c.anchor = anchor;
                    if (files > 0 && denseAt(files)) continue;
                    if (legal(c)) {
                        reason_ = "re-forms " + std::to_string(files ? files : u.shownFiles()) +
                                  " files wide";
                        return c;
                    }
                }
        }
        for (int files = 0; files <= 10; ++files)
            for (int anchor = -1; anchor <= 1; ++anchor) {
                c.files = files;
                c.anchor = anchor;
                if (legal(c)) return c;
            }
        return c;
    }

    std::optional<Command> fallbackDiscard(const PlayerView& v) {
        Command none = base(v, CommandKind::NoDiscard);
        if (p_.carefulChoices <= 0.0 || v.hand.empty() || v.fallUnit < 0) return none;
        GameState s = imaginedState(v);
        // The fall back dice are not rolled yet: the likely distance, the
        // lower of two dice for an attacker (about 2.5 BW), the higher for a
        // defender (about 4.5 BW), rounded up.
        int likely = v.units[static_cast<std::size_t>(v.fallUnit)].side == v.active ? 3 : 5;
        std::vector<FallOption> ways = fallOptions(s, v.fallUnit, std::max(v.fallDistance, likely));
        bool free = false, any = false;
        for (const FallOption& w : ways) {
            if (!w.legal || w.offTable) continue;
            any = true;
            if (w.friendsPassed.empty() && !w.difficult) free = true;
        }
        if (free || !any) return none;
        Command d = base(v, CommandKind::Discard);
        d.cards = cheapest(v, 1);
        reason_ =
            "discards a card so that its units fall back through friends and rough ground freely";
        return d;
    }

    std::optional<Command> fallbackDirection(const PlayerView& v, const Referee& legal) {
        Command c = base(v, CommandKind::FallBack);
        c.unit = v.fallUnit;
        if (p_.carefulChoices > 0.0) {
            GameState s = imaginedState(v);
            double best = 1e9;
            int pick = 0;
            for (const FallOption& w : fallOptions(s, v.fallUnit, v.fallDistance)) {
                if (!w.legal) continue;
                double cost = (w.offTable ? 100.0 : 0.0) +
                              2.0 * static_cast<double>(w.friendsPassed.size()) +
                              (w.difficult ? 1.0 : 0.0) + (w.direction != 0 ? 0.25 : 0.0);
                if (cost < best) {
                    best = cost;
                    pick = w.direction;
                }
            }
            c.anchor = pick;
            if (legal(c)) {
                reason_ = std::string("falls back to the ") + (pick == 0  ? "rear"
                                                               : pick < 0 ? "left"
                                                                          : "right");
                return c;
            }
        }
        for (int d : {0, -1, 1}) {
            c.anchor = d;
            if (legal(c)) return c;
        }
        return c;
    }

    // Even careless, never the pass that loses at once (LL-CARD-6).
    static std::optional<Command> carelessLegal(const PlayerView& v, const Referee& legal,
                                                Pcg32& rng) {
        bool loses = passLoses(v);
        return randomLegal(v, legal, rng, [loses](const Command& c) {
            return loses && c.kind == CommandKind::Pass;
        });
    }

    AiParams p_;
    std::string reason_;
    std::vector<PlannedMove> plan_;
    std::pair<int, std::vector<int>> planKey_{-1, {}};
    bool assault_ = false;
};

} // namespace

std::unique_ptr<Agent> makeScriptedAgent(const AiParams& params) {
    return std::make_unique<ScriptedAgent>(params);
}

} // namespace guidon::ai
