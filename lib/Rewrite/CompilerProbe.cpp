//===- CompilerProbe.cpp - asking the real compiler, once -----------------===//
#include "Rewrite/CompilerProbe.h"
#include "clang/Basic/Builtins.h"
#include "clang/Basic/ParsedAttrInfo.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"

using namespace llvm;

namespace mpx {

static const char CacheMagic[] = "mpx-rewrite compiler view 4";

/// Flags that change what a compiler predefines or where it looks for
/// system headers; the two-token ones take the next argument.
static bool takesValue(StringRef A) {
  return A == "-target" || A == "--sysroot" || A == "-isysroot";
}

static bool changesMacros(StringRef A) {
  if (A.starts_with("-f"))
    return !A.contains("diagnostics") && !A.contains("color") &&
           !A.contains("prefix-map") && !A.contains("message-length") &&
           !A.starts_with("-fsyntax-only") && !A.starts_with("-fplugin");
  if (A.starts_with("-m"))
    return A != "-mllvm";
  return A.starts_with("-std=") || A.starts_with("-O") ||
         A.starts_with("--target=") || A.starts_with("--sysroot=") ||
         takesValue(A) || A == "-ansi" || A == "-pthread" || A == "-nostdinc" ||
         A == "-undef";
}

/// The flags of a compile command that the probe passes on.
static std::vector<std::string>
probeFlags(const std::vector<std::string> &Args) {
  std::vector<std::string> Out;
  for (size_t I = 1; I < Args.size(); ++I) {
    StringRef A = Args[I];
    if (A == "--")
      break;
    if (!changesMacros(A))
      continue;
    Out.push_back(A.str());
    if (takesValue(A) && I + 1 < Args.size())
      Out.push_back(Args[++I]);
  }
  return Out;
}

std::string defaultProbeCacheDir() {
  SmallString<256> Dir;
  if (auto X = sys::Process::GetEnv("XDG_CACHE_HOME"); X && !X->empty())
    Dir = *X;
  else if (!sys::path::cache_directory(Dir))
    return "";
  sys::path::append(Dir, "mpx-rewrite");
  return std::string(Dir);
}

/// Runs Program with Args (argv[0] included); its stdout (or stderr) in
/// Out.  False, with Why set, if it could not run or failed.  A run that
/// could not start or was killed (a loaded machine: fork failing) is tried
/// once more, since the answer decides which #if branches are rewritten.
static bool capture(StringRef Program, ArrayRef<std::string> Args, bool Stderr,
                    std::string &Out, std::string &Why) {
  SmallString<128> Tmp;
  if (std::error_code EC =
          sys::fs::createTemporaryFile("mpx-probe", "txt", Tmp)) {
    Why = "cannot create a temporary file: " + EC.message();
    return false;
  }
  // The stream not captured goes to a file too: its first line says why a
  // run failed.
  SmallString<128> Other;
  if (sys::fs::createTemporaryFile("mpx-probe", "err", Other))
    Other.clear();
  std::vector<StringRef> Argv(Args.begin(), Args.end());
  std::optional<StringRef> Redirects[] = {
      StringRef(""), Stderr ? StringRef(Other) : StringRef(Tmp),
      Stderr ? StringRef(Tmp) : StringRef(Other)};
  int RC = -1;
  for (int Try = 0; Try < 2 && RC < 0; ++Try)
    RC = sys::ExecuteAndWait(Program, Argv, std::nullopt, Redirects,
                             /*SecondsToWait=*/0, /*MemoryLimit=*/0, &Why);
  auto Buf = MemoryBuffer::getFile(Tmp);
  auto Said = MemoryBuffer::getFile(Stderr ? Tmp : Other);
  sys::fs::remove(Tmp);
  if (!Other.empty())
    sys::fs::remove(Other);
  if (RC != 0 || !Buf) {
    if (RC > 0)
      Why = "'" + join(Args.drop_front(), " ") + "' exited with status " +
            std::to_string(RC) +
            (Said ? ": " + (*Said)->getBuffer().split('\n').first.str() : "");
    else if (Buf && RC == 0)
      Why = "its output cannot be read";
    return false;
  }
  Out = (*Buf)->getBuffer().str();
  return true;
}

/// The value of `#define Name VALUE` in -dM output, or "".
static std::string macroValue(StringRef Macros, StringRef Name) {
  SmallVector<StringRef, 0> Lines;
  Macros.split(Lines, '\n');
  std::string Prefix = ("#define " + Name + " ").str();
  for (StringRef L : Lines)
    if (L.starts_with(Prefix))
      return L.drop_front(Prefix.size()).str();
  return "";
}

/// The `#include <...>` directories `cc -E -v` lists.
static std::vector<std::string> searchList(StringRef Verbose) {
  std::vector<std::string> Dirs;
  SmallVector<StringRef, 0> Lines;
  Verbose.split(Lines, '\n');
  bool In = false;
  for (StringRef L : Lines) {
    if (L.starts_with("#include <...> search starts here:"))
      In = true;
    else if (L.starts_with("End of search list."))
      In = false;
    else if (In && L.starts_with(" ") && !L.contains("(framework directory)"))
      Dirs.push_back(L.trim().str());
  }
  return Dirs;
}

static std::string realPath(StringRef P) {
  SmallString<256> R;
  return sys::fs::real_path(P, R) ? P.str() : std::string(R);
}

std::vector<std::string> gnuAttributeNames() {
  static const char *const Keywords[] = {"const", "inline", "restrict",
                                         "volatile"};
  std::vector<std::string> Names;
  for (const clang::ParsedAttrInfo *A : clang::ParsedAttrInfo::getAllBuiltin())
    for (const auto &S : A->Spellings)
      if (S.Syntax == clang::AttributeCommonInfo::AS_GNU &&
          !llvm::is_contained(Keywords, StringRef(S.NormalizedFullName)))
        Names.push_back(S.NormalizedFullName);
  llvm::sort(Names);
  Names.erase(std::unique(Names.begin(), Names.end()), Names.end());
  return Names;
}

/// How the compiler answers the feature tests a project's `#if` may ask
/// (a project's feature test must take the branch the compiler takes):
/// which of clang's `__builtin_*` functions its __has_builtin denies (gcc
/// 12: __builtin_assume, __builtin_rotateleft32, ...), whether it has
/// __has_feature at all, and which attributes clang knows its
/// __has_attribute affirms.  A compiler without __has_builtin or
/// __has_attribute, or a probe that fails, leaves V.BuiltinsProbed or
/// V.AttributesProbed false.
static void probeFeatureTests(StringRef Program,
                              const std::vector<std::string> &Flags,
                              CompilerView &V) {
  clang::Builtin::Context Clang;
  std::string Text = "#ifdef __has_builtin\nmpx_has_builtin\n";
  for (unsigned ID = 1; ID < clang::Builtin::FirstTSBuiltin; ++ID) {
    StringRef N = Clang.getName(ID);
    if (N.starts_with("__builtin_"))
      Text += ("#if !__has_builtin(" + N + ")\nmpx_lacks " + N + "\n#endif\n")
                  .str();
  }
  Text += "#endif\n#ifdef __has_feature\nmpx_has_feature\n#endif\n"
          "#ifdef __has_attribute\nmpx_has_attribute\n";
  for (const std::string &N : gnuAttributeNames())
    Text += "#if __has_attribute(" + N + ")\nmpx_attribute " + N + "\n#endif\n";
  Text += "#endif\n";
  int FD;
  SmallString<128> Src;
  if (sys::fs::createTemporaryFile("mpx-probe", "c", FD, Src))
    return;
  {
    raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Text;
  }
  std::vector<std::string> Cmd = {Program.str()};
  Cmd.insert(Cmd.end(), Flags.begin(), Flags.end());
  Cmd.insert(Cmd.end(), {"-E", "-P", std::string(Src)});
  std::string Out, Why;
  bool OK = capture(Program, Cmd, false, Out, Why);
  sys::fs::remove(Src);
  if (!OK)
    return;
  SmallVector<StringRef, 0> Lines;
  StringRef(Out).split(Lines, '\n');
  for (StringRef L : Lines) {
    L = L.trim();
    if (L == "mpx_has_builtin")
      V.BuiltinsProbed = true;
    else if (L.consume_front("mpx_lacks "))
      V.LacksBuiltins.push_back(L.str());
    else if (L == "mpx_has_feature")
      V.HasFeatureMacro = true;
    else if (L == "mpx_has_attribute")
      V.AttributesProbed = true;
    else if (L.consume_front("mpx_attribute "))
      V.HasAttributes.push_back(L.str());
  }
  if (!V.BuiltinsProbed)
    V.LacksBuiltins.clear();
  if (!V.AttributesProbed)
    V.HasAttributes.clear();
}

/// Asks the compiler; false if any question failed.
static bool ask(StringRef Program, const std::vector<std::string> &Flags,
                CompilerView &V, std::string &Why) {
  auto Cmd = [&](std::initializer_list<std::string> Tail) {
    std::vector<std::string> C = {Program.str()};
    C.insert(C.end(), Flags.begin(), Flags.end());
    C.insert(C.end(), Tail);
    return C;
  };
  std::string Verbose, Triple, Own, Fixed;
  if (!capture(Program, Cmd({"-dM", "-E", "-x", "c", "/dev/null"}), false,
               V.Macros, Why) ||
      !capture(Program, Cmd({"-E", "-v", "-x", "c", "/dev/null"}), true,
               Verbose, Why) ||
      !capture(Program, Cmd({"-dumpmachine"}), false, Triple, Why))
    return false;
  V.IsClang = !macroValue(V.Macros, "__clang__").empty();
  std::string Version = macroValue(V.Macros, "__VERSION__");
  V.Identity = (V.IsClang ? "clang " : "gcc ") +
               StringRef(Version).trim('"').split(' ').first.str();
  V.Triple = StringRef(Triple).trim().str();
  if (!V.IsClang)
    probeFeatureTests(Program, Flags, V);
  // The compiler's own headers (stddef.h, intrinsics) are for it alone:
  // clang's take their place.
  std::string Ignored; // without them, clang's headers alone serve
  capture(Program, Cmd({"-print-file-name=include"}), false, Own, Ignored);
  capture(Program, Cmd({"-print-file-name=include-fixed"}), false, Fixed,
          Ignored);
  std::string OwnDir = realPath(StringRef(Own).trim());
  std::string FixedDir = realPath(StringRef(Fixed).trim());
  for (const std::string &D : {OwnDir, FixedDir})
    if (!D.empty() && llvm::sys::fs::is_directory(D))
      V.PrivateDirs.push_back(D);
  for (const std::string &D : searchList(Verbose)) {
    std::string R = realPath(D);
    if (R != OwnDir && R != FixedDir)
      V.IncludeDirs.push_back(D);
  }
  return true;
}

static std::string serialise(const CompilerView &V) {
  std::string S;
  raw_string_ostream OS(S);
  OS << CacheMagic << "\ncompiler " << V.Compiler << "\nidentity " << V.Identity
     << "\nclang " << (V.IsClang ? 1 : 0) << "\ntriple " << V.Triple << "\n";
  for (const std::string &D : V.IncludeDirs)
    OS << "include " << D << "\n";
  for (const std::string &D : V.PrivateDirs)
    OS << "private-include " << D << "\n";
  if (V.BuiltinsProbed)
    OS << "builtins-probed 1\n";
  for (const std::string &B : V.LacksBuiltins)
    OS << "lacks-builtin " << B << "\n";
  if (V.HasFeatureMacro)
    OS << "has-feature-macro 1\n";
  if (V.AttributesProbed)
    OS << "attributes-probed 1\n";
  for (const std::string &A : V.HasAttributes)
    OS << "has-attribute " << A << "\n";
  OS << "macros\n" << V.Macros;
  return S;
}

bool loadCompilerView(StringRef Path, CompilerView &V) {
  auto Buf = MemoryBuffer::getFile(Path);
  if (!Buf)
    return false;
  StringRef Rest = (*Buf)->getBuffer();
  auto [Magic, Tail] = Rest.split('\n');
  if (Magic != CacheMagic)
    return false;
  Rest = Tail;
  while (!Rest.empty()) {
    auto [Line, Next] = Rest.split('\n');
    Rest = Next;
    auto [Key, Value] = Line.split(' ');
    if (Key == "macros") {
      V.Macros = Rest.str();
      return true;
    }
    if (Key == "compiler")
      V.Compiler = Value.str();
    else if (Key == "identity")
      V.Identity = Value.str();
    else if (Key == "clang")
      V.IsClang = Value == "1";
    else if (Key == "triple")
      V.Triple = Value.str();
    else if (Key == "include")
      V.IncludeDirs.push_back(Value.str());
    else if (Key == "private-include")
      V.PrivateDirs.push_back(Value.str());
    else if (Key == "builtins-probed")
      V.BuiltinsProbed = Value == "1";
    else if (Key == "lacks-builtin")
      V.LacksBuiltins.push_back(Value.str());
    else if (Key == "has-feature-macro")
      V.HasFeatureMacro = Value == "1";
    else if (Key == "attributes-probed")
      V.AttributesProbed = Value == "1";
    else if (Key == "has-attribute")
      V.HasAttributes.push_back(Value.str());
  }
  return false;
}

/// Writes Text to Path through a unique temporary renamed into place, so
/// that parallel probes never see a partial file.
static bool writeCache(StringRef Dir, StringRef Path, StringRef Text) {
  if (sys::fs::create_directories(Dir))
    return false;
  SmallString<256> Model(Dir);
  sys::path::append(Model, "probe-%%%%%%%%.tmp");
  int FD;
  SmallString<256> Tmp;
  if (sys::fs::createUniqueFile(Model, FD, Tmp))
    return false;
  {
    raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Text;
    if (OS.has_error()) {
      OS.clear_error();
      sys::fs::remove(Tmp);
      return false;
    }
  }
  if (sys::fs::rename(Tmp, Path)) {
    sys::fs::remove(Tmp);
    return false;
  }
  return true;
}

std::string probeCompiler(StringRef Compiler,
                          const std::vector<std::string> &Args,
                          StringRef CacheDir, std::string &Error) {
  std::string Program = Compiler.str();
  if (!sys::path::has_parent_path(Compiler)) {
    auto Found = sys::findProgramByName(Compiler);
    if (!Found) {
      Error = "cannot find the compiler '" + Compiler.str() + "'";
      return "";
    }
    Program = *Found;
  }
  sys::fs::file_status St;
  if (sys::fs::status(Program, St)) {
    Error = "cannot find the compiler '" + Program + "'";
    return "";
  }
  std::vector<std::string> Flags = probeFlags(Args);
  std::string Key =
      std::string(CacheMagic) + '\0' + realPath(Program) + '\0' +
      std::to_string(St.getSize()) + '\0' +
      std::to_string(St.getLastModificationTime().time_since_epoch().count());
  for (const std::string &F : Flags)
    Key += '\0' + F;
  std::string Dir = CacheDir.empty() ? defaultProbeCacheDir() : CacheDir.str();
  if (Dir.empty()) {
    SmallString<256> Tmp;
    sys::path::system_temp_directory(/*ErasedOnReboot=*/true, Tmp);
    sys::path::append(Tmp, "mpx-rewrite");
    Dir = std::string(Tmp);
  }
  SmallString<256> Path(Dir);
  sys::path::append(Path,
                    utohexstr(xxh3_64bits(Key), /*LowerCase=*/true) + ".view");
  CompilerView V;
  if (loadCompilerView(Path, V))
    return std::string(Path);
  V = CompilerView();
  V.Compiler = Program;
  std::string Why;
  if (!ask(Program, Flags, V, Why)) {
    Error = "cannot ask '" + Program + "' for its predefined macros" +
            (Why.empty() ? "" : " (" + Why + ")");
    return "";
  }
  if (!writeCache(Dir, Path, serialise(V))) {
    Error = "cannot write '" + std::string(Path) + "'";
    return "";
  }
  return std::string(Path);
}

/// The compiler a compile command runs (past ccache-like launchers), or ""
/// for the stand-in name of `--` command lines.
static std::string commandCompiler(const std::vector<std::string> &Args) {
  size_t I = 0;
  while (I + 1 < Args.size() && is_contained({"ccache", "distcc", "sccache"},
                                             sys::path::filename(Args[I])))
    ++I;
  // FixedCompilationDatabase names <the tool's directory>/clang-tool.
  if (Args.empty() || sys::path::filename(Args[I]) == "clang-tool")
    return "";
  return Args[I];
}

static bool hasTarget(const std::vector<std::string> &Args) {
  return any_of(Args, [](StringRef A) {
    return A == "-target" || A.starts_with("--target=");
  });
}

clang::tooling::ArgumentsAdjuster compilerViewAdjuster(std::string Compiler,
                                                       std::string CacheDir) {
  return [Compiler, CacheDir](const clang::tooling::CommandLineArguments &Args,
                              StringRef File) {
    std::string CC = Compiler.empty() ? commandCompiler(Args) : Compiler;
    if (CC.empty() || CC == "clang-view")
      return Args;
    std::string Error;
    std::string Path = probeCompiler(CC, Args, CacheDir, Error);
    CompilerView V;
    if (Path.empty() || !loadCompilerView(Path, V)) {
      errs() << "mpx-rewrite: warning: " << Error << "; " << File
             << " is parsed with clang's predefined macros\n";
      return Args;
    }
    clang::tooling::CommandLineArguments Out = Args;
    auto At = std::find(Out.begin(), Out.end(), "--");
    std::vector<std::string> Extra;
    if (!V.IsClang) {
      // Clang's resource directory stays first (its intrinsics and
      // stddef.h); then the compiler's system directories, in its order.
      Extra.push_back("-nostdlibinc");
      for (const std::string &D : V.IncludeDirs)
        Extra.insert(Extra.end(), {"-idirafter", D});
      if (!hasTarget(Args) && !V.Triple.empty())
        Extra.push_back("--target=" + V.Triple);
    }
    Extra.insert(Extra.end(),
                 {"-Xclang", std::string("-plugin-arg-") + ViewPluginName,
                  "-Xclang", ViewArgPrefix + Path});
    Out.insert(At, Extra.begin(), Extra.end());
    return Out;
  };
}

} // namespace mpx
