//===- Options.h - what the user asked the instrumenter to do --*- C++ -*-===//
//
// One options struct, filled by the driver and passed down read-only to
// every phase.  No global option variables.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_OPTIONS_H
#define MPX_REWRITE_OPTIONS_H

#include <string>

namespace mpx {

enum class CheckMode { ReadWrite, Read, Write, None };
enum class NarrowMode { Fields, None, Innermost };

struct RewriteOptions {
  CheckMode Check = CheckMode::ReadWrite;
  NarrowMode Narrow = NarrowMode::Fields;
  bool FirstFieldHasOwnBounds = false;
  bool StrictFlexArrays = false;
  /// Every last array field is flexible, whatever its size (GCC's
  /// -fchkp-flexible-struct-trailing-arrays).
  bool AllTrailingArraysFlexible = false;
  /// GCC's __bnd_* builtins act (else, as with GCC's
  /// -fno-check-pointer-bounds, they are no-ops: checks pass, bounds
  /// queries give 0 and ~0).
  bool BndBuiltins = true;
  /// An extern array of incomplete type gets the size the linker knows
  /// for its symbol (GCC's -fchkp-check-incomplete-type); else INIT.
  bool IncompleteTypeBounds = true;
  bool PrintStats = false;
  /// Where the check map's pages go (--check-report, CheckReport.h); ""
  /// for none.
  std::string CheckReportDir;
  /// Instrument only functions marked bnd_instrument (GCC's
  /// -fchkp-instrument-marked-only).
  bool InstrumentMarkedOnly = false;
  /// Run counted loops unchecked when one test before them proves all
  /// their accesses in bounds (LoopVersioning.h).
  bool VersionLoops = true;
  /// Instrument the project headers the file includes (ProjectFiles.h),
  /// spliced into the output, not only the file itself.
  bool InstrumentHeaders = true;
  /// What the tool cannot rewrite is an error (else a warning, and the
  /// construct, function or file is left as written).
  bool Strict = false;
  /// A file clang cannot parse is written out unchanged, with a warning
  /// (mpx-cc's choice: the real compiler may accept it); else an error.
  bool CopyUnparsable = false;
  /// Where mpxrt.h is: parsed with the input so that GCC's __bnd_* API and
  /// attributes are declared exactly as the output will see them.
  std::string RuntimeIncludeDir;
  /// Testing aid (--debug-crash-at, DebugCrash.h): where the tool fails on
  /// purpose ("" never), and how.
  std::string DebugCrashAt;
  std::string DebugCrashKind = "segv";

  /// True when accesses of this kind get a check.
  bool checksReads() const {
    return Check == CheckMode::ReadWrite || Check == CheckMode::Read;
  }
  bool checksWrites() const {
    return Check == CheckMode::ReadWrite || Check == CheckMode::Write;
  }
  /// The options as written on the command line, for the output's header.
  std::string describe() const;
};

} // namespace mpx

#endif
