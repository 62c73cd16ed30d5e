//===- RewriteCache.cpp - rewrites reused across builds -------------------===//
//
// Layout under the cache directory, two-character fan-out as ccache's:
//   ab/abcd....manifest   "entry RESULT" lines, each followed by
//                         "HASH PATH" lines (newest entry first)
//   12/1234....c          a rewrite; 12/1234....stderr its messages
// Watched paths below the working directory are kept relative to it (the
// rewrite names them so too): a build in another directory with the same
// command line checks its own files.
//
//===----------------------------------------------------------------------===//
#include "RewriteCache.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/raw_ostream.h"
#include <vector>

using namespace llvm;

namespace mpxcc {

namespace {
/// Entries kept per manifest: one per set of headers seen for a source.
constexpr size_t MaxEntries = 8;

std::string hexHash(StringRef Data) {
  return toHex(SHA256::hash(arrayRefFromStringRef(Data)), /*LowerCase=*/true);
}

/// The hash of Path's contents, "" when it cannot be read.
std::string fileHash(StringRef Path) {
  auto Buf = MemoryBuffer::getFile(Path, /*IsText=*/false,
                                   /*RequiresNullTerminator=*/false);
  return Buf ? hexHash((*Buf)->getBuffer()) : "";
}

/// A program's identity as ccache's compiler_check=mtime sees it: its
/// resolved path, size and modification time.
std::string programIdentity(StringRef Program) {
  std::string Path = Program.str();
  if (!Program.contains('/'))
    if (ErrorOr<std::string> Found = sys::findProgramByName(Program))
      Path = *Found;
  sys::fs::file_status St;
  if (sys::fs::status(Path, St))
    return Path + " ?";
  return Path + " " + std::to_string(St.getSize()) + " " +
         std::to_string(St.getLastModificationTime().time_since_epoch().count());
}

/// Writes Text to Path through a temporary renamed into place.
bool writeAtomically(StringRef Path, StringRef Text) {
  if (sys::fs::create_directories(sys::path::parent_path(Path)))
    return false;
  SmallString<256> Temp;
  int FD;
  if (sys::fs::createUniqueFile(Path + ".tmp-%%%%%%%%", FD, Temp))
    return false;
  {
    raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Text;
    OS.close();
    if (OS.has_error()) {
      OS.clear_error();
      sys::fs::remove(Temp);
      return false;
    }
  }
  if (sys::fs::rename(Temp, Path)) {
    sys::fs::remove(Temp);
    return false;
  }
  return true;
}

std::string readFile(StringRef Path, bool &Ok) {
  auto Buf = MemoryBuffer::getFile(Path, /*IsText=*/false,
                                   /*RequiresNullTerminator=*/false);
  Ok = bool(Buf);
  return Buf ? (*Buf)->getBuffer().str() : "";
}

/// One stored rewrite of a manifest: its result and the files it watches.
struct Entry {
  std::string Result;
  std::vector<std::pair<std::string, std::string>> Files; ///< hash, path
};

std::vector<Entry> parseManifest(StringRef Text) {
  std::vector<Entry> Out;
  SmallVector<StringRef, 64> Lines;
  Text.split(Lines, '\n', -1, /*KeepEmpty=*/false);
  for (StringRef L : Lines) {
    if (L.consume_front("entry ")) {
      Out.push_back({L.str(), {}});
      continue;
    }
    auto [Hash, Path] = L.split(' ');
    if (!Out.empty() && !Path.empty())
      Out.back().Files.push_back({Hash.str(), Path.str()});
  }
  return Out;
}

std::string printManifest(const std::vector<Entry> &Entries) {
  std::string Out;
  for (const Entry &E : Entries) {
    Out += "entry " + E.Result + "\n";
    for (const auto &[Hash, Path] : E.Files)
      Out += Hash + " " + Path + "\n";
  }
  return Out;
}
} // namespace

std::string RewriteCache::pathFor(StringRef Hash, StringRef Ext) const {
  SmallString<256> P(Dir);
  sys::path::append(P, Hash.take_front(2), Hash + Ext);
  return std::string(P);
}

std::string RewriteCache::key(const Command &Cmd, StringRef Output,
                              StringRef Source, StringRef Rewriter,
                              StringRef Compiler) const {
  std::string Contents = fileHash(Source);
  if (Contents.empty())
    return "";
  std::string Text = "mpx-cc rewrite cache 1\n" MPX_VERSION "\n";
  Text += programIdentity(Rewriter) + "\n" + programIdentity(Compiler) + "\n";
  for (const std::string &A : Cmd)
    if (A != Output)
      Text += A + '\0';
  return hexHash(Text + "\n" + Contents);
}

bool RewriteCache::fetch(StringRef Key, StringRef Output,
                         std::string &Messages) const {
  bool Ok;
  std::string Manifest = readFile(pathFor(Key, ".manifest"), Ok);
  if (!Ok)
    return false;
  StringMap<std::string> Hashes; // each file hashed once per lookup
  for (const Entry &E : parseManifest(Manifest)) {
    bool Same = true;
    for (const auto &[Hash, Path] : E.Files) {
      auto It = Hashes.try_emplace(Path, "").first;
      if (It->second.empty())
        It->second = fileHash(Path);
      if (It->second != Hash) {
        Same = false;
        break;
      }
    }
    if (!Same)
      continue;
    Messages = readFile(pathFor(E.Result, ".stderr"), Ok);
    return Ok && !sys::fs::copy_file(pathFor(E.Result, ".c"), Output);
  }
  return false;
}

void RewriteCache::store(StringRef Key, StringRef Output, StringRef Messages,
                         StringRef InputList) const {
  bool Ok;
  std::string List = readFile(InputList, Ok);
  std::string Text = Ok ? readFile(Output, Ok) : "";
  if (!Ok)
    return;
  Entry New;
  SmallVector<StringRef, 64> Paths;
  StringRef(List).split(Paths, '\n', -1, /*KeepEmpty=*/false);
  SmallString<256> Cwd;
  if (sys::fs::current_path(Cwd))
    return;
  Cwd += "/";
  std::string Watched;
  for (StringRef P : Paths) {
    std::string Hash = fileHash(P);
    if (Hash.empty())
      return;
    // Below the working directory, a path is kept relative to it: a build
    // in another directory checks its own files.
    P.consume_front(Cwd);
    New.Files.push_back({Hash, P.str()});
    Watched += Hash + " " + P.str() + "\n";
  }
  New.Result = hexHash(Key.str() + "\n" + Watched);
  if (!writeAtomically(pathFor(New.Result, ".c"), Text) ||
      !writeAtomically(pathFor(New.Result, ".stderr"), Messages))
    return;
  std::string ManifestPath = pathFor(Key, ".manifest");
  std::vector<Entry> Entries = {New};
  for (Entry &E : parseManifest(readFile(ManifestPath, Ok)))
    if (E.Result != New.Result && Entries.size() < MaxEntries)
      Entries.push_back(std::move(E));
  writeAtomically(ManifestPath, printManifest(Entries));
}

} // namespace mpxcc
