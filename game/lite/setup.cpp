// Pick-up battles (RULINGS LL-SETUP-1). The geometry is the rules' own:
// base boxes from unit.h, overlap and table tests from geometry.h, terrain as
// convex pieces from terrain_index.h, so a unit the set-up accepts is one the
// battle loader accepts too.
#include "setup.h"
#include "setup_detail.h"

#include "core/terrain_index.h"
#include "unit.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstdio>

namespace guidon::lite {

using namespace setup_detail;

// [SECTION] names

const char* nameOf(Edge e) {
    return e == Edge::North ? "north" : "south";
}

bool parseEdge(const std::string& text, Edge& out) {
    if (text == "north")
        out = Edge::North;
    else if (text == "south")
        out = Edge::South;
    else
        return false;
    return true;
}

const char* nameOf(SetupStep s) {
    switch (s) {
    case SetupStep::PlaceTerrain:
        return "place-terrain";
    case SetupStep::ChooseEdge:
        return "choose-edge";
    case SetupStep::ChooseOrder:
        return "choose-order";
    case SetupStep::Deploy:
        return "deploy";
    case SetupStep::Ready:
        return "ready";
    }
    return "?";
}

const char* nameOf(SetupEventKind k) {
    switch (k) {
    case SetupEventKind::Rolled:
        return "rolled";
    case SetupEventKind::Fixed:
        return "fixed";
    case SetupEventKind::PiecePlaced:
        return "piece-placed";
    case SetupEventKind::PieceRemoved:
        return "piece-removed";
    case SetupEventKind::TerrainDone:
        return "terrain-done";
    case SetupEventKind::EdgeChosen:
        return "edge-chosen";
    case SetupEventKind::OrderChosen:
        return "order-chosen";
    case SetupEventKind::UnitDeployed:
        return "unit-deployed";
    case SetupEventKind::DeployDone:
        return "deploy-done";
    case SetupEventKind::Ready:
        return "ready";
    }
    return "?";
}

int PickupLibrary::findPiece(const std::string& id) const {
    for (std::size_t i = 0; i < pieces.size(); ++i)
        if (pieces[i].id == id) return static_cast<int>(i);
    return -1;
}

const PickupForce* PickupLibrary::findForce(const std::string& id) const {
    for (const PickupForce& f : forces)
        if (f.id == id) return &f;
    return nullptr;
}

const PickupForce* PickupLibrary::firstForce(Side side) const {
    for (const PickupForce& f : forces)
        if (f.side == side) return &f;
    return nullptr;
}

// [SECTION] start: the roll

PickupSetup::PickupSetup(const PickupLibrary& library, std::vector<TerrainType> terrainTypes,
                         const PickupForce& federal, const PickupForce& confederate,
                         PickupRules rules, std::uint64_t seed, const std::vector<int>& dice)
    : year_(library.year), types_(std::move(terrainTypes)), pieces_(library.pieces),
      rules_(std::move(rules)), dice_(seed), script_(dice) {
    assert(federal.side == Side::Federal && confederate.side == Side::Confederate);
    name_ =
        !rules_.name.empty() ? rules_.name : "Pick-up: " + federal.name + " v " + confederate.name;
    if (name_.size() > 80) name_ = "Pick-up battle"; // a battle's name is at most 80 characters
    if (rules_.year > 0) year_ = rules_.year;
    width_ = rules_.width > 0 ? rules_.width : library.width;
    height_ = rules_.height > 0 ? rules_.height : library.height;
    dice_.script(dice);
    for (const PickupForce* f : {&federal, &confederate})
        for (UnitSetup u : f->units) {
            u.side = f->side;
            u.sourceLine = 0;
            units_.push_back(u);
        }
    for (std::size_t i = 0; i < units_.size(); ++i)
        for (std::size_t j = 0; j < i; ++j)
            assert(units_[i].id != units_[j].id);
    placedUnit_.assign(units_.size(), false);
    reindex();
    rollOff();
    advance();
}

void PickupSetup::rollOff() {
    if (rules_.winner && rules_.terrainFixed) {
        // Nothing left to roll for: the roll only picks the chooser and the count of pieces.
        winner_ = *rules_.winner;
        add(SetupEventKind::Fixed, winner_,
            "The scenario makes the " + title(winner_) + " side the higher roller.");
        return;
    }
    int f = 0, c = 0;
    for (;;) {
        f = dice_.d6();
        c = dice_.d6();
        rolls_.push_back({f, c});
        if (f != c) break;
        add(SetupEventKind::Rolled, Side::Federal,
            "Both sides roll " + std::to_string(f) + ": a tie, they roll again (LL-SETUP-1).", -1,
            {f, c});
    }
    winner_ = f > c ? Side::Federal : Side::Confederate;
    roll_[0] = f;
    roll_[1] = c;
    // What the roll leaves each side to choose; a scenario may have fixed it.
    std::string then = !rules_.terrainFixed ? "places " + std::to_string(minPieces()) + " to " +
                                                  std::to_string(maxPieces()) + " terrain pieces"
                       : !rules_.firstDeployer ? "chooses the deployment order"
                                               : "is the higher roller";
    std::string edge = rules_.northSide
                           ? std::string()
                           : " and the " + title(other(winner_)) + " side chooses its table edge";
    add(SetupEventKind::Rolled, winner_,
        "Federal rolls " + std::to_string(f) + ", Confederate rolls " + std::to_string(c) +
            ": the " + title(winner_) + " side " + then + edge + " (LL-SETUP-1).",
        -1, {f, c});
    if (rules_.winner && *rules_.winner != winner_) {
        // The dice stay as rolled (the description says who rolled what);
        // the number of pieces is the same whoever counts as higher.
        winner_ = *rules_.winner;
        add(SetupEventKind::Fixed, winner_,
            "The scenario makes the " + title(winner_) + " side the higher roller.");
    }
}

void PickupSetup::advance() {
    if (step_ == SetupStep::PlaceTerrain && rules_.terrainFixed) {
        add(SetupEventKind::Fixed, winner_, "The scenario sets the terrain: no pieces are placed.");
        step_ = SetupStep::ChooseEdge;
    }
    if (step_ == SetupStep::ChooseEdge && rules_.northSide) {
        edgeKnown_ = true;
        north_ = *rules_.northSide;
        add(SetupEventKind::Fixed, north_,
            "The scenario gives the " + title(north_) + " side the north edge and the " +
                title(other(north_)) + " side the south edge.");
        step_ = SetupStep::ChooseOrder;
    }
    if (step_ == SetupStep::ChooseOrder && rules_.firstDeployer) {
        orderKnown_ = true;
        first_ = *rules_.firstDeployer;
        add(SetupEventKind::Fixed, first_,
            "The scenario has the " + title(first_) + " side deploy first; the " +
                title(other(first_)) + " side deploys second and takes the first turn.");
        step_ = SetupStep::Deploy;
        deployer_ = first_;
    }
}

void PickupSetup::add(SetupEventKind kind, Side side, std::string text, int index,
                      std::vector<int> dice) {
    SetupEvent e;
    e.kind = kind;
    e.side = side;
    e.text = std::move(text);
    e.index = index;
    e.dice = std::move(dice);
    log_.push_back(std::move(e));
}

int PickupSetup::minPieces() const {
    return std::max(roll_[0], roll_[1]);
}
int PickupSetup::maxPieces() const {
    return roll_[0] + roll_[1];
}

std::vector<int> PickupSetup::unusedDice() const {
    std::size_t used =
        static_cast<std::size_t>(std::min<std::uint64_t>(dice_.rolled(), script_.size()));
    return std::vector<int>(script_.begin() + static_cast<std::ptrdiff_t>(used), script_.end());
}

// [SECTION] where the set-up stands

Side PickupSetup::decider() const {
    switch (step_) {
    case SetupStep::PlaceTerrain:
    case SetupStep::ChooseOrder:
        return winner_;
    case SetupStep::ChooseEdge:
        return other(winner_);
    case SetupStep::Deploy:
        return deployer_;
    case SetupStep::Ready:
        break;
    }
    return winner_;
}

std::string PickupSetup::describePending() const {
    std::string who = nameOf(decider());
    switch (step_) {
    case SetupStep::PlaceTerrain:
        return who + ": place " + std::to_string(minPieces()) + " to " +
               std::to_string(maxPieces()) + " terrain pieces, " + std::to_string(placed_.size()) +
               " placed (piece ID X,Y [ANGLE] | remove N | auto-terrain | done)";
    case SetupStep::ChooseEdge:
        return who + ": choose your table edge (edge north|south)";
    case SetupStep::ChooseOrder:
        return who + ": deploy first or second (order first|second)";
    case SetupStep::Deploy: {
        std::size_t all = 0;
        for (const UnitSetup& u : units_)
            all += u.side == deployer_;
        return who + ": deploy your units in the " + nameOf(*edgeOf(deployer_)) + " third, " +
               std::to_string(unitsToPlace(deployer_).size()) + " of " + std::to_string(all) +
               " still to place (deploy UNIT X,Y FACING | auto-deploy | done)";
    }
    case SetupStep::Ready:
        return std::string("the set-up is finished; ") + nameOf(other(first_)) +
               " takes the first turn";
    }
    return "";
}

std::optional<Refusal> PickupSetup::wrongStep(SetupStep wanted) const {
    if (step_ == wanted) return std::nullopt;
    const char* what =
        wanted == SetupStep::PlaceTerrain ? "Terrain pieces are placed before the edges are chosen"
        : wanted == SetupStep::ChooseEdge ? "The table edges are chosen after the terrain is placed"
        : wanted == SetupStep::ChooseOrder
            ? "The deployment order is chosen after the edges"
            : "Units are deployed once the edges and the order are settled";
    std::string now;
    switch (step_) {
    case SetupStep::PlaceTerrain:
        now = "the " + title(decider()) + " side is placing terrain";
        break;
    case SetupStep::ChooseEdge:
        now = "the " + title(decider()) + " side is choosing its edge";
        break;
    case SetupStep::ChooseOrder:
        now = "the " + title(decider()) + " side is choosing who deploys first";
        break;
    case SetupStep::Deploy:
        now = "the " + title(decider()) + " side is deploying";
        break;
    case SetupStep::Ready:
        now = "the set-up is finished";
        break;
    }
    return refuse(std::string(what) + "; now " + now + ".");
}

// [SECTION] terrain

std::vector<TerrainFeature> PickupSetup::tableTerrain() const {
    std::vector<TerrainFeature> out =
        rules_.terrainFixed ? rules_.terrain : std::vector<TerrainFeature>{};
    for (const PlacedPiece& p : placed_)
        out.push_back(p.feature);
    return out;
}

void PickupSetup::reindex() {
    Battle b;
    b.terrainTypes = types_;
    b.features = tableTerrain();
    index_ = buildTerrainIndex(b.features);
}

TerrainFeature PickupSetup::pieceShape(int piece, Vec2 at, double angle) const {
    assert(piece >= 0 && piece < static_cast<int>(pieces_.size()));
    const PickupPiece& p = pieces_[static_cast<std::size_t>(piece)];
    TerrainFeature f = p.feature;
    f.name = p.name;
    f.sourceLine = 0;
    for (Vec2& q : f.points)
        q = place(q, at, angle);
    for (Vec2& q : f.crest)
        q = place(q, at, angle);
    return f;
}

std::optional<Refusal> PickupSetup::checkPiece(int piece, Vec2 at, double angle) const {
    if (auto r = wrongStep(SetupStep::PlaceTerrain)) return r;
    if (piece < 0 || piece >= static_cast<int>(pieces_.size()))
        return refuse("There is no piece number " + std::to_string(piece) + " in the library.");
    if (!finite(at) || !std::isfinite(angle))
        return refuse("A piece needs a place and an angle in numbers.");
    if (std::fabs(angle) > 360.0) return refuse("A piece turns -360 to 360 degrees.");
    if (static_cast<int>(placed_.size()) >= maxPieces())
        return refuse("You may place at most " + std::to_string(maxPieces()) +
                      " terrain pieces, the sum of both rolls (" + std::to_string(roll_[0]) +
                      " + " + std::to_string(roll_[1]) + ").");
    TerrainFeature f = pieceShape(piece, at, angle);
    const std::string& name = f.name;
    std::vector<Vec2> all = f.points;
    all.insert(all.end(), f.crest.begin(), f.crest.end());
    for (Vec2 p : all)
        if (p.x < 0 || p.y < 0 || p.x > width_ || p.y > height_)
            return refuse(name + " would cross the table edge there (at " + num(p.x) + "," +
                              num(p.y) + ").",
                          &p);
    // Its convex pieces against those of everything on the table already.
    Battle one;
    one.terrainTypes = types_;
    one.features = {f};
    std::size_t fixedCount = rules_.terrainFixed ? rules_.terrain.size() : 0;
    // Fences, walls, streams and roads may cross or run through other terrain
    // (a road through a wood, a fence along a road), as on real tables; two
    // areas may not lie on each other (LL-SETUP-1, our reading: docs/readings.md).
    auto linear = [&](int type) { return types_[static_cast<std::size_t>(type)].linear; };
    for (const TerrainPiece& mine : buildTerrainIndex(one.features)) {
        for (const TerrainPiece& there : index_) {
            if (!mine.bounds.overlaps(there.bounds) || !geom::sharesArea(mine.shape, there.shape))
                continue;
            std::size_t k0 = static_cast<std::size_t>(there.feature);
            const TerrainFeature& other =
                k0 < fixedCount ? rules_.terrain[k0] : placed_[k0 - fixedCount].feature;
            if (linear(f.type) || linear(other.type)) continue;
            std::size_t k = static_cast<std::size_t>(there.feature);
            std::string what = k < fixedCount
                                   ? "the scenario's terrain"
                                   : "piece " + std::to_string(k - fixedCount + 1) + " (" +
                                         placed_[k - fixedCount].feature.name + ")";
            return refuse(name + " would overlap " + what + ".", &at);
        }
        // Impassable ground in an edge third could leave an army no room (LL-SETUP-1, our reading).
        if (types_[static_cast<std::size_t>(f.type)].impassable) {
            for (Edge e : {Edge::North, Edge::South}) {
                geom::Aabb t;
                t.lo = {0, e == Edge::North ? 0 : height_ * 2 / 3};
                t.hi = {width_, e == Edge::North ? height_ / 3 : height_};
                if (geom::sharesArea(mine.shape, rect(t)))
                    return refuse(name + " is impassable and may not reach into the " + nameOf(e) +
                                      " third, where an army deploys.",
                                  &at);
            }
        }
    }
    return std::nullopt;
}

std::optional<Refusal> PickupSetup::placePiece(int piece, Vec2 at, double angle) {
    if (auto r = checkPiece(piece, at, angle)) return r;
    PlacedPiece p;
    p.piece = piece;
    p.at = at;
    p.angle = angle;
    p.feature = pieceShape(piece, at, angle);
    placed_.push_back(p);
    reindex();
    add(SetupEventKind::PiecePlaced, winner_,
        title(winner_) + " places piece " + std::to_string(placed_.size()) + ", " + p.feature.name +
            " (" + pieces_[static_cast<std::size_t>(piece)].id + "), at " + num(at.x) + "," +
            num(at.y) + (angle != 0.0 ? " turned " + num(angle) + " degrees" : std::string()) + ".",
        static_cast<int>(placed_.size()) - 1);
    return std::nullopt;
}

std::optional<Refusal> PickupSetup::removePiece(int placedIndex) {
    if (auto r = wrongStep(SetupStep::PlaceTerrain)) return r;
    if (placedIndex < 0 || placedIndex >= static_cast<int>(placed_.size()))
        return refuse("There is no placed piece number " + std::to_string(placedIndex + 1) +
                      " to remove (" + std::to_string(placed_.size()) + " are placed).");
    std::string name = placed_[static_cast<std::size_t>(placedIndex)].feature.name;
    placed_.erase(placed_.begin() + placedIndex);
    reindex();
    add(SetupEventKind::PieceRemoved, winner_,
        title(winner_) + " removes piece " + std::to_string(placedIndex + 1) + ", " + name + "; " +
            std::to_string(placed_.size()) + " remain.",
        placedIndex);
    return std::nullopt;
}

// [SECTION] edges and order

std::optional<Edge> PickupSetup::edgeOf(Side s) const {
    if (!edgeKnown_) return std::nullopt;
    return s == north_ ? Edge::North : Edge::South;
}

std::optional<Side> PickupSetup::firstDeployer() const {
    if (!orderKnown_) return std::nullopt;
    return first_;
}

std::optional<Refusal> PickupSetup::chooseEdge(Edge own) {
    return chooseEdge(decider(), own);
}

std::optional<Refusal> PickupSetup::chooseEdge(Side side, Edge e) {
    if (auto r = wrongStep(SetupStep::ChooseEdge)) return r;
    Side chooser = decider();
    north_ = e == Edge::North ? side : other(side);
    edgeKnown_ = true;
    add(SetupEventKind::EdgeChosen, chooser,
        title(chooser) + " chooses the " + nameOf(*edgeOf(chooser)) + " edge; the " +
            title(other(chooser)) + " side has the " + nameOf(*edgeOf(other(chooser))) + " edge.");
    step_ = SetupStep::ChooseOrder;
    advance();
    return std::nullopt;
}

std::optional<Refusal> PickupSetup::chooseOrder(bool winnerFirst) {
    if (auto r = wrongStep(SetupStep::ChooseOrder)) return r;
    first_ = winnerFirst ? winner_ : other(winner_);
    orderKnown_ = true;
    add(SetupEventKind::OrderChosen, winner_,
        title(winner_) + " chooses to deploy " + (winnerFirst ? "first" : "second") + ": the " +
            title(first_) + " side deploys first, the " + title(other(first_)) +
            " side second, and the " + title(other(first_)) + " side takes the first turn.");
    step_ = SetupStep::Deploy;
    deployer_ = first_;
    advance();
    return std::nullopt;
}

// [SECTION] deployment

geom::Aabb PickupSetup::third(Side s) const {
    geom::Aabb a;
    if (!edgeKnown_) return a;
    bool north = s == north_;
    a.lo = {0.0, north ? 0.0 : height_ * 2.0 / 3.0};
    a.hi = {width_, north ? height_ / 3.0 : height_};
    return a;
}

std::vector<int> PickupSetup::unitsToPlace(Side s) const {
    std::vector<int> out;
    for (std::size_t i = 0; i < units_.size(); ++i)
        if (units_[i].side == s && !placedUnit_[i]) out.push_back(static_cast<int>(i));
    return out;
}

int PickupSetup::findUnit(const std::string& id) const {
    for (std::size_t i = 0; i < units_.size(); ++i)
        if (units_[i].id == id) return static_cast<int>(i);
    return -1;
}

std::optional<Refusal> PickupSetup::checkDeploy(int unit, Vec2 front, double facing) const {
    if (auto r = wrongStep(SetupStep::Deploy)) return r;
    if (unit < 0 || unit >= static_cast<int>(units_.size()))
        return refuse("There is no unit number " + std::to_string(unit) + ".");
    const UnitSetup& u = units_[static_cast<std::size_t>(unit)];
    std::string who = "Unit " + unitName(u);
    if (u.side != deployer_)
        return refuse(who + " is " + title(u.side) + "; the " + title(deployer_) +
                      " side deploys now.");
    if (!finite(front) || !std::isfinite(facing) || std::fabs(facing) > 360.0)
        return refuse("A unit needs a place and a facing from -360 to 360 degrees.");
    std::vector<geom::Box> boxes = boxesAt(u, front, facing);
    geom::Aabb t = third(u.side);
    for (const geom::Box& b : boxes) {
        if (!geom::insideTable(b, width_, height_))
            return refuse(who + " would stand partly off the table.", &front);
        for (Vec2 c : geom::corners(b)) // the third's edge included (kRuleTolerance)
            if (c.x < t.lo.x - kRuleTolerance || c.y < t.lo.y - kRuleTolerance ||
                c.x > t.hi.x + kRuleTolerance || c.y > t.hi.y + kRuleTolerance)
                return refuse(who + " must stand wholly in the " + title(u.side) +
                                  " edge third (y from " + num(t.lo.y) + " to " + num(t.hi.y) +
                                  "); a base reaches " + num(c.x) + "," + num(c.y) + ".",
                              &front);
    }
    for (std::size_t j = 0; j < units_.size(); ++j) {
        if (static_cast<int>(j) == unit || !placedUnit_[j]) continue;
        for (const geom::Box& p : boxes)
            for (const geom::Box& q : boxesAt(units_[j], units_[j].front, units_[j].facing))
                if (geom::overlaps(p, q))
                    return refuse(who + " would overlap unit " + unitName(units_[j]) + ".", &front);
    }
    std::vector<TerrainFeature> terrain = tableTerrain();
    for (const geom::Box& b : boxes) {
        geom::Convex c{geom::corners(b), 0.0};
        geom::Aabb bb = geom::boundsOf(c.points);
        for (const TerrainPiece& p : index_) {
            const TerrainType& type = types_[static_cast<std::size_t>(p.type)];
            if (!type.impassable || !bb.overlaps(p.bounds) || !geom::sharesArea(c, p.shape))
                continue;
            const std::string& fname = terrain[static_cast<std::size_t>(p.feature)].name;
            return refuse(who + " would stand in impassable " + type.name +
                              (fname.empty() ? "" : " (" + fname + ")") + ".",
                          &front);
        }
    }
    return std::nullopt;
}

std::optional<Refusal> PickupSetup::deployUnit(int unit, Vec2 front, double facing) {
    if (auto r = checkDeploy(unit, front, facing)) return r;
    UnitSetup& u = units_[static_cast<std::size_t>(unit)];
    u.front = front;
    u.facing = std::fmod(facing + 360.0, 360.0);
    bool again = placedUnit_[static_cast<std::size_t>(unit)];
    placedUnit_[static_cast<std::size_t>(unit)] = true;
    add(SetupEventKind::UnitDeployed, u.side,
        title(u.side) + (again ? " moves " : " deploys ") + unitName(u) + " to " + num(front.x) +
            "," + num(front.y) + " facing " + num(u.facing) + ".",
        unit);
    return std::nullopt;
}

// [SECTION] done

std::optional<Refusal> PickupSetup::done() {
    switch (step_) {
    case SetupStep::PlaceTerrain:
        if (static_cast<int>(placed_.size()) < minPieces())
            return refuse("You must place at least " + std::to_string(minPieces()) +
                          " terrain pieces, the higher roll; " + std::to_string(placed_.size()) +
                          " " + (placed_.size() == 1 ? "is" : "are") + " placed.");
        add(SetupEventKind::TerrainDone, winner_,
            title(winner_) + " has placed " + std::to_string(placed_.size()) + " terrain pieces.");
        step_ = SetupStep::ChooseEdge;
        advance();
        return std::nullopt;
    case SetupStep::Deploy: {
        std::vector<int> left = unitsToPlace(deployer_);
        if (!left.empty()) {
            std::string ids;
            for (int i : left)
                ids += (ids.empty() ? "" : ", ") + units_[static_cast<std::size_t>(i)].id;
            return refuse("Every unit must be deployed first; still to place: " + ids + ".");
        }
        add(SetupEventKind::DeployDone, deployer_, title(deployer_) + " has deployed.");
        if (deployer_ == first_) {
            deployer_ = other(first_);
            return std::nullopt;
        }
        step_ = SetupStep::Ready;
        add(SetupEventKind::Ready, other(first_),
            "The set-up is finished: the " + title(other(first_)) + " side takes the first turn.");
        return std::nullopt;
    }
    case SetupStep::ChooseEdge:
        return refuse("Choose a table edge first (north or south).");
    case SetupStep::ChooseOrder:
        return refuse("Choose to deploy first or second first.");
    case SetupStep::Ready:
        break;
    }
    return refuse("The set-up is already finished.");
}

// [SECTION] the battle

Battle PickupSetup::preview() const {
    Battle b;
    b.name = name_;
    b.year = year_;
    b.width = width_;
    b.height = height_;
    b.terrainTypes = types_;
    b.features = tableTerrain();
    b.firstSide = orderKnown_ ? other(first_) : Side::Confederate;
    if (edgeKnown_) {
        for (Side s : {Side::Federal, Side::Confederate}) {
            geom::Aabb t = third(s);
            DeploymentZone z;
            z.side = s;
            z.points = rect(t).points;
            b.zones.push_back(z);
        }
    }
    for (std::size_t i = 0; i < units_.size(); ++i)
        if (placedUnit_[i]) b.units.push_back(units_[i]);
    return b;
}

Battle PickupSetup::battle() const {
    assert(step_ == SetupStep::Ready);
    Battle b = preview();
    std::string rolls;
    if (roll_[0] > 0)
        rolls = " The Federal side rolled " + std::to_string(roll_[0]) + ", the Confederate side " +
                std::to_string(roll_[1]) + ".";
    std::string terrain = rules_.terrainFixed
                              ? " The scenario set the terrain;"
                              : " The " + title(winner_) + " side placed " +
                                    std::to_string(placed_.size()) + " terrain pieces;";
    b.description = "A pick-up battle (LL-SETUP-1)." + rolls + terrain + " the " + title(north_) +
                    " side holds the north edge. The " + title(first_) +
                    " side deployed first; the " + title(b.firstSide) +
                    " side takes the first turn.";
    return b;
}

} // namespace guidon::lite
