//===- CrashGuard.cpp - running the work under crash recovery -------------===//
#include "Rewrite/CrashGuard.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/ErrorHandling.h"
#include <csignal>
#include <cstdlib>
#include <memory>

using namespace llvm;
using namespace mpx;

namespace {

/// The stack the work runs on.  Deep recursion is bounded by the tool's
/// nesting limit (FunctionRewriter.h) for its own walks; clang's parser
/// needs about 40 bytes per level of a chain like `a + a + ... + a`.
constexpr unsigned WorkStackSize = 256u << 20;
/// The stack the crash handler runs on when the work's stack overflowed.
constexpr size_t SignalStackSize = 1u << 16;
/// CrashRecoveryContext's RetCode after report_fatal_error (signals give
/// 128 + the signal's number).
constexpr int FatalErrorCode = 70;

/// report_fatal_error under the guard: the reason is kept and the guarded
/// work stopped like a crash.
void onFatalError(void *Data, const char *Reason, bool) {
  *static_cast<std::string *>(Data) = Reason;
  if (CrashRecoveryContext *CRC = CrashRecoveryContext::GetCurrent())
    CRC->HandleExit(FatalErrorCode);
  // Another thread than the guarded one: nothing to return to.
  errs() << "mpx-rewrite: error: internal error: " << Reason << "\n";
  std::_Exit(2);
}

/// An alternate signal stack for the calling thread, for its lifetime.
class SignalStack {
public:
  SignalStack() : Memory(new char[SignalStackSize]) {
    stack_t S = {};
    S.ss_sp = Memory.get();
    S.ss_size = SignalStackSize;
    Installed = sigaltstack(&S, &Old) == 0;
  }
  ~SignalStack() {
    if (Installed)
      sigaltstack(&Old, nullptr);
  }
  SignalStack(const SignalStack &) = delete;
  SignalStack &operator=(const SignalStack &) = delete;

private:
  std::unique_ptr<char[]> Memory;
  stack_t Old = {};
  bool Installed = false;
};

/// Has the crash-recovery handlers of the signals a stack overflow raises
/// run on the alternate stack (CrashRecoveryContext installs them without).
void handleOnSignalStack() {
  for (int Sig : {SIGSEGV, SIGBUS}) {
    struct sigaction A;
    if (sigaction(Sig, nullptr, &A) == 0 && A.sa_handler != SIG_DFL &&
        A.sa_handler != SIG_IGN && !(A.sa_flags & SA_ONSTACK)) {
      A.sa_flags |= SA_ONSTACK;
      sigaction(Sig, &A, nullptr);
    }
  }
}

const char *signalName(int Sig) {
  switch (Sig) {
  case SIGSEGV:
    return "SIGSEGV, segmentation fault";
  case SIGBUS:
    return "SIGBUS, bus error";
  case SIGABRT:
    return "SIGABRT, aborted: a failed assertion or abort()";
  case SIGFPE:
    return "SIGFPE, arithmetic exception";
  case SIGILL:
    return "SIGILL, illegal instruction";
  case SIGTRAP:
    return "SIGTRAP, trap";
  default:
    return "a signal";
  }
}

} // namespace

std::optional<InternalFailure> mpx::runGuarded(Activity &A,
                                               function_ref<void()> Work) {
  std::string Fatal;
  ScopedFatalErrorHandler OnFatal(onFatalError, &Fatal);
  CrashRecoveryContext::Enable();
  handleOnSignalStack();
  // After a failure the context is leaked: its cleanups would tear down
  // clang's half-built state, and the process is about to exit anyway.
  auto CRC = std::make_unique<CrashRecoveryContext>();
  bool Ok = CRC->RunSafelyOnThread(
      [&] {
        SignalStack OwnStack;
        Work();
      },
      WorkStackSize);
  std::optional<InternalFailure> F;
  if (!Ok) {
    F.emplace();
    F->Message = Fatal;
    if (Fatal.empty() && CRC->RetCode > 128)
      F->Signal = CRC->RetCode - 128;
    F->InClang = A.inClang();
    CRC.release();
    // The state the crash left may make even this fail.
    CrashRecoveryContext Describe;
    if (!Describe.RunSafely([&] {
          F->Doing = A.doing();
          F->Where = A.where();
        })) {
      F->Doing = "rewriting";
      F->Where = "mpx-rewrite";
    }
  }
  CrashRecoveryContext::Disable();
  return F;
}

void mpx::reportFailure(raw_ostream &OS, const InternalFailure &F) {
  std::string Who = F.InClang ? "clang" : "mpx-rewrite";
  OS << F.Where << ": error: " << Who << " ";
  if (F.Signal)
    OS << "crashed (" << signalName(F.Signal) << ")";
  else
    OS << "stopped on an internal error (" << F.Message << ")";
  OS << " while " << F.Doing << "\n";
  OS << "mpx-rewrite: note: ";
  if (F.InClang)
    OS << "the failure is in clang's code (LLVM " LLVM_VERSION_STRING
          "), not mpx-rewrite's";
  else
    OS << "this is a bug in mpx-rewrite, not in the input; please report "
          "it with the input and the command line";
  OS << "; no output was written\n";
}

void mpx::reportInternalError(const Twine &Why) {
  report_fatal_error(Why, /*gen_crash_diag=*/false);
}
