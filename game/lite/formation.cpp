// Formation changes (LL-MOVE-5, LL-MOVE-1's prolonge): facing left or right,
// changing formation by guidon, limbering and unlimbering, prolonging guns.
#include "move_check.h"

#include <algorithm>
#include <cmath>

namespace guidon::lite::move_detail {

MoveReport checkForm(const GameState& s, const Command& c) {
    MoveReport r;
    if (!passesCommonChecks(s, c, r)) return r;
    const Unit& u = s.units[static_cast<std::size_t>(c.unit)];
    std::string who = u.shownName();
    auto refuse = [&](const char* rule, std::string why) {
        r.refusal = refusalOf(rule, std::move(why));
        return r;
    };
    const FormationChange& f = c.formation;
    bool art = u.type == UnitType::Artillery;
    Unit next = u;
    Checker ck(s, c.unit);
    switch (f.kind) {
    case FormationKind::FaceLeft:
    case FormationKind::FaceRight: {
        if (art && !u.limbered)
            return refuse("LL-MOVE-5",
                          "Unlimbered guns cannot face about; limber " + who + " first.");
        // Turn 90 degrees about the centre of the footprint; files and ranks swap.
        double depth = u.ranks();
        Vec2 centre = u.front - forwardOf(u.facing) * (depth / 2.0);
        next.facing = u.facing + (f.kind == FormationKind::FaceRight ? 90.0 : -90.0);
        if (!art) next.files = u.ranks();
        next.front = centre + forwardOf(next.facing) * (next.ranks() / 2.0);
        break;
    }
    case FormationKind::Guidon: {
        if (art) return refuse("LL-MOVE-5", "Only infantry changes formation by guidon.");
        int files = u.shownFiles();
        if (f.file < 0 || f.file >= files)
            return refuse("LL-MOVE-5", "The guidon base must be one of the " +
                                           std::to_string(files) +
                                           " front-rank bases (0 is the leftmost).");
        if (f.files < 1 || f.files > u.bases)
            return refuse("LL-MOVE-5",
                          "The new formation needs 1 to " + std::to_string(u.bases) + " files.");
        // The fixed base keeps its place; it becomes the new front rank's
        // rightmost (form left), leftmost (form right) or middle (form rear) base.
        int k = f.form == GuidonForm::Left    ? f.files - 1
                : f.form == GuidonForm::Right ? 0
                                              : (f.files - 1) / 2;
        Vec2 right = rightOf(u.facing);
        double fixedAcross = f.file - (files - 1) / 2.0;
        double newCentreAcross = fixedAcross - (k - (f.files - 1) / 2.0);
        double oldLeft = -files / 2.0, oldRight = files / 2.0;
        double newLeft = newCentreAcross - f.files / 2.0,
               newRight = newCentreAcross + f.files / 2.0;
        // LL-MOVE-5: each flank edge moves at most 2 BW out or in.
        if (std::fabs(newLeft - oldLeft) > kGuidonShift + kRuleTolerance ||
            std::fabs(newRight - oldRight) > kGuidonShift + kRuleTolerance) {
            r.refusal =
                refusalOf("LL-MOVE-5",
                          "By guidon the footprint may shift at most 2 BW at either flank; this "
                          "moves the left edge " +
                              bw(newLeft - oldLeft) + " BW and the right edge " +
                              bw(newRight - oldRight) + " BW.",
                          u.front + right * newCentreAcross);
            return r;
        }
        next.files = f.files;
        next.front = u.front + right * newCentreAcross;
        break;
    }
    case FormationKind::Limber:
        if (!art || u.limbered) return refuse("LL-MOVE-5", who + " has no guns to limber.");
        next.limbered = true;
        break;
    case FormationKind::Unlimber:
        if (!art || !u.limbered) return refuse("LL-MOVE-5", who + " is not limbered.");
        next.limbered = false;
        break;
    case FormationKind::Prolong: {
        if (!art || u.limbered) return refuse("LL-MOVE-1", "Only unlimbered guns prolong.");
        if (!std::isfinite(f.distance) || std::fabs(f.distance) > kProlong + kRuleTolerance ||
            std::fabs(f.distance) < kEps)
            return refuse("LL-MOVE-1",
                          "Guns prolong straight forward or back, more than 0 and up to 1 BW.");
        MoveSegment seg;
        seg.kind = f.distance > 0 ? SegmentKind::Forward : SegmentKind::Flank;
        seg.angle = f.distance > 0 ? 0.0 : 180.0;
        seg.distance = std::fabs(f.distance);
        std::vector<Piece> pieces;
        sweep(u, poseOf(u), seg, 0.0, 1.0, pieces);
        bool friends = false;
        int difficult = -1;
        Finding hit = ck.scan(pieces, friends, difficult);
        Pose end = along(u, poseOf(u), seg, 1.0);
        if (hit.hit == Hit::None) hit = ck.endsOn(placed(u, end));
        if (hit.hit != Hit::None) {
            r.refusal = refusalFor(ck, hit, end.front);
            return r;
        }
        r.cost = seg.distance;
        r.allowance = kProlong;
        r.disorder = difficult >= 0 || friends;
        if (r.disorder)
            r.disorderReason =
                friends ? "passes through friends" : "moves through difficult terrain";
        r.passesFriends = friends;
        r.result = placed(u, end);
        r.poses = {end};
        r.legal = true;
        return r;
    }
    }
    // The new footprint must stand legally (LL-MOVE-6).
    bool friends = false;
    int difficult = -1;
    Finding hit = ck.scan(Checker::standing(next), friends, difficult, false);
    if (hit.hit == Hit::Friend || hit.hit == Hit::None) {
        Finding on = ck.endsOn(next);
        if (on.hit != Hit::None) hit = on;
    }
    if (hit.hit != Hit::None) {
        r.refusal = refusalFor(ck, hit, next.front);
        return r;
    }
    // LL-MOVE-5: in difficult terrain, or within 6 BW of an enemy base, disorder.
    std::string why;
    if (ck.inDifficult(u) || ck.inDifficult(next))
        why = "a formation change in difficult terrain";
    else if (std::min(ck.nearestEnemy(u), ck.nearestEnemy(next)) <= kDisorderRange + kRuleTolerance)
        why = "a formation change within 6 BW of the enemy";
    if (!why.empty()) {
        if (!ck.twoCards()) {
            r.refusal = refusalOf(
                "LL-MOVE-5",
                who + ": " + why + " causes disorder; invoke the phase with two cards.", u.front);
            return r;
        }
        r.disorder = true;
        r.disorderReason = why;
    }
    r.result = next;
    r.poses = {poseOf(next)};
    r.legal = true;
    return r;
}

} // namespace guidon::lite::move_detail
