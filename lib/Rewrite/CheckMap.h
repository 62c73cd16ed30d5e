//===- CheckMap.h - what became of each access, for the check map -*- C++
//-*-===//
//
// Every access the instrumenter meets gets one mark: checked, proved in
// bounds (with the proof), or left unchecked (with the reason), at its
// source range and in its function.  The planners record the marks they
// decide (an elided check, a construct skipped); the checks come from the
// plan as emitted, so that a function left as written shows unchecked.
// `--check-report=DIR` turns the marks into pages (CheckReport.h).
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_CHECKMAP_H
#define MPX_REWRITE_CHECKMAP_H

#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace clang {
class FunctionDecl;
class LangOptions;
class SourceManager;
class Stmt;
} // namespace clang

namespace mpx {

class ProjectFiles;

enum class MarkStatus { Checked, Proved, Unchecked };

/// "checked", "proved" or "unchecked".
const char *statusName(MarkStatus S);

/// One access as planning left it.
struct AccessMark {
  clang::SourceRange Range; ///< the access's tokens
  const clang::FunctionDecl *Function = nullptr;
  std::string Kind; ///< "read", "write", "read-write", "call", "access"
  MarkStatus Status = MarkStatus::Checked;
  std::string Why; ///< the proof, the reason or what it is checked against
};

/// A mark placed in its file: offsets and lines of its text.
struct PlacedMark {
  unsigned Begin = 0, End = 0; ///< byte offsets, [Begin, End)
  unsigned Line = 0, Col = 0, EndLine = 0, EndCol = 0;
  std::string Function;
  std::string Kind;
  MarkStatus Status = MarkStatus::Checked;
  std::string Why;
};

/// The marks of one source file, with its text.
struct MarkedFile {
  std::string Name; ///< as reports name it
  std::string Text;
  std::vector<PlacedMark> Marks; ///< by offset, outer before inner
};

class CheckMap {
public:
  void add(AccessMark M) { Marks.push_back(std::move(M)); }
  /// Marks every access through a pointer inside S unchecked, for Why.
  void addUnvisited(const clang::Stmt *S, const clang::FunctionDecl *FD,
                    llvm::StringRef Why);
  /// Drops FD's marks: its body is left as written (then addUnvisited).
  void forget(const clang::FunctionDecl *FD);
  /// The marks by file, placed: the main file's, and those of each
  /// instrumented header with marks.
  std::vector<MarkedFile> place(const clang::SourceManager &SM,
                                const clang::LangOptions &LO,
                                const ProjectFiles &Files) const;

private:
  std::vector<AccessMark> Marks;
};

} // namespace mpx

#endif
