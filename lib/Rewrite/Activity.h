//===- Activity.h - what the tool is doing ----------------------*- C++ -*-===//
//
// An internal failure (a crash, a failed assertion, llvm::report_fatal_error)
// is reported with what the tool was doing: the file, the step, the
// function and the construct being rewritten (CrashGuard.h).  The pipeline
// keeps an Activity up to date as it goes; its fields are plain values, so
// recording costs a store, and the report is made only after a failure.
// The steps also tell a crash inside clang (setting up, parsing, tearing
// down) from one in the tool's own code: the tool's callbacks that run
// while clang parses mark themselves with an Activity::Scope.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_ACTIVITY_H
#define MPX_REWRITE_ACTIVITY_H

#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/StringRef.h"
#include <string>

namespace clang {
class FunctionDecl;
class SourceManager;
class Stmt;
} // namespace clang

namespace mpx {

/// The steps of rewriting one file, in order.  Setup, Parse and Finish run
/// clang's code; the others the tool's.
enum class Step {
  Setup,   ///< clang: the compile command, the compiler instance
  Probe,   ///< asking the real compiler for its macros (CompilerProbe.h)
  Parse,   ///< clang: preprocessing, parsing, semantic analysis
  Record,  ///< the tool's callbacks while clang parses (TokenLog, #includes)
  Index,   ///< how every function is called (FunctionIndex.h)
  Plan,    ///< planning the edits of a function
  PlanTop, ///< planning declarations and static initialisers
  Emit,    ///< producing the output text
  Finish,  ///< clang: tearing the parse down
};

class Activity {
public:
  /// A new file: step Setup, nothing else known.
  void startFile(llvm::StringRef Name);
  /// The source manager locations are read with; null when it is gone.
  void setSourceManager(const clang::SourceManager *SM) { this->SM = SM; }
  void setStep(Step S) { Now = S; }
  Step step() const { return Now; }
  /// The function being planned or emitted (null: none).
  void setFunction(const clang::FunctionDecl *FD);
  /// The construct being planned: a statement (its location is found only
  /// for a report: getBeginLoc walks down a chain like `a + b + c`) or
  /// a declaration's location.
  void setConstruct(const clang::Stmt *S) {
    ConstructStmt = S;
    Construct = clang::SourceLocation();
  }
  void setConstruct(clang::SourceLocation L) {
    ConstructStmt = nullptr;
    Construct = L;
  }
  /// The last token the preprocessor produced.
  void setToken(clang::SourceLocation L) { Token = L; }

  /// True while clang's own code runs (not a callback of the tool's).
  bool inClang() const {
    return Now == Step::Setup || Now == Step::Parse || Now == Step::Finish;
  }
  /// "planning the edits of function 'f'", "parsing t.c", ...
  std::string doing() const;
  /// The most precise location known, "t.c:3:5", or the file's name.
  std::string where() const;

  /// Marks a callback of the tool's that runs inside a step of clang's.
  class Scope {
  public:
    Scope(Activity &A, Step S) : A(A), Saved(A.Now) { A.Now = S; }
    ~Scope() { A.Now = Saved; }
    Scope(const Scope &) = delete;
    Scope &operator=(const Scope &) = delete;

  private:
    Activity &A;
    Step Saved;
  };

private:
  std::string locationText(clang::SourceLocation L) const;

  std::string File;
  const clang::SourceManager *SM = nullptr;
  Step Now = Step::Setup;
  std::string Function;
  clang::SourceLocation FunctionLoc, Construct, Token;
  const clang::Stmt *ConstructStmt = nullptr;
};

} // namespace mpx

#endif
