// Pick-up battles (RULINGS LL-SETUP-1): the names, the roll, where the set-up
// stands, the edges and the order, ending a step, and the battle it makes.
// Placing terrain is setup_terrain.cpp's, the deployment setup_deploy.cpp's,
// the computer's choices setup_auto.cpp's.
#include "setup.h"
#include "setup_detail.h"

#include <algorithm>
#include <cassert>

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
