// A fixture of tests/deps: the core links only the standard library and Box2D.
#include <box2d/box2d.h>
#include <vector>
#include <SFML/Graphics.hpp>
