#include "words.h"

#include <cstdio>

namespace guidon::core {

std::string shortNumber(double v, int decimals) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    std::string s = buf;
    if (s.find('.') != std::string::npos) {
        while (s.back() == '0')
            s.pop_back();
        if (s.back() == '.') s.pop_back();
    }
    return s == "-0" ? "0" : s;
}

std::string joinWords(const std::vector<std::string>& items, const char* between,
                      const char* last) {
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i > 0) out += i + 1 == items.size() ? last : between;
        out += items[i];
    }
    return out;
}

const char* sideTitle(Side s) {
    return s == Side::Federal ? "Federal" : "Confederate";
}

const char* sidePlural(Side s) {
    return s == Side::Federal ? "Federals" : "Confederates";
}

} // namespace guidon::core
