// The shipped cards' one-line summaries (issue 19): every card has one, and it
// fits the line its face gives it, measured with the font the face draws it
// in at the interface's sizes of 100% and 140%.
#include "client/lite/card_face.h"
#include "engine/assets.h"
#include "sim/session.h"

#include <doctest/doctest.h>

#include <imgui.h>

#include <string>
#include <vector>

using namespace guidon;

namespace {

// The card face's small font: DejaVu Sans at 12 points (App::buildFonts),
// rasterised at the interface's scale and drawn at 1/scale, as
// ImGuiLayer::addFont does.
constexpr float kSmallFontPoints = 12.f;

// The small font at each interface scale, in one ImGui context.
class Fonts {
  public:
    Fonts() : context_(ImGui::CreateContext()) {
        std::string path = std::string(engine::kSystemFontDir) + "/" + engine::kSansFont;
        static const ImWchar ranges[] = {0x0020, 0x00FF, 0x2013, 0x2014, 0x2212, 0x2212, 0};
        for (float scale : {1.f, 1.4f}) {
            ImFont* f = ImGui::GetIO().Fonts->AddFontFromFileTTF(
                path.c_str(), kSmallFontPoints * scale, nullptr, ranges);
            REQUIRE_MESSAGE(f, "no font at " << path << " (install fonts-dejavu-core)");
            fonts_.push_back(f);
        }
        unsigned char* pixels = nullptr;
        int w = 0, h = 0;
        ImGui::GetIO().Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);
    }
    ~Fonts() { ImGui::DestroyContext(context_); }
    Fonts(const Fonts&) = delete;
    Fonts& operator=(const Fonts&) = delete;
    // Points wide at each scale.
    std::vector<float> widths(const std::string& text) const {
        std::vector<float> out;
        for (ImFont* f : fonts_)
            out.push_back(f->CalcTextSizeA(kSmallFontPoints, 1e6f, 0.f, text.c_str()).x);
        return out;
    }

  private:
    ImGuiContext* context_;
    std::vector<ImFont*> fonts_;
};

} // namespace

TEST_CASE("every shipped card has a summary that fits one line of its face at 100% and 140%") {
    sim::Library lib;
    data::Problems p;
    REQUIRE_MESSAGE(sim::loadLibrary(GUIDON_SOURCE_ROOT, lib, p), p.str());
    REQUIRE(!lib.cards.empty());
    Fonts fonts;
    for (const lite::CardDef& c : lib.cards) {
        INFO(c.id << ": \"" << c.summary << "\"");
        CHECK(!c.summary.empty());
        for (float w : fonts.widths(c.summary))
            CHECK(w <= client::kCardSummaryWidth);
    }
}
