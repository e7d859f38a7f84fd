// The window program's way into the map editor and pick-up battles: the
// editor kept while a play-test runs, quitting with a map not saved, and
// what a pick-up battle is set up from (the forces chosen, or a scenario
// map's forces and fixed choices).
#include "app.h"
#include "app_support.h"

#include "data/battle_file.h"

#include <imgui.h>

#include <filesystem>
#include <iostream>

namespace guidon::app {

namespace fs = std::filesystem;

void App::showEditor(const std::string& path) {
    if (!editor_) {
        editor_ = std::make_unique<client::EditorScreen>(
            lib_, gfx_->assets, fonts_, client::EditorFolders{root_ + "/maps", paths_.mapsDir()});
        editor_->setLowCost(gfx_->window.softwareRenderer());
        // Maps kept when Guidon closed with them not saved.
        std::error_code ec;
        int kept = 0;
        for (const auto& e : fs::directory_iterator(paths_.mapsDir(), ec))
            if (e.path().filename().string().rfind("unsaved-", 0) == 0) ++kept;
        if (kept > 0)
            toast(std::to_string(kept) + (kept == 1 ? " map" : " maps") +
                  " not saved when Guidon closed " + (kept == 1 ? "is" : "are") +
                  " kept as unsaved-...: Open lists them.");
    }
    if (!path.empty()) {
        std::string error;
        if (!editor_->open(path, error)) {
            std::cerr << error << "\n";
            toast(error, true);
        }
    }
    page_.reset();
    pageName_ = "none";
    inEditor_ = true;
}

bool App::pickupChoice(const client::Go& g, client::PickupChoice& c) {
    // The forces the player chose from the library, unless a scenario map
    // gives its own; what the map fixes, it fixes (LL-SETUP-1).
    const lite::PickupLibrary& lib = lib_.pickup;
    for (int si = 0; si < 2; ++si) {
        core::Side side = si == 0 ? core::Side::Federal : core::Side::Confederate;
        int i = g.force[si];
        const lite::PickupForce* f =
            i >= 0 && std::size_t(i) < lib.forces.size() && lib.forces[std::size_t(i)].side == side
                ? &lib.forces[std::size_t(i)]
                : lib.firstForce(side);
        if (f) c.force[si] = *f;
    }
    c.year = g.year;
    if (!g.path.empty()) {
        lite::Battle map;
        data::Problems p;
        if (!data::loadBattle(g.path, lib_.terrain, map, p)) {
            std::cerr << p.str();
            showProblems("This pick-up scenario cannot be loaded", "it can be set up", lines(p));
            return false;
        }
        c.rules = lite::pickupRulesFor(map);
        for (int si = 0; si < 2; ++si)
            if (auto f = lite::forceFromBattle(map, si == 0 ? core::Side::Federal
                                                            : core::Side::Confederate))
                c.force[si] = *f;
        c.year = map.year;
        c.name = map.name;
        c.description = map.description;
    }
    if (c.force[0].units.empty() || c.force[1].units.empty()) {
        showProblems("A pick-up battle cannot be set up", "it can be set up",
                     {"assets/pickup.xml has no force for one of the sides."});
        return false;
    }
    return true;
}

void App::showPickup(const client::Go& g) {
    client::PickupChoice c;
    if (!pickupChoice(g, c)) return;
    c.computer[0] = g.computer[0];
    c.computer[1] = g.computer[1];
    c.seed = g.haveSeed ? g.seed : randomSeed();
    auto screen = std::make_unique<client::PickupScreen>(lib_.pickup, lib_.terrain, gfx_->assets,
                                                         fonts_, c, paths_.pickupsDir());
    screen->setLowCost(gfx_->window.softwareRenderer());
    page_ = std::move(screen);
    pageName_ = "pickup";
    inEditor_ = false; // a play-test of a pick-up scenario goes through it too
}

} // namespace guidon::app
