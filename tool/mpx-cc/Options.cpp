//===- Options.cpp - sort a cc command line into mpx-cc's steps -----------===//
//
// One table of the options that take a value (joined, "-Ifoo", or separate,
// "-I foo") and a few lists of flags, each with the steps it belongs to.
// Anything not listed is ArgKind::Other and goes to every compile and link
// unchanged, so unknown compiler flags pass through.
//
//===----------------------------------------------------------------------===//
#include "Options.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace mpxcc {

namespace {
/// An option with a value.
struct ValueOption {
  const char *Name;
  ArgKind Kind;
  bool Joined;   ///< "-Ifoo" (or "--sysroot=foo" when Name ends with '=')
  bool Separate; ///< "-I foo"
};
} // namespace

// Longer names first where one is a prefix of another.
static const ValueOption ValueOptions[] = {
    {"-o", ArgKind::Output, true, true},
    {"-x", ArgKind::Language, true, true},
    {"-I", ArgKind::Parsing, true, true},
    {"-D", ArgKind::Parsing, true, true},
    {"-U", ArgKind::Parsing, true, true},
    {"-include", ArgKind::Parsing, false, true},
    {"-imacros", ArgKind::Parsing, false, true},
    {"-isystem", ArgKind::Parsing, true, true},
    {"-idirafter", ArgKind::Parsing, true, true},
    {"-iquote", ArgKind::Parsing, true, true},
    {"-iprefix", ArgKind::Parsing, true, true},
    {"-iwithprefixbefore", ArgKind::Parsing, true, true},
    {"-iwithprefix", ArgKind::Parsing, true, true},
    {"-isysroot", ArgKind::Parsing, true, true},
    {"--sysroot=", ArgKind::Parsing, true, false},
    {"--sysroot", ArgKind::Parsing, false, true},
    {"--target=", ArgKind::Parsing, true, false},
    {"-target", ArgKind::Parsing, false, true},
    {"-MF", ArgKind::DepFile, true, true},
    {"-MT", ArgKind::DepFile, true, true},
    {"-MQ", ArgKind::DepFile, true, true},
    {"-L", ArgKind::LinkOnly, true, true},
    {"-l", ArgKind::LinkOnly, true, true},
    {"-Xlinker", ArgKind::LinkOnly, false, true},
    {"-u", ArgKind::LinkOnly, false, true},
    {"-T", ArgKind::LinkOnly, false, true},
    {"-z", ArgKind::LinkOnly, false, true},
    {"-e", ArgKind::LinkOnly, false, true},
    {"-Xassembler", ArgKind::Other, false, true},
    {"-Xpreprocessor", ArgKind::Other, false, true},
    {"-Xclang", ArgKind::Other, false, true},
    {"-aux-info", ArgKind::Other, false, true},
    {"--param", ArgKind::Other, false, true},
    {"-arch", ArgKind::Other, false, true},
    {"-A", ArgKind::Other, false, true},
    {"-B", ArgKind::Other, true, true},
    {"-dumpdir", ArgKind::Other, false, true},
    {"-dumpbase", ArgKind::Other, false, true},
    {"-dumpbase-ext", ArgKind::Other, false, true},
};

static const char *const ModeFlags[] = {"-c", "-S", "-E", "-fsyntax-only",
                                        "-M", "-MM"};

static const char *const DepFlags[] = {"-MD", "-MMD", "-MP", "-MG"};

static const char *const LinkFlags[] = {
    "-shared", "-static",     "-rdynamic",      "-nostdlib",
    "-nolibc", "-nostartfiles", "-nodefaultlibs", "-s",
    "-r",      "-pie",        "-no-pie",        "-static-pie",
    "-static-libgcc", "-shared-libgcc"};

/// Flags that change what the preprocessor or the parser sees, beyond the
/// -I/-D family of the table: the rewriter must parse what cc compiles.
static const char *const ParsingFlags[] = {
    "-nostdinc", "-undef", "-ansi", "-m32", "-m64", "-mx32", "-pthread", "-w",
    "-ffreestanding", "-fms-extensions", "-fgnu89-inline", "-fsigned-char",
    "-funsigned-char", "-fno-signed-char", "-fno-unsigned-char",
    "-fshort-enums", "-fno-short-enums", "-fshort-wchar", "-fno-short-wchar",
    "-fPIC", "-fpic", "-fPIE", "-fpie", "-ffast-math",
    // string literals are const char arrays under it, as the compiler
    // sees them, so the rewriter's temporaries holding one are const too
    "-Wwrite-strings", "-Wno-write-strings"};

static const char *const ParsingPrefixes[] = {"-std=", "-O", "-march=",
                                              "-fno-builtin"};

unsigned Invocation::numCSources() const {
  return count_if(Args, [](const Arg &A) { return A.IsCSource; });
}

bool Invocation::hasInputs() const {
  return any_of(Args, [](const Arg &A) {
    bool Library = A.Kind == ArgKind::LinkOnly &&
                   StringRef(A.Tokens[0]).starts_with("-l");
    return A.Kind == ArgKind::Input || Library;
  });
}

bool hasCExtension(StringRef Path) {
  return sys::path::extension(Path) == ".c";
}

static bool isOneOf(StringRef Flag, ArrayRef<const char *> List) {
  return any_of(List, [&](const char *Name) { return Flag == Name; });
}

/// Kind of a flag that takes no value.
static ArgKind classifyFlag(StringRef Flag) {
  if (isOneOf(Flag, ModeFlags))
    return ArgKind::ModeFlag;
  if (isOneOf(Flag, DepFlags))
    return ArgKind::DepFile;
  if (isOneOf(Flag, LinkFlags) || Flag.starts_with("-Wl,"))
    return ArgKind::LinkOnly;
  if (isOneOf(Flag, ParsingFlags))
    return ArgKind::Parsing;
  if (any_of(ParsingPrefixes,
             [&](const char *P) { return Flag.starts_with(P); }))
    return ArgKind::Parsing;
  return ArgKind::Other;
}

/// Matches \p Argv[I] against the value options; on a match fills \p Out,
/// advances \p I past a separate value and returns true.  Sets \p Error if
/// the value is missing.
static bool matchValueOption(ArrayRef<std::string> Argv, size_t &I, Arg &Out,
                             std::string &Error) {
  StringRef Cur = Argv[I];
  for (const ValueOption &O : ValueOptions) {
    StringRef Name = O.Name;
    if (Cur == Name && O.Separate) {
      if (I + 1 >= Argv.size()) {
        Error = "argument to '" + Name.str() + "' is missing";
        return true;
      }
      Out = {O.Kind, {Argv[I], Argv[I + 1]}, "", false};
      ++I;
      return true;
    }
    if (O.Joined && Cur.size() > Name.size() && Cur.starts_with(Name)) {
      Out = {O.Kind, {Argv[I]}, "", false};
      return true;
    }
  }
  return false;
}

/// The value of a one-token or two-token option ("-ofoo" or "-o foo").
static std::string optionValue(const Arg &A, StringRef Name) {
  if (A.Tokens.size() == 2)
    return A.Tokens[1];
  return StringRef(A.Tokens[0]).drop_front(Name.size()).str();
}

static DriverMode strongerMode(DriverMode Old, StringRef Flag) {
  DriverMode New = Flag == "-c"              ? DriverMode::Compile
             : Flag == "-S"            ? DriverMode::Assemble
             : Flag == "-fsyntax-only" ? DriverMode::SyntaxOnly
                                       : DriverMode::Preprocess;
  return static_cast<int>(New) > static_cast<int>(Old) ? New : Old;
}

/// Records what a dependency flag asks for.
static void noteDepFlag(const Arg &A, DepOptions &Deps) {
  StringRef Flag = A.Tokens[0];
  if (Flag == "-MD" || Flag == "-MMD") {
    Deps.Enabled = true;
    Deps.UserHeadersOnly = Flag == "-MMD";
  } else if (Flag == "-MP") {
    Deps.Phony = true;
  } else if (Flag == "-MG") {
    Deps.MissingHeaders = true;
  } else if (Flag.starts_with("-MF")) {
    Deps.File = optionValue(A, "-MF");
  } else {
    StringRef Name = Flag.take_front(3);
    Deps.Targets.push_back(Name.str());
    Deps.Targets.push_back(optionValue(A, Name));
  }
}

/// Updates the invocation-wide state an argument implies.
static void noteArg(Arg &A, std::string &Language, Invocation &Inv) {
  switch (A.Kind) {
  case ArgKind::Language:
    Language = optionValue(A, "-x");
    if (Language == "none")
      Language.clear();
    break;
  case ArgKind::Input:
    A.Language = Language;
    A.IsCSource = A.Tokens[0] != "-" &&
                  (Language == "c" ||
                   (Language.empty() && hasCExtension(A.Tokens[0])));
    break;
  case ArgKind::Output:
    Inv.OutputFile = optionValue(A, "-o");
    break;
  case ArgKind::ModeFlag:
    Inv.Mode = strongerMode(Inv.Mode, A.Tokens[0]);
    break;
  case ArgKind::DepFile:
    noteDepFlag(A, Inv.Deps);
    break;
  default:
    break;
  }
}

/// Handles the flags that belong to mpx-cc itself; true if \p Flag was one.
static bool parseDriverFlag(StringRef Flag, Invocation &Inv) {
  if (Flag == "--help") {
    Inv.Help = true;
    return true;
  }
  if (Flag == "-###") {
    Inv.PrintOnly = true;
    return true;
  }
  if (Flag == "-v")
    Inv.Verbose = true; // also passed on to the real compiler
  return false;
}

bool parseCommandLine(ArrayRef<std::string> Argv, Invocation &Inv) {
  std::string Language, Error;
  for (size_t I = 0; I < Argv.size(); ++I) {
    StringRef Cur = Argv[I];
    if (parseDriverFlag(Cur, Inv))
      continue;
    if (parseMpxFlag(Cur, Inv.Rewrite, Error)) {
      if (!Error.empty())
        break;
      continue;
    }
    Arg A;
    if (Cur == "-" || !Cur.starts_with("-"))
      A = {ArgKind::Input, {Argv[I]}, "", false};
    else if (!matchValueOption(Argv, I, A, Error))
      A = {classifyFlag(Cur), {Argv[I]}, "", false};
    if (!Error.empty())
      break;
    noteArg(A, Language, Inv);
    Inv.Args.push_back(std::move(A));
  }
  unsigned NumInputs = count_if(
      Inv.Args, [](const Arg &A) { return A.Kind == ArgKind::Input; });
  if (Error.empty() && !Inv.OutputFile.empty() && NumInputs > 1 &&
      (Inv.Mode == DriverMode::Compile || Inv.Mode == DriverMode::Assemble))
    Error = "cannot specify '-o' with '-c' or '-S' with multiple files";
  if (Error.empty())
    return true;
  errs() << "mpx-cc: error: " << Error << "\n";
  return false;
}

} // namespace mpxcc
