//===- ProjectFiles.h - the files of a translation unit we rewrite -*- C++
//-*-===//
//
// The rewriter instruments the main file and every project header it
// includes, directly or through other project headers: the output is the
// main file with each such header's rewritten text spliced in place of the
// #include that entered it (docs/design.md, "Headers").  A header is a
// project header unless clang treats it as a system header or it lives in
// the system's own include trees (/usr/include, /usr/lib, /usr/local/include,
// clang's resource directory), also when reached through -I.
//
// While the file is preprocessed this records, for every #include directive
// in an instrumented file, the directive's text range and what it did:
// entered a file (which), or was skipped by an include guard.  It also
// notes `#pragma once` lines, which must not reach the output's main file.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_PROJECTFILES_H
#define MPX_REWRITE_PROJECTFILES_H

#include "Rewrite/Activity.h"
#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class Preprocessor;
class SourceManager;
} // namespace clang

namespace mpx {

/// One #include (or #include_next, #import) in an instrumented file.
struct Inclusion {
  unsigned Begin = 0, End = 0; ///< the directive's text, [Begin, End)
  clang::FileID Entered;       ///< the file it entered; invalid if skipped
  bool Skipped = false;        ///< skipped by an include guard or once
  bool Nested = false;         ///< inside a declaration (a table's braces)
};

class ProjectFiles {
public:
  /// Starts recording; call from CreateASTConsumer.  Headers are
  /// instrumented only when Headers is true.  The callbacks mark
  /// themselves in Now (they run while clang parses).
  void attach(clang::Preprocessor &PP, bool Headers, Activity &Now);

  /// True when code in FID is rewritten: the main file, and the project
  /// headers it reaches through project headers.
  bool isInstrumented(clang::FileID FID) const;
  /// The same for the file Loc's expansion lies in.
  bool isInstrumented(clang::SourceLocation Loc) const;

  /// Marks the inclusions made inside a top-level declaration (a function
  /// body, an initialiser's braces): no #pragma may go there.
  void markNested(const clang::ASTContext &AST);

  /// The #include directives of FID, in order.
  const std::vector<Inclusion> &inclusions(clang::FileID FID) const;
  /// Offsets of the `#pragma once` lines of FID: [Begin, End) pairs.
  std::vector<std::pair<unsigned, unsigned>>
  pragmaOnceLines(clang::FileID FID) const;
  /// The name a header is known by in the output (#line, reports): the
  /// path clang opened, relative where the main file's name was.
  std::string displayName(clang::FileID FID) const;
  /// The file name __FILE__ has at file location Loc: the display name,
  /// unless a #line directive there says otherwise.
  std::string nameAt(clang::SourceLocation Loc) const;

  /// Used by the preprocessor hooks.
  void noteDirective(clang::SourceLocation Hash, clang::SourceLocation End);
  void noteEntered(clang::FileID FID);
  void noteSkipped();
  void setMainName(llvm::StringRef Name) { MainName = Name.str(); }

private:
  bool isSystemPath(clang::FileID FID) const;

  const clang::SourceManager *SM = nullptr;
  bool Headers = true;
  std::string MainName;
  llvm::DenseMap<clang::FileID, std::vector<Inclusion>> Includes;
  /// The directive last seen, waiting to learn what it did.
  clang::FileID PendingIn;
  bool Pending = false;
  mutable llvm::DenseMap<clang::FileID, bool> Cache;
};

} // namespace mpx

#endif
