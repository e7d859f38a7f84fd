// Windows drawn over whichever screen is showing: the settings, the rules
// quick reference (F1) and the save dialog. The program owns what they edit
// and applies it; these only draw and report.
#pragma once

#include "data/reference_file.h"
#include "data/settings_file.h"
#include "ui_kit.h"

#include <string>

namespace guidon::client {

// The settings window. `s` is edited in place; true on the frame a change
// is made (the program applies and keeps it). `open` goes false on Close.
// `focus`: bring it to the front (once: it is cleared).
bool drawSettings(data::Settings& s, bool& open, bool& focus, const UiFonts& fonts,
                  ImVec2 windowSize);

// The quick reference of the rules, with a search box. `focus` names a rule
// to open at ("" none); it is cleared once shown.
class ReferenceWindow {
  public:
    void show(const std::string& ruleId = "");
    bool isOpen() const { return open_; }
    void close() { open_ = false; }
    void draw(const data::RulesReference& ref, const UiFonts& fonts, ImVec2 windowSize);

  private:
    bool open_ = false;
    std::string focus_;
    bool scrollPending_ = false;
    char filter_[64] = "";
};

// The save dialog: a name for the file. Returns true when the player
// confirms; `name` holds what he typed.
class SaveDialog {
  public:
    void show(const std::string& suggested);
    bool isOpen() const { return open_; }
    // True on the frame Save is pressed. `error` is shown under the name.
    bool draw(std::string& name, const std::string& error, ImVec2 windowSize);
    void close() { open_ = false; }

  private:
    bool open_ = false;
    bool focus_ = false;
    int generation_ = 0; // a new text box each time it opens: no stale cursor
    char text_[96] = "";
};

// A file name from what a player typed: letters, digits, spaces, '-', '_'
// and '.' kept, the rest dropped; "" when nothing is left.
std::string safeFileName(const std::string& typed);

} // namespace guidon::client
