// Running the built guidon-cli from a test: its exit code and what it wrote.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include <sys/wait.h>
#include <unistd.h>

namespace guidon::test::cli {

inline const std::string kCli = GUIDON_CLI;
inline const std::string kRoot = GUIDON_SOURCE_ROOT;

struct Run {
    int code = -1;
    std::string out;
    std::string err;
};

// A fresh name under /tmp for this test process.
inline std::string tempPath(const std::string& name) {
    static int n = 0;
    return "/tmp/guidon-cli-test-" + std::to_string(getpid()) + "-" + std::to_string(n++) + "-" +
           name;
}

inline std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// guidon-cli ARGS (shell words) with `input` on its standard input, run in
// `cwd` ("" : this process's folder).
inline Run run(const std::string& args, const std::string& input = "",
               const std::string& cwd = "") {
    std::string out = tempPath("out"), err = tempPath("err"), in = tempPath("in");
    std::ofstream(in) << input;
    std::string cmd = (cwd.empty() ? "" : "cd '" + cwd + "' && ") + "GUIDON_DATA='" + kRoot +
                      "' '" + kCli + "' " + args + " <'" + in + "' >'" + out + "' 2>'" + err + "'";
    int status = std::system(cmd.c_str());
    Run r;
    r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    r.out = slurp(out);
    r.err = slurp(err);
    std::remove(out.c_str());
    std::remove(err.c_str());
    std::remove(in.c_str());
    return r;
}

} // namespace guidon::test::cli
