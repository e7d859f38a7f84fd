// A screen of the window program: takes the window's events, builds its UI
// each frame, draws itself. The program's loop owns the window and the UI,
// and moves between screens when one asks to go somewhere (takeGo()), after
// the frame, so no screen is destroyed while it runs.
#pragma once

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Window/Event.hpp>

#include <cstdint>
#include <optional>
#include <string>

namespace guidon::client {

// Where a screen asks the program to go.
struct Go {
    enum class To {
        MainMenu,  // the title screen
        NewBattle, // choose a battle and who plays each side
        Start,     // start `path` with `seed` (a random one unless haveSeed); no path:
                   // back to the running game
        LoadList,  // the saved games
        Load,      // load the save at `path` (replays it)
        Delete,    // delete the save at `path`, then list the saves again
        Settings,  // the settings window over the current screen
        Reference, // the rules quick reference over the current screen
        Save,      // save the running game (asks for a name)
        Editor,    // the map editor: open `path` ("" : as it was left, or a new map)
        PlayTest,  // start the battle at `path` from the editor, coming back to it after
        PickUp,    // set up a pick-up battle: `force`, `year`, `seed`, `computer`
        // Play on the game the pick-up screen set up (in its Session), with
        // `seed` and `computer`.
        StartPickUp,
        Quit,
    };
    To to = To::MainMenu;
    std::string path;
    std::uint64_t seed = 0;
    bool haveSeed = false;
    // By side index: the level of the computer playing it ("" a player at the screen).
    std::string computer[2];
    // PickUp: each side's force (an index into the pick-up library's forces)
    // and the year of the decks (0: the library's).
    int force[2] = {0, 0};
    int year = 0;
    // PickUp: the editor's play-test of a pick-up scenario (the game it
    // makes must not autosave over the player's own game).
    bool playTest = false;
};

class Screen {
  public:
    virtual ~Screen() = default;
    // `uiMouse`/`uiKeys`: the UI wants the mouse/keyboard, so leave them be.
    virtual void event(const sf::Event& e, bool uiMouse, bool uiKeys) = 0;
    // Once a frame, between the UI's newFrame() and render().
    virtual void update(float dt, sf::Vector2f windowSize, bool uiKeys) = 0;
    virtual void draw(sf::RenderTarget& target) = 0;
    // Still moving on screen (an animation): the loop keeps drawing frames.
    virtual bool animating() const { return false; }
    bool wantsQuit() const { return go_ && go_->to == Go::To::Quit; }
    // The request made this frame, if any (taken once).
    std::optional<Go> takeGo() {
        std::optional<Go> g = std::move(go_);
        go_.reset();
        return g;
    }

  protected:
    void go(Go g) { go_ = std::move(g); }
    void go(Go::To to, std::string path = "") {
        Go g;
        g.to = to;
        g.path = std::move(path);
        go_ = std::move(g);
    }

  private:
    std::optional<Go> go_;
};

} // namespace guidon::client
