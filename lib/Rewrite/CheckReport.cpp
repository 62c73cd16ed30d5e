//===- CheckReport.cpp - writing the check map into its directory ---------===//
#include "Rewrite/CheckReport.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace mpx;

/// Where the pages of the source Name go, relative to DIR, without the
/// extension: "files/" + its path, ".." as "up", a leading "/" as "root/".
static std::string pageStem(StringRef Name) {
  std::string Out = "files";
  if (sys::path::is_absolute(Name, sys::path::Style::posix))
    Out += "/root";
  for (StringRef Part :
       llvm::make_range(sys::path::begin(Name, sys::path::Style::posix),
                        sys::path::end(Name))) {
    if (Part == "/" || Part == "." || Part.empty())
      continue;
    Out += "/";
    Out += Part == ".." ? "up" : Part.str();
  }
  return Out;
}

/// "../" once for each directory of Stem below DIR.
static std::string backToRoot(StringRef Stem) {
  std::string Out;
  for (char Ch : Stem)
    if (Ch == '/')
      Out += "../";
  return Out;
}

/// Writes Text to Path through a temporary file, so that a reader never
/// sees half a file.
static Error writeFile(StringRef Path, StringRef Text) {
  if (std::error_code EC =
          sys::fs::create_directories(sys::path::parent_path(Path)))
    return createFileError(Path, EC);
  return writeToOutput(Path, [&](raw_ostream &OS) {
    OS << Text;
    return Error::success();
  });
}

/// The summaries of every file page under Dir, by file name.
static Expected<std::vector<PageSummary>> readSummaries(StringRef Dir) {
  std::vector<PageSummary> Out;
  SmallString<256> Files(Dir);
  sys::path::append(Files, "files");
  std::error_code EC;
  for (sys::fs::recursive_directory_iterator It(Files, EC), End;
       It != End && !EC; It.increment(EC)) {
    if (sys::path::extension(It->path()) != ".json")
      continue;
    auto Buf = MemoryBuffer::getFile(It->path());
    if (!Buf)
      return createFileError(It->path(), Buf.getError());
    Expected<json::Value> V = json::parse((*Buf)->getBuffer());
    if (!V)
      return createFileError(It->path(), V.takeError());
    Expected<PageSummary> S = summaryFromJson(*V);
    if (!S)
      return createFileError(It->path(), S.takeError());
    Out.push_back(std::move(*S));
  }
  if (EC && EC != std::errc::no_such_file_or_directory)
    return createFileError(Files, EC);
  llvm::sort(Out, [](const PageSummary &A, const PageSummary &B) {
    return A.File < B.File;
  });
  return Out;
}

/// Makes index.html and index.json again from the pages Dir holds, under
/// Dir/.lock (other rewrites of the same build may be writing theirs).
static Error writeIndex(StringRef Dir) {
  SmallString<256> Lock(Dir);
  sys::path::append(Lock, ".lock");
  int FD = -1;
  if (std::error_code EC = sys::fs::openFileForReadWrite(
          Lock, FD, sys::fs::CD_OpenAlways, sys::fs::OF_None))
    return createFileError(Lock, EC);
  auto Close =
      make_scope_exit([FD] { sys::Process::SafelyCloseFileDescriptor(FD); });
  if (std::error_code EC = sys::fs::lockFile(FD))
    return createFileError(Lock, EC);
  auto Unlock = make_scope_exit([FD] { sys::fs::unlockFile(FD); });
  Expected<std::vector<PageSummary>> Pages = readSummaries(Dir);
  if (!Pages)
    return Pages.takeError();
  SmallString<256> Html(Dir), Json(Dir);
  sys::path::append(Html, "index.html");
  sys::path::append(Json, "index.json");
  if (Error E = writeFile(Html, indexPage(*Pages)))
    return E;
  std::string Text;
  raw_string_ostream(Text) << formatv("{0:2}", indexJson(*Pages)) << "\n";
  return writeFile(Json, Text);
}

Error mpx::writeCheckReport(StringRef Dir, StringRef Unit,
                            const std::vector<MarkedFile> &Files) {
  if (std::error_code EC = sys::fs::create_directories(Dir))
    return createFileError(Dir, EC);
  for (const MarkedFile &F : Files) {
    std::string Stem = pageStem(F.Name);
    PageSummary S = summarise(F, Stem + ".html", Stem + ".json", Unit.str());
    SmallString<256> Html(Dir), Json(Dir);
    sys::path::append(Html, Stem + ".html");
    sys::path::append(Json, Stem + ".json");
    if (Error E = writeFile(Html, filePage(F, S, backToRoot(Stem))))
      return E;
    std::string Text;
    raw_string_ostream(Text) << formatv("{0:2}", fileJson(F, S)) << "\n";
    if (Error E = writeFile(Json, Text))
      return E;
  }
  return writeIndex(Dir);
}
