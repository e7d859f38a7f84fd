// A fixture of tests/deps: a ruleset's UI (Lite's table), which the shell
// includes only in its factory (client/table_ui.cpp).
#pragma once
