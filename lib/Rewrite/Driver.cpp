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
#include "Rewrite/CheckReport.h"
#include "Rewrite/CompilerProbe.h"
#include "Rewrite/CrashGuard.h"
#include "Rewrite/DebugCrash.h"
#include "Rewrite/Instrumenter.h"
#include "Rewrite/LibcText.h"
#include "Rewrite/ParallelRun.h"
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
  cl::opt<std::string> CheckReport{
      "check-report",
      cl::desc("Write the check map into <dir>: a page per source file "
               "with every access marked checked, proved in bounds or not "
               "checked, the same as JSON, and an index"),
      cl::value_desc("dir"), cl::cat(Category)};
  cl::opt<std::string> OutputDir{
      "output-dir",
      cl::desc("Write each output to <dir>, below it at the input's path "
               "relative to the directory holding every input"),
      cl::value_desc("dir"), cl::cat(Category)};
  cl::opt<unsigned> Jobs{
      "j",
      cl::desc("Rewrite <n> files at a time, each in its own process"),
      cl::value_desc("n"),
      cl::init(1),
      cl::Prefix,
      cl::cat(Category)};
  // A worker of `-j`: rewrite this one of the inputs, output to that file.
  cl::opt<std::string> WorkerFile{"worker-file", cl::Hidden, cl::cat(Category)};
  cl::opt<std::string> ListInputs{
      "list-inputs",
      cl::desc("With one input, also write to <file> every file its parse "
               "read, one per line (what a cache of the output watches)"),
      cl::value_desc("file"), cl::Hidden, cl::cat(Category)};
  cl::opt<std::string> WorkerOutput{"worker-output", cl::Hidden,
                                    cl::cat(Category)};
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
  cl::opt<bool> PrintLibc{
      "print-libc-table",
      cl::desc("Print how calls of each libc function are checked, as a "
               "Markdown table, and exit"),
      cl::cat(Category)};
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
    if (A == "--" || A == "-p" || A.starts_with("-p=") || A.starts_with("--p="))
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
  O.CheckReportDir = CL.CheckReport;
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

/// One output file being written: a temporary beside it until commit, or,
/// for a path that is not a regular file (/dev/null, a FIFO, a terminal),
/// the text itself, written straight to it at commit: renaming a file over
/// a device would replace the device.
struct PendingOutput {
  std::string Path;
  std::optional<sys::fs::TempFile> Temp;
  StringRef Direct;
};

void cannotWrite(StringRef Path, const Twine &Why) {
  errs() << "mpx-rewrite: error: cannot write '" << Path << "': " << Why
         << "\n";
}

/// True if Path exists and is not a regular file (after symlinks), as
/// clang decides whether an output may go through a temporary.
bool isSpecialFile(StringRef Path) {
  sys::fs::file_status St;
  return !sys::fs::status(Path, St) && sys::fs::exists(St) &&
         !sys::fs::is_regular_file(St);
}

/// Writes Text to a temporary file in Path's directory (renamed to Path by
/// commit), or says why it cannot.  A special file is written at commit.
std::optional<PendingOutput> writeTemporary(StringRef Path, StringRef Text) {
  if (isSpecialFile(Path))
    return PendingOutput{Path.str(), std::nullopt, Text};
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
  return PendingOutput{Path.str(), std::move(*Temp), StringRef()};
}

/// Moves P's temporary into place, or writes its text to the special file
/// it names; with Keep false, only drops the temporary.
Error commitOutput(PendingOutput &P, bool Keep) {
  if (P.Temp)
    return Keep ? P.Temp->keep(P.Path) : P.Temp->discard();
  if (!Keep)
    return Error::success();
  std::error_code EC;
  raw_fd_ostream OS(P.Path, EC, sys::fs::OF_None);
  if (!EC) {
    OS << P.Direct;
    OS.close();
    EC = OS.error();
    OS.clear_error();
  }
  return errorCodeToError(EC);
}

/// The file each output goes to; "" for standard output.  Below
/// --output-dir, an input's path relative to Root (the directory holding
/// every input), so that two util.c never collide.
std::string outputPath(const CommandLine &CL, StringRef File, StringRef Root) {
  if (!CL.WorkerOutput.empty())
    return CL.WorkerOutput;
  if (!CL.Output.empty())
    return CL.Output == "-" ? std::string() : std::string(CL.Output);
  if (CL.OutputDir.empty())
    return "";
  SmallString<256> Abs(File);
  sys::fs::make_absolute(Abs);
  sys::path::remove_dots(Abs, /*remove_dot_dot=*/true);
  StringRef Rel = sys::path::filename(File);
  SmallString<256> Under(Root);
  sys::path::append(Under, "");
  if (!Root.empty() && StringRef(Abs).starts_with(Under))
    Rel = StringRef(Abs).drop_front(Under.size());
  SmallString<256> P(CL.OutputDir);
  sys::path::append(P, Rel);
  return std::string(P);
}

/// Writes every output to a temporary file, then renames them all into
/// place; standard output gets its texts once every file is written.
bool writeOutputs(const CommandLine &CL,
                  const std::map<std::string, std::string> &Outputs,
                  StringRef Root) {
  std::vector<PendingOutput> Pending;
  bool Ok = true;
  for (const auto &[File, Text] : Outputs) {
    std::string Path = outputPath(CL, File, Root);
    if (Path.empty())
      continue;
    // Below an existing --output-dir, the mirrored directories are made.
    if (std::error_code EC =
            CL.OutputDir.empty() || !sys::fs::is_directory(CL.OutputDir)
                ? std::error_code()
                : sys::fs::create_directories(sys::path::parent_path(Path))) {
      cannotWrite(Path, EC.message());
      Ok = false;
      continue;
    }
    if (auto P = writeTemporary(Path, Text))
      Pending.push_back(std::move(*P));
    else
      Ok = false;
  }
  for (PendingOutput &P : Pending) {
    Error E = commitOutput(P, Ok);
    if (E) {
      cannotWrite(P.Path, toString(std::move(E)));
      Ok = false;
    }
  }
  if (!Ok)
    return false;
  for (const auto &[File, Text] : Outputs)
    if (outputPath(CL, File, Root).empty())
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

/// The compilation database of -p with --extra-arg(-before) applied, for a
/// run that names no file (CommonOptionsParser loads none then); null,
/// with Err saying why, when there is none.
std::unique_ptr<clang::tooling::CompilationDatabase>
wholeDatabase(std::string &Err) {
  using namespace clang::tooling;
  auto &Registered = cl::getRegisteredOptions();
  auto *Build = static_cast<cl::opt<std::string> *>(Registered.lookup("p"));
  if (!Build || Build->getValue().empty()) {
    Err = "no input files (name them, or give -p BUILD_DIR to rewrite "
          "every file of its compile_commands.json)";
    return nullptr;
  }
  std::unique_ptr<CompilationDatabase> DB =
      CompilationDatabase::autoDetectFromDirectory(Build->getValue(), Err);
  if (!DB)
    return nullptr;
  auto Adjusted =
      std::make_unique<ArgumentsAdjustingCompilations>(std::move(DB));
  using ArgList = cl::list<std::string>;
  if (auto *Before =
          static_cast<ArgList *>(Registered.lookup("extra-arg-before")))
    Adjusted->appendArgumentsAdjuster(getInsertArgumentAdjuster(
        std::vector<std::string>(Before->begin(), Before->end()),
        ArgumentInsertPosition::BEGIN));
  if (auto *After = static_cast<ArgList *>(Registered.lookup("extra-arg")))
    Adjusted->appendArgumentsAdjuster(getInsertArgumentAdjuster(
        std::vector<std::string>(After->begin(), After->end()),
        ArgumentInsertPosition::END));
  return Adjusted;
}

/// Writes the files the parses read to Path, one per line.
bool writeInputList(StringRef Path, const RewriteResults &Results) {
  std::string Text;
  for (const auto &[File, Read] : Results.Inputs)
    for (const std::string &R : Read)
      Text += R + "\n";
  std::error_code EC;
  raw_fd_ostream OS(Path, EC);
  if (!EC) {
    OS << Text;
    OS.close();
    EC = OS.error();
  }
  if (EC)
    cannotWrite(Path.str(), EC.message());
  return !EC;
}

/// Rewrites Files in this process and writes their outputs.
int rewriteFiles(CommandLine &CL,
                 clang::tooling::CompilationDatabase &Compilations,
                 const std::vector<std::string> &Files, StringRef Root,
                 const char *Argv0) {
  RewriteOptions Opts = toOptions(CL);
  clang::tooling::ClangTool Tool(Compilations, Files);
  using namespace clang::tooling;
  Opts.RuntimeIncludeDir = runtimeIncludeDir(Argv0);
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
  if (!writeOutputs(CL, Results.Outputs, Root))
    return 1;
  for (const auto &[File, Marked] : Results.Maps)
    if (Error E = writeCheckReport(Opts.CheckReportDir, File, Marked)) {
      errs() << "mpx-rewrite: error: cannot write the check map: "
             << toString(std::move(E)) << "\n";
      return 1;
    }
  return CL.ListInputs.empty() || writeInputList(CL.ListInputs, Results) ? 0
                                                                          : 1;
}

} // namespace

/// The files to rewrite: those named, or every file of the compilation
/// database given with -p (Whole then holds it); false, with a message,
/// when there are none or one is missing.
static bool
inputFiles(const clang::tooling::CommonOptionsParser &Parser,
           const CommandLine &CL, std::vector<std::string> &Files,
           std::unique_ptr<clang::tooling::CompilationDatabase> &Whole) {
  Files = Parser.getSourcePathList();
  if (Files.empty()) {
    std::string Err;
    Whole = wholeDatabase(Err);
    if (!Whole) {
      errs() << "mpx-rewrite: error: " << Err << "\n";
      return false;
    }
    Files = Whole->getAllFiles();
    llvm::sort(Files); // the database's order is a hash table's
  }
  if (Files.empty()) {
    errs() << "mpx-rewrite: error: no input files\n";
    return false;
  }
  if (!CL.Output.empty() && Files.size() > 1) {
    errs() << "mpx-rewrite: error: -o needs exactly one input file; use "
              "--output-dir for several\n";
    return false;
  }
  for (const std::string &F : Files)
    if (!sys::fs::exists(F)) {
      errs() << "mpx-rewrite: error: no such file: '" << F << "'\n";
      return false;
    }
  return true;
}

/// Says what is wrong with the options' values; "" when nothing.
static std::string badOptions(const CommandLine &CL,
                              const RewriteOptions &Opts) {
  if (std::string Bad = checkDebugCrash(Opts); !Bad.empty())
    return Bad;
  if (!CL.OutputDir.empty() && !sys::fs::is_directory(CL.OutputDir))
    return "output directory '" + CL.OutputDir + "' does not exist";
  if (!CL.CheckReport.empty() && sys::fs::exists(CL.CheckReport) &&
      !sys::fs::is_directory(CL.CheckReport))
    return "check report directory '" + CL.CheckReport + "' is not a directory";
  return "";
}

/// Prints the options library's message, prefixed once with the program's
/// name (the library has already printed the rest).
static void reportParseError(llvm::Error E) {
  std::string Msg = toString(std::move(E));
  StringRef M = StringRef(Msg).trim();
  M.consume_front("mpx-rewrite: ");
  if (!M.empty())
    errs() << "mpx-rewrite: error: " << M << "\n";
}

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
      N, Args.data(), CL.Category, cl::ZeroOrMore,
      "Inserts pointer-bounds checks into C source files.\n");
  if (!Parser) {
    reportParseError(Parser.takeError());
    return 1;
  }
  if (CL.PrintLibc) {
    outs() << libc::markdownTable();
    return 0;
  }
  std::vector<std::string> Files;
  std::unique_ptr<clang::tooling::CompilationDatabase> Whole;
  if (!inputFiles(*Parser, CL, Files, Whole))
    return 1;
  clang::tooling::CompilationDatabase &Compilations =
      Whole ? *Whole : Parser->getCompilations();
  RewriteOptions Opts = toOptions(CL);
  if (std::string Bad = badOptions(CL, Opts); !Bad.empty()) {
    errs() << "mpx-rewrite: error: " << Bad << "\n";
    return 1;
  }
  std::string Root = commonDirectory(Files);
  if (CL.WorkerFile.empty() && CL.Jobs > 1 && Files.size() > 1) {
    std::string Exe = sys::fs::getMainExecutable(
        Argv[0], reinterpret_cast<void *>(&mpx::runRewriteTool));
    ParallelResult P = runInWorkers(Exe, ArrayRef(Argv, Argc), Files, CL.Jobs);
    if (P.Status != 0)
      return P.Status;
    return writeOutputs(CL, P.Outputs, Root) ? 0 : 1;
  }
  std::vector<std::string> Mine = Files;
  if (!CL.WorkerFile.empty())
    Mine = {CL.WorkerFile};
  return rewriteFiles(CL, Compilations, Mine, Root, Argv[0]);
}
