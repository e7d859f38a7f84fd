// Every test program's main: doctest's own, with one addition.
// GUIDON_TEST_EXCLUDE, when set, is a doctest test-case-exclude filter
// (names with * and ?, comma-separated), combined with the command line's
// filters (a -tc that names only excluded cases runs none). tools/check uses
// it to leave out, under the sanitizers, the cases that only repeat what runs
// there anyway: Lite's soak (its own soak step plays those battles) and the
// dice calibrations (thousands of rolls through code the other cases cover).
#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>

#include <cstdlib>

int main(int argc, char** argv) {
    doctest::Context context;
    if (const char* exclude = std::getenv("GUIDON_TEST_EXCLUDE"); exclude && *exclude)
        context.addFilter("test-case-exclude", exclude);
    context.applyCommandLine(argc, argv);
    return context.run();
}
