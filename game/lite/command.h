// Every change to a game is a Command: plain data, written to a file and read
// back as one line of text (command_text.h). The side is the player who sends
// it; the rules refuse a command from the side that is not to decide.
#pragma once

#include "types.h"

#include <string>
#include <vector>

namespace guidon::lite {

enum class CommandKind : std::uint8_t {
    Reshuffle, // LL-CARD-2 (1)
    KeepDeck,
    Invoke,    // invoke `phase` with 1-2 cards and an optional modifier (LL-CARD-3)
    NoFire,    // decline the fire phase (LL-CARD-2 (2))
    Pass,      // LL-CARD-2 (3), LL-CARD-5
    Interrupt, // LL-CARD-4
    NoInterrupt,
    EndPhase,
    Morale,  // spend the listed cards (possibly none) for morale
    March,   // move one unit: about-face and segments (LL-MOVE 1-4)
    Form,    // change one unit's formation instead of moving (LL-MOVE-5)
    Bombard, // choose the unit a battery bombards (LL-FIRE-4)
    Losses,  // choose how a unit re-forms after losing bases (LL-LOSS-1)
    Charge,  // charge with one unit: an optional wheel, then into contact (LL-CHARGE-1)
    Discard, // discard one card so that falling-back units pass freely (LL-FALLBACK-3)
    NoDiscard,
    FallBack, // the way a unit falls back: anchor -1 left, 0 rear, +1 right (LL-FALLBACK-2)
};

// One piece of a unit's move (LL-MOVE-2, LL-MOVE-3). Angles are degrees,
// positive to the right (clockwise on the table).
enum class SegmentKind : std::uint8_t {
    Forward, // straight ahead or oblique, |angle| <= 45, facing kept
    Wheel,   // pivot on a front corner: angle > 0 wheels right, < 0 left
    Flank,   // straight, |angle| > 45 from the facing, facing kept
};
struct MoveSegment {
    SegmentKind kind = SegmentKind::Forward;
    double angle = 0.0;
    double distance = 0.0; // BW; unused for wheels
};

enum class FormationKind : std::uint8_t { FaceLeft, FaceRight, Guidon, Limber, Unlimber, Prolong };
enum class GuidonForm : std::uint8_t { Left, Right, Rear };
struct FormationChange {
    FormationKind kind = FormationKind::FaceLeft;
    int file = 0; // guidon: the front-rank base that keeps its place (0 = leftmost)
    GuidonForm form = GuidonForm::Right;
    int files = 0;         // guidon: files of the new grid
    double distance = 0.0; // prolong: BW, negative = backward
};
const char* nameOf(CommandKind k);

struct Command {
    CommandKind kind = CommandKind::Pass;
    Side side = Side::Federal;
    Phase phase = Phase::None;
    std::vector<int> cards; // card instances of `side`
    int modifier = -1;      // card instance or -1
    // Invoke: modifier cards beyond the first, as the player asked for them.
    // Always refused (LL-CARD-3: one modifier a phase); kept in the command so
    // that the refusal is the rules' own.
    std::vector<int> extraModifiers;
    int unit = -1;                     // March, Form, and interrupts that name a unit
    bool aboutFace = false;            // March: about-face first (LL-MOVE-4)
    std::vector<MoveSegment> segments; // March
    FormationChange formation;         // Form
    int target = -1;                   // Bombard: the enemy unit
    int files = 0;                     // Losses: files after the loss (0: keep)
    int anchor = 0;                    // Losses: -1 keep the left flank, 0 the centre, +1 the right
};

} // namespace guidon::lite
