//===- DebugCrash.cpp - failing on purpose --------------------------------===//
#include "Rewrite/DebugCrash.h"
#include "Rewrite/CrashGuard.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/ErrorHandling.h"
#include <cstdint>
#include <cstdlib>
#include <optional>

using namespace mpx;

namespace {

struct Point {
  const char *Name;
  Step S;
  bool HasArg;
};

const Point Points[] = {
    {"setup", Step::Setup, false},  {"parse", Step::Parse, true},
    {"record", Step::Record, true}, {"index", Step::Index, false},
    {"plan", Step::Plan, true},     {"plantop", Step::PlanTop, false},
    {"emit", Step::Emit, false},
};

const char *const Kinds[] = {"segv", "abort", "fatal", "internal", "overflow"};

std::optional<Point> parsePoint(llvm::StringRef Spec, llvm::StringRef &Arg) {
  auto [Name, Rest] = Spec.split(':');
  Arg = Rest;
  for (const Point &P : Points)
    if (Name == P.Name && P.HasArg == !Rest.empty())
      return P;
  return std::nullopt;
}

/// Recurses until the stack overflows (each frame keeps a live buffer).
unsigned recurse(unsigned Depth) {
  volatile char Frame[512];
  Frame[Depth % sizeof(Frame)] = char(Depth);
  if (Depth == 0) // never: the depth starts at 1 and the stack ends first
    return 0;
  return recurse(Depth + 1) + Frame[Depth % sizeof(Frame)];
}

[[noreturn]] void fail(llvm::StringRef Kind) {
  if (Kind == "abort")
    std::abort();
  if (Kind == "fatal")
    llvm::report_fatal_error("--debug-crash-at reached");
  if (Kind == "internal")
    reportInternalError("--debug-crash-at reached");
  if (Kind == "overflow")
    recurse(1);
  volatile std::uintptr_t Null = 0;
  *reinterpret_cast<volatile int *>(Null) = 1;
  std::abort(); // not reached
}

} // namespace

std::string mpx::checkDebugCrash(const RewriteOptions &O) {
  llvm::StringRef Arg;
  if (!O.DebugCrashAt.empty() && !parsePoint(O.DebugCrashAt, Arg))
    return "invalid --debug-crash-at point '" + O.DebugCrashAt + "'";
  for (const char *K : Kinds)
    if (O.DebugCrashKind == K)
      return "";
  return "invalid --debug-crash-kind '" + O.DebugCrashKind + "'";
}

void mpx::debugCrashPoint(const RewriteOptions &O, Step S,
                          llvm::StringRef Arg) {
  if (O.DebugCrashAt.empty())
    return;
  llvm::StringRef Want;
  std::optional<Point> P = parsePoint(O.DebugCrashAt, Want);
  if (P && P->S == S && (!P->HasArg || Want == Arg))
    fail(O.DebugCrashKind);
}
