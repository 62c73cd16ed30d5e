//===- ProjectFiles.cpp - instrumented files and their #includes ----------===//
#include "Rewrite/ProjectFiles.h"
#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/Support/Path.h"

using namespace clang;
using namespace mpx;

namespace {
/// Feeds #include directives and the files they enter to ProjectFiles.
class IncludeWatcher : public PPCallbacks {
public:
  IncludeWatcher(ProjectFiles &Files, Activity &Now) : Files(Files), Now(Now) {}
  void InclusionDirective(SourceLocation Hash, const Token &, StringRef, bool,
                          CharSourceRange FilenameRange, OptionalFileEntryRef,
                          StringRef, StringRef, const Module *, bool,
                          SrcMgr::CharacteristicKind) override {
    Activity::Scope Ours(Now, Step::Record);
    Files.noteDirective(Hash, FilenameRange.getEnd());
  }
  void LexedFileChanged(FileID FID, LexedFileChangeReason Reason,
                        SrcMgr::CharacteristicKind, FileID,
                        SourceLocation) override {
    Activity::Scope Ours(Now, Step::Record);
    if (Reason == LexedFileChangeReason::EnterFile)
      Files.noteEntered(FID);
  }
  void FileSkipped(const FileEntryRef &, const Token &,
                   SrcMgr::CharacteristicKind) override {
    Activity::Scope Ours(Now, Step::Record);
    Files.noteSkipped();
  }

private:
  ProjectFiles &Files;
  Activity &Now;
};
} // namespace

void ProjectFiles::attach(Preprocessor &PP, bool InstrumentHeaders,
                          Activity &Now) {
  SM = &PP.getSourceManager();
  Headers = InstrumentHeaders;
  PP.addPPCallbacks(std::make_unique<IncludeWatcher>(*this, Now));
}

/// The end of the line that ends at or after Off, past a comment that the
/// line opens and does not close, and past backslash-newlines.
static unsigned endOfDirective(llvm::StringRef Buf, unsigned Off) {
  bool InComment = false;
  while (Off < Buf.size()) {
    char C = Buf[Off];
    if (InComment) {
      if (Buf.substr(Off).starts_with("*/")) {
        InComment = false;
        ++Off;
      }
    } else if (Buf.substr(Off).starts_with("/*")) {
      InComment = true;
      ++Off;
    } else if (Buf.substr(Off).starts_with("//")) {
      return Buf.find('\n', Off) == StringRef::npos ? Buf.size()
                                                    : Buf.find('\n', Off);
    } else if (C == '\\' && Buf.substr(Off + 1).starts_with("\n")) {
      ++Off;
    } else if (C == '\n') {
      return Off;
    }
    ++Off;
  }
  return Buf.size();
}

void ProjectFiles::noteDirective(SourceLocation Hash, SourceLocation End) {
  Pending = false;
  if (!Hash.isFileID() || !isInstrumented(SM->getFileID(Hash)))
    return;
  FileID In = SM->getFileID(Hash);
  unsigned From = SM->getFileOffset(SM->getExpansionLoc(End));
  Inclusion I;
  I.Begin = SM->getFileOffset(Hash);
  I.End = endOfDirective(SM->getBufferData(In), From);
  I.Skipped = true; // until a file is entered
  Includes[In].push_back(I);
  PendingIn = In;
  Pending = true;
}

void ProjectFiles::noteEntered(FileID FID) {
  if (!Pending)
    return;
  Pending = false;
  Inclusion &I = Includes[PendingIn].back();
  I.Entered = FID;
  I.Skipped = false;
}

void ProjectFiles::noteSkipped() { Pending = false; }

/// The [Begin, End) offsets of the lines of Buf that are `#pragma` Words
/// (e.g. "once", "GCC system_header"), however spaced.
static std::vector<std::pair<unsigned, unsigned>>
pragmaLines(llvm::StringRef Buf, llvm::ArrayRef<llvm::StringRef> Words) {
  std::vector<std::pair<unsigned, unsigned>> Out;
  size_t Line = 0;
  while (Line < Buf.size()) {
    size_t End = Buf.find('\n', Line);
    if (End == llvm::StringRef::npos)
      End = Buf.size();
    llvm::StringRef L = Buf.slice(Line, End).trim();
    bool Match =
        L.consume_front("#") && (L = L.ltrim()).consume_front("pragma");
    for (llvm::StringRef W : Words)
      Match = Match && (L = L.ltrim()).consume_front(W);
    if (Match && L.empty())
      Out.push_back({(unsigned)Line, (unsigned)End});
    Line = End + 1;
  }
  return Out;
}

/// Files in the system's include trees are never rewritten, also when a
/// build names them with -I (pkg-config does: -I/usr/include/glib-2.0).
bool ProjectFiles::isSystemPath(FileID FID) const {
  if (SM->isInSystemHeader(SM->getLocForStartOfFile(FID)) ||
      SM->isInSystemHeader(SM->getLocForEndOfFile(FID)))
    return true;
  OptionalFileEntryRef F = SM->getFileEntryRefForID(FID);
  if (!F)
    return true; // a buffer: <built-in>, <command line>, <scratch space>
  // A header that declares itself a system header stays one.
  llvm::StringRef Buf = SM->getBufferData(FID);
  if (Buf.contains("system_header") &&
      (!pragmaLines(Buf, {"GCC", "system_header"}).empty() ||
       !pragmaLines(Buf, {"clang", "system_header"}).empty()))
    return true;
  llvm::StringRef Dir = F->getDir().getName();
  for (llvm::StringRef Sys : {"/usr/include", "/usr/lib", "/usr/local/include",
                              "/usr/local/lib", MPX_CLANG_RESOURCE_DIR})
    if (Dir == Sys || Dir.starts_with((Sys + "/").str()))
      return true;
  return false;
}

bool ProjectFiles::isInstrumented(FileID FID) const {
  if (FID.isInvalid() || !SM)
    return false;
  if (FID == SM->getMainFileID())
    return true;
  if (!Headers)
    return false;
  auto It = Cache.find(FID);
  if (It != Cache.end())
    return It->second;
  SourceLocation From = SM->getIncludeLoc(FID);
  bool Yes = From.isValid() && From.isFileID() && !isSystemPath(FID) &&
             isInstrumented(SM->getFileID(From));
  Cache[FID] = Yes;
  return Yes;
}

bool ProjectFiles::isInstrumented(SourceLocation Loc) const {
  return Loc.isValid() &&
         isInstrumented(SM->getFileID(SM->getExpansionLoc(Loc)));
}

void ProjectFiles::markNested(const ASTContext &AST) {
  for (const Decl *D : AST.getTranslationUnitDecl()->decls()) {
    if (D->getBeginLoc().isInvalid() || D->getEndLoc().isInvalid())
      continue; // implicit declarations
    SourceLocation B = SM->getExpansionLoc(D->getBeginLoc());
    SourceLocation E = SM->getExpansionLoc(D->getEndLoc());
    FileID FID = SM->getFileID(B);
    if (FID.isInvalid())
      continue;
    auto It = Includes.find(FID);
    if (It == Includes.end() || SM->getFileID(E) != FID)
      continue;
    unsigned From = SM->getFileOffset(B), To = SM->getFileOffset(E);
    auto First = std::partition_point(
        It->second.begin(), It->second.end(),
        [&](const Inclusion &I) { return I.Begin <= From; });
    for (auto I = First; I != It->second.end() && I->Begin < To; ++I)
      I->Nested = true;
  }
}

const std::vector<Inclusion> &ProjectFiles::inclusions(FileID FID) const {
  static const std::vector<Inclusion> None;
  auto It = Includes.find(FID);
  return It == Includes.end() ? None : It->second;
}

std::vector<std::pair<unsigned, unsigned>>
ProjectFiles::pragmaOnceLines(FileID FID) const {
  return pragmaLines(SM->getBufferData(FID), {"once"});
}

std::string ProjectFiles::nameAt(SourceLocation Loc) const {
  FileID FID = SM->getFileID(Loc);
  PresumedLoc P = SM->getPresumedLoc(Loc);
  PresumedLoc Start = SM->getPresumedLoc(SM->getLocForStartOfFile(FID));
  if (P.isInvalid() || Start.isInvalid())
    return "<unknown>";
  if (llvm::StringRef(P.getFilename()) != Start.getFilename())
    return P.getFilename(); // renamed by #line
  return displayName(FID);
}

std::string ProjectFiles::displayName(FileID FID) const {
  if (FID == SM->getMainFileID() && !MainName.empty())
    return MainName;
  PresumedLoc P = SM->getPresumedLoc(SM->getLocForStartOfFile(FID));
  std::string Name = P.isValid() ? P.getFilename() : "<unknown>";
  // Found beside an including file that clang saw by an absolute path the
  // user did not write: name it relative to the main file, as cc would.
  OptionalFileEntryRef Main = SM->getFileEntryRefForID(SM->getMainFileID());
  if (!Main || MainName.empty() || llvm::sys::path::is_absolute(MainName))
    return Name;
  std::string MainDir = Main->getDir().getName().str() + "/";
  if (!llvm::StringRef(Name).starts_with(MainDir))
    return Name;
  llvm::SmallString<128> Rel(llvm::sys::path::parent_path(MainName));
  llvm::sys::path::append(Rel,
                          llvm::StringRef(Name).drop_front(MainDir.size()));
  return std::string(Rel);
}
