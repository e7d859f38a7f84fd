// A fixture of tests/deps: a header of the tree outside every module.
#pragma once
