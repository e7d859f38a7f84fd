#include "setup_lines.h"

#include <cmath>
#include <cstdlib>
#include <sstream>
#include <vector>

namespace guidon::lite {

namespace {

bool number(const std::string& w, double& out) {
    if (w.empty()) return false;
    char* end = nullptr;
    out = std::strtod(w.c_str(), &end);
    return end && *end == '\0' && std::isfinite(out);
}

bool point(const std::string& w, Vec2& out) {
    auto comma = w.find(',');
    return comma != std::string::npos && number(w.substr(0, comma), out.x) &&
           number(w.substr(comma + 1), out.y);
}

} // namespace

bool applySetupLine(PickupSetup& setup, const std::string& line, Pcg32& rng,
                    std::optional<Refusal>& refusal, std::string& error) {
    // Once the line passes, its words may be quoted back as they are.
    error = commandLineProblem(line);
    if (!error.empty()) return false;
    std::istringstream in(line);
    std::vector<std::string> w;
    for (std::string word; in >> word;)
        w.push_back(word);
    refusal.reset();
    if (w.empty()) {
        error = "an empty line";
        return false;
    }
    const std::string& verb = w[0];
    for (const char* bare : {"auto-terrain", "done", "auto-deploy"})
        if (verb == bare && w.size() != 1) {
            error = "'" + verb + "' takes nothing after it";
            return false;
        }
    auto usage = [&](const char* form) {
        error = std::string("write it as: ") + form;
        return false;
    };
    if (verb == "piece") {
        Vec2 at;
        double angle = 0;
        if ((w.size() != 3 && w.size() != 4) || !point(w[2], at) ||
            (w.size() == 4 && !number(w[3], angle)))
            return usage("piece ID X,Y [ANGLE]");
        int p = -1;
        for (std::size_t i = 0; i < setup.library().size(); ++i)
            if (setup.library()[i].id == w[1]) p = static_cast<int>(i);
        if (p < 0) {
            std::string known;
            for (const auto& piece : setup.library())
                known += (known.empty() ? "" : ", ") + piece.id;
            error = "no terrain piece '" + w[1] + "' in the library (known: " + known + ")";
            return false;
        }
        refusal = setup.placePiece(p, at, angle);
    } else if (verb == "remove") {
        double n = 0;
        if (w.size() != 2 || !number(w[1], n) || n != std::floor(n) || n < 1 || n > 1000)
            return usage("remove N (the number of a placed piece, from 1)");
        refusal = setup.removePiece(static_cast<int>(n) - 1);
    } else if (verb == "auto-terrain") {
        refusal = setup.autoTerrain(rng);
    } else if (verb == "done") {
        refusal = setup.done();
    } else if (verb == "edge") {
        Edge e = Edge::North;
        Side side = setup.decider();
        if (w.size() < 2 || w.size() > 3 || !parseEdge(w.back(), e) ||
            (w.size() == 3 && !parseSide(w[1], side)))
            return usage("edge [federal|confederate] north|south");
        refusal = setup.chooseEdge(side, e);
    } else if (verb == "order") {
        if (w.size() != 2 || (w[1] != "first" && w[1] != "second"))
            return usage("order first|second");
        refusal = setup.chooseOrder(w[1] == "first");
    } else if (verb == "deploy") {
        Vec2 at;
        double facing = 0;
        if ((w.size() != 3 && w.size() != 4) || !point(w[2], at) ||
            (w.size() == 4 && !number(w[3], facing)))
            return usage("deploy UNIT X,Y [FACING]");
        int u = setup.findUnit(w[1]);
        if (u < 0) {
            error = "no unit '" + w[1] + "' in either force";
            return false;
        }
        // Without a facing the unit faces the enemy's edge.
        if (w.size() == 3) {
            auto edge = setup.edgeOf(setup.units()[static_cast<std::size_t>(u)].side);
            facing = edge && *edge == Edge::North ? 180.0 : 0.0;
        }
        refusal = setup.deployUnit(u, at, facing);
    } else if (verb == "auto-deploy") {
        refusal = setup.autoDeploy(setup.decider());
    } else {
        error = "'" + verb +
                "' is not a set-up line (piece, remove, auto-terrain, done, edge, order, deploy, "
                "auto-deploy)";
        return false;
    }
    return true;
}

std::string setupLineWords(const std::string& line) {
    std::istringstream in(line);
    std::string out;
    for (std::string word; in >> word;)
        out += (out.empty() ? "" : " ") + word;
    return out;
}

std::vector<std::string> computerLines(const PickupSetup& setup, Pcg32& rng) {
    switch (setup.step()) {
    case SetupStep::PlaceTerrain:
        // Pieces up to the least number, then done; when they do not fit,
        // auto-terrain's refusal says why (and keeps none of them).
        if (static_cast<int>(setup.placed().size()) < setup.minPieces())
            return {"auto-terrain", "done"};
        return {"done"};
    case SetupStep::ChooseEdge:
        return {rng.below(2) == 0 ? "edge north" : "edge south"};
    case SetupStep::ChooseOrder:
        // Deploying second: it sees the enemy's line and moves first.
        return {"order second"};
    case SetupStep::Deploy:
        if (!setup.unitsToPlace(setup.decider()).empty()) return {"auto-deploy", "done"};
        return {"done"};
    case SetupStep::Ready:
        break;
    }
    return {};
}

} // namespace guidon::lite
