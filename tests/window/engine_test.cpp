// The engine's pure parts, no display needed: camera arithmetic, the entity
// registry, picking and the canvas's stroke builder.
#include "engine/camera.h"
#include "engine/canvas.h"
#include "engine/components.h"
#include "engine/pick.h"
#include "engine/registry.h"

#include <doctest/doctest.h>

#include <cmath>
#include <string>

using namespace guidon::engine;

namespace {
bool near(sf::Vector2f a, sf::Vector2f b, float eps = 1e-3f) {
    return std::fabs(a.x - b.x) < eps && std::fabs(a.y - b.y) < eps;
}
} // namespace

TEST_CASE("camera maps world to screen and back") {
    Camera cam;
    cam.setViewport({1000.f, 600.f});
    cam.set({24.f, 16.f}, 20.f);
    CHECK(near(cam.toScreen({24.f, 16.f}), {500.f, 300.f}));
    CHECK(near(cam.toScreen({25.f, 16.f}), {520.f, 300.f}));
    CHECK(near(cam.toScreen({24.f, 17.f}), {500.f, 320.f})); // y grows downward on both
    for (sf::Vector2f p :
         {sf::Vector2f{0.f, 0.f}, sf::Vector2f{48.f, 32.f}, sf::Vector2f{-3.5f, 7.25f}})
        CHECK(near(cam.toWorld(cam.toScreen(p)), p));

    SUBCASE("zooming at a point keeps that point under the cursor") {
        sf::Vector2f cursor{130.f, 470.f};
        sf::Vector2f before = cam.toWorld(cursor);
        cam.zoomAt(cursor, 1.15f);
        CHECK(cam.zoom() == doctest::Approx(23.f));
        CHECK(near(cam.toWorld(cursor), before));
    }
    SUBCASE("zoom stays within its limits") {
        cam.setZoomLimits(5.f, 50.f);
        for (int i = 0; i < 100; ++i)
            cam.zoomAt({10.f, 10.f}, 1.5f);
        CHECK(cam.zoom() == doctest::Approx(50.f));
        for (int i = 0; i < 100; ++i)
            cam.zoomAt({10.f, 10.f}, 0.5f);
        CHECK(cam.zoom() == doctest::Approx(5.f));
    }
    SUBCASE("panning moves the picture with the mouse") {
        sf::Vector2f p = cam.toScreen({10.f, 10.f});
        cam.pan({40.f, -15.f});
        CHECK(near(cam.toScreen({10.f, 10.f}), p + sf::Vector2f(40.f, -15.f)));
    }
    SUBCASE("fit shows the whole rectangle inside the area, centred") {
        cam.fit({0.f, 0.f, 48.f, 32.f}, {0.f, 0.f, 700.f, 600.f}, 10.f);
        CHECK(cam.zoom() == doctest::Approx(680.f / 48.f));
        CHECK(near(cam.toScreen({24.f, 16.f}), {350.f, 300.f}));
        sf::Vector2f tl = cam.toScreen({0.f, 0.f}), br = cam.toScreen({48.f, 32.f});
        CHECK(tl.x >= 9.99f);
        CHECK(br.x <= 690.01f);
        CHECK(tl.y >= 0.f);
        CHECK(br.y <= 600.f);
    }
}

TEST_CASE("camera controls: wheel zooms at the cursor, right drag pans, F fits") {
    Camera cam;
    cam.setViewport({800.f, 600.f});
    cam.set({24.f, 16.f}, 10.f);
    CameraControls controls;
    controls.setFitTarget({0.f, 0.f, 48.f, 32.f}, {0.f, 0.f, 800.f, 600.f}, 0.f);

    sf::Event wheel{};
    wheel.type = sf::Event::MouseWheelScrolled;
    wheel.mouseWheelScroll.wheel = sf::Mouse::VerticalWheel;
    wheel.mouseWheelScroll.delta = 2.f;
    wheel.mouseWheelScroll.x = 100;
    wheel.mouseWheelScroll.y = 200;
    sf::Vector2f under = cam.toWorld({100.f, 200.f});
    CHECK(controls.handleEvent(cam, wheel, true, true));
    CHECK(cam.zoom() == doctest::Approx(10.f * 1.15f * 1.15f));
    CHECK(near(cam.toWorld({100.f, 200.f}), under));

    SUBCASE("the UI holding the mouse stops the wheel") {
        float z = cam.zoom();
        CHECK_FALSE(controls.handleEvent(cam, wheel, false, true));
        CHECK(cam.zoom() == z);
    }
    SUBCASE("right drag") {
        sf::Event press{}, move{}, release{};
        press.type = sf::Event::MouseButtonPressed;
        press.mouseButton = {sf::Mouse::Right, 300, 300};
        move.type = sf::Event::MouseMoved;
        move.mouseMove = {330, 280};
        release.type = sf::Event::MouseButtonReleased;
        release.mouseButton = {sf::Mouse::Right, 330, 280};
        sf::Vector2f grabbed = cam.toWorld({300.f, 300.f});
        controls.handleEvent(cam, press, true, true);
        CHECK(controls.dragging());
        controls.handleEvent(cam, move, true, true);
        controls.handleEvent(cam, release, true, true);
        CHECK_FALSE(controls.dragging());
        CHECK(near(cam.toWorld({330.f, 280.f}), grabbed)); // the table followed the mouse
    }
    SUBCASE("F fits") {
        sf::Event f{};
        f.type = sf::Event::KeyPressed;
        f.key.code = sf::Keyboard::F;
        controls.handleEvent(cam, f, true, true);
        CHECK(cam.zoom() == doctest::Approx(std::min(800.f / 48.f, 600.f / 32.f)));
    }
    SUBCASE("arrow keys pan while held") {
        sf::Event left{};
        left.type = sf::Event::KeyPressed;
        left.key.code = sf::Keyboard::Left;
        controls.handleEvent(cam, left, true, true);
        sf::Vector2f c = cam.centre();
        controls.update(cam, 0.1f, true);
        CHECK(cam.centre().x < c.x); // looking further left
        left.type = sf::Event::KeyReleased;
        controls.handleEvent(cam, left, true, true);
        c = cam.centre();
        controls.update(cam, 0.1f, true);
        CHECK(cam.centre().x == c.x);
    }
}

namespace {
struct Health {
    int hp = 0;
};
struct Name {
    std::string text;
};
} // namespace

TEST_CASE("registry: entities, components, views") {
    Registry reg;
    Entity a = reg.create(), b = reg.create(), c = reg.create();
    CHECK(a != kNoEntity);
    CHECK(reg.size() == 3);
    reg.emplace<Health>(a, Health{3});
    reg.emplace<Health>(b, Health{5});
    reg.emplace<Name>(b, Name{"b"});
    reg.emplace<Name>(c, Name{"c"});

    CHECK(reg.has<Health>(a));
    CHECK_FALSE(reg.has<Name>(a));
    CHECK(reg.get<Health>(b).hp == 5);
    CHECK(reg.tryGet<Health>(c) == nullptr);

    int visits = 0;
    reg.each<Health, Name>([&](Entity e, Health& h, Name& n) {
        ++visits;
        CHECK(e == b);
        CHECK(h.hp == 5);
        CHECK(n.text == "b");
        h.hp = 6;
    });
    CHECK(visits == 1);
    CHECK(reg.get<Health>(b).hp == 6);
    CHECK(reg.view<Name>().size() == 2);

    SUBCASE("emplace replaces") {
        reg.emplace<Health>(a, Health{9});
        CHECK(reg.get<Health>(a).hp == 9);
        CHECK(reg.view<Health>().size() == 2);
    }
    SUBCASE("removing a component keeps the others in place") {
        reg.remove<Health>(a);
        CHECK_FALSE(reg.has<Health>(a));
        CHECK(reg.get<Health>(b).hp == 6);
    }
    SUBCASE("destroy removes every component; ids are not reused") {
        reg.destroy(b);
        CHECK_FALSE(reg.alive(b));
        CHECK_FALSE(reg.has<Health>(b));
        CHECK_FALSE(reg.has<Name>(b));
        CHECK(reg.size() == 2);
        Entity d = reg.create();
        CHECK(d != b);
        CHECK_FALSE(reg.has<Name>(d));
        CHECK(reg.get<Name>(c).text == "c");
    }
}

TEST_CASE("picking finds the entity whose footprint holds the point") {
    Registry reg;
    Entity e = reg.create(), f = reg.create();
    reg.emplace<Footprint>(e, Footprint{{{sf::Vector2f{0, 0}, {1, 0}, {1, 1}, {0, 1}}}});
    // A unit turned 45 degrees.
    reg.emplace<Footprint>(f, Footprint{{{sf::Vector2f{5, 4}, {6, 5}, {5, 6}, {4, 5}}}});
    CHECK(pickAt(reg, {0.5f, 0.5f}) == e);
    CHECK(pickAt(reg, {5.f, 5.f}) == f);
    CHECK(pickAt(reg, {4.2f, 4.2f}) == kNoEntity); // in the bounding box, outside the diamond
    CHECK(pickAt(reg, {3.f, 3.f}) == kNoEntity);

    setOnlyTag<Selected>(reg, e);
    setOnlyTag<Selected>(reg, f);
    CHECK_FALSE(reg.has<Selected>(e));
    CHECK(reg.has<Selected>(f));
    setOnlyTag<Selected>(reg, kNoEntity);
    CHECK(reg.view<Selected>().empty());
}

TEST_CASE("canvas strokes: dashes finish at any zoom and carry across corners") {
    Camera cam;
    cam.setViewport({1280.f, 800.f});
    Canvas canvas(cam);
    std::vector<sf::Vector2f> crest{{0.f, 0.f}, {13.37f, 0.1f}, {29.9f, 3.3f}, {48.f, 0.f}};
    // A dash pattern once hung in an endless loop when a zoom left a sliver
    // of a dash at the end of a segment.
    for (float zoom : {3.f, 17.3f, 20.781494f, 55.f, 160.f}) {
        cam.set({24.f, 16.f}, zoom);
        canvas.clear();
        canvas.dashed(crest, 2.5f, 8.75f, 5.f, sf::Color::Black);
        CHECK(canvas.vertexCount() > 0);
        CHECK(canvas.vertexCount() % 6 == 0); // whole quads
    }
    SUBCASE("one long segment: dashes and gaps alternate") {
        cam.setZoomLimits(0.5f, 500.f);
        cam.set({0.f, 0.f}, 1.f);
        canvas.clear();
        canvas.dashed({{0.f, 0.f}, {100.f, 0.f}}, 1.f, 10.f, 10.f, sf::Color::Black);
        CHECK(canvas.vertexCount() == 5 * 6); // dashes at 0, 20, 40, 60, 80
    }
}
