#include "side.h"

namespace guidon::core {

const char* nameOf(Side s) {
    return s == Side::Federal ? "federal" : "confederate";
}

bool parseSide(const std::string& text, Side& out) {
    if (text == "federal") {
        out = Side::Federal;
        return true;
    }
    if (text == "confederate") {
        out = Side::Confederate;
        return true;
    }
    return false;
}

} // namespace guidon::core
