// A fixture of tests/deps: the core links only the standard library and Box2D.
#pragma once
#include <SFML/Graphics.hpp>
#include <box2d/box2d.h>
#include <vector>
