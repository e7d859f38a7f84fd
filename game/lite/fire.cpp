#include "fire.h"

#include "fire_sight.h"
#include "game.h"
#include "losses.h"
#include "movement.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstdio>
#include <limits>

namespace guidon::lite {

using namespace fire_detail;

namespace {

// [SECTION] modifiers

bool inTerrain(const GameState& s, const Unit& u, bool (*test)(const TerrainType&, UnitType)) {
    const Battle& b = s.setup->battle;
    for (const auto& box : footprint(u)) {
        geom::Convex c{geom::corners(box), 0.0};
        geom::Aabb bb = geom::boundsOf(c.points);
        for (const TerrainPiece& t : s.setup->terrain) {
            if (!t.bounds.overlaps(bb)) continue;
            if (!test(b.terrainTypes[static_cast<std::size_t>(t.type)], u.type)) continue;
            if (geom::sharesArea(c, t.shape)) return true;
        }
    }
    return false;
}

bool baseIn(const GameState& s, const BaseBox& base, bool (*test)(const TerrainType&)) {
    const Battle& b = s.setup->battle;
    geom::Convex c{geom::corners({base.centre, 0.5, 0.5, base.facing}), 0.0};
    geom::Aabb bb = geom::boundsOf(c.points);
    for (const TerrainPiece& t : s.setup->terrain) {
        if (!t.bounds.overlaps(bb) || !test(b.terrainTypes[static_cast<std::size_t>(t.type)]))
            continue;
        if (geom::sharesArea(c, t.shape)) return true;
    }
    return false;
}

bool isWater(const TerrainType& t) {
    return t.water;
}
bool isCover(const TerrainType& t) {
    return t.cover;
}
bool isDifficult(const TerrainType& t, UnitType u) {
    return difficultFor(t, u);
}

// LL-FIRE-5: the firing base stands behind the line of the target's front edge.
bool enfiladed(const Unit& target, Vec2 firingBaseCentre) {
    return dot(firingBaseCentre - target.front, forwardOf(target.facing)) < -1e-9;
}

const CardDef* modifierCard(const GameState& s) {
    if (s.phase.phase != Phase::Fire || s.phase.modifier < 0) return nullptr;
    return &s.card(s.active, s.phase.modifier);
}

bool armMatches(const Effect& e, UnitType t) {
    return e.arm == Arm::Any || (e.arm == Arm::Infantry) == (t == UnitType::Infantry);
}

// Fire cards in force for the active side's fire: its modifier, and the
// passive side's interrupts.
std::vector<const CardDef*> fireCards(const GameState& s) {
    std::vector<const CardDef*> out;
    if (const CardDef* m = modifierCard(s)) out.push_back(m);
    for (const ActiveEffect& a : s.effects)
        if (a.by != s.active) out.push_back(&s.setup->cards[static_cast<std::size_t>(a.card)]);
    return out;
}

void applyModifiers(const GameState& s, const Unit& firer, const Unit& target, const BaseBox& base,
                    const BaseBox& tbase, BaseShot& shot) {
    if (!shot.volley) {
        shot.need = 6; // the note saying why is already there
        return;
    }
    int mod = 0;
    bool dense = target.dense();
    bool enf = enfiladed(target, base.centre);
    if (dense || enf) {
        ++mod; // one +1 even when both hold
        shot.notes.push_back(dense && enf ? "+1 dense and enfiladed (once)"
                             : dense      ? "+1 dense target"
                                          : "+1 enfilade");
    }
    if (firer.type == UnitType::Artillery && baseIn(s, tbase, isCover)) {
        --mod;
        shot.notes.push_back("-1 artillery against a target in cover");
    }
    if (inTerrain(s, firer, isDifficult)) {
        --mod;
        shot.notes.push_back("-1 volleying from difficult terrain");
    }
    for (const CardDef* c : fireCards(s)) {
        if (c->effect.kind != EffectKind::ToHitModifier || !armMatches(c->effect, firer.type))
            continue;
        mod += c->effect.amount;
        shot.notes.push_back((c->effect.amount > 0 ? "+" : "") + std::to_string(c->effect.amount) +
                             " " + c->name);
    }
    shot.modifier = mod;
    shot.need = 4 - mod;
}

// [SECTION] the preview

struct GunLook {
    BaseShot shot;
    Sight::Hit hit;
};

} // namespace

double hitChance(const BaseShot& shot) {
    if (shot.target < 0 || shot.dice <= 0) return 0.0;
    if (!shot.volley) return 1.0 / 6.0;
    int need = std::clamp(shot.need, 1, 7);
    return (7 - need) / 6.0;
}

FirePreview previewFire(const GameState& s) {
    return previewFireOf(s, -1);
}

FirePreview previewFireOf(const GameState& s, int only) {
    FirePreview out;
    Side side = s.active;
    const std::vector<TableBase> all = tableBases(s);
    for (std::size_t ui = 0; ui < s.units.size(); ++ui) {
        const Unit& u = s.units[ui];
        if (u.side != side || !u.onTable()) continue;
        if (only >= 0 && static_cast<int>(ui) != only) continue;
        bool art = u.type == UnitType::Artillery;
        if (art && u.limbered) continue; // only unlimbered guns fire (LL-FIRE-1)
        auto bases = baseBoxes(u);
        std::vector<GunLook> looks;
        std::string held; // a card that forbids this unit to fire this phase
        for (const ActiveEffect& a : s.effects)
            if (a.effect.kind == EffectKind::UnitMayNotFire && a.unit == static_cast<int>(ui))
                held = s.setup->cards[static_cast<std::size_t>(a.card)].name;
        for (std::size_t bi = 0; bi < bases.size(); ++bi) {
            const BaseBox& base = bases[bi];
            if (!art && base.rank != 0) continue; // front rank only
            BaseShot shot;
            shot.unit = static_cast<int>(ui);
            shot.base = static_cast<int>(bi);
            shot.origin = base.centre + forwardOf(u.facing) * 0.5;
            if (!held.empty() || baseIn(s, base, isWater)) { // a card, or LL-TERRAIN-2
                shot.noShot =
                    held.empty() ? "stands in water" : "may not fire this phase (" + held + ")";
                shot.zone = zonePolygon(frameAt(shot.origin, u.facing, 0), 0.0);
                looks.push_back({shot, {}});
                continue;
            }
            Sight sight(s, all, static_cast<int>(ui), static_cast<int>(bi), base, art);
            double turn = 0.0;
            Sight::Hit hit;
            if (!sight.findTarget(turn, hit)) {
                shot.noShot = hit.c ? "a friend blocks the zone" : "no enemy in its zone";
                Frame f = frameAt(shot.origin, u.facing, 0);
                shot.zone = zonePolygon(f, hit.c ? hit.along : sight.reachAt(f));
                looks.push_back({shot, {}});
                continue;
            }
            shot.turn = turn;
            shot.target = hit.c->unit;
            shot.targetBase = hit.c->base;
            shot.range = hit.along;
            shot.zone = zonePolygon(frameAt(shot.origin, u.facing, turn), hit.along);
            std::string cover = sight.crossesCover(turn, hit.along);
            shot.volley = cover.empty();
            if (!shot.volley) shot.notes.push_back("skirmish (6s only): the zone crosses " + cover);
            looks.push_back({shot, hit});
        }
        // Range and kind (LL-FIRE-4).
        if (!art) {
            for (GunLook& g : looks) {
                if (g.shot.target < 0) continue;
                if (g.shot.range > kSmallArms + kRuleTolerance) {
                    g.shot.noShot = "target beyond 6 BW";
                    g.shot.target = -1;
                    continue;
                }
                g.shot.kind = ShotKind::Musketry;
                g.shot.dice = 1;
            }
        } else {
            bool shortRange = std::any_of(looks.begin(), looks.end(), [](const GunLook& g) {
                return g.shot.target >= 0 && g.shot.range <= kSmallArms + kRuleTolerance;
            });
            if (shortRange) {
                // Canister: every gun with a target in short range; the others hold.
                for (GunLook& g : looks) {
                    if (g.shot.target < 0) continue;
                    if (g.shot.range > kSmallArms + kRuleTolerance) {
                        g.shot.noShot =
                            "the battery must fire canister at the enemy in short range";
                        g.shot.target = -1;
                        continue;
                    }
                    g.shot.kind = ShotKind::Canister;
                    g.shot.dice = 2;
                    g.shot.notes.push_back("canister: two dice");
                }
            } else {
                // Bombard: all guns at one unit, the player's choice where several qualify.
                BombardChoice choice;
                choice.battery = static_cast<int>(ui);
                std::vector<std::pair<int, int>> counts; // unit, guns
                for (const GunLook& g : looks) {
                    if (g.shot.target < 0) continue;
                    auto it = std::find_if(counts.begin(), counts.end(),
                                           [&](auto& c) { return c.first == g.shot.target; });
                    if (it == counts.end())
                        counts.push_back({g.shot.target, 1});
                    else
                        ++it->second;
                }
                std::stable_sort(counts.begin(), counts.end(),
                                 [](auto& a, auto& b) { return a.second > b.second; });
                for (auto& c : counts)
                    choice.targets.push_back(c.first);
                if (!choice.targets.empty()) {
                    choice.chosen = choice.targets.front();
                    for (auto& [battery, target] : s.fire.bombard)
                        if (battery == choice.battery &&
                            std::find(choice.targets.begin(), choice.targets.end(), target) !=
                                choice.targets.end())
                            choice.chosen = target;
                    if (choice.targets.size() > 1) out.bombard.push_back(choice);
                    // Every gun fires at the chosen unit: at the base its own zone finds there, or
                    // at the chosen unit's nearest base when its zone finds another unit.
                    const GunLook* leadLook = nullptr;
                    for (const GunLook& g : looks)
                        if (g.shot.target == choice.chosen &&
                            (!leadLook || g.shot.range < leadLook->shot.range))
                            leadLook = &g;
                    const BaseShot lead =
                        leadLook->shot; // a copy: the loop below changes the looks
                    for (GunLook& g : looks) {
                        if (g.shot.noShot == "stands in water") continue;
                        if (g.shot.target != choice.chosen) {
                            g.shot.target = choice.chosen;
                            g.shot.targetBase = lead.targetBase;
                            g.shot.range = lead.range;
                            g.shot.volley = lead.volley;
                            g.shot.notes = lead.notes;
                            g.shot.noShot.clear();
                            g.shot.notes.push_back("concentrates on the battery's target");
                        }
                        g.shot.kind = ShotKind::Bombard;
                        g.shot.dice = 1;
                        g.shot.notes.push_back("bombard");
                    }
                }
            }
        }
        for (GunLook& g : looks) {
            if (g.shot.target >= 0 && g.shot.kind != ShotKind::Bombard) {
                for (const CardDef* c : fireCards(s)) {
                    if (c->effect.kind != EffectKind::ExtraFireDice ||
                        !armMatches(c->effect, u.type))
                        continue;
                    g.shot.dice += c->effect.amount;
                    g.shot.notes.push_back("+" + std::to_string(c->effect.amount) +
                                           " die: " + c->name);
                }
            }
            if (g.shot.target >= 0) {
                const Unit& t = s.units[static_cast<std::size_t>(g.shot.target)];
                auto tb = baseBoxes(t);
                const BaseBox& tbase = tb[static_cast<std::size_t>(std::max(0, g.shot.targetBase))];
                applyModifiers(s, u, t, bases[static_cast<std::size_t>(g.shot.base)], tbase,
                               g.shot);
                g.shot.hitChance = hitChance(g.shot);
            }
            out.shots.push_back(std::move(g.shot));
        }
    }
    for (const BaseShot& sh : out.shots) {
        if (sh.target < 0) continue;
        auto it = std::find_if(out.targets.begin(), out.targets.end(),
                               [&](const TargetSummary& t) { return t.unit == sh.target; });
        if (it == out.targets.end()) {
            TargetSummary t;
            t.unit = sh.target;
            t.loseBaseChance = 1.0; // holds the product of misses until the end
            out.targets.push_back(t);
            it = out.targets.end() - 1;
        }
        it->dice += sh.dice;
        it->expectedHits += sh.dice * sh.hitChance;
        for (int k = 0; k < sh.dice; ++k)
            it->loseBaseChance *= 1.0 - sh.hitChance / 2.0;
    }
    for (TargetSummary& t : out.targets)
        t.loseBaseChance = 1.0 - t.loseBaseChance;
    std::sort(out.targets.begin(), out.targets.end(),
              [](auto& a, auto& b) { return a.unit < b.unit; });
    return out;
}

// [SECTION] resolution

void resolveFire(GameState& s, std::vector<Event>& events) {
    FirePreview p = previewFire(s);
    s.fire.resolving = true;
    s.fire.hits.clear();
    s.fire.next = 0;
    s.fire.stage = 0;
    s.fire.fired.clear();
    // Roll unit by unit, in unit order, and explain each roll.
    std::size_t i = 0;
    while (i < p.shots.size()) {
        int firer = p.shots[i].unit;
        // Gather this unit's shots per target.
        std::vector<const BaseShot*> mine;
        while (i < p.shots.size() && p.shots[i].unit == firer)
            mine.push_back(&p.shots[i++]);
        std::vector<int> targets;
        for (const BaseShot* sh : mine)
            if (sh->target >= 0 &&
                std::find(targets.begin(), targets.end(), sh->target) == targets.end())
                targets.push_back(sh->target);
        const Unit& fu = s.units[static_cast<std::size_t>(firer)];
        for (int t : targets) {
            Event e;
            e.kind = EventKind::FireRolled;
            e.side = fu.side;
            e.unit = t;
            e.actor = firer;
            int hits = 0;
            int group = 0;
            std::string detail;
            for (const BaseShot* sh : mine) {
                if (sh->target != t) continue;
                std::string rolls;
                for (int k = 0; k < sh->dice; ++k) {
                    int die = s.dice.d6();
                    e.dice.push_back(die);
                    bool hit =
                        sh->volley ? die + sh->modifier >= 4 : die == 6; // LL-FIRE-3, LL-FIRE-5
                    e.marks.push_back({sh->volley ? std::max(1, sh->need) : 6, hit, group});
                    hits += hit ? 1 : 0;
                    rolls += (rolls.empty() ? "" : ",") + std::to_string(die) + (hit ? "*" : "");
                }
                std::string why = sh->volley
                                      ? "needs " + std::to_string(std::max(1, sh->need)) + "+"
                                      : "needs a 6";
                for (const std::string& n : sh->notes)
                    why += "; " + n;
                detail += (detail.empty() ? "" : " | ") + rolls + " (" + why + ")";
                ++group;
            }
            const char* verb =
                fu.type == UnitType::Artillery
                    ? (std::any_of(mine.begin(), mine.end(),
                                   [](const BaseShot* sh) { return sh->kind == ShotKind::Bombard; })
                           ? " bombards "
                           : " fires canister at ")
                    : " fires at ";
            e.value = hits;
            e.text = fu.shownName() + verb + s.units[static_cast<std::size_t>(t)].shownName() +
                     ": " + detail + " -> " + std::to_string(hits) +
                     (hits == 1 ? " hit." : " hits.");
            events.push_back(e);
            if (fu.type == UnitType::Infantry &&
                std::find(s.fire.fired.begin(), s.fire.fired.end(), firer) == s.fire.fired.end())
                s.fire.fired.push_back(firer);
            if (hits == 0) continue;
            auto it = std::find_if(s.fire.hits.begin(), s.fire.hits.end(),
                                   [&](const UnitHits& h) { return h.unit == t; });
            if (it == s.fire.hits.end())
                s.fire.hits.push_back({t, hits});
            else
                it->hits += hits;
        }
    }
    std::sort(s.fire.hits.begin(), s.fire.hits.end(),
              [](auto& a, auto& b) { return a.unit < b.unit; });
    continueFire(s, events);
}

void continueFire(GameState& s, std::vector<Event>& events) {
    while (s.fire.next < s.fire.hits.size()) {
        UnitHits& h = s.fire.hits[s.fire.next];
        Unit& u = s.units[static_cast<std::size_t>(h.unit)];
        if (s.fire.stage == 0) {
            s.fire.stage = 1;
            s.morale.saved = -1;
            // LL-FIRE-6: up to two cards; the last hit cannot be removed.
            if (h.hits >= 2 && !s.side(u.side).hand.empty()) {
                requestMorale(s, u.side, h.unit, 2, h.hits - 1, events);
                return;
            }
        }
        if (s.fire.stage == 1) {
            int saved = s.morale.unit == h.unit && s.morale.saved > 0 ? s.morale.saved : 0;
            int left = h.hits - saved;
            Event e;
            e.kind = EventKind::KillsRolled;
            e.side = s.active;
            e.unit = h.unit;
            int kills = 0;
            for (int k = 0; k < left; ++k) {
                int die = s.dice.d6();
                e.dice.push_back(die);
                e.marks.push_back({4, die >= 4, 0});
                kills += die >= 4 ? 1 : 0;
            }
            e.value = kills;
            std::string rolls;
            for (int d : e.dice)
                rolls += (rolls.empty() ? "" : ",") + std::to_string(d);
            e.text = u.shownName() + ": " + std::to_string(h.hits) +
                     (h.hits == 1 ? " hit" : " hits") +
                     (saved > 0 ? ", " + std::to_string(saved) + " removed by morale" : "") +
                     "; kill rolls " + rolls + " (4+) -> " + std::to_string(kills) +
                     (kills == 1 ? " base lost." : " bases lost.");
            events.push_back(e);
            s.fire.stage = 2;
            if (kills > 0 && loseBases(s, h.unit, kills, events)) return;
        }
        s.fire.stage = 0;
        ++s.fire.next;
    }
    // LL-FIRE-7: smoke on every infantry unit that fired.
    for (int f : s.fire.fired) {
        Unit& u = s.units[static_cast<std::size_t>(f)];
        if (u.onTable()) u.smoke = true;
    }
    s.fire = FireState{};
    s.step = Step::CommandChoice;
}

} // namespace guidon::lite
