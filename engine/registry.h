// A small entity-component registry for presentation: entities are plain ids,
// each component type lives in its own packed array (a sparse set), and each()
// visits the entities that have all the asked-for components. The game state
// stays the authority; the registry mirrors it for drawing and picking.
#pragma once

#include <cassert>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

namespace guidon::engine {

// Ids start at 1 and are never reused, so a stale id is simply not alive.
using Entity = std::uint32_t;
constexpr Entity kNoEntity = 0;

class Registry {
  public:
    Entity create() {
        alive_.push_back(1);
        ++count_;
        return static_cast<Entity>(alive_.size() - 1);
    }

    bool alive(Entity e) const { return e < alive_.size() && alive_[e]; }

    void destroy(Entity e) {
        if (!alive(e)) return;
        for (auto& s : storages_)
            if (s) s->erase(e);
        alive_[e] = 0;
        --count_;
    }

    std::size_t size() const { return count_; }

    // Add (or replace) a component.
    template <class T, class... Args> T& emplace(Entity e, Args&&... args) {
        assert(alive(e));
        Storage<T>& s = storage<T>();
        if (T* existing = s.find(e)) {
            *existing = T{std::forward<Args>(args)...};
            return *existing;
        }
        return s.add(e, T{std::forward<Args>(args)...});
    }

    template <class T> void remove(Entity e) {
        if (auto* s = findStorage<T>()) s->erase(e);
    }

    template <class T> bool has(Entity e) const {
        auto* s = findStorage<T>();
        return s && s->contains(e);
    }

    template <class T> T* tryGet(Entity e) {
        auto* s = findStorage<T>();
        return s ? s->find(e) : nullptr;
    }
    template <class T> const T* tryGet(Entity e) const {
        auto* s = findStorage<T>();
        return s ? s->find(e) : nullptr;
    }

    template <class T> T& get(Entity e) {
        T* t = tryGet<T>(e);
        assert(t && "entity lacks this component");
        return *t;
    }
    template <class T> const T& get(Entity e) const {
        const T* t = tryGet<T>(e);
        assert(t && "entity lacks this component");
        return *t;
    }

    // Every entity holding all of First, Rest..., in the order First's
    // components were added (removals reorder). f(Entity, First&, Rest&...).
    // Do not add or remove First, Rest... components inside f; collect the
    // entities with view() first when that is needed.
    template <class First, class... Rest, class F> void each(F&& f) {
        Storage<First>* first = findStorage<First>();
        if (!first) return;
        for (std::size_t i = 0; i < first->entities.size(); ++i) {
            Entity e = first->entities[i];
            if (!(has<Rest>(e) && ...)) continue;
            f(e, first->values[i], get<Rest>(e)...);
        }
    }
    template <class First, class... Rest, class F> void each(F&& f) const {
        const Storage<First>* first = findStorage<First>();
        if (!first) return;
        for (std::size_t i = 0; i < first->entities.size(); ++i) {
            Entity e = first->entities[i];
            if (!(has<Rest>(e) && ...)) continue;
            f(e, first->values[i], get<Rest>(e)...);
        }
    }

    // A snapshot of the entities holding all of Ts..., safe to change while
    // walking it.
    template <class First, class... Rest> std::vector<Entity> view() const {
        std::vector<Entity> out;
        if (const Storage<First>* first = findStorage<First>())
            for (Entity e : first->entities)
                if ((has<Rest>(e) && ...)) out.push_back(e);
        return out;
    }

  private:
    struct StorageBase {
        virtual ~StorageBase() = default;
        virtual void erase(Entity e) = 0;
    };

    // Sparse set: sparse[e] is 1 + the index of e's component in the packed
    // arrays, or 0 when e has none.
    template <class T> struct Storage final : StorageBase {
        std::vector<std::uint32_t> sparse;
        std::vector<Entity> entities;
        std::vector<T> values;

        T* find(Entity e) {
            if (e >= sparse.size() || sparse[e] == 0) return nullptr;
            return &values[sparse[e] - 1];
        }
        const T* find(Entity e) const {
            if (e >= sparse.size() || sparse[e] == 0) return nullptr;
            return &values[sparse[e] - 1];
        }
        bool contains(Entity e) const { return e < sparse.size() && sparse[e] != 0; }
        T& add(Entity e, T&& value) {
            if (e >= sparse.size()) sparse.resize(e + 1, 0);
            entities.push_back(e);
            values.push_back(std::move(value));
            sparse[e] = static_cast<std::uint32_t>(values.size());
            return values.back();
        }
        void erase(Entity e) override {
            if (!contains(e)) return;
            std::size_t i = sparse[e] - 1, last = values.size() - 1;
            if (i != last) {
                values[i] = std::move(values[last]);
                entities[i] = entities[last];
                sparse[entities[i]] = static_cast<std::uint32_t>(i + 1);
            }
            values.pop_back();
            entities.pop_back();
            sparse[e] = 0;
        }
    };

    static std::size_t nextTypeIndex() {
        static std::size_t next = 0;
        return next++;
    }
    template <class T> static std::size_t typeIndex() {
        static const std::size_t index = nextTypeIndex();
        return index;
    }

    template <class T> Storage<T>& storage() {
        std::size_t i = typeIndex<T>();
        if (i >= storages_.size()) storages_.resize(i + 1);
        if (!storages_[i]) storages_[i] = std::make_unique<Storage<T>>();
        return static_cast<Storage<T>&>(*storages_[i]);
    }
    template <class T> Storage<T>* findStorage() const {
        std::size_t i = typeIndex<T>();
        if (i >= storages_.size() || !storages_[i]) return nullptr;
        return static_cast<Storage<T>*>(storages_[i].get());
    }

    std::vector<std::uint8_t> alive_{0}; // slot 0 is kNoEntity, never alive
    std::size_t count_ = 0;
    std::vector<std::unique_ptr<StorageBase>> storages_;
};

} // namespace guidon::engine
