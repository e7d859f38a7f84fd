// Writing the player's files so that nothing is lost: saves, autosaves,
// settings and maps go to a temporary file beside the target, which is
// flushed to the disk, renamed over the target, and the folder flushed too.
// A crash, a kill or a power cut leaves the old file or the new one, whole.
#pragma once

#include <string>
#include <vector>

namespace guidon::data {

// The temporary file a write of `target` goes through (`target`.tmp).
std::string temporaryFor(const std::string& target);

// Write `text` to `path` durably. A `path` that is a symbolic link is written
// where it points (dotfiles kept elsewhere); a target that exists and is not
// a regular file (a device, a pipe, a folder) is never written through.
// False with `error` a sentence naming the file and the system's reason
// ("cannot write saves/x.xml.tmp: Permission denied").
bool writeTextFileAtomic(const std::string& path, const std::string& text, std::string& error);

// Remove the temporary files a killed writer left in `dir` (`*.xml.tmp`,
// and the `*.xml.tmp.XXXXXX` of older versions): regular files only, never a
// folder or a link. Returns the names removed. Call it only while no other
// program writes there (the window does it under its lock, home_lock.h).
std::vector<std::string> removeLeftoverTemporaries(const std::string& dir);

} // namespace guidon::data
