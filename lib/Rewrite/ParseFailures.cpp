//===- ParseFailures.cpp - parse errors turned into one warning
//------------===//
#include "Rewrite/ParseFailures.h"
#include "Rewrite/Context.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/TextDiagnostic.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;
using namespace mpx;

ParseFailureReporter::ParseFailureReporter()
    : Opts(new DiagnosticOptions()), Printer(llvm::errs(), Opts.get()) {
  Opts->ShowColors = false;
}

void ParseFailureReporter::BeginSourceFile(const LangOptions &LO,
                                           const Preprocessor *PP) {
  Printer.BeginSourceFile(LO, PP);
  LangOpts = &LO;
  Reported = Swallowing = false;
}

void ParseFailureReporter::EndSourceFile() { Printer.EndSourceFile(); }

void ParseFailureReporter::HandleDiagnostic(DiagnosticsEngine::Level Level,
                                            const Diagnostic &Info) {
  if (Level == DiagnosticsEngine::Note && Swallowing)
    return;
  Swallowing = Level >= DiagnosticsEngine::Error;
  if (!Swallowing) {
    DiagnosticConsumer::HandleDiagnostic(Level, Info); // the counts
    return Printer.HandleDiagnostic(Level, Info);
  }
  // Not counted as an error: clang says no "1 error generated".  The
  // engine still knows, and no rewritten text is produced.
  ++NumWarnings;
  if (Reported)
    return;
  Reported = true;
  llvm::SmallString<128> Msg;
  Info.FormatDiagnostic(Msg);
  std::string Text = "cannot rewrite this file (" + Msg.str().str() +
                     "); it is left as written, not instrumented";
  if (!Info.getLocation().isValid() || !Info.hasSourceManager() || !LangOpts) {
    llvm::errs() << "mpx-rewrite: warning: " << Text << "\n";
    return;
  }
  TextDiagnostic TD(llvm::errs(), *LangOpts, Opts.get());
  TD.emitDiagnostic(FullSourceLoc(Info.getLocation(), Info.getSourceManager()),
                    DiagnosticsEngine::Warning, Text, Info.getRanges(), {});
}

std::string mpx::unparsedCopy(llvm::StringRef Name, llvm::StringRef Contents) {
  return "#line 1 \"" + cString(Name) + "\"\n" + Contents.str();
}
