//===- CrashGuard.h - internal failures reported, not crashed -*- C++ -*-===//
//
// The rewriter runs its work under llvm::CrashRecoveryContext: a crash
// (SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGTRAP), a failed assertion or
// abort() (SIGABRT), llvm::report_fatal_error, or an unexpected state the
// tool detects itself (reportInternalError) stops the work and comes back
// as an InternalFailure, which says what the tool was doing (Activity.h)
// and whose code was running: clang's (setting up, parsing) or the tool's.
// The work runs on a thread with a large stack, and the crash handler on
// a stack of its own, so that a stack overflow is caught like any crash.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_CRASHGUARD_H
#define MPX_REWRITE_CRASHGUARD_H

#include "Rewrite/Activity.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>
#include <string>

namespace mpx {

/// How a guarded run ended, when it did not return.
struct InternalFailure {
  int Signal = 0;       ///< the signal that stopped it, or 0
  std::string Message;  ///< report_fatal_error's reason, if it stopped it
  bool InClang = false; ///< clang's code was running, not the tool's
  std::string Doing;    ///< Activity::doing()
  std::string Where;    ///< Activity::where()
};

/// Runs Work, which keeps A up to date; returns the failure that stopped
/// it, or nothing when it returned.  A is read only after a failure.
std::optional<InternalFailure> runGuarded(Activity &A,
                                          llvm::function_ref<void()> Work);

/// Prints F as a clang-style error with a note saying whose bug it is and
/// that no output was written.
void reportFailure(llvm::raw_ostream &OS, const InternalFailure &F);

/// Stops the work at a state the tool does not expect (an internal
/// inconsistency, not a property of the input): under runGuarded, an
/// InternalFailure with message Why; elsewhere, report_fatal_error's exit.
[[noreturn]] void reportInternalError(const llvm::Twine &Why);

} // namespace mpx

#endif
