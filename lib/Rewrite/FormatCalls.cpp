//===- FormatCalls.cpp - printf and scanf calls through checked wrappers --===//
//
// A call of a printf- or scanf-family function is checked by the runtime's
// wrapper of it (runtime/src/format_calls.c), which walks the format as libc
// will and checks every byte touched through a pointer argument: the
// format, each %s (up to its precision), each %n, each scanf target.  The
// call keeps its shape: only the callee's name changes and the call's
// location, function and check mode go first,
//     printf(fmt, s, n)  ->  __mpx_printf("f.c:3:5", "main", 3, fmt, HS, n)
// where HS evaluates s in place and hands its bounds off as to any
// variadic function: arguments are evaluated where and in the order the
// compiler evaluates them, and the wrapper's format attribute keeps
// -Wformat's checks of the arguments.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/CallPlanner.h"
#include "Rewrite/FormatArgs.h"
#include "Rewrite/FunctionIndex.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;
using namespace mpx;

namespace {
/// The runtime's wrapper of a printf- or scanf-family function and the
/// 0-based index of the function's format argument.
struct Wrapper {
  llvm::StringRef Name;
  int Format = -1;
};
} // namespace

/// The wrapper of the function called Name (an empty name for none).
static Wrapper wrapperOf(llvm::StringRef Name) {
  return llvm::StringSwitch<Wrapper>(Name)
      .Case("printf", {"__mpx_printf", 0})
      .Case("fprintf", {"__mpx_fprintf", 1})
      .Case("dprintf", {"__mpx_dprintf", 1})
      .Case("sprintf", {"__mpx_sprintf", 1})
      .Case("snprintf", {"__mpx_snprintf", 2})
      .Case("asprintf", {"__mpx_asprintf", 1})
      .Case("scanf", {"__mpx_scanf", 0})
      .Case("fscanf", {"__mpx_fscanf", 1})
      .Case("sscanf", {"__mpx_sscanf", 1})
      // _FORTIFY_SOURCE's spellings (glibc's macros when the compiler has
      // no __builtin_va_arg_pack, as Clang has not).
      .Case("__printf_chk", {"__mpx___printf_chk", 1})
      .Case("__fprintf_chk", {"__mpx___fprintf_chk", 2})
      .Case("__dprintf_chk", {"__mpx___dprintf_chk", 2})
      .Cases("__sprintf_chk", "__builtin___sprintf_chk",
             {"__mpx___sprintf_chk", 3})
      .Cases("__snprintf_chk", "__builtin___snprintf_chk",
             {"__mpx___snprintf_chk", 4})
      .Case("__asprintf_chk", {"__mpx___asprintf_chk", 2})
      .Default({});
}

bool mpx::isFormatFunction(const Context &C, const FunctionDecl *FD) {
  return !wrapperOf(FD->getName()).Name.empty() && FD->isVariadic() &&
         (C.SM.isInSystemHeader(FD->getLocation()) || FD->getBuiltinID());
}

/// True when argument A hands its bounds to the wrapper: a pointer that is
/// not a whole string literal (whose bytes are all there).  One holding a
/// compound literal is held in a temporary of the function (Once.cpp), so
/// that the literal lives as long as its block.
static bool handsBoundsOff(const ASTContext &AST, const Expr *A) {
  return carriesBounds(A->getType()) && !isWholeFormat(AST, A);
}

std::string CallPlanner::planFormatCall(const CallExpr *CE) {
  const FunctionDecl *Callee = CE->getDirectCallee();
  const auto *Ref =
      dyn_cast<DeclRefExpr>(CE->getCallee()->IgnoreParenImpCasts());
  SourceLocation LParen =
      Ref ? C.Tokens.next(Ref->getLocation()) : SourceLocation();
  if (!Ref || !C.Tokens.is(LParen, "(")) {
    libcCallUnchecked(CE);
    return "";
  }
  Wrapper W = wrapperOf(Callee->getName());
  unsigned What =
      (C.Opts.checksReads() ? 1 : 0) | (C.Opts.checksWrites() ? 2 : 0);
  std::string Self = handoffAddress(W.Name);
  // A format variable stays as written, for the compiler's format checks;
  // its bounds are handed off beside the check mode.
  std::string Early;
  if (What && W.Format >= 0 && unsigned(W.Format) < CE->getNumArgs())
    Early = earlyFormatHandoff(CE->getArg(W.Format), Self);
  C.Plan.replaceToken(Ref->getLocation(), W.Name.str());
  C.Plan.replaceToken(
      LParen,
      "(" + C.site(CE->getBeginLoc(), FD).Arg + ", " +
          (Early.empty() ? std::to_string(What)
                         : "(" + Early + ", " + std::to_string(What) + "u)") +
          (CE->getNumArgs() ? ", " : ""));
  unsigned D = depth(CE) + 1;
  for (unsigned I = 0; I < CE->getNumArgs(); ++I) {
    const Expr *A = CE->getArg(I);
    if (!What || !handsBoundsOff(C.AST, A) ||
        (!Early.empty() && int(I) == W.Format))
      continue;
    BoundsRef B = Bounds.boundsOf(A);
    wrapOnce(A, D, /*AddressOf=*/false, [&](const std::string &H) {
      return std::vector<std::string>{"__mpx_handoff_vararg(" + Self + ", " +
                                      H + ", " + B.Text + ")"};
    });
  }
  C.Plan.source("libc call checked");
  C.Map.add({CE->getSourceRange(), FD, "call", MarkStatus::Checked,
             "the runtime's " + W.Name.str() +
                 " checks the memory the format reads and writes"});
  return "";
}

/// The hand-off of format variable A's bounds, made apart from A so that A
/// stays as written; "" when A is no variable or its bounds are known only
/// once it is evaluated.
std::string CallPlanner::earlyFormatHandoff(const Expr *A,
                                            const std::string &Self) {
  const auto *DRE = dyn_cast<DeclRefExpr>(A->IgnoreParenImpCasts());
  if (!DRE || !isa<VarDecl>(DRE->getDecl()) || !handsBoundsOff(C.AST, A))
    return "";
  BoundsRef B = Bounds.boundsOf(A);
  if (B.AfterOnly)
    return "";
  return "__mpx_handoff_vararg(" + Self + ", " +
         DRE->getDecl()->getName().str() + ", " + B.Text + ")";
}
