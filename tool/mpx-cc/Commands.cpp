//===- Commands.cpp - the command lines of one mpx-cc run -----------------===//
//
// Every command starts from the user's arguments in their order, keeps the
// kinds its step needs (Options.h) and adds what mpx-cc must: the runtime
// include directory and backend macro for compiles, the runtime library for
// links, explicit output names so that nothing is named after a temporary
// file.
//
//===----------------------------------------------------------------------===//
#include "Commands.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace llvm;

namespace mpxcc {

static void append(Command &Cmd, ArrayRef<std::string> Tokens) {
  Cmd.insert(Cmd.end(), Tokens.begin(), Tokens.end());
}

/// The name of \p Path without directories, with its extension replaced by
/// \p Ext ("o", "s", "d").
static std::string baseWithExtension(StringRef Path, StringRef Ext) {
  SmallString<128> Name(sys::path::filename(Path));
  sys::path::replace_extension(Name, Ext);
  return std::string(Name);
}

/// The directory of \p Path, "." for a bare file name.
static std::string directoryOf(StringRef Path) {
  StringRef Dir = sys::path::parent_path(Path);
  return Dir.empty() ? "." : Dir.str();
}

Command CommandBuilder::compilerWith(ArrayRef<ArgKind> Kinds) const {
  Command Cmd = Paths.Compiler;
  for (const Arg &A : Inv.Args)
    if (is_contained(Kinds, A.Kind))
      append(Cmd, A.Tokens);
  return Cmd;
}

/// True when the link makes a dynamically linked executable (not a shared
/// library, a static program or a relocatable object).
static bool linksDynamicExecutable(const Invocation &Inv) {
  return none_of(Inv.Args, [](const Arg &A) {
    return A.Kind == ArgKind::LinkOnly &&
           is_contained({"-shared", "-static", "-static-pie", "-r"},
                        StringRef(A.Tokens[0]));
  });
}

/// True for an argument the linker reads as a library: -lNAME, or an input
/// file named as a shared object or an archive (lib.so, lib.so.1.2, lib.a).
static bool isLibrary(const Arg &A) {
  if (A.Kind == ArgKind::LinkOnly)
    return StringRef(A.Tokens[0]).starts_with("-l");
  if (A.Kind != ArgKind::Input || A.IsCSource)
    return false;
  StringRef Name = sys::path::filename(A.Tokens[0]);
  return Name.ends_with(".a") || Name.ends_with(".so") || Name.contains(".so.");
}

void CommandBuilder::appendRuntimeArchives(Command &Cmd) const {
  // The mpx backend's hardware support (enabling MPX, the #BR handler)
  // comes first: it uses libmpxrt.a.
  if (Inv.Rewrite.Backend == "mpx")
    Cmd.push_back(Paths.RuntimeMpxLib);
  Cmd.push_back(Paths.RuntimeLib);
}

/// Called before each argument of a program's link: before the first
/// library, the runtime archive, so that the program defines what the
/// objects before it use (the bounds table's directory, the state) rather
/// than taking the definitions of an instrumented shared library that
/// comes first.  GCC's position-dependent and PIE code reaches such data
/// directly, and a definition in a shared library then became a copy
/// relocation: 136 MB of the table's directory copied at every start.
/// What later objects need comes from the archive at the end.
void CommandBuilder::appendBeforeLibraries(Command &Cmd, const Arg &A,
                                           std::string &Language,
                                           bool &Placed) const {
  if (A.Kind == ArgKind::Language)
    Language = A.Tokens.size() > 1 ? A.Tokens[1]
                                   : StringRef(A.Tokens[0]).drop_front(2).str();
  if (Placed || !isLibrary(A) || !linksDynamicExecutable(Inv))
    return;
  Placed = true;
  bool Reset = !Language.empty() && Language != "none";
  if (Reset) // the archive read as C otherwise
    Cmd.push_back("-xnone");
  appendRuntimeArchives(Cmd);
  if (Reset)
    Cmd.push_back("-x" + Language);
}

void CommandBuilder::appendRuntime(Command &Cmd) const {
  // After a trailing "-x c" the archive would be read as C.
  if (any_of(Inv.Args,
             [](const Arg &A) { return A.Kind == ArgKind::Language; }))
    Cmd.push_back("-xnone");
  appendRuntimeArchives(Cmd);
  Cmd.push_back("-lpthread");
  // A program exports its copy of the runtime, so that the copies in the
  // shared libraries it loads (dlopen too) bind to it: one bounds table,
  // one hand-off area, one state per process (docs/mpx-cc.md).
  if (linksDynamicExecutable(Inv))
    Cmd.push_back("-Wl,--dynamic-list=" + Paths.RuntimeExports);
}

Command CommandBuilder::passThrough() const {
  Command Cmd = Paths.Compiler;
  bool Links = Inv.Mode == DriverMode::Link && Inv.hasInputs(), Placed = false;
  std::string Language;
  for (const Arg &A : Inv.Args) {
    if (Links)
      appendBeforeLibraries(Cmd, A, Language, Placed);
    append(Cmd, A.Tokens);
  }
  if (Links)
    appendRuntime(Cmd);
  return Cmd;
}

/// The compiler proper of MPX_CC, past launchers such as ccache.
static std::string realCompiler(const Command &Compiler) {
  for (const std::string &C : Compiler)
    if (!is_contained({"ccache", "distcc", "sccache"}, sys::path::filename(C)))
      return C;
  return Compiler.back();
}

/// The file name of MPX_CC's compiler proper, past symbolic links.
static std::string realCompilerName(const Command &Compiler) {
  std::string C = realCompiler(Compiler);
  SmallString<256> Real;
  if (!sys::fs::real_path(C, Real))
    C = std::string(Real);
  return sys::path::filename(C).str();
}

bool CommandBuilder::compilerIsClang() const {
  return StringRef(realCompilerName(Paths.Compiler)).contains("clang");
}

bool CommandBuilder::compilerIsGcc() const {
  StringRef Name = realCompilerName(Paths.Compiler);
  return Name.contains("gcc") && !Name.contains("clang");
}

Command CommandBuilder::rewrite(const Arg &Src, StringRef Out) const {
  Command Cmd = {Paths.Rewriter};
  append(Cmd, rewriterFlags(Inv.Rewrite));
  // The rewriter takes the #if branches this compiler takes.
  append(Cmd, {Src.Tokens[0], "-o", Out.str(),
               "--compiler=" + realCompiler(Paths.Compiler), "--"});
  for (const Arg &A : Inv.Args)
    if (A.Kind == ArgKind::Parsing)
      append(Cmd, A.Tokens);
  if (!hasCExtension(Src.Tokens[0]))
    append(Cmd, {"-x", "c"});
  return Cmd;
}

Command CommandBuilder::compile(const Arg &Src, StringRef Rewritten,
                                StringRef Out) const {
  // The rewritten file is not beside the original: -iquote gives its
  // #include "..." the directory the original would have searched first.
  Command Cmd = Paths.Compiler;
  append(Cmd, {"-iquote", directoryOf(Src.Tokens[0]), "-I" + Paths.IncludeDir});
  // The runtime's stack traces walk frame pointers; the program's own
  // -fomit-frame-pointer, later on the line, still wins.
  Cmd.push_back("-fno-omit-frame-pointer");
  // GCC's basic-block vectoriser turns the copies of a pair of bounds into
  // one 16-byte load of what was just stored as two 8-byte halves, which
  // the processor cannot forward: a stall at every such copy (performance.md,
  // "Bounds copies and GCC's SLP vectoriser").  Again, the program's own
  // -ftree-slp-vectorize wins.
  if (compilerIsGcc())
    Cmd.push_back("-fno-tree-slp-vectorize");
  // A loop that only moves a pointer up tests its lower bound once, into a
  // flag its checks test (performance.md, "Pointers a loop only moves
  // up"); GCC's loop unswitching (an -O3 pass) splits such a loop into a
  // copy testing only upper bounds and a copy testing both.  The program's
  // own -fno-unswitch-loops, later on the line, wins.
  if (compilerIsGcc())
    Cmd.push_back("-funswitch-loops");
  // Without optimisation GCC gives every local under 32 bytes a stack slot
  // of its own, also locals of disjoint scopes; the rewritten code declares
  // many (the statement expressions' held values and bounds), and deep
  // recursion needed twice the plain build's stack (real-projects.md,
  // failure 37).  With the parameter at 1 they share slots as larger locals
  // do; it changes nothing when optimising.  A --param of the program's,
  // later on the line, wins.
  if (compilerIsGcc())
    Cmd.push_back("--param=min-size-for-stack-sharing=1");
  if (!Inv.Rewrite.Backend.empty())
    Cmd.push_back("-DMPXRT_BACKEND_" + StringRef(Inv.Rewrite.Backend).upper());
  if (Inv.Rewrite.TrapChecks)
    Cmd.push_back("-DMPXRT_TRAP_CHECKS");
  Command Flags = compilerWith({ArgKind::Parsing, ArgKind::Other});
  Cmd.insert(Cmd.end(), Flags.begin() + Paths.Compiler.size(), Flags.end());
  switch (Inv.Mode) {
  case DriverMode::Assemble:
    Cmd.push_back("-S");
    break;
  case DriverMode::SyntaxOnly:
    Cmd.push_back("-fsyntax-only");
    break;
  default:
    Cmd.push_back("-c");
    break;
  }
  if (!Out.empty())
    append(Cmd, {"-o", Out.str()});
  Cmd.push_back(Rewritten.str());
  return Cmd;
}

/// True if -o names the file made from each C source (and so its .d file):
/// under -c/-S, or when linking a single source.
bool CommandBuilder::namesOutputOf() const {
  return !Inv.OutputFile.empty() && Inv.Mode != DriverMode::SyntaxOnly &&
         (Inv.Mode != DriverMode::Link || Inv.numCSources() == 1);
}

std::string CommandBuilder::dependencyTarget(const Arg &Src) const {
  if (namesOutputOf())
    return Inv.OutputFile;
  return baseWithExtension(Src.Tokens[0],
                           Inv.Mode == DriverMode::Assemble ? "s" : "o");
}

std::string CommandBuilder::dependencyFile(const Arg &Src) const {
  if (!Inv.Deps.File.empty())
    return Inv.Deps.File;
  if (!namesOutputOf())
    return baseWithExtension(Src.Tokens[0], "d");
  SmallString<128> Name(Inv.OutputFile);
  sys::path::replace_extension(Name, "d");
  return std::string(Name);
}

Command CommandBuilder::dependencies(const Arg &Src) const {
  Command Cmd = compilerWith({ArgKind::Parsing, ArgKind::Other});
  const DepOptions &D = Inv.Deps;
  append(Cmd, {"-w", D.UserHeadersOnly ? "-MM" : "-M"});
  if (D.Phony)
    Cmd.push_back("-MP");
  if (D.MissingHeaders)
    Cmd.push_back("-MG");
  append(Cmd, {"-MF", dependencyFile(Src)});
  if (D.Targets.empty())
    append(Cmd, {"-MQ", dependencyTarget(Src)});
  append(Cmd, D.Targets);
  if (!hasCExtension(Src.Tokens[0]))
    append(Cmd, {"-x", "c"});
  Cmd.push_back(Src.Tokens[0]);
  return Cmd;
}

Command CommandBuilder::link(ArrayRef<std::string> Objects) const {
  Command Cmd = Paths.Compiler;
  size_t Next = 0;
  bool Placed = false;
  std::string Language;
  for (const Arg &A : Inv.Args) {
    if (A.Kind == ArgKind::DepFile)
      continue;
    appendBeforeLibraries(Cmd, A, Language, Placed);
    if (!A.IsCSource) {
      append(Cmd, A.Tokens);
      continue;
    }
    // An object after "-x c" would be read as C: reset the language around it.
    if (!A.Language.empty())
      Cmd.push_back("-xnone");
    Cmd.push_back(Objects[Next++]);
    if (!A.Language.empty())
      Cmd.push_back("-x" + A.Language);
  }
  appendRuntime(Cmd);
  return Cmd;
}

Command CommandBuilder::compileOthers() const {
  Command Cmd = Paths.Compiler;
  bool Any = false;
  for (const Arg &A : Inv.Args) {
    if (A.IsCSource)
      continue;
    Any |= A.Kind == ArgKind::Input;
    append(Cmd, A.Tokens);
  }
  return Any ? Cmd : Command();
}

std::string CommandBuilder::outputFor(const Arg &Src) const {
  if (Inv.Mode == DriverMode::SyntaxOnly)
    return "";
  if (!Inv.OutputFile.empty())
    return Inv.OutputFile;
  return baseWithExtension(Src.Tokens[0],
                           Inv.Mode == DriverMode::Assemble ? "s" : "o");
}

} // namespace mpxcc
