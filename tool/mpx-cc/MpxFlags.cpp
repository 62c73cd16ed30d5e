//===- MpxFlags.cpp - -fmpx-* and GCC-MPX flags to rewriter options -------===//
//
// Maps the instrumentation flags a user gives mpx-cc, in compiler-flag form,
// to mpx-rewrite's options: mpx-cc's own -fmpx-* and, so that build systems
// written for GCC's Pointer Bounds Checker work unchanged, GCC's -fchkp-*,
// -fcheck-pointer-bounds and -mmpx.  None of them reaches the real compiler.
//
//===----------------------------------------------------------------------===//
#include "Options.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>

using namespace llvm;

namespace mpxcc {

/// Sets the read/write checks from an mpx-rewrite --check value; false if
/// \p Value is not one.
static bool setCheckMode(StringRef Value, RewriteOptions &Opts) {
  if (Value != "rw" && Value != "r" && Value != "w" && Value != "none")
    return false;
  Opts.CheckReads = Value == "rw" || Value == "r";
  Opts.CheckWrites = Value == "rw" || Value == "w";
  return true;
}

/// Handles the -fmpx-KEY=VALUE flags; true if \p Flag was one.
static bool parseValueFlag(StringRef Flag, RewriteOptions &Opts,
                           std::string &Error) {
  StringRef Original = Flag, Value;
  bool Valid = true;
  if (Flag.consume_front("-fmpx-check=")) {
    Value = Flag;
    Valid = setCheckMode(Value, Opts);
  } else if (Flag.consume_front("-fmpx-narrow=")) {
    Value = Flag;
    Valid = Value == "fields" || Value == "none" || Value == "innermost";
    if (Valid)
      Opts.Narrow = Value.str();
  } else if (Flag.consume_front("-fmpx-backend=")) {
    Value = Flag;
    Valid = Value == "soft" || Value == "mpx" || Value == "none";
    if (Valid)
      Opts.Backend = Value.str();
  } else {
    return false;
  }
  if (!Valid)
    Error = "invalid value '" + Value.str() + "' in '" + Original.str() + "'";
  return true;
}

/// Why a GCC switch that turns part of the checker off has no counterpart.
static const char *whyNot(StringRef Flag) {
  if (Flag.contains("zero-dynamic-size"))
    return "a symbol without a size (the linker's own) always gets INIT "
           "bounds, never empty ones";
  if (Flag.contains("store-bounds"))
    return "pointers stored to memory always keep their bounds in the bounds "
           "table; a load of a pointer stored without them would get stale "
           "bounds";
  if (Flag.contains("instrument-calls"))
    return "calls always pass bounds (to clones or through the hand-off area)";
  return "libc calls are always checked by the rewriter's table, the printf "
         "and scanf wrappers and the runtime's clones";
}

/// Handles GCC's -fchkp-* flags; true if \p Flag was one.  Flags with no
/// counterpart are dropped with a warning.
static bool parseChkpFlag(StringRef Flag, RewriteOptions &Opts) {
  if (!Flag.starts_with("-fchkp-") && !Flag.starts_with("-fno-chkp-"))
    return false;
  enum Action {
    Ignore, Read, NoRead, Write, NoWrite, Narrow, NoNarrow, Innermost,
    NoInnermost, FirstField, NoFirstField, Flex, NoFlex, Marked, NoMarked,
    Optimize, NoOptimize, Incomplete, NoIncomplete, Always, Explained
  };
  Action A = StringSwitch<Action>(Flag)
                 .Case("-fchkp-check-read", Read)
                 .Case("-fno-chkp-check-read", NoRead)
                 .Case("-fchkp-check-write", Write)
                 .Case("-fno-chkp-check-write", NoWrite)
                 .Case("-fchkp-narrow-bounds", Narrow)
                 .Case("-fno-chkp-narrow-bounds", NoNarrow)
                 .Case("-fchkp-narrow-to-innermost-array", Innermost)
                 .Case("-fno-chkp-narrow-to-innermost-array", NoInnermost)
                 .Case("-fchkp-first-field-has-own-bounds", FirstField)
                 .Case("-fno-chkp-first-field-has-own-bounds", NoFirstField)
                 .Case("-fchkp-flexible-struct-trailing-arrays", Flex)
                 .Case("-fno-chkp-flexible-struct-trailing-arrays", NoFlex)
                 .Case("-fchkp-instrument-marked-only", Marked)
                 .Case("-fno-chkp-instrument-marked-only", NoMarked)
                 .Case("-fchkp-optimize", Optimize)
                 .Case("-fno-chkp-optimize", NoOptimize)
                 .Case("-fchkp-check-incomplete-type", Incomplete)
                 .Case("-fno-chkp-check-incomplete-type", NoIncomplete)
                 // What the rewriter always does (docs/mpx-cc.md).
                 .Cases("-fchkp-treat-zero-dynamic-size-as-infinite",
                        "-fchkp-store-bounds", "-fchkp-instrument-calls",
                        "-fchkp-use-wrappers", "-fchkp-use-static-bounds",
                        "-fchkp-use-static-const-bounds", Always)
                 .Cases("-fno-chkp-use-static-bounds",
                        "-fno-chkp-use-static-const-bounds",
                        "-fchkp-use-fast-string-functions",
                        "-fno-chkp-use-fast-string-functions",
                        "-fchkp-use-nochk-string-functions",
                        "-fno-chkp-use-nochk-string-functions", Always)
                 .Cases("-fno-chkp-treat-zero-dynamic-size-as-infinite",
                        "-fno-chkp-store-bounds", "-fno-chkp-instrument-calls",
                        "-fno-chkp-use-wrappers", Explained)
                 .Default(Ignore);
  switch (A) {
  case Ignore:
    errs() << "mpx-cc: warning: ignoring '" << Flag << "'\n";
    break;
  case Always:
    break;
  case Explained:
    errs() << "mpx-cc: warning: ignoring '" << Flag << "': " << whyNot(Flag)
           << "\n";
    break;
  case Incomplete:
  case NoIncomplete:
    Opts.IncompleteTypeBounds = A == Incomplete;
    break;
  case Read:
  case NoRead:
    Opts.CheckReads = A == Read;
    break;
  case Write:
  case NoWrite:
    Opts.CheckWrites = A == Write;
    break;
  case Narrow:
    if (Opts.Narrow == "none")
      Opts.Narrow = "fields";
    break;
  case NoNarrow:
    Opts.Narrow = "none";
    break;
  case Innermost:
    Opts.Narrow = "innermost";
    break;
  case NoInnermost:
    if (Opts.Narrow == "innermost")
      Opts.Narrow = "fields";
    break;
  case FirstField:
  case NoFirstField:
    Opts.FirstFieldHasOwnBounds = A == FirstField;
    break;
  case Flex:
    Opts.AllTrailingArraysFlexible = true;
    // Trailing [], [0] and [1] already run to the end of the allocation.
    Opts.StrictFlexArrays = false;
    break;
  case NoFlex:
    Opts.AllTrailingArraysFlexible = false;
    Opts.StrictFlexArrays = true;
    break;
  case Marked:
  case NoMarked:
    Opts.InstrumentMarkedOnly = A == Marked;
    break;
  case Optimize:
  case NoOptimize:
    Opts.VersionLoops = A == Optimize;
    break;
  }
  return true;
}

bool parseMpxFlag(StringRef Flag, RewriteOptions &Opts, std::string &Error) {
  if (Flag == "-fcheck-pointer-bounds") {
    Opts.BndBuiltins = true;
    return true;
  }
  if (Flag == "-mmpx" ||
      Flag == "-mno-mpx")
    return true;
  if (Flag == "-fno-check-pointer-bounds") {
    setCheckMode("none", Opts);
    Opts.BndBuiltins = false;
    return true;
  }
  if (Flag == "-fmpx-first-field-has-own-bounds") {
    Opts.FirstFieldHasOwnBounds = true;
    return true;
  }
  if (Flag == "-fmpx-strict-flex-arrays") {
    Opts.StrictFlexArrays = true;
    return true;
  }
  if (Flag == "-fmpx-instrument-marked-only") {
    Opts.InstrumentMarkedOnly = true;
    return true;
  }
  if (Flag.starts_with("-fmpx-cache-dir=")) {
    Opts.CacheDir = Flag.drop_front(strlen("-fmpx-cache-dir=")).str();
    return true;
  }
  if (Flag.starts_with("-fmpx-check-report=")) {
    Opts.CheckReport = Flag.drop_front(strlen("-fmpx-check-report=")).str();
    return true;
  }
  if (Flag == "-fmpx-stats") {
    Opts.Stats = true;
    return true;
  }
  if (Flag == "-fmpx-strict") {
    Opts.Strict = true;
    return true;
  }
  if (Flag == "-fmpx-loop-versioning" || Flag == "-fno-mpx-loop-versioning") {
    Opts.VersionLoops = Flag == "-fmpx-loop-versioning";
    return true;
  }
  if (Flag == "-fmpx-trap-checks" || Flag == "-fno-mpx-trap-checks") {
    Opts.TrapChecks = Flag == "-fmpx-trap-checks";
    return true;
  }
  if (Flag == "-fmpx-instrument-headers" ||
      Flag == "-fno-mpx-instrument-headers") {
    Opts.InstrumentHeaders = Flag == "-fmpx-instrument-headers";
    return true;
  }
  return parseValueFlag(Flag, Opts, Error) || parseChkpFlag(Flag, Opts);
}

std::vector<std::string> rewriterFlags(const RewriteOptions &Opts) {
  std::vector<std::string> Flags;
  if (!Opts.CheckReads || !Opts.CheckWrites) {
    const char *Mode = Opts.CheckReads    ? "r"
                       : Opts.CheckWrites ? "w"
                                          : "none";
    Flags.push_back(std::string("--check=") + Mode);
  }
  if (Opts.Narrow != "fields")
    Flags.push_back("--narrow=" + Opts.Narrow);
  if (Opts.FirstFieldHasOwnBounds)
    Flags.push_back("--first-field-has-own-bounds");
  if (Opts.StrictFlexArrays)
    Flags.push_back("--strict-flex-arrays");
  if (Opts.AllTrailingArraysFlexible)
    Flags.push_back("--flexible-trailing-arrays");
  if (!Opts.BndBuiltins)
    Flags.push_back("--bnd-builtins=false");
  if (!Opts.IncompleteTypeBounds)
    Flags.push_back("--incomplete-type-bounds=false");
  if (Opts.InstrumentMarkedOnly)
    Flags.push_back("--instrument-marked-only");
  if (!Opts.VersionLoops)
    Flags.push_back("--loop-versioning=false");
  if (!Opts.InstrumentHeaders)
    Flags.push_back("--instrument-headers=false");
  if (Opts.Stats)
    Flags.push_back("--stats");
  if (!Opts.CheckReport.empty())
    Flags.push_back("--check-report=" + Opts.CheckReport);
  // A build step: a file clang cannot parse is compiled as written (the
  // real compiler may accept it), unless -fmpx-strict.
  Flags.push_back(Opts.Strict ? "--strict" : "--unparsable=copy");
  return Flags;
}

} // namespace mpxcc
