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

// A field of the pretty JSON `play --json` prints: "key": value, quotes
// taken off a string ("" when the key is not there).
inline std::string jsonField(const std::string& json, const std::string& key) {
    auto k = json.find("\"" + key + "\": ");
    if (k == std::string::npos) return "";
    auto start = k + key.size() + 4;
    auto end = json.find_first_of(",\n", start);
    std::string v = json.substr(start, end - start);
    if (!v.empty() && v.front() == '"') v = v.substr(1, v.size() - 2);
    return v;
}

} // namespace guidon::test::cli
