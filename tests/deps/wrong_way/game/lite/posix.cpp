// A fixture of tests/deps: the pure modules use the standard library only.
#include <unistd.h>
