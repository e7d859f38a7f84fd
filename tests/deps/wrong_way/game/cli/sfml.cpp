// A fixture of tests/deps: nor SFML or ImGui.
#include <SFML/Window.hpp>
