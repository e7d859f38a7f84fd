// Shared set-up for the fuzz targets: the asset library, loaded once.
#pragma once

#include "sim/session.h"

#include <cstdlib>
#include <string>

namespace guidon::fuzz {

inline const sim::Library& library() {
    static sim::Library lib = [] {
        sim::Library l;
        data::Problems p;
        const char* root = std::getenv("GUIDON_DATA");
        if (!sim::loadLibrary(root ? root : GUIDON_SOURCE_ROOT, l, p)) std::abort();
        return l;
    }();
    return lib;
}

// Loader contract: never crash, and a refusal always says why with a line
// inside the text.
inline void checkProblems(bool ok, const data::Problems& p, const std::string& text) {
    if (ok != p.empty()) std::abort();
    int lines = 1; // ended by LF, CRLF or a lone CR, as the loaders count them
    for (std::size_t i = 0; i < text.size(); ++i)
        lines +=
            text[i] == '\n' || (text[i] == '\r' && (i + 1 == text.size() || text[i + 1] != '\n'));
    for (const auto& pr : p.list)
        if (pr.message.empty() || pr.line < 0 || pr.line > lines) std::abort();
}

} // namespace guidon::fuzz
