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
#include "Rewrite/FunctionRewriter.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;
using namespace mpx;

/// The runtime's wrapper of a printf- or scanf-family function, or "".
static llvm::StringRef wrapperOf(llvm::StringRef Name) {
  return llvm::StringSwitch<llvm::StringRef>(Name)
      .Case("printf", "__mpx_printf")
      .Case("fprintf", "__mpx_fprintf")
      .Case("dprintf", "__mpx_dprintf")
      .Case("sprintf", "__mpx_sprintf")
      .Case("snprintf", "__mpx_snprintf")
      .Case("asprintf", "__mpx_asprintf")
      .Case("scanf", "__mpx_scanf")
      .Case("fscanf", "__mpx_fscanf")
      .Case("sscanf", "__mpx_sscanf")
      // _FORTIFY_SOURCE's spellings (glibc's macros when the compiler has
      // no __builtin_va_arg_pack, as Clang has not).
      .Case("__printf_chk", "__mpx___printf_chk")
      .Case("__fprintf_chk", "__mpx___fprintf_chk")
      .Case("__dprintf_chk", "__mpx___dprintf_chk")
      .Cases("__sprintf_chk", "__builtin___sprintf_chk", "__mpx___sprintf_chk")
      .Cases("__snprintf_chk", "__builtin___snprintf_chk",
             "__mpx___snprintf_chk")
      .Case("__asprintf_chk", "__mpx___asprintf_chk")
      .Default("");
}

bool mpx::isFormatFunction(const Context &C, const FunctionDecl *FD) {
  return !wrapperOf(FD->getName()).empty() && FD->isVariadic() &&
         (C.SM.isInSystemHeader(FD->getLocation()) || FD->getBuiltinID());
}

/// True when argument A hands its bounds to the wrapper: a pointer that is
/// not a string literal (whose bytes are all there) nor holds a compound
/// literal (a statement expression would end its life before the call).
static bool handsBoundsOff(const Expr *A) {
  return carriesBounds(A->getType()) &&
         !isa<StringLiteral>(A->IgnoreParenImpCasts()) &&
         !holdsCompoundLiteral(A);
}

std::string FunctionRewriter::planFormatCall(const CallExpr *CE) {
  const FunctionDecl *Callee = CE->getDirectCallee();
  const auto *Ref =
      dyn_cast<DeclRefExpr>(CE->getCallee()->IgnoreParenImpCasts());
  SourceLocation LParen =
      Ref ? C.Tokens.next(Ref->getLocation()) : SourceLocation();
  if (!Ref || !C.Tokens.is(LParen, "(")) {
    C.warn(CE->getBeginLoc(), "call to '" + Callee->getName().str() +
                                  "' is not checked: its tokens could not be "
                                  "rewritten");
    C.Stats.unchecked("libc call whose tokens could not be rewritten");
    return "";
  }
  llvm::StringRef Wrapper = wrapperOf(Callee->getName());
  unsigned What =
      (C.Opts.checksReads() ? 1 : 0) | (C.Opts.checksWrites() ? 2 : 0);
  C.Plan.replaceToken(Ref->getLocation(), Wrapper.str());
  C.Plan.replaceToken(LParen, "(\"" + C.locString(CE->getBeginLoc()) +
                                  "\", \"" + FD->getName().str() + "\", " +
                                  std::to_string(What) +
                                  (CE->getNumArgs() ? ", " : ""));
  std::string Self = handoffAddress(Wrapper);
  unsigned D = depth(CE) + 1;
  for (const Expr *A : CE->arguments()) {
    if (!What || !handsBoundsOff(A))
      continue;
    std::string H = newName("h");
    C.Plan.wrap(A, D, "({ __auto_type " + H + " = (",
                "); __mpx_handoff_vararg(" + Self + ", " + H + ", " +
                    boundsOf(A).Text + "); " + H + "; })");
  }
  C.Stats.source("libc call checked");
  return "";
}
