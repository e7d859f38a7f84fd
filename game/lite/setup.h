// Pick-up battles (RULINGS LL-SETUP-1): the set-up before a game as a small
// copyable state machine. Both sides roll (ties re-rolled); the higher roller
// places terrain pieces, the other chooses a table edge, the higher roller
// chooses to deploy first or second, each side deploys in its edge third, and
// the side that deployed second takes the first turn. A scenario may fix any
// part (PickupRules). At Ready, battle() is a complete Battle to start a game.
//
// Every call that changes the set-up returns nothing when it is done, or a
// Refusal{rule = "LL-SETUP-1", reason = a sentence}; a refused call changes
// nothing. Events go to log(), in order.
#pragma once

#include "battle.h"
#include "command.h"
#include "core/dice.h"
#include "core/geometry.h"
#include "core/terrain_index.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace guidon::lite {

// [SECTION] the library (assets/pickup.xml)

// A terrain piece drawn around its own origin (0,0): placing it turns it by an
// angle and puts the origin at a point of the table.
struct PickupPiece {
    std::string id;
    std::string name;
    TerrainFeature feature; // shape, type, width; points and crest about the origin
    int sourceLine = 0;
};

// A named force for one side: units with type, name, bases and files; their
// positions are chosen in the deployment.
struct PickupForce {
    std::string id;
    std::string name;
    Side side = Side::Federal;
    std::vector<UnitSetup> units;
    int sourceLine = 0;
};

struct PickupLibrary {
    double width = 48.0; // the default table, BW
    double height = 32.0;
    int year = 1862;
    std::vector<PickupPiece> pieces;
    std::vector<PickupForce> forces;

    int findPiece(const std::string& id) const; // -1 when none
    const PickupForce* findForce(const std::string& id) const;
    // The first force of a side (nullptr when it has none).
    const PickupForce* firstForce(Side side) const;
};

// [SECTION] the set-up

enum class Edge : std::uint8_t { North, South }; // north: y = 0, the top of the table
const char* nameOf(Edge e);
bool parseEdge(const std::string& text, Edge& out);

// What a scenario fixes; everything left unset is played out.
struct PickupRules {
    std::string name;   // the battle's; "" = "Pick-up: FEDERAL FORCE v CONFEDERATE FORCE"
    int year = 0;       // the battle's (its decks); 0 = the library's
    double width = 0.0; // the table; 0 = the library's
    double height = 0.0;
    bool terrainFixed = false; // `terrain` is on the table already: no terrain step
    std::vector<TerrainFeature> terrain;
    std::optional<Side> winner;        // this side counts as the higher roller
    std::optional<Side> northSide;     // this side has the north edge: no edge step
    std::optional<Side> firstDeployer; // this side deploys first: no order step
};

// A pick-up scenario map (Battle::pickup, maps/*.xml with <pickup>) as the
// rules of its set-up: its name, year and table; its terrain fixed when it
// has any (else pieces are placed); and the choices it fixes. The window and
// guidon-cli pickup --map both start a set-up from these.
PickupRules pickupRulesFor(const Battle& map);
// The map's units of `side` as a force named after the battle and the side
// (id "federal" or "confederate"). Each unit keeps the file's place as the
// designer's suggestion; the set-up still has the players deploy it. Nullopt
// when the side has no units: the forces then come from the library.
std::optional<PickupForce> forceFromBattle(const Battle& map, Side side);

enum class SetupStep : std::uint8_t { PlaceTerrain, ChooseEdge, ChooseOrder, Deploy, Ready };
const char* nameOf(SetupStep s);

enum class SetupEventKind : std::uint8_t {
    Rolled, // one roll of both dice (a tie is re-rolled: another Rolled follows)
    Fixed,  // the scenario settles a choice
    PiecePlaced,
    PieceRemoved,
    TerrainDone,
    EdgeChosen,
    OrderChosen,
    UnitDeployed,
    DeployDone,
    Ready,
};
const char* nameOf(SetupEventKind k);

struct SetupEvent {
    SetupEventKind kind = SetupEventKind::Rolled;
    Side side = Side::Federal; // who acted (or rolled higher)
    std::string text;          // a sentence for the log
    std::vector<int> dice;     // Rolled: federal's die, then confederate's
    int index = -1;            // the placed piece or the unit it concerns
};

// A piece on the table: which library piece, where, and its shape there.
struct PlacedPiece {
    int piece = -1; // index into the library's pieces
    Vec2 at;
    double angle = 0.0; // degrees clockwise
    TerrainFeature feature;
};

class PickupSetup {
  public:
    // Starts the set-up and makes the roll at once. The forces' unit ids must
    // differ between the two sides (the pick-up loader makes sure of it).
    PickupSetup(const PickupLibrary& library, std::vector<TerrainType> terrainTypes,
                const PickupForce& federal, const PickupForce& confederate, PickupRules rules = {},
                std::uint64_t seed = 0, const std::vector<int>& dice = {});

    // -- where the set-up stands
    SetupStep step() const { return step_; }
    Side decider() const;                // who must act now (meaningless at Ready)
    std::string describePending() const; // a line for players and logs, with the CLI words
    bool ready() const { return step_ == SetupStep::Ready; }

    // -- the roll
    Side winner() const { return winner_; }            // the higher roller
    int roll(Side s) const { return roll_[index(s)]; } // his last die (0 when nobody rolled)
    int minPieces() const;                             // the higher roll
    int maxPieces() const;                             // the sum of both rolls
    // Every roll-off (federal, confederate), ties too; empty when nobody rolled.
    const std::vector<std::pair<int, int>>& rolls() const { return rolls_; }

    // -- terrain
    const std::vector<PickupPiece>& library() const { return pieces_; }
    const std::vector<PlacedPiece>& placed() const { return placed_; }
    const std::vector<TerrainFeature>& fixedTerrain() const { return rules_.terrain; }
    // The shape piece `piece` would have at `at` turned by `angle` (for a ghost).
    TerrainFeature pieceShape(int piece, Vec2 at, double angle) const;
    std::optional<Refusal> checkPiece(int piece, Vec2 at, double angle) const;
    std::optional<Refusal> placePiece(int piece, Vec2 at, double angle = 0.0);
    std::optional<Refusal> removePiece(int placedIndex);
    // A random legal set of pieces (adds to those placed), between the bounds.
    std::optional<Refusal> autoTerrain(Pcg32& rng);

    // -- edges and order
    std::optional<Edge> edgeOf(Side s) const;
    // The decider (the lower roller) takes this edge for his own side.
    std::optional<Refusal> chooseEdge(Edge own);
    // Give `side` this edge (the other side gets the other one).
    std::optional<Refusal> chooseEdge(Side side, Edge e);
    std::optional<Refusal> chooseOrder(bool winnerFirst);
    std::optional<Side> firstDeployer() const;

    // -- deployment
    double width() const { return width_; }
    double height() const { return height_; }
    // The side's edge third (valid once its edge is known, else empty).
    geom::Aabb third(Side s) const;
    const std::vector<UnitSetup>& units() const { return units_; } // federal first
    bool isPlaced(int unit) const { return placedUnit_[static_cast<std::size_t>(unit)]; }
    std::vector<int> unitsToPlace(Side s) const;
    int findUnit(const std::string& id) const; // -1 when none
    std::optional<Refusal> checkDeploy(int unit, Vec2 front, double facing) const;
    std::optional<Refusal> deployUnit(int unit, Vec2 front, double facing);
    // Every unit of `side` (the deployer) in rows across the middle of its
    // third, facing the enemy edge, each at a legal place.
    std::optional<Refusal> autoDeploy(Side side);

    // Ends the terrain step (at least the higher roll of pieces placed) or the
    // deployer's deployment (every unit placed).
    std::optional<Refusal> done();

    // -- results
    const std::vector<SetupEvent>& log() const { return log_; }
    // What is on the table so far as a battle (terrain, zones once the edges
    // are known, the units placed): for drawing.
    Battle preview() const;
    // The battle to play; only at Ready.
    Battle battle() const;
    // Dice given to the constructor that the set-up did not use (for the game).
    std::vector<int> unusedDice() const;

  private:
    void rollOff();
    void advance(); // skip the steps the scenario fixes
    void add(SetupEventKind kind, Side side, std::string text, int index = -1,
             std::vector<int> dice = {});
    std::optional<Refusal> wrongStep(SetupStep wanted) const;
    std::vector<TerrainFeature> tableTerrain() const;
    void reindex(); // index_ from the terrain on the table

    std::string name_;
    int year_ = 1862;
    double width_ = 48.0, height_ = 32.0;
    std::vector<TerrainType> types_;
    std::vector<PickupPiece> pieces_;
    PickupRules rules_;
    Dice dice_;
    std::vector<int> script_;

    SetupStep step_ = SetupStep::PlaceTerrain;
    Side winner_ = Side::Federal;
    int roll_[2] = {0, 0};
    std::vector<std::pair<int, int>> rolls_;
    std::vector<PlacedPiece> placed_;
    std::vector<TerrainPiece> index_; // tableTerrain() as convex pieces
    bool edgeKnown_ = false;
    Side north_ = Side::Federal;
    bool orderKnown_ = false;
    Side first_ = Side::Federal;
    Side deployer_ = Side::Federal;
    std::vector<UnitSetup> units_;
    std::vector<bool> placedUnit_;
    std::vector<SetupEvent> log_;
};

// The random stream the computer's set-up choices draw from for a seed: the
// same in the window, guidon-cli and the balance check, so one seed gives one
// set-up everywhere.
inline Pcg32 setupChoices(std::uint64_t seed) {
    return Pcg32(seed, 7u);
}

// The computer's choice at the step the set-up stands at, for the side that
// decides: random legal terrain up to the least number of pieces (then done),
// a random edge, deploying second (it sees the enemy's line and moves first),
// its units in rows across its third (then done). The editor's balance check
// plays set-ups with it, the window's computer seat with the same choice as
// lines (lite::computerLines, setup_lines.h). A refusal means the
// choice could not be made (a piece that fits nowhere: then `done` is tried).
std::optional<Refusal> computerChoice(PickupSetup& setup, Pcg32& rng);

// Whether a pick-up scenario map can be set up at all: the computer makes
// every choice for a few seeds (its forces, else the library's first), and
// when none of them reaches the end, the reason the last one stopped, in a
// sentence. nullopt: it can. The editor's problems list and `guidon-cli
// validate` say so before a player meets a set-up that cannot be finished.
std::optional<std::string> whyNoSetUp(const PickupLibrary& library,
                                      const std::vector<TerrainType>& types, const Battle& map);

} // namespace guidon::lite
