// A fixture of tests/deps: a header of the window's shell.
#pragma once
