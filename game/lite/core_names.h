// The shared core's names, as Lite's own: Lite's code (and code outside that
// speaks Lite, as core::Vec2) uses them unqualified. Lite's own types
// are in types.h.
#pragma once

#include "core/dice.h"
#include "core/dice_pool.h"
#include "core/geometry.h"
#include "core/hash.h"
#include "core/map.h"
#include "core/printable.h"
#include "core/refusal.h"
#include "core/side.h"
#include "core/terrain_index.h"
#include "core/vec.h"

namespace guidon::lite {

using core::buildTerrainIndex;
using core::commandLineProblem;
using core::Dice;
using core::DicePool;
using core::Die;
using core::dot;
using core::FeatureShape;
using core::forwardOf;
using core::Hasher;
using core::hashHex;
using core::index;
using core::isControl;
using core::kPi;
using core::kQuoteLimit;
using core::length;
using core::nameOf;
using core::other;
using core::parseSide;
using core::Pcg32;
using core::printable;
using core::Refusal;
using core::refusalOf;
using core::rightOf;
using core::rollPool;
using core::Side;
using core::TerrainFeature;
using core::TerrainPiece;
using core::utf8Char;
using core::utf8Length;
using core::Vec2;
namespace geom = core::geom;

} // namespace guidon::lite
