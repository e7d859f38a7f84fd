#include "app_support.h"

#include <ctime>
#include <random>

namespace guidon::app {

std::vector<std::string> lines(const data::Problems& p) {
    std::vector<std::string> out;
    for (const data::Problem& x : p.list)
        out.push_back(x.str());
    return out;
}

std::uint64_t randomSeed() {
    return (std::uint64_t(std::random_device{}()) << 32) ^ std::random_device{}();
}

std::string stamp() {
    std::time_t t = std::time(nullptr);
    std::tm tm{};
    localtime_r(&t, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y%m%d-%H%M%S", &tm);
    return buf;
}

} // namespace guidon::app
