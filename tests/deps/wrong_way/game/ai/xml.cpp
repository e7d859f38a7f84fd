// A fixture of tests/deps: only game/data reads XML.
#include <tinyxml2.h>
