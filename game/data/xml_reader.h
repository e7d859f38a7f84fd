// Strict reading of XML elements for our loaders: typed attributes with ranges,
// every mistake reported with its line, unknown attributes and elements refused
// (a typo in a file must not pass silently).
#pragma once

#include "core/printable.h"
#include "lite/types.h"
#include "problems.h"

#include <tinyxml2.h>

#include <initializer_list>
#include <string>
#include <vector>

namespace guidon::data {

// Every message that quotes a value, a name or a line from a file quotes
// printable(it): cut and escaped (core/printable.h).
using core::printable;

// Parse `text`; on malformed XML report it and return false. Before tinyxml2
// reads it, lone CRs become line feeds (so every line number is right) and
// bytes that are not UTF-8, control characters and character references to
// them are refused at their line.
bool parseXml(tinyxml2::XMLDocument& doc, const std::string& text, const std::string& file,
              Problems& problems);

// The name of the root element ("" when the text is not well-formed XML).
std::string rootElementName(const std::string& text);

// The root element, which must be named `name`.
const tinyxml2::XMLElement* rootNamed(const tinyxml2::XMLDocument& doc, const char* name,
                                      const std::string& file, Problems& problems);

class Element {
  public:
    Element(const tinyxml2::XMLElement* e, const std::string& file, Problems& problems)
        : e_(e), file_(file), problems_(problems) {}

    int line() const { return e_->GetLineNum(); }
    const char* name() const { return e_->Name(); }
    void error(const std::string& message) const { problems_.add(file_, line(), message); }

    bool has(const char* attr) const { return e_->Attribute(attr) != nullptr; }
    bool text(const char* attr, std::string& out, bool required = true,
              std::size_t maxLen = 200) const;
    bool real(const char* attr, double& out, double lo, double hi, bool required = true) const;
    bool integer(const char* attr, int& out, int lo, int hi, bool required = true) const;
    bool boolean(const char* attr, bool& out, bool required = false) const;
    // "x,y x,y ..." in BW.
    bool points(const char* attr, std::vector<core::Vec2>& out, std::size_t minCount,
                std::size_t maxCount = 500, bool required = true) const;
    // "#rrggbb" or "#rrggbbaa" as 0xRRGGBBAA.
    bool colour(const char* attr, unsigned& out, bool required = false) const;
    // Report every attribute not in `allowed`.
    void onlyAttributes(std::initializer_list<const char*> allowed) const;
    // The element's text content, trimmed ("" when none).
    std::string body() const;

  private:
    const char* raw(const char* attr, bool required) const;
    const tinyxml2::XMLElement* e_;
    const std::string& file_;
    Problems& problems_;
};

} // namespace guidon::data
