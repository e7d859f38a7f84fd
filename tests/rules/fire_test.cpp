// LL-FIRE 1-7, LL-LOSS 1-3 and LL-TERRAIN 1-2: tiny positions, scripted dice.
// Federals stand at the bottom facing north (0) and fire first; their front
// edges are at y = 25, so a target's distance is 25 minus its nearest y.
#include "fixtures.h"

#include "lite/fire.h"

#include <cmath>

using namespace fixtures;

namespace {

const std::vector<std::string> kFireFedHand{"plain0", "plain1", "plain2", "fbr", "dcan", "plain3"};

// The Federal fire phase of turn 1, invoked as `invoke`.
GameState firing(Battle b, const std::string& invoke = "fire plain0",
                 const std::vector<std::string>& rebHand = kRebHand) {
    b.units.push_back(infantry("reserve", Side::Confederate, 10, 5, 40, 3,
                               180)); // far away: keeps the game going
    GameState s = startWith(kFireFedHand, rebHand, std::move(b));
    REQUIRE(s.active == Side::Federal);
    accept(s, invoke);
    return s;
}

const BaseShot* shotOf(const FirePreview& p, const GameState& s, const std::string& unit,
                       int base) {
    int u = unitIndex(s, unit);
    for (const BaseShot& sh : p.shots)
        if (sh.unit == u && sh.base == base) return &sh;
    return nullptr;
}

int targetOf(const FirePreview& p, const GameState& s, const std::string& unit, int base) {
    const BaseShot* sh = shotOf(p, s, unit, base);
    REQUIRE_MESSAGE(sh, "no shot for " << unit << " base " << base);
    return sh->target;
}

int hitsOn(const std::vector<Event>& ev, int unit) {
    int n = 0;
    for (const Event& e : ev)
        if (e.kind == EventKind::FireRolled && e.unit == unit) n += e.value;
    return n;
}

// Two Federal bases side by side: base 0 fires from (9.5, 25), base 1 from (10.5, 25).
Battle pair() {
    Battle b = openField();
    b.units.push_back(infantry("f1", Side::Federal, 2, 2, 10, 25, 0));
    return b;
}

} // namespace

TEST_CASE("LL-FIRE-1 front-rank infantry and unlimbered guns of the active side fire") {
    Battle b = openField();
    b.units.push_back(infantry("f1", Side::Federal, 8, 4, 10, 25, 0)); // 2 ranks
    b.units.push_back(battery("fa", Side::Federal, 2, 20, 25, 0));
    b.units.push_back(battery("fl", Side::Federal, 2, 30, 25, 0, true)); // limbered
    b.units.push_back(
        infantry("c1", Side::Confederate, 10, 10, 20, 21, 180)); // a long line 4 BW ahead
    GameState s = firing(b);
    FirePreview p = previewFire(s);
    int f1 = 0, fa = 0, fl = 0, rebel = 0;
    for (const BaseShot& sh : p.shots) {
        const Unit& u = s.units[static_cast<std::size_t>(sh.unit)];
        if (u.id == "f1") ++f1;
        if (u.id == "fa") ++fa;
        if (u.id == "fl") ++fl;
        if (u.side == Side::Confederate) ++rebel;
    }
    CHECK(f1 == 4);    // the front rank only
    CHECK(fa == 2);    // both guns
    CHECK(fl == 0);    // limbered guns do not fire
    CHECK(rebel == 0); // the passive side never fires
}

TEST_CASE("LL-FIRE-2 the target: straight ahead first, then the smallest turn, friends block") {
    Battle b = pair();
    b.units.push_back(
        infantry("ca", Side::Confederate, 2, 2, 9.5, 20, 180)); // straight ahead of base 0 at 5 BW
    b.units.push_back(
        infantry("cb", Side::Confederate, 2, 1, 11.5, 22.4, 180)); // nearer, about 30 degrees right
    SUBCASE("straight-ahead priority over a nearer target at 30 degrees") {
        GameState s = firing(b);
        FirePreview p = previewFire(s);
        CHECK(targetOf(p, s, "f1", 0) == unitIndex(s, "ca"));
        CHECK(shotOf(p, s, "f1", 0)->turn == 0.0);
        CHECK(shotOf(p, s, "f1", 0)->range == doctest::Approx(5.0));
    }
    SUBCASE("with nothing ahead the zone turns, by the smallest angle that finds an enemy") {
        Battle c = pair();
        c.units.push_back(infantry("cb", Side::Confederate, 2, 1, 11.5, 22.4, 180));
        GameState s = firing(c);
        FirePreview p = previewFire(s);
        const BaseShot* sh = shotOf(p, s, "f1", 0);
        REQUIRE(sh->target == unitIndex(s, "cb"));
        // The first corner of cb to enter the turning zone is its far left one,
        // (11, 20.4): it meets the zone's right edge when its bearing less
        // asin(0.5 / distance) is the turn.
        double dx = 11 - 9.5, dy = 25 - 20.4, rho = std::sqrt(dx * dx + dy * dy);
        double expected = (std::atan2(dx, dy) - std::asin(0.5 / rho)) * 180 / kPi;
        CHECK(sh->turn == doctest::Approx(expected).epsilon(1e-4));
    }
    SUBCASE("nothing within 45 degrees: no target") {
        Battle c = pair();
        c.units.push_back(
            infantry("cb", Side::Confederate, 2, 1, 16, 23, 180)); // far off to the right
        GameState s = firing(c);
        FirePreview p = previewFire(s);
        CHECK(targetOf(p, s, "f1", 0) == -1);
    }
    SUBCASE("a friend blocking the zone") {
        Battle c = b;
        c.units.push_back(infantry("f2", Side::Federal, 2, 2, 9.5, 23, 0)); // 1 BW ahead of base 0
        GameState s = firing(c);
        FirePreview p = previewFire(s);
        const BaseShot* sh = shotOf(p, s, "f1", 0);
        CHECK(sh->target == -1);
        CHECK(sh->noShot.find("friend") != std::string::npos);
    }
    SUBCASE("ties at the same turn go to the nearer") {
        // Two columns set at 20 degrees either side of base 0 so that each
        // lies along the zone's edge at a turn of exactly 20: the right one
        // 2 BW out, the left one 4 BW out.
        Battle c = pair();
        Vec2 o{9.5, 25};
        auto column = [&](const std::string& id, double turn, double firstBaseAt, double side) {
            Vec2 centre = o + forwardOf(turn) * firstBaseAt + rightOf(turn) * side;
            Vec2 front = centre + forwardOf(turn) * 0.5;
            return infantry(id, Side::Confederate, 2, 1, front.x, front.y, turn);
        };
        c.units.push_back(column("cl", -20, 5.5, -1.0));
        c.units.push_back(column("cr", 20, 3.5, 1.0));
        GameState s = firing(c);
        FirePreview p = previewFire(s);
        const BaseShot* sh = shotOf(p, s, "f1", 0);
        REQUIRE(sh->target == unitIndex(s, "cr"));
        CHECK(sh->turn == doctest::Approx(20.0).epsilon(1e-5));
        CHECK(sh->range < 4.0); // the nearer column (the left one is 4 BW and more away)
    }
}

TEST_CASE("LL-FIRE-3 volley needs a zone free of cover and crests; skirmish hits only on 6s") {
    Battle b = pair();
    b.units.push_back(
        infantry("ca", Side::Confederate, 6, 2, 9.5, 20, 180)); // dense: +1 would apply to a volley
    SUBCASE("a fence makes skirmish fire, and a 5 misses whatever the modifiers") {
        Battle c = b;
        addLinear(c, "fence", {{0, 22.5}, {20, 22.5}}, 0.1);
        GameState s = firing(c);
        FirePreview p = previewFire(s);
        const BaseShot* sh = shotOf(p, s, "f1", 0);
        REQUIRE(sh->target == unitIndex(s, "ca"));
        CHECK_FALSE(sh->volley);
        CHECK(sh->need == 6);
        CHECK(sh->hitChance == doctest::Approx(1.0 / 6.0));
        s.dice.script({5, 6});
        Outcome o = play(s, "end-phase");
        REQUIRE(o.accepted);
        CHECK(hitsOn(o.events, unitIndex(s, "ca")) == 1); // the 6 only
    }
    SUBCASE("a crest makes infantry skirmish") {
        Battle c = b;
        addHill(c, {{0, 21}, {20, 21}, {20, 24}, {0, 24}}, {{0, 22.5}, {20, 22.5}});
        GameState s = firing(c);
        CHECK_FALSE(shotOf(previewFire(s), s, "f1", 0)->volley);
    }
    SUBCASE("cover the firing base stands behind is its own, not crossed") {
        Battle c = b;
        addLinear(c, "fence", {{0, 24.95}, {20, 24.95}}, 0.1); // touching the Federal front edge
        GameState s = firing(c);
        CHECK(shotOf(previewFire(s), s, "f1", 0)->volley);
    }
    SUBCASE("an open zone volleys") {
        GameState s = firing(b);
        FirePreview shPreview = previewFire(s);
        const BaseShot* sh = shotOf(shPreview, s, "f1", 0);
        CHECK(sh->volley);
        CHECK(sh->need == 3);
    }
}

TEST_CASE("LL-FIRE-4 ranges: 6 BW small arms and canister, bombard to 24 only with nothing closer; "
          "a target chosen is no interrupt point (LL-CARD-4)") {
    SUBCASE("small arms reach 6 BW") {
        Battle near = pair(), far = pair();
        near.units.push_back(infantry("ca", Side::Confederate, 2, 2, 9.5, 25 - 5.9, 180));
        far.units.push_back(infantry("ca", Side::Confederate, 2, 2, 9.5, 25 - 6.1, 180));
        GameState a = firing(near), b = firing(far);
        CHECK(targetOf(previewFire(a), a, "f1", 0) == unitIndex(a, "ca"));
        FirePreview shPreview = previewFire(b);
        const BaseShot* sh = shotOf(shPreview, b, "f1", 0);
        CHECK(sh->target == -1);
    }
    SUBCASE("canister forced at 5.9 BW, bombard at 6.1 BW") {
        Battle near = openField(), far = openField();
        near.units.push_back(battery("fa", Side::Federal, 1, 9.5, 25, 0));
        far.units.push_back(battery("fa", Side::Federal, 1, 9.5, 25, 0));
        near.units.push_back(infantry("ca", Side::Confederate, 2, 2, 9.5, 25 - 5.9, 180));
        far.units.push_back(infantry("ca", Side::Confederate, 2, 2, 9.5, 25 - 6.1, 180));
        GameState a = firing(near), b = firing(far);
        FirePreview canPreview = previewFire(a);
        const BaseShot* can = shotOf(canPreview, a, "fa", 0);
        REQUIRE(can->target >= 0);
        CHECK(can->kind == ShotKind::Canister);
        CHECK(can->dice == 2);
        FirePreview bomPreview = previewFire(b);
        const BaseShot* bom = shotOf(bomPreview, b, "fa", 0);
        REQUIRE(bom->target >= 0);
        CHECK(bom->kind == ShotKind::Bombard);
        CHECK(bom->dice == 1);
    }
    SUBCASE("bombard reaches 24 BW, not 24.1") {
        Battle in = openField(), out = openField();
        in.units.push_back(battery("fa", Side::Federal, 1, 9.5, 27, 0));
        out.units.push_back(battery("fa", Side::Federal, 1, 9.5, 27, 0));
        in.units.push_back(infantry("ca", Side::Confederate, 2, 2, 9.5, 3, 180));    // 24 BW
        out.units.push_back(infantry("ca", Side::Confederate, 2, 2, 9.5, 2.9, 180)); // 24.1 BW
        GameState a = firing(in), b = firing(out);
        CHECK(targetOf(previewFire(a), a, "fa", 0) == unitIndex(a, "ca"));
        CHECK(targetOf(previewFire(b), b, "fa", 0) == -1);
    }
    SUBCASE("an artillery zone ends 2 BW into obstructing terrain") {
        for (double inside : {1.9, 2.1}) {
            Battle c = openField();
            c.units.push_back(battery("fa", Side::Federal, 1, 9.5, 25, 0));
            addArea(c, "woods", {{0, 13}, {20, 13}, {20, 5}, {0, 5}}); // entered 12 BW out
            c.units.push_back(infantry("ca", Side::Confederate, 2, 2, 9.5, 13 - inside, 180));
            GameState s = firing(c);
            FirePreview shPreview = previewFire(s);
            const BaseShot* sh = shotOf(shPreview, s, "fa", 0);
            CAPTURE(inside);
            if (inside < 2.0) {
                REQUIRE(sh->target == unitIndex(s, "ca"));
                CHECK_FALSE(sh->volley); // through the wood's cover: skirmish
            } else {
                CHECK(sh->target == -1);
            }
        }
    }
    SUBCASE("artillery cannot shoot at a target beyond a crest; infantry skirmishes over it") {
        Battle c = openField();
        c.units.push_back(battery("fa", Side::Federal, 1, 9.5, 25, 0));
        c.units.push_back(infantry("f1", Side::Federal, 2, 2, 14, 25, 0));
        addHill(c, {{0, 21}, {20, 21}, {20, 24}, {0, 24}}, {{0, 22.5}, {20, 22.5}});
        c.units.push_back(
            infantry("ca", Side::Confederate, 8, 8, 11, 20, 180)); // 5 BW away, x 7..15
        GameState s = firing(c);
        FirePreview p = previewFire(s);
        CHECK(targetOf(p, s, "fa", 0) == -1);
        const BaseShot* inf = shotOf(p, s, "f1", 0);
        REQUIRE(inf->target == unitIndex(s, "ca"));
        CHECK_FALSE(inf->volley);
    }
    SUBCASE("a bombarding battery fires all its guns at one unit, the player's choice") {
        Battle c = openField();
        c.units.push_back(battery("fa", Side::Federal, 2, 10, 25, 0)); // guns x 9..10 and 10..11
        c.units.push_back(
            infantry("u1", Side::Confederate, 2, 2, 8.6, 15, 180)); // ahead of gun 0 only
        c.units.push_back(
            infantry("u2", Side::Confederate, 2, 2, 11.4, 15, 180)); // ahead of gun 1 only
        GameState s = firing(c);
        FirePreview p = previewFire(s);
        REQUIRE(p.bombard.size() == 1);
        CHECK(p.bombard[0].targets.size() == 2);
        int first = p.bombard[0].chosen;
        CHECK(targetOf(p, s, "fa", 0) == first);
        CHECK(targetOf(p, s, "fa", 1) == first);
        int other = first == unitIndex(s, "u1") ? unitIndex(s, "u2") : unitIndex(s, "u1");
        accept(s, "bombard fa " + s.units[static_cast<std::size_t>(other)].id);
        FirePreview q = previewFire(s);
        CHECK(targetOf(q, s, "fa", 0) == other);
        CHECK(targetOf(q, s, "fa", 1) == other);
        // Choosing again invokes nothing: no interrupt point (LL-CARD-4).
        Outcome again = play(s, "bombard fa " + s.units[static_cast<std::size_t>(first)].id);
        REQUIRE(again.accepted);
        CHECK(s.step == Step::Phase);
        for (const Event& e : again.events)
            CHECK(e.kind != EventKind::PhaseInvoked);
        CHECK(std::any_of(again.events.begin(), again.events.end(),
                          [](const Event& e) { return e.kind == EventKind::BombardChosen; }));
        Outcome bad = play(s, "bombard fa reserve");
        CHECK_FALSE(bad.accepted);
        CHECK(bad.refusal.rule == "LL-FIRE-4");
    }
    SUBCASE("a battery with a target in short range fires canister and does not bombard") {
        Battle c = openField();
        c.units.push_back(battery("fa", Side::Federal, 2, 10, 25, 0));
        c.units.push_back(infantry("u1", Side::Confederate, 2, 2, 8.6, 21, 180));  // 4 BW, gun 0
        c.units.push_back(infantry("u2", Side::Confederate, 2, 2, 11.4, 15, 180)); // 10 BW, gun 1
        GameState s = firing(c);
        FirePreview p = previewFire(s);
        CHECK(shotOf(p, s, "fa", 0)->kind == ShotKind::Canister);
        CHECK(shotOf(p, s, "fa", 1)->target == -1);
    }
}

// Every rule distance includes its boundary, within one tolerance (RULINGS,
// kRuleTolerance): each is tried at the boundary, just inside, a hair beyond
// (inside the tolerance) and just outside. "Just outside" stands a little
// farther than the boundary plus the tolerance: a zone turned by a few degrees
// reaches sqrt(L^2 + 0.25) straight ahead of its base (its far corner), so
// a target 6.01 BW ahead is in range of a turned zone; at 6.05 it is not.
TEST_CASE("LL-FIRE-4 boundaries: 6 BW small arms, whatever the width of the firing line") {
    for (int files : {1, 2, 4}) {
        for (double d : {5.99, 6.0, 6.0 + kRuleTolerance / 2, 6.05}) {
            CAPTURE(files);
            CAPTURE(d);
            Battle b = openField();
            b.units.push_back(
                infantry("f1", Side::Federal, files == 1 ? 2 : files, files, 10, 25, 0));
            b.units.push_back(infantry("ca", Side::Confederate, 6, 6, 10, 25 - d, 180)); // x 7..13
            GameState s = firing(b);
            FirePreview p = previewFire(s);
            for (int base = 0; base < files; ++base) {
                CAPTURE(base);
                const BaseShot* sh = shotOf(p, s, "f1", base);
                REQUIRE(sh);
                if (d <= 6.0 + kRuleTolerance) {
                    REQUIRE(sh->target == unitIndex(s, "ca"));
                    CHECK(sh->turn == 0.0); // straight ahead, the zone's own end
                    CHECK(sh->range == doctest::Approx(d));
                } else {
                    CHECK(sh->target == -1);
                }
            }
        }
    }
}

TEST_CASE(
    "LL-FIRE-4 boundaries: range is measured from the front edge, whichever way the zone turns") {
    // One base of f1 (front edge x 9.5..10.5 at y 25, facing north) and one
    // enemy base, `ahead` BW beyond the front edge's line and `aside` to the
    // right. A zone turned a little reaches past 6 BW with its far corner;
    // the range does not.
    struct Place {
        double ahead, aside;
        bool fired;
    };
    for (Place pl : {Place{6.0011, 0.0, false}, Place{6.0011, 0.05, false}, Place{6.01, 0.3, false},
                     Place{6.0009, 0.3, true}, Place{5.9, 1.2, true}}) {
        CAPTURE(pl.ahead);
        CAPTURE(pl.aside);
        Battle b = openField();
        b.units.push_back(infantry("f1", Side::Federal, 2, 1, 10, 25, 0));
        b.units.push_back(
            infantry("ca", Side::Confederate, 1, 1, 10 + pl.aside, 25 - pl.ahead - 1, 0));
        GameState s = firing(b);
        FirePreview p = previewFire(s);
        const BaseShot* sh = shotOf(p, s, "f1", 0);
        REQUIRE(sh);
        CHECK((sh->target == unitIndex(s, "ca")) == pl.fired);
    }
    // A battery at 24 BW: the same, for every gun.
    for (double d : {24.0009, 24.005}) {
        CAPTURE(d);
        Battle b = openField();
        b.units.push_back(battery("fa", Side::Federal, 2, 10, 30, 0));
        b.units.push_back(infantry("ca", Side::Confederate, 1, 1, 10.2, 30 - d - 1, 0));
        GameState s = firing(b);
        FirePreview p = previewFire(s);
        for (int gun = 0; gun < 2; ++gun) {
            CAPTURE(gun);
            const BaseShot* sh = shotOf(p, s, "fa", gun);
            REQUIRE(sh);
            CHECK((sh->target == unitIndex(s, "ca")) == (d < 24.001));
        }
    }
}

TEST_CASE(
    "LL-FIRE-4 boundaries: canister to 6 BW, bombard to 24 BW, for every gun of the battery") {
    struct Range {
        double bw;        // the range
        ShotKind inside;  // what the guns fire up to it
        bool beyondFires; // whether they fire at all beyond it (bombard after canister)
    };
    for (Range r : {Range{6.0, ShotKind::Canister, true}, Range{24.0, ShotKind::Bombard, false}}) {
        for (int guns : {1, 2, 3}) {
            for (double d : {r.bw - 0.01, r.bw, r.bw + kRuleTolerance / 2, r.bw + 0.05}) {
                CAPTURE(guns);
                CAPTURE(d);
                Battle b = openField();
                b.units.push_back(battery("fa", Side::Federal, guns, 10, 27, 0));
                b.units.push_back(
                    infantry("ca", Side::Confederate, 6, 6, 10, 27 - d, 180)); // x 7..13
                GameState s = firing(b);
                FirePreview p = previewFire(s);
                bool inside = d <= r.bw + kRuleTolerance;
                for (int gun = 0; gun < guns; ++gun) {
                    CAPTURE(gun);
                    const BaseShot* sh = shotOf(p, s, "fa", gun);
                    REQUIRE(sh);
                    if (!inside && !r.beyondFires) {
                        CHECK(sh->target == -1);
                        continue;
                    }
                    REQUIRE(sh->target == unitIndex(s, "ca"));
                    CHECK(sh->kind == (inside ? r.inside : ShotKind::Bombard));
                    CHECK(sh->dice == (sh->kind == ShotKind::Canister ? 2 : 1));
                    CHECK(sh->turn == 0.0);
                    CHECK(sh->range == doctest::Approx(d));
                }
            }
        }
    }
}

TEST_CASE("LL-FIRE-4 boundaries: an artillery zone reaches 2 BW into obstructing terrain") {
    // The wood is entered 12 BW out; a turned zone enters it later by as much
    // as it reaches farther, so 2.01 is out of reach at every turn.
    for (int guns : {1, 2}) {
        for (double inside : {1.99, 2.0, 2.0 + kRuleTolerance / 2, 2.01}) {
            CAPTURE(guns);
            CAPTURE(inside);
            Battle b = openField();
            b.units.push_back(battery("fa", Side::Federal, guns, 10, 25, 0));
            addArea(b, "woods", {{0, 13}, {20, 13}, {20, 5}, {0, 5}});
            b.units.push_back(infantry("ca", Side::Confederate, 6, 6, 10, 13 - inside, 180));
            GameState s = firing(b);
            FirePreview p = previewFire(s);
            for (int gun = 0; gun < guns; ++gun) {
                CAPTURE(gun);
                const BaseShot* sh = shotOf(p, s, "fa", gun);
                REQUIRE(sh);
                if (inside <= 2.0 + kRuleTolerance) {
                    REQUIRE(sh->target == unitIndex(s, "ca"));
                    CHECK(sh->range == doctest::Approx(12.0 + inside));
                    CHECK_FALSE(sh->volley); // through the wood's cover: skirmish
                } else {
                    CHECK(sh->target == -1);
                }
            }
        }
    }
}

TEST_CASE("LL-FIRE-5 to hit: 4+, one +1 for dense or enfilade, -1 artillery at cover, -1 from "
          "difficult, cards") {
    SUBCASE("plain 4+") {
        Battle b = pair();
        b.units.push_back(infantry("ca", Side::Confederate, 2, 2, 10, 21, 180));
        GameState s = firing(b);
        CHECK(shotOf(previewFire(s), s, "f1", 0)->need == 4);
    }
    SUBCASE("dense target +1") {
        Battle b = pair();
        b.units.push_back(infantry("ca", Side::Confederate, 6, 2, 10, 21, 180)); // 3 ranks
        GameState s = firing(b);
        CHECK(shotOf(previewFire(s), s, "f1", 0)->need == 3);
    }
    SUBCASE("enfilade +1: the firer stands behind the line of the target's front edge") {
        Battle b = openField();
        b.units.push_back(
            infantry("f1", Side::Federal, 2, 2, 11.5, 25, 0)); // base 0 fires from x 11
        b.units.push_back(
            infantry("ca", Side::Confederate, 2, 2, 12, 20, 90)); // faces east, front edge x = 12
        GameState s = firing(b);
        FirePreview shPreview = previewFire(s);
        const BaseShot* sh = shotOf(shPreview, s, "f1", 0);
        REQUIRE(sh->target == unitIndex(s, "ca"));
        CHECK(sh->need == 3);
    }
    SUBCASE("a dense target that is also enfiladed gets one +1, not two") {
        Battle b = openField();
        b.units.push_back(infantry("f1", Side::Federal, 2, 2, 11.5, 25, 0));
        b.units.push_back(
            infantry("ca", Side::Confederate, 6, 2, 12, 20, 90)); // 3 ranks deep to the west
        GameState s = firing(b);
        FirePreview shPreview = previewFire(s);
        const BaseShot* sh = shotOf(shPreview, s, "f1", 0);
        REQUIRE(sh->target == unitIndex(s, "ca"));
        CHECK(sh->modifier == 1);
        CHECK(sh->need == 3);
    }
    SUBCASE("-1 for artillery firing at a target in cover") {
        Battle b = openField();
        b.units.push_back(battery("fa", Side::Federal, 1, 9.5, 25, 0));
        addArea(b, "orchard", {{0, 19.5}, {20, 19.5}, {20, 15}, {0, 15}});
        b.units.push_back(
            infantry("ca", Side::Confederate, 2, 2, 9.5, 20, 180)); // its rear half in the orchard
        GameState s = firing(b);
        FirePreview shPreview = previewFire(s);
        const BaseShot* sh = shotOf(shPreview, s, "fa", 0);
        REQUIRE(sh->target == unitIndex(s, "ca"));
        CHECK(sh->volley);
        CHECK(sh->need == 5);
    }
    SUBCASE("LL-TERRAIN-1 -1 volleying from difficult terrain") {
        Battle b = pair();
        addArea(b, "rough", {{0, 24}, {20, 24}, {20, 28}, {0, 28}});
        b.units.push_back(infantry("ca", Side::Confederate, 2, 2, 10, 21, 180));
        GameState s = firing(b);
        CHECK(shotOf(previewFire(s), s, "f1", 0)->need == 5);
    }
    SUBCASE("a fire modifier card: Fire by Rank +1 to infantry volleys") {
        Battle b = pair();
        b.units.push_back(infantry("ca", Side::Confederate, 2, 2, 10, 21, 180));
        GameState s = firing(b, "fire plain0 +fbr");
        CHECK(shotOf(previewFire(s), s, "f1", 0)->need == 3);
    }
    SUBCASE("a fire modifier card: Double Canister adds a die to each gun firing canister") {
        Battle b = openField();
        b.units.push_back(battery("fa", Side::Federal, 1, 9.5, 25, 0));
        b.units.push_back(infantry("ca", Side::Confederate, 2, 2, 9.5, 21, 180));
        GameState s = firing(b, "fire plain0 +dcan");
        CHECK(shotOf(previewFire(s), s, "fa", 0)->dice == 3);
    }
    SUBCASE("Obsolete Muskets: the passive player's interrupt, -1 to the enemy's volleys") {
        Battle b = pair();
        b.units.push_back(infantry("ca", Side::Confederate, 2, 2, 10, 21, 180));
        GameState s =
            firing(b, "fire plain0", {"muskets", "plain1", "plain2", "plain2", "plain3", "plain3"});
        REQUIRE(s.step == Step::InterruptWindow);
        accept(s, "interrupt muskets");
        CHECK(shotOf(previewFire(s), s, "f1", 0)->need == 5);
    }
    SUBCASE("a modified roll of 4 or more hits") {
        Battle b = pair();
        b.units.push_back(infantry("ca", Side::Confederate, 6, 2, 10, 21, 180)); // dense: 3+
        GameState s = firing(b, "fire plain0", {});
        s.dice.script({3, 2}); // base 0 hits on 3+1, base 1 misses on 2+1
        Outcome o = play(s, "end-phase");
        REQUIRE(o.accepted);
        CHECK(hitsOn(o.events, unitIndex(s, "ca")) == 1);
    }
}

TEST_CASE(
    "LL-FIRE-6 hits gather on the unit; up to two morale cards, never the last hit; kills on 4+") {
    Battle b = openField();
    b.units.push_back(infantry("f1", Side::Federal, 2, 2, 10, 25, 0));
    b.units.push_back(infantry("f2", Side::Federal, 2, 2, 12, 25, 0));
    b.units.push_back(
        infantry("ca", Side::Confederate, 6, 6, 11, 21, 180)); // x 8..14: ahead of both
    SUBCASE("hits from two units gather into one pool and one morale decision") {
        GameState s = firing(b);
        s.dice.script({4, 5, 6, 4, /*kills*/ 4});
        Outcome o = play(s, "end-phase");
        REQUIRE(o.accepted);
        CHECK(hitsOn(o.events, unitIndex(s, "ca")) == 4);
        REQUIRE(s.step == Step::Morale);
        CHECK(decider(s) == Side::Confederate);
        CHECK(s.morale.maxCards == 2);
        CHECK(s.morale.maxPoints == 3); // the last hit cannot be removed
        Outcome three = play(s, "morale plain3 plain2 plain1");
        CHECK_FALSE(three.accepted);
        // 3 + 2 morale points, but only 3 can be used: one hit remains, one kill die.
        Outcome m = play(s, "morale plain3 plain2");
        REQUIRE(m.accepted);
        auto kills = std::find_if(m.events.begin(), m.events.end(),
                                  [](const Event& e) { return e.kind == EventKind::KillsRolled; });
        REQUIRE(kills != m.events.end());
        CHECK(kills->dice == std::vector<int>{4});
        CHECK(kills->value == 1);
        REQUIRE(s.step == Step::Losses); // which base goes: the owner's choice
        accept(s, "losses ca");
        CHECK(unitById(s, "ca").bases == 5);
        CHECK(s.step == Step::CommandChoice);
    }
    SUBCASE("the last hit survives morale: one hit is never asked for") {
        GameState s = firing(b);
        s.dice.script({4, 1, 1, 1, /*kill*/ 3});
        Outcome o = play(s, "end-phase");
        REQUIRE(o.accepted);
        CHECK(s.step == Step::CommandChoice); // no morale decision, kill roll 3 fails
        CHECK(unitById(s, "ca").bases == 6);
    }
    SUBCASE("kill rolls: one die per remaining hit, each 4+ removes a base") {
        GameState s = firing(b, "fire plain0", {}); // no cards: no morale to spend
        s.dice.script({4, 4, 4, 1, /*kills*/ 4, 3, 6});
        Outcome o = play(s, "end-phase");
        REQUIRE(o.accepted);
        REQUIRE(s.step == Step::Losses);
        CHECK(s.loss.count == 2);
        accept(s, "losses ca");
        CHECK(unitById(s, "ca").bases == 4);
        CHECK(s.side(Side::Confederate).basesLost == 2);
    }
}

namespace {

// Infantry and a gun in range of one enemy, and infantry with nothing in
// range, their fire phase invoked, its dice all 1s.
GameState smokeField() {
    Battle b = openField();
    b.units.push_back(infantry("f1", Side::Federal, 2, 2, 10, 25, 0));
    b.units.push_back(infantry("f2", Side::Federal, 2, 2, 30, 25, 0)); // nothing in range
    b.units.push_back(battery("fa", Side::Federal, 1, 12, 25, 0));
    b.units.push_back(infantry("ca", Side::Confederate, 6, 6, 11, 21, 180));
    GameState s = firing(b, "fire plain0", {});
    s.dice.script({1, 1, 1, 1, 1});
    return s;
}

} // namespace

TEST_CASE("LL-FIRE-7 every infantry unit that fired gets smoke, removed in the status phase") {
    GameState s = smokeField();
    REQUIRE(play(s, "end-phase").accepted);
    CHECK(unitById(s, "f1").smoke);
    CHECK_FALSE(unitById(s, "f2").smoke);
    CHECK_FALSE(unitById(s, "fa").smoke);
    accept(s, "move plain1");
    s.dice.script({1}); // victory roll
    accept(s, "end-phase");
    CHECK_FALSE(unitById(s, "f1").smoke);
}

TEST_CASE(
    "LL-FIRE-7 each fire roll names the unit that fired it, guns too (the table marks them)") {
    GameState s = smokeField();
    Outcome o = play(s, "end-phase");
    REQUIRE(o.accepted);
    std::vector<int> firers;
    for (const Event& e : o.events)
        if (e.kind == EventKind::FireRolled) {
            CHECK(e.unit == unitIndex(s, "ca"));
            firers.push_back(e.actor);
        }
    CHECK(firers == std::vector<int>{unitIndex(s, "f1"), unitIndex(s, "fa")});
}

TEST_CASE("LL-TERRAIN-2 a base standing in water cannot fire") {
    Battle b = pair();
    addArea(b, "ford", {{9, 24}, {10, 24}, {10, 27}, {9, 27}}); // under base 0 only
    b.units.push_back(infantry("ca", Side::Confederate, 2, 2, 10, 21, 180));
    GameState s = firing(b);
    FirePreview p = previewFire(s);
    const BaseShot* sh = shotOf(p, s, "f1", 0);
    CHECK(sh->target == -1);
    CHECK(sh->noShot.find("water") != std::string::npos);
    CHECK(targetOf(p, s, "f1", 1) == unitIndex(s, "ca"));
}

TEST_CASE("LL-LOSS-1 the owner chooses which bases go, keeping a legal formation") {
    Battle b = openField();
    b.units.push_back(infantry("f1", Side::Federal, 4, 4, 10, 25, 0));
    b.units.push_back(infantry("ca", Side::Confederate, 4, 4, 10, 21, 180)); // x 8..12, one rank
    auto hitOnce = [&](GameState& s) {
        s.dice.script({4, 1, 1, 1, /*kill*/ 5});
        REQUIRE(play(s, "end-phase").accepted);
        REQUIRE(s.step == Step::Losses);
    };
    SUBCASE("by default from the rear rank, keeping the frontage") {
        GameState s = firing(b, "fire plain0", {});
        hitOnce(s);
        accept(s, "losses ca");
        CHECK(unitById(s, "ca").bases == 3);
        CHECK(unitById(s, "ca").shownFiles() == 3);
    }
    SUBCASE("keeping the left flank in place") {
        GameState s = firing(b, "fire plain0", {});
        hitOnce(s);
        accept(s, "losses ca 3 left");
        const Unit& u = unitById(s, "ca");
        // Facing south, its left is to the east (x = 12): that edge stays.
        CHECK(u.front.x == doctest::Approx(10.5));
        auto boxes = baseBoxes(u);
        double maxX = 0;
        for (const auto& bb : boxes)
            maxX = std::max(maxX, bb.centre.x + 0.5);
        CHECK(maxX == doctest::Approx(12.0));
    }
    SUBCASE("an illegal formation is refused and nothing is lost") {
        GameState s = firing(b, "fire plain0", {});
        hitOnce(s);
        Outcome wide = play(s, "losses ca 4");
        CHECK_FALSE(wide.accepted);
        CHECK(wide.refusal.rule == "LL-LOSS-1");
        CHECK(unitById(s, "ca").bases == 4);
        accept(s, "losses ca 1"); // a column of three: legal here
        CHECK(unitById(s, "ca").ranks() == 3);
    }
}

TEST_CASE("LL-LOSS-2 infantry reduced to one base is broken; artillery may stay at one base") {
    Battle b = openField();
    b.units.push_back(infantry("f1", Side::Federal, 2, 2, 10, 25, 0));
    b.units.push_back(battery("fa", Side::Federal, 1, 20, 25, 0));
    b.units.push_back(infantry("ca", Side::Confederate, 2, 2, 10, 21, 180));
    b.units.push_back(battery("cg", Side::Confederate, 2, 20, 21, 180));
    GameState s = firing(b, "fire plain0", {});
    // f1's two bases hit ca twice; fa's canister (2 dice) hits cg once.
    s.dice.script({4, 4, 4, 1, /*ca kills*/ 5, 1, /*cg kill*/ 6});
    Outcome o = play(s, "end-phase");
    REQUIRE(o.accepted);
    // The battery keeps one gun: its owner still chooses which goes.
    REQUIRE(s.step == Step::Losses);
    CHECK(s.loss.unit == unitIndex(s, "cg"));
    accept(s, "losses cg 0 right");
    const Unit& ca = unitById(s, "ca");
    CHECK(ca.broken);
    CHECK(ca.bases == 0);
    CHECK_FALSE(ca.onTable());
    const Unit& cg = unitById(s, "cg");
    CHECK(cg.bases == 1);
    CHECK_FALSE(cg.broken);
    // LL-LOSS-3: every base removed counts: both of the broken regiment's, and the gun.
    CHECK(s.side(Side::Confederate).basesLost == 3);
}

TEST_CASE("LL-LOSS-3 removed bases count toward the enemy's victory roll") {
    Battle b = openField();
    b.units.push_back(infantry("f1", Side::Federal, 10, 10, 10, 25, 0));
    b.units.push_back(infantry("ca", Side::Confederate, 10, 10, 10, 21, 180));
    GameState s = firing(b, "fire plain0", {});
    // Shattered point: min(5, ceil(20/2)=10) = 5 (the reserve adds 10 Confederate bases).
    REQUIRE(s.shatteredPoint == 5);
    s.dice.script({4, 4, 4, 4, 1, 1, 1, 1, 1, 1, /*kills*/ 4, 4, 4, 1});
    REQUIRE(play(s, "end-phase").accepted);
    if (s.step == Step::Losses) accept(s, "losses ca");
    REQUIRE(s.side(Side::Confederate).basesLost == 3);
    accept(s, "move plain1");
    s.dice.script({2}); // 2 + 3 = 5 >= 5: victory
    accept(s, "end-phase");
    CHECK(s.over);
    CHECK(s.winner == Side::Federal);
}

TEST_CASE("fire preview: expected hits match rolled frequencies") {
    Battle b = openField();
    b.units.push_back(infantry("f1", Side::Federal, 8, 4, 10, 25, 0));
    b.units.push_back(infantry("f2", Side::Federal, 4, 4, 16, 25, 0));
    addLinear(b, "fence", {{14, 22.5}, {20, 22.5}}, 0.1);                    // f2 skirmishes
    b.units.push_back(infantry("ca", Side::Confederate, 9, 9, 13, 21, 180)); // x 8.5..17.5
    GameState base = firing(b, "fire plain0", {});
    FirePreview p = previewFire(base);
    REQUIRE(p.targets.size() == 1);
    double expected = p.targets[0].expectedHits;
    double loseOne = p.targets[0].loseBaseChance;
    CHECK(expected > 1.0);
    const int runs = 20000;
    double total = 0;
    int lost = 0;
    int ca = unitIndex(base, "ca");
    for (int i = 0; i < runs; ++i) {
        GameState s = base;
        s.dice = Dice(static_cast<std::uint64_t>(1000 + i));
        Outcome o = play(s, "end-phase");
        REQUIRE(o.accepted);
        total += hitsOn(o.events, ca);
        if (s.step == Step::Losses) accept(s, "losses ca");
        lost += unitById(s, "ca").bases < 9 ? 1 : 0;
    }
    CHECK(total / runs == doctest::Approx(expected).epsilon(0.02));
    CHECK(double(lost) / runs == doctest::Approx(loseOne).epsilon(0.03));
}

TEST_CASE("fire commands round-trip through text") {
    Battle b = openField();
    b.units.push_back(battery("fa", Side::Federal, 2, 10, 25, 0));
    b.units.push_back(infantry("u1", Side::Confederate, 2, 2, 8.6, 15, 180));
    GameState s = firing(b);
    Command c;
    std::string err;
    REQUIRE(parseCommand("bombard fa u1", viewFor(s, Side::Federal), c, err));
    CHECK(formatCommand(c, *s.setup) == "bombard fa u1");
    REQUIRE(parseCommand("losses u1 2 left", viewFor(s, Side::Confederate), c, err));
    CHECK(c.files == 2);
    CHECK(c.anchor == -1);
    CHECK(formatCommand(c, *s.setup) == "losses u1 2 left");
    CHECK_FALSE(parseCommand("losses u1 two", viewFor(s, Side::Confederate), c, err));
    CHECK_FALSE(parseCommand("bombard fa", viewFor(s, Side::Federal), c, err));
}
