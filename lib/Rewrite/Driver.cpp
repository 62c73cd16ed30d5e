//===- Driver.cpp - mpx-rewrite's command line ------------------------------===//
//
// mpx-rewrite [options] FILE... [-- COMPILER-FLAGS] | -p BUILD-DIR
// Parses options into a RewriteOptions, runs the instrumenter on every file
// and writes the outputs only when every file succeeded, each through a
// temporary file renamed into place: an output is complete or absent.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/Driver.h"
#include "Rewrite/CompilerProbe.h"
#include "Rewrite/Instrumenter.h"
#include "Rewrite/ParseFailures.h"
#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/CommonOptionsParser.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace mpx;

namespace {

enum class Unparsable { Fail, Copy };

struct CommandLine {
  cl::OptionCategory Category{"mpx-rewrite options"};
  cl::opt<std::string> Output{"o", cl::desc("Write the output to <file>"),
                              cl::value_desc("file"), cl::cat(Category)};
  cl::opt<std::string> OutputDir{
      "output-dir", cl::desc("Write each output to <dir>/<input name>"),
      cl::value_desc("dir"), cl::cat(Category)};
  cl::opt<CheckMode> Check{
      "check", cl::desc("Accesses to check"), cl::init(CheckMode::ReadWrite),
      cl::values(clEnumValN(CheckMode::ReadWrite, "rw", "reads and writes"),
                 clEnumValN(CheckMode::Read, "r", "reads only"),
                 clEnumValN(CheckMode::Write, "w", "writes only"),
                 clEnumValN(CheckMode::None, "none", "no access")),
      cl::cat(Category)};
  cl::opt<NarrowMode> Narrow{
      "narrow", cl::desc("Narrowing of bounds to struct fields"),
      cl::init(NarrowMode::Fields),
      cl::values(clEnumValN(NarrowMode::Fields, "fields", "narrow to fields"),
                 clEnumValN(NarrowMode::None, "none", "never narrow"),
                 clEnumValN(NarrowMode::Innermost, "innermost",
                            "also narrow to innermost arrays")),
      cl::cat(Category)};
  cl::opt<bool> FirstField{"first-field-has-own-bounds",
                           cl::desc("Narrow to a struct's first field too"),
                           cl::cat(Category)};
  cl::opt<bool> StrictFlex{"strict-flex-arrays",
                           cl::desc("Narrow a trailing [1] array"),
                           cl::cat(Category)};
  cl::opt<bool> AllFlex{
      "flexible-trailing-arrays",
      cl::desc("Treat every last array field as flexible, whatever its size "
               "(GCC's -fchkp-flexible-struct-trailing-arrays)"),
      cl::cat(Category)};
  cl::opt<bool> BndBuiltins{
      "bnd-builtins",
      cl::desc("GCC's __bnd_* builtins act; =false makes them no-ops, as "
               "GCC's -fno-check-pointer-bounds (default: true)"),
      cl::init(true), cl::cat(Category)};
  cl::opt<bool> Stats{"stats", cl::desc("Print what was checked and why not"),
                      cl::cat(Category)};
  cl::opt<bool> MarkedOnly{
      "instrument-marked-only",
      cl::desc("Instrument only functions marked bnd_instrument"),
      cl::cat(Category)};
  cl::opt<bool> Strict{
      "strict",
      cl::desc("Make what cannot be rewritten an error (by default a "
               "warning, and the construct or function is left as written)"),
      cl::cat(Category)};
  cl::opt<Unparsable> OnUnparsable{
      "unparsable", cl::desc("A file clang cannot parse"),
      cl::init(Unparsable::Fail),
      cl::values(clEnumValN(Unparsable::Fail, "fail",
                            "clang's errors, exit status 1 (default)"),
                 clEnumValN(Unparsable::Copy, "copy",
                            "a warning; the file is written unchanged")),
      cl::cat(Category)};
  cl::opt<std::string> Compiler{
      "compiler",
      cl::desc("The compiler that builds the output, whose predefined "
               "macros, include directories and target project files are "
               "parsed with (default: each compile command's own compiler "
               "with -p; clang-view: clang's)"),
      cl::value_desc("cc"), cl::cat(Category)};
  cl::opt<std::string> ProbeCache{
      "compiler-cache",
      cl::desc("Where the compilers' answers are cached (default: "
               "$XDG_CACHE_HOME/mpx-rewrite)"),
      cl::value_desc("dir"), cl::cat(Category)};
  cl::opt<bool> VersionLoops{
      "loop-versioning",
      cl::desc("Run counted loops unchecked when one test before them "
               "proves their accesses in bounds (default true)"),
      cl::init(true), cl::cat(Category)};
  cl::opt<bool> Headers{
      "instrument-headers",
      cl::desc("Instrument the project headers the file includes, spliced "
               "into the output (default true)"),
      cl::init(true), cl::cat(Category)};
};

/// Adds "--" when neither "--" nor -p was given, so that no compilation
/// database is searched for.
std::vector<const char *> withFlagSeparator(int Argc, const char **Argv) {
  std::vector<const char *> Args(Argv, Argv + Argc);
  for (int I = 1; I < Argc; ++I) {
    StringRef A = Argv[I];
    if (A == "--" || A == "-p" || A.starts_with("-p=") ||
        A.starts_with("--p="))
      return Args;
  }
  Args.push_back("--");
  return Args;
}

RewriteOptions toOptions(const CommandLine &CL) {
  RewriteOptions O;
  O.Check = CL.Check;
  O.Narrow = CL.Narrow;
  O.FirstFieldHasOwnBounds = CL.FirstField;
  O.StrictFlexArrays = CL.StrictFlex;
  O.AllTrailingArraysFlexible = CL.AllFlex && !CL.StrictFlex;
  O.BndBuiltins = CL.BndBuiltins;
  O.PrintStats = CL.Stats;
  O.InstrumentMarkedOnly = CL.MarkedOnly;
  O.VersionLoops = CL.VersionLoops;
  O.InstrumentHeaders = CL.Headers;
  O.Strict = CL.Strict;
  O.CopyUnparsable = CL.OnUnparsable == Unparsable::Copy && !CL.Strict;
  return O;
}

/// <dir of this executable>/../include, where mpxrt.h is in a build tree and
/// in an install.
std::string runtimeIncludeDir(const char *Argv0) {
  static int Anchor;
  std::string Exe = sys::fs::getMainExecutable(Argv0, &Anchor);
  SmallString<256> Dir(sys::path::parent_path(sys::path::parent_path(Exe)));
  sys::path::append(Dir, "include");
  SmallString<256> Header(Dir);
  sys::path::append(Header, "mpxrt.h");
  return sys::fs::exists(Header) ? std::string(Dir) : std::string();
}

/// Writes Text to Path through a temporary in the same directory.
bool writeAtomically(StringRef Path, StringRef Text) {
  SmallString<256> Tmp(Path);
  Tmp += ".mpx-tmp-" + std::to_string(sys::Process::getProcessId());
  {
    std::error_code EC;
    raw_fd_ostream OS(Tmp, EC, sys::fs::OF_Text);
    if (EC) {
      errs() << "mpx-rewrite: error: cannot write '" << Path
             << "': " << EC.message() << "\n";
      return false;
    }
    OS << Text;
    OS.close();
    if (OS.has_error()) {
      errs() << "mpx-rewrite: error: cannot write '" << Path << "'\n";
      sys::fs::remove(Tmp);
      return false;
    }
  }
  if (std::error_code EC = sys::fs::rename(Tmp, Path)) {
    errs() << "mpx-rewrite: error: cannot write '" << Path
           << "': " << EC.message() << "\n";
    sys::fs::remove(Tmp);
    return false;
  }
  return true;
}

bool writeOutputs(const CommandLine &CL, const RewriteResults &R) {
  for (const auto &[File, Text] : R.Outputs) {
    if (!CL.Output.empty()) {
      if (CL.Output == "-")
        outs() << Text;
      else if (!writeAtomically(CL.Output, Text))
        return false;
    } else if (!CL.OutputDir.empty()) {
      SmallString<256> P(CL.OutputDir);
      sys::path::append(P, sys::path::filename(File));
      if (!writeAtomically(P, Text))
        return false;
    } else {
      outs() << Text;
    }
  }
  return true;
}

/// Each file that could not be rewritten becomes its own copy (it has had
/// its warning).
bool copyUnparsed(const std::vector<std::string> &Files,
                  RewriteResults &Results) {
  for (const std::string &F : Files) {
    if (Results.Outputs.count(F))
      continue;
    auto Buf = MemoryBuffer::getFile(F);
    if (!Buf) {
      errs() << "mpx-rewrite: error: cannot read '" << F << "'\n";
      return false;
    }
    Results.Outputs[F] = unparsedCopy(F, (*Buf)->getBuffer());
    Results.Stats[F].FilesLeftAsWritten = 1;
  }
  return true;
}

} // namespace

int mpx::runRewriteTool(int Argc, const char **Argv) {
  // LLVM's own -stats would clash with ours.
  if (cl::Option *O = cl::getRegisteredOptions().lookup("stats"))
    O->removeArgument();
  CommandLine CL;
  cl::SetVersionPrinter([](raw_ostream &OS) {
    OS << "mpx-rewrite " MPX_VERSION " (LLVM " LLVM_VERSION_STRING ")\n";
  });
  std::vector<const char *> Args = withFlagSeparator(Argc, Argv);
  int N = Args.size();
  auto Parser = clang::tooling::CommonOptionsParser::create(
      N, Args.data(), CL.Category, cl::OneOrMore,
      "Inserts pointer-bounds checks into C source files.\n");
  if (!Parser) {
    // The option library has already said what is wrong, prefixed with the
    // program's name; print only what it has not.
    std::string Msg = toString(Parser.takeError());
    StringRef M = StringRef(Msg).trim();
    M.consume_front("mpx-rewrite: ");
    if (!M.empty())
      errs() << "mpx-rewrite: error: " << M << "\n";
    return 1;
  }
  const auto &Files = Parser->getSourcePathList();
  if (!CL.Output.empty() && Files.size() > 1) {
    errs() << "mpx-rewrite: error: -o needs exactly one input file; use "
              "--output-dir for several\n";
    return 1;
  }
  for (const std::string &F : Files)
    if (!sys::fs::exists(F)) {
      errs() << "mpx-rewrite: error: no such file: '" << F << "'\n";
      return 1;
    }
  clang::tooling::ClangTool Tool(Parser->getCompilations(), Files);
  using namespace clang::tooling;
  RewriteOptions Opts = toOptions(CL);
  Opts.RuntimeIncludeDir = runtimeIncludeDir(Argv[0]);
  Tool.appendArgumentsAdjuster(
      compilerViewAdjuster(CL.Compiler, CL.ProbeCache));
  Tool.appendArgumentsAdjuster(getInsertArgumentAdjuster(
      parseArguments(Opts), ArgumentInsertPosition::END));
  std::map<std::string, std::string> Names;
  for (const std::string &F : Files)
    Names[getAbsolutePath(F)] = F;
  RewriteResults Results;
  ParseFailureReporter Reporter;
  if (Opts.CopyUnparsable) {
    Tool.setDiagnosticConsumer(&Reporter);
    Tool.setPrintErrorMessage(false);
  }
  int RC = Tool.run(newInstrumentActionFactory(Opts, Names, Results).get());
  if (Opts.CopyUnparsable && !copyUnparsed(Files, Results))
    return 1;
  if ((RC != 0 && !Opts.CopyUnparsable) ||
      Results.Outputs.size() != Files.size()) {
    errs() << "mpx-rewrite: error: no output written\n";
    return 1;
  }
  if (Opts.PrintStats)
    for (const auto &[File, S] : Results.Stats)
      S.print(errs(), File);
  return writeOutputs(CL, Results) ? 0 : 1;
}
