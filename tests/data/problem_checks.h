// Checks on the problems a reader reports, shared by the data tests:
// problem number `index` is at `fileName`:`lineNo` and its message holds
// every word given; and how many problems there are.
#pragma once

#include "data/problems.h"

#include <doctest/doctest.h>

#include <initializer_list>
#include <string>

inline bool problemHasWord(const std::string& message, const std::string& word) {
    return message.find(word) != std::string::npos;
}

#define CHECK_PROBLEM_AT(problems, index, fileName, lineNo, ...)                                   \
    do {                                                                                           \
        INFO("problems:\n" << (problems).str());                                                   \
        REQUIRE((problems).size() > static_cast<std::size_t>(index));                              \
        const guidon::data::Problem& pr_ = (problems).list[static_cast<std::size_t>(index)];       \
        CHECK(pr_.file == (fileName));                                                             \
        CHECK(pr_.line == (lineNo));                                                               \
        for (const std::string& w_ : std::initializer_list<std::string>{__VA_ARGS__}) {            \
            INFO("expected words: " << w_);                                                        \
            CHECK(problemHasWord(pr_.message, w_));                                                \
        }                                                                                          \
    } while (0)
#define CHECK_COUNT(problems, n)                                                                   \
    do {                                                                                           \
        INFO("problems:\n" << (problems).str());                                                   \
        CHECK((problems).size() == static_cast<std::size_t>(n));                                   \
    } while (0)
