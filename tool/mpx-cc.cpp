//===- mpx-cc.cpp - a C compiler driver that instruments with mpx-rewrite -===//
//
// mpx-cc [cc arguments]: rewrites each C source with mpx-rewrite, compiles
// the rewritten file with the real compiler ($MPX_CC, default cc) in place of
// the original, and links the runtime, so that `make CC=mpx-cc` instruments
// a whole project.  Options.cpp sorts the arguments, Commands.cpp builds the
// command lines, Exec.cpp runs them; this file only sequences the steps.
//
//===----------------------------------------------------------------------===//
#include "Commands.h"
#include "DiagnosticMap.h"
#include "Exec.h"
#include "Options.h"
#include "RewriteCache.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/StringSaver.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>

using namespace llvm;
using namespace mpxcc;

static const char Usage[] =
    "usage: mpx-cc [cc arguments]\n"
    "\n"
    "Compiles C with pointer-bounds checks: each C source is rewritten by\n"
    "mpx-rewrite, compiled by the real compiler ($MPX_CC, default cc) and\n"
    "linked with the mpx runtime.  Every cc argument is honoured.\n"
    "\n"
    "Instrumentation options (not passed to the compiler):\n"
    "  -fmpx-check=rw|r|w|none           which accesses are checked\n"
    "  -fmpx-narrow=fields|none|innermost  bounds narrowing to fields\n"
    "  -fmpx-first-field-has-own-bounds  narrow first fields too\n"
    "  -fmpx-strict-flex-arrays          narrow a trailing [1] array\n"
    "  -f[no-]mpx-loop-versioning        unchecked copies of proven loops\n"
    "  -f[no-]mpx-instrument-headers     check code in project headers\n"
    "  -fmpx-stats                       print the rewriter's statistics\n"
    "  -fmpx-check-report=DIR            write the check map (what is\n"
    "                                    checked, and why not) into DIR\n"
    "  -fmpx-strict                      fail on what cannot be rewritten\n"
    "                                    (else: warn, compile it as written)\n"
    "  -fmpx-backend=soft|mpx|none       runtime backend of the checks\n"
    "  -f[no-]mpx-trap-checks            soft checks as asm that traps to the\n"
    "                                    runtime: faster -O builds (x86-64)\n"
    "  -fmpx-cache-dir=DIR               reuse rewrites kept in DIR while\n"
    "                                    the files they read are unchanged\n"
    "  -fcheck-pointer-bounds, -mmpx, -fchkp-*   GCC-MPX spellings\n"
    "\n"
    "Driver options:\n"
    "  -###        print the commands instead of running them\n"
    "  -v          print the commands as they run (and pass -v to cc)\n"
    "\n"
    "Environment: MPX_CC (the real compiler, may hold arguments),\n"
    "MPX_REWRITE (the rewriter), MPX_CC_KEEP_TEMPS (keep rewritten files),\n"
    "MPX_CC_CACHE_DIR (as -fmpx-cache-dir).\n"
    "See docs/mpx-cc.md.\n";

static void printVersion() {
  outs() << "mpx-cc (mpx-rewrite) " << MPX_VERSION << "\n";
  outs().flush();
}

/// The arguments after argv[0], @response files expanded.
static std::vector<std::string> commandLine(int Argc, const char **Argv) {
  BumpPtrAllocator Alloc;
  StringSaver Saver(Alloc);
  SmallVector<const char *, 64> Args(Argv + 1, Argv + Argc);
  cl::ExpandResponseFiles(Saver, cl::TokenizeGNUCommandLine, Args);
  return std::vector<std::string>(Args.begin(), Args.end());
}

/// Compiles the rewritten \p Rewritten of \p Src to \p Out, its
/// diagnostics mapped back to the columns the user wrote (DiagnosticMap.h).
static int compileRewritten(const CommandBuilder &Builder, const Runner &Run,
                            TempDir &Temps, unsigned Index, const Arg &Src,
                            StringRef Rewritten, StringRef Out) {
  Command Cmd = Builder.compile(Src, Rewritten, Out);
  if (Run.printOnly())
    return Run.run(Cmd);
  std::string Log = Temps.fileFor(Index, "compiler.stderr");
  int RC = Run.runCapturing(Cmd, Log);
  if (auto Buf = MemoryBuffer::getFile(Log))
    errs() << mapDiagnostics((*Buf)->getBuffer(), Rewritten, Src.Tokens[0],
                             !Builder.compilerIsClang());
  return RC;
}

/// The value of the rewriter's --compiler= argument in \p Cmd.
static StringRef compilerOf(const Command &Cmd) {
  for (StringRef A : Cmd)
    if (A.consume_front("--compiler="))
      return A;
  return "";
}

/// Runs the rewrite \p Cmd of \p Src into \p Rewritten, or reuses the one
/// the cache holds (RewriteCache.h).  Returns an exit status.
static int rewrite(const Runner &Run, const ToolPaths &Paths,
                   const RewriteCache &Cache, TempDir &Temps, unsigned Index,
                   const Arg &Src, Command Cmd, StringRef Rewritten) {
  std::string Key;
  if (Cache.enabled() && !Run.printOnly())
    Key = Cache.key(Cmd, Rewritten, Src.Tokens[0], Paths.Rewriter,
                    compilerOf(Cmd));
  if (Key.empty())
    return Run.runRewriter(Cmd);
  std::string Messages;
  if (Cache.fetch(Key, Rewritten, Messages)) {
    if (Run.verbose())
      errs() << "mpx-cc: the rewrite of '" << Src.Tokens[0]
             << "' comes from the cache\n";
    errs() << Messages;
    return 0;
  }
  std::string Inputs = Temps.fileFor(Index, "rewriter.inputs");
  std::string Log = Temps.fileFor(Index, "rewriter.stderr");
  auto Sep = llvm::find(Cmd, "--");
  Cmd.insert(Sep, "--list-inputs=" + Inputs);
  int RC = Run.runRewriterCapturing(Cmd, Log);
  auto Buf = MemoryBuffer::getFile(Log);
  StringRef Text = Buf ? (*Buf)->getBuffer() : "";
  errs() << Text;
  if (RC == 0)
    Cache.store(Key, Rewritten, Text, Inputs);
  return RC;
}

/// Rewrites and compiles the C source \p Src (input number \p Index) to
/// \p Out; writes its dependency file if asked.  Returns an exit status.
static int buildSource(const CommandBuilder &Builder, const Runner &Run,
                       const Invocation &Inv, const ToolPaths &Paths,
                       TempDir &Temps, unsigned Index, const Arg &Src,
                       StringRef Out) {
  SmallString<64> Name(sys::path::stem(Src.Tokens[0]));
  Name += ".c";
  std::string Rewritten = Temps.fileFor(Index, Name);
  // A rewrite that writes the check map runs, so that the map is written.
  RewriteCache Cache(Inv.Rewrite.CheckReport.empty() ? Inv.Rewrite.CacheDir
                                                     : "");
  if (int RC = rewrite(Run, Paths, Cache, Temps, Index, Src,
                       Builder.rewrite(Src, Rewritten), Rewritten))
    return RC;
  if (int RC = compileRewritten(Builder, Run, Temps, Index, Src, Rewritten,
                                Out))
    return RC;
  if (Inv.Deps.Enabled)
    return Run.run(Builder.dependencies(Src));
  return 0;
}

/// Rewrites, compiles and, unless -c/-S/-fsyntax-only, links.
static int buildAll(const Invocation &Inv, const ToolPaths &Paths,
                    const CommandBuilder &Builder, const Runner &Run) {
  TempDir Temps;
  std::string Error;
  if (!Temps.create(Error)) {
    errs() << "mpx-cc: error: " << Error << "\n";
    return 1;
  }
  bool Linking = Inv.Mode == DriverMode::Link;
  std::vector<std::string> Objects;
  unsigned Index = 0;
  for (const Arg &A : Inv.Args) {
    if (!A.IsCSource)
      continue;
    std::string Object = sys::path::stem(A.Tokens[0]).str() + ".o";
    std::string Out =
        Linking ? Temps.fileFor(Index, Object) : Builder.outputFor(A);
    if (int RC =
            buildSource(Builder, Run, Inv, Paths, Temps, Index++, A, Out))
      return RC;
    Objects.push_back(Out);
  }
  if (Linking)
    return Run.run(Builder.link(Objects));
  Command Others = Builder.compileOthers();
  return Others.empty() ? 0 : Run.run(Others);
}

/// Warns about C read from standard input, which cannot be rewritten.
static void warnAboutStdin(const Invocation &Inv) {
  if (Inv.Mode == DriverMode::Preprocess)
    return;
  for (const Arg &A : Inv.Args)
    if (A.Kind == ArgKind::Input && A.Tokens[0] == "-" && A.Language == "c")
      errs() << "mpx-cc: warning: C from standard input is compiled without "
                "instrumentation\n";
}

int main(int Argc, const char **Argv) {
  std::vector<std::string> Args = commandLine(Argc, Argv);
  if (Args.size() == 1 && (Args[0] == "--version" || Args[0] == "-v"))
    printVersion();
  Invocation Inv;
  if (!parseCommandLine(Args, Inv))
    return 1;
  if (Inv.Rewrite.CacheDir.empty())
    if (const char *Dir = std::getenv("MPX_CC_CACHE_DIR"))
      Inv.Rewrite.CacheDir = Dir;
  if (Inv.Help) {
    outs() << Usage;
    return 0;
  }
  ToolPaths Paths;
  std::string Error;
  if (!findTools(Argv[0], Paths, Error)) {
    errs() << "mpx-cc: error: " << Error << "\n";
    return 1;
  }
  warnAboutStdin(Inv);
  CommandBuilder Builder(Inv, Paths);
  Runner Run(Inv.PrintOnly, Inv.Verbose);
  if (Inv.Mode == DriverMode::Preprocess || Inv.numCSources() == 0)
    return Run.run(Builder.passThrough());
  return buildAll(Inv, Paths, Builder, Run);
}
