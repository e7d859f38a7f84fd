#include "text_dump.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <unordered_map>

namespace guidon::client {

namespace {

struct GlyphRef {
    const ImFont* font;
    const ImFontGlyph* glyph;
};

std::uint64_t uvKey(float u, float v) {
    std::uint32_t a = 0, b = 0;
    std::memcpy(&a, &u, sizeof a);
    std::memcpy(&b, &v, sizeof b);
    return (std::uint64_t(a) << 32) | b;
}

// ImFont::RenderText writes each visible glyph as four vertices: (x0,y0)
// with (U0,V0), (x1,y0) with (U1,V0), (x1,y1) with (U1,V1), (x0,y1) with
// (U0,V1). A glyph's top-left texture coordinate is unique in the atlas.
std::unordered_multimap<std::uint64_t, GlyphRef> glyphTable() {
    std::unordered_multimap<std::uint64_t, GlyphRef> table;
    ImFontAtlas* atlas = ImGui::GetIO().Fonts;
    for (const ImFont* f : atlas->Fonts)
        for (const ImFontGlyph& g : f->Glyphs)
            if (g.Visible) table.emplace(uvKey(g.U0, g.V0), GlyphRef{f, &g});
    return table;
}

void appendUtf8(std::string& s, unsigned c) {
    if (c < 0x80) {
        s += char(c);
    } else if (c < 0x800) {
        s += char(0xC0 | (c >> 6));
        s += char(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        s += char(0xE0 | (c >> 12));
        s += char(0x80 | ((c >> 6) & 0x3F));
        s += char(0x80 | (c & 0x3F));
    } else {
        s += char(0xF0 | (c >> 18));
        s += char(0x80 | ((c >> 12) & 0x3F));
        s += char(0x80 | ((c >> 6) & 0x3F));
        s += char(0x80 | (c & 0x3F));
    }
}

// ImDrawVert::col is IM_COL32: R in the low byte.
std::uint32_t toRgba(ImU32 c) {
    std::uint32_t r = c & 0xFF, g = (c >> 8) & 0xFF, b = (c >> 16) & 0xFF, a = (c >> 24) & 0xFF;
    return (r << 24) | (g << 16) | (b << 8) | a;
}

struct Run {
    DrawnText out;
    const ImFont* font = nullptr;
    float scale = 1.f;
    float baseY = 0.f; // the line's pen y
    float penX = 0.f;  // where the next glyph of this run would start
};

} // namespace

std::vector<DrawnText> drawnTexts(const ImDrawData* data) {
    std::vector<DrawnText> result;
    if (!data || !data->Valid) return result;
    auto table = glyphTable();
    Run run;
    bool open = false;
    auto close = [&] {
        if (open && !run.out.text.empty()) result.push_back(run.out);
        open = false;
    };
    for (int l = 0; l < data->CmdListsCount; ++l) {
        const ImDrawList* list = data->CmdLists[l];
        const ImDrawVert* vtx = list->VtxBuffer.Data;
        const int vtxCount = list->VtxBuffer.Size;
        for (const ImDrawCmd& cmd : list->CmdBuffer) {
            if (cmd.UserCallback || cmd.ElemCount == 0) continue;
            // The vertices this command draws: a contiguous range in practice.
            unsigned lo = ~0u, hi = 0;
            for (unsigned i = 0; i < cmd.ElemCount; ++i) {
                unsigned v = unsigned(list->IdxBuffer[int(cmd.IdxOffset + i)]) + cmd.VtxOffset;
                lo = std::min(lo, v);
                hi = std::max(hi, v);
            }
            const ImVec4& clip = cmd.ClipRect;
            for (unsigned i = lo; i + 3 <= hi && int(i + 3) < vtxCount; ++i) {
                const ImDrawVert& a = vtx[i];
                auto range = table.equal_range(uvKey(a.uv.x, a.uv.y));
                const GlyphRef* hit = nullptr;
                for (auto it = range.first; it != range.second; ++it) {
                    const ImFontGlyph& g = *it->second.glyph;
                    if (vtx[i + 1].uv.x == g.U1 && vtx[i + 1].uv.y == g.V0 &&
                        vtx[i + 2].uv.x == g.U1 && vtx[i + 2].uv.y == g.V1 &&
                        vtx[i + 3].uv.x == g.U0 && vtx[i + 3].uv.y == g.V1) {
                        hit = &it->second;
                        break;
                    }
                }
                if (!hit) continue;
                const ImFontGlyph& g = *hit->glyph;
                float x0 = a.pos.x, y0 = a.pos.y, x1 = vtx[i + 2].pos.x, y1 = vtx[i + 2].pos.y;
                i += 3; // the loop's ++i steps past the quad
                if ((a.col >> 24) == 0) continue;
                if (x1 <= clip.x || x0 >= clip.z || y1 <= clip.y || y0 >= clip.w) continue;
                float scale = g.X1 > g.X0 ? (x1 - x0) / (g.X1 - g.X0) : 1.f;
                float penX = x0 - g.X0 * scale, baseY = y0 - g.Y0 * scale;
                std::uint32_t rgba = toRgba(a.col);
                // Same font, colour and line, starting where the run ends or a
                // few spaces on: the same run (spaces draw no quad).
                bool joins = false;
                int spaces = 0;
                if (open && run.font == hit->font && run.out.rgba == rgba &&
                    std::fabs(run.baseY - baseY) < 0.5f) {
                    const ImFontGlyph* sp = hit->font->FindGlyphNoFallback(' ');
                    float space = (sp ? sp->AdvanceX : hit->font->FontSize * 0.3f) * scale;
                    float gap = penX - run.penX;
                    if (std::fabs(gap) < 0.75f) {
                        joins = true;
                    } else if (gap > 0.f && gap < space * 2.6f) {
                        joins = true;
                        spaces = std::max(1, int(std::lround(gap / space)));
                    }
                }
                if (!joins) {
                    close();
                    run = Run{};
                    run.font = hit->font;
                    run.scale = scale;
                    run.baseY = baseY;
                    run.out.x = x0;
                    run.out.y = baseY;
                    run.out.h = hit->font->FontSize * scale;
                    run.out.rgba = rgba;
                    open = true;
                }
                run.out.text.append(std::size_t(spaces), ' ');
                appendUtf8(run.out.text, g.Codepoint);
                run.penX = penX + g.AdvanceX * scale;
                run.out.w = std::max(run.out.w, run.penX - run.out.x);
            }
        }
        close();
    }
    close();
    return result;
}

std::string formatDrawnTexts(const std::vector<DrawnText>& texts) {
    std::string out;
    char head[96];
    for (const DrawnText& t : texts) {
        std::snprintf(head, sizeof head, "%d %d %d %d #%08x ", int(std::lround(t.x)),
                      int(std::lround(t.y)), int(std::lround(t.w)), int(std::lround(t.h)),
                      unsigned(t.rgba));
        out += head;
        for (char c : t.text)
            out += (c == '\n' || c == '\r') ? ' ' : c;
        out += '\n';
    }
    return out;
}

} // namespace guidon::client
