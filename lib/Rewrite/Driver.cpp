//===- Driver.cpp - mpx-rewrite's command line ----------------------------===//
//
// mpx-rewrite [options] FILE... [-- COMPILER-FLAGS] | -p BUILD-DIR
// Parses options into a RewriteOptions, runs the instrumenter on every file
// under the crash guard (CrashGuard.h) and writes the outputs only when
// every file succeeded, each through a temporary file in its directory
// renamed into place: an output is complete or absent, and a file it
// replaces is untouched on failure.  Exit status: 0 success; 1 the input
// (clang's errors, --strict) or the command line; 2 an internal failure.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/Driver.h"
#include "Rewrite/CompilerProbe.h"
#include "Rewrite/CrashGuard.h"
#include "Rewrite/DebugCrash.h"
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
#include <optional>

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
  cl::opt<bool> IncompleteBounds{
      "incomplete-type-bounds",
      cl::desc("An extern array of incomplete type gets its symbol's size "
               "from the linker; =false gives it INIT bounds, as GCC's "
               "-fno-chkp-check-incomplete-type (default: true)"),
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
  // Testing aids (DebugCrash.h), not shown by --help.
  cl::opt<std::string> DebugCrashAt{
      "debug-crash-at", cl::desc("Testing aid: fail on purpose at <point>"),
      cl::value_desc("point"), cl::Hidden, cl::cat(Category)};
  cl::opt<std::string> DebugCrashKind{
      "debug-crash-kind",
      cl::desc("Testing aid: how --debug-crash-at fails (segv, abort, fatal, "
               "internal, overflow)"),
      cl::init("segv"), cl::Hidden, cl::cat(Category)};
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
  O.IncompleteTypeBounds = CL.IncompleteBounds;
  O.PrintStats = CL.Stats;
  O.InstrumentMarkedOnly = CL.MarkedOnly;
  O.VersionLoops = CL.VersionLoops;
  O.InstrumentHeaders = CL.Headers;
  O.Strict = CL.Strict;
  O.CopyUnparsable = CL.OnUnparsable == Unparsable::Copy && !CL.Strict;
  O.DebugCrashAt = CL.DebugCrashAt;
  O.DebugCrashKind = CL.DebugCrashKind;
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

/// One output file being written: a temporary beside it until commit.
struct PendingOutput {
  std::string Path;
  sys::fs::TempFile Temp;
};

void cannotWrite(StringRef Path, const Twine &Why) {
  errs() << "mpx-rewrite: error: cannot write '" << Path << "': " << Why
         << "\n";
}

/// Writes Text to a temporary file in Path's directory (renamed to Path by
/// commit), or says why it cannot.
std::optional<PendingOutput> writeTemporary(StringRef Path, StringRef Text) {
  auto Temp = sys::fs::TempFile::create(Path + ".mpx-tmp-%%%%%%");
  if (!Temp) {
    cannotWrite(Path, toString(Temp.takeError()));
    return std::nullopt;
  }
  raw_fd_ostream OS(Temp->FD, /*shouldClose=*/false);
  OS << Text;
  OS.flush();
  if (OS.has_error()) {
    cannotWrite(Path, OS.error().message());
    OS.clear_error();
    consumeError(Temp->discard());
    return std::nullopt;
  }
  return PendingOutput{Path.str(), std::move(*Temp)};
}

/// The file each output goes to; "" for standard output.
std::string outputPath(const CommandLine &CL, StringRef File) {
  if (!CL.Output.empty())
    return CL.Output == "-" ? std::string() : std::string(CL.Output);
  if (CL.OutputDir.empty())
    return "";
  SmallString<256> P(CL.OutputDir);
  sys::path::append(P, sys::path::filename(File));
  return std::string(P);
}

/// Writes every output to a temporary file, then renames them all into
/// place; standard output gets its texts once every file is written.
bool writeOutputs(const CommandLine &CL, const RewriteResults &R) {
  std::vector<PendingOutput> Pending;
  bool Ok = true;
  for (const auto &[File, Text] : R.Outputs) {
    std::string Path = outputPath(CL, File);
    if (Path.empty())
      continue;
    if (auto P = writeTemporary(Path, Text))
      Pending.push_back(std::move(*P));
    else
      Ok = false;
  }
  for (PendingOutput &P : Pending) {
    Error E = Ok ? P.Temp.keep(P.Path) : P.Temp.discard();
    if (E) {
      cannotWrite(P.Path, toString(std::move(E)));
      Ok = false;
    }
  }
  if (!Ok)
    return false;
  for (const auto &[File, Text] : R.Outputs)
    if (outputPath(CL, File).empty())
      outs() << Text;
  return true;
}

/// The first adjuster of each file's command: Now starts the file, and the
/// compiler probe is marked as the tool's step.
clang::tooling::ArgumentsAdjuster
startingFile(clang::tooling::ArgumentsAdjuster Probe,
             const std::map<std::string, std::string> &Names, Activity &Now) {
  return [Probe, &Names, &Now](const clang::tooling::CommandLineArguments &Args,
                               StringRef File) {
    auto It = Names.find(File.str());
    Now.startFile(It == Names.end() ? File : StringRef(It->second));
    Activity::Scope Probing(Now, Step::Probe);
    return Probe(Args, File);
  };
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
  RewriteOptions Opts = toOptions(CL);
  if (std::string Bad = checkDebugCrash(Opts); !Bad.empty()) {
    errs() << "mpx-rewrite: error: " << Bad << "\n";
    return 1;
  }
  clang::tooling::ClangTool Tool(Parser->getCompilations(), Files);
  using namespace clang::tooling;
  Opts.RuntimeIncludeDir = runtimeIncludeDir(Argv[0]);
  std::map<std::string, std::string> Names;
  for (const std::string &F : Files)
    Names[getAbsolutePath(F)] = F;
  Activity Now;
  Tool.appendArgumentsAdjuster(startingFile(
      compilerViewAdjuster(CL.Compiler, CL.ProbeCache), Names, Now));
  Tool.appendArgumentsAdjuster(getInsertArgumentAdjuster(
      parseArguments(Opts), ArgumentInsertPosition::END));
  RewriteResults Results;
  ParseFailureReporter Reporter;
  if (Opts.CopyUnparsable) {
    Tool.setDiagnosticConsumer(&Reporter);
    Tool.setPrintErrorMessage(false);
  }
  auto Factory = newInstrumentActionFactory(Opts, Names, Results, Now);
  int RC = 0;
  if (auto Failure = runGuarded(Now, [&] { RC = Tool.run(Factory.get()); })) {
    reportFailure(errs(), *Failure);
    return 2;
  }
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
