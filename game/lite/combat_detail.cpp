#include "combat_detail.h"

#include "movement.h"

#include <cmath>

namespace guidon::lite::detail {

double leastAt(const std::function<double(double)>& f, double a, double b, int iterations) {
    const double r = (std::sqrt(5.0) - 1.0) / 2.0;
    double x1 = b - r * (b - a), x2 = a + r * (b - a), f1 = f(x1), f2 = f(x2);
    for (int i = 0; i < iterations && b - a > 1e-10; ++i) {
        if (f1 <= f2) {
            b = x2, x2 = x1, f2 = f1;
            x1 = b - r * (b - a), f1 = f(x1);
        } else {
            a = x1, x1 = x2, f1 = f2;
            x2 = a + r * (b - a), f2 = f(x2);
        }
    }
    return f1 <= f2 ? x1 : x2;
}

std::vector<std::vector<Vec2>> footprintPolys(const Unit& u) {
    std::vector<std::vector<Vec2>> out;
    for (const auto& b : footprint(u))
        out.push_back(geom::corners(b));
    return out;
}

} // namespace guidon::lite::detail
