//===- ParseFailures.h - files clang cannot parse, as warnings -*- C++ -*-===//
//
// With --unparsable=copy (mpx-cc's default) a file clang cannot parse (GNU
// nested functions, another compiler's extensions) is copied unchanged,
// for the real compiler, which may accept it.  This consumer turns the
// parse's errors into one clang-style warning per file, at the first error
// (file:line:col and caret), and prints every other diagnostic as clang
// would.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_PARSEFAILURES_H
#define MPX_REWRITE_PARSEFAILURES_H

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include <memory>

namespace mpx {

class ParseFailureReporter : public clang::DiagnosticConsumer {
public:
  ParseFailureReporter();
  void BeginSourceFile(const clang::LangOptions &LO,
                       const clang::Preprocessor *PP) override;
  void EndSourceFile() override;
  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override;

private:
  llvm::IntrusiveRefCntPtr<clang::DiagnosticOptions> Opts;
  clang::TextDiagnosticPrinter Printer;
  const clang::LangOptions *LangOpts = nullptr;
  bool Reported = false;   ///< this file's warning is out
  bool Swallowing = false; ///< notes of a swallowed error follow
};

/// Text a file clang cannot parse is written as: itself, with a #line so
/// that the compiler names it as the user wrote it.
std::string unparsedCopy(llvm::StringRef Name, llvm::StringRef Contents);

} // namespace mpx

#endif
