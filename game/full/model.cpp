#include "model.h"

#include <array>

namespace guidon::full {

namespace {

template <class E, std::size_t N>
std::optional<E> parseFrom(const std::array<std::string_view, N>& words, std::string_view s) {
    for (std::size_t i = 0; i < N; ++i)
        if (words[i] == s) return static_cast<E>(i);
    return std::nullopt;
}

constexpr std::array<std::string_view, 3> kArms{"infantry", "cavalry", "artillery"};
constexpr std::array<std::string_view, kFormations> kFormationWords{
    "line", "open-order", "assault-column", "road-column",
    "mounted", "dismounted", "limbered", "unlimbered"};
constexpr std::array<std::string_view, kFormations> kFormationTitles{
    "line of battle", "open order", "assault column", "road column",
    "mounted", "dismounted", "limbered", "unlimbered"};
constexpr std::array<std::string_view, kWeapons> kWeaponWords{"smoothbore", "rifled", "repeater",
                                                              "breechloader"};
constexpr std::array<std::string_view, kGunTypes> kGunWords{
    "6-pdr", "napoleon", "howitzer", "ordnance", "10-pdr-parrott", "20-pdr-parrott"};
constexpr std::array<std::string_view, kGunTypes> kGunTitles{
    "6-pdr field gun", "12-pdr Napoleon", "12-pdr howitzer",
    "3-inch Ordnance rifle", "10-pdr Parrott", "20-pdr Parrott"};
constexpr std::array<std::string_view, kExperiences> kExperienceWords{"veteran", "regular", "green"};
constexpr std::array<std::string_view, kRatings> kRatingWords{"aggressive", "reliable", "timid"};
constexpr std::array<std::string_view, 4> kTierWords{"bugle", "courier", "distant", "out"};
constexpr std::array<std::string_view, 3> kCoverWords{"none", "light", "heavy"};
constexpr std::array<std::string_view, 2> kGoingWords{"open", "woods"};
constexpr std::array<std::string_view, kTraits> kTraitWords{
    "rebel-yell", "iron-discipline", "seen-the-elephant", "steady", "sharpshooters"};
constexpr std::array<std::string_view, kTraits> kTraitTitles{
    "Rebel Yell", "Iron Discipline", "Seen the Elephant", "Steady", "Sharpshooters"};

int bitIndex(std::uint8_t bit) {
    for (int i = 0; i < kTraits; ++i)
        if (bit == (1u << i)) return i;
    return -1;
}

} // namespace

std::string_view nameOf(Arm a) { return kArms[static_cast<int>(a)]; }
std::string_view nameOf(Formation f) { return kFormationWords[static_cast<int>(f)]; }
std::string_view nameOf(Weapon w) { return kWeaponWords[static_cast<int>(w)]; }
std::string_view nameOf(GunType g) { return kGunWords[static_cast<int>(g)]; }
std::string_view nameOf(Experience e) { return kExperienceWords[static_cast<int>(e)]; }
std::string_view nameOf(Rating r) { return kRatingWords[static_cast<int>(r)]; }
std::string_view nameOf(Tier t) { return kTierWords[static_cast<int>(t)]; }
std::string_view nameOf(Cover c) { return kCoverWords[static_cast<int>(c)]; }
std::string_view nameOf(Going g) { return kGoingWords[static_cast<int>(g)]; }
std::string_view traitName(std::uint8_t bit) {
    int i = bitIndex(bit);
    return i < 0 ? std::string_view{} : kTraitWords[i];
}
std::string_view titleOf(Formation f) { return kFormationTitles[static_cast<int>(f)]; }
std::string_view titleOf(GunType g) { return kGunTitles[static_cast<int>(g)]; }
std::string_view titleOf(Trait t) {
    int i = bitIndex(t);
    return i < 0 ? std::string_view{} : kTraitTitles[i];
}

std::optional<Arm> parseArm(std::string_view s) { return parseFrom<Arm>(kArms, s); }
std::optional<Formation> parseFormation(std::string_view s) {
    return parseFrom<Formation>(kFormationWords, s);
}
std::optional<Weapon> parseWeapon(std::string_view s) { return parseFrom<Weapon>(kWeaponWords, s); }
std::optional<GunType> parseGunType(std::string_view s) { return parseFrom<GunType>(kGunWords, s); }
std::optional<Experience> parseExperience(std::string_view s) {
    return parseFrom<Experience>(kExperienceWords, s);
}
std::optional<Rating> parseRating(std::string_view s) { return parseFrom<Rating>(kRatingWords, s); }
std::optional<Cover> parseCover(std::string_view s) { return parseFrom<Cover>(kCoverWords, s); }
std::optional<Going> parseGoing(std::string_view s) { return parseFrom<Going>(kGoingWords, s); }
std::uint8_t parseTrait(std::string_view s) {
    for (int i = 0; i < kTraits; ++i)
        if (kTraitWords[i] == s) return static_cast<std::uint8_t>(1u << i);
    return 0;
}

bool allowed(Arm a, Formation f) {
    switch (a) {
    case Arm::Infantry:
        return f == Formation::Line || f == Formation::OpenOrder || f == Formation::AssaultColumn ||
               f == Formation::RoadColumn;
    case Arm::Cavalry: // FG-D-27, FG-D-41
        return f == Formation::Mounted || f == Formation::RoadColumn || f == Formation::Dismounted;
    case Arm::Artillery:
        return f == Formation::Limbered || f == Formation::Unlimbered;
    }
    return false;
}

Formation ratesRow(Arm a, Formation f, bool screen) {
    if (screen) return Formation::OpenOrder; // FG-D-28
    if (a == Arm::Cavalry && f == Formation::RoadColumn) return Formation::Mounted; // FG-D-27
    return f;
}

} // namespace guidon::full
