//===- Calls.cpp - passing bounds to clones, and alloca --------------------===//
//
// A direct call to a function with a clone (FunctionIndex) becomes a call
// of the clone with the pointer arguments' bounds appended and, for a
// pointer result, the address of a temporary that receives its bounds:
//   f(p, n)  ->  __mpxc_f(p, n, B(p), &__mpx_t1)
// When an argument's bounds are only known after it is evaluated (a call, a
// literal), C's unspecified argument order would let the bounds be read too
// early, so the arguments up to the last such one are evaluated first, in
// order, inside a statement expression:
//   ({ char *__mpx_h1 = (g(x)); __mpx_bnd __mpx_hb2 = __mpx_t3;
//      __mpxc_f(__mpx_h1, n, __mpx_hb2, &__mpx_t1); })
//
//===----------------------------------------------------------------------===//
#include "Rewrite/FunctionIndex.h"
#include "Rewrite/FunctionRewriter.h"

using namespace clang;
using namespace mpx;

void FunctionRewriter::visitCall(const CallExpr *CE) {
  rewriteCall(CE);
  visitChildren(CE);
}

static const DeclRefExpr *calleeRef(const CallExpr *CE) {
  return dyn_cast<DeclRefExpr>(CE->getCallee()->IgnoreParenImpCasts());
}

/// Plans the call's rewrite once; returns the temporary holding the
/// result's bounds, or "" when the call is left as written or returns no
/// pointer.
std::string FunctionRewriter::rewriteCall(const CallExpr *CE) {
  auto It = CallResults.find(CE);
  if (It != CallResults.end())
    return It->second;
  CallResults[CE] = "";
  const FunctionDecl *Callee = CE->getDirectCallee();
  const DeclRefExpr *Ref = calleeRef(CE);
  if (!Callee || !Ref || !C.Fns.isCloned(Callee) ||
      CE->getNumArgs() != Callee->getNumParams())
    return "";
  const FunctionInfo &Info = C.Fns.info(Callee);
  OnCloneUse(Callee, TopOffset);
  std::vector<BoundsRef> Bounds(CE->getNumArgs());
  bool Sequenced = false;
  for (unsigned I = 0; I < CE->getNumArgs(); ++I) {
    if (!carriesBounds(Callee->getParamDecl(I)->getType()))
      continue;
    Bounds[I] = boundsOf(CE->getArg(I));
    Sequenced |= Bounds[I].AfterOnly;
  }
  std::string Result;
  std::string Tail;
  if (carriesBounds(Callee->getReturnType())) {
    Result = newBoundsTemp();
    Tail = "&" + Result;
  }
  if (Info.TakesLocation)
    Tail += std::string(Tail.empty() ? "" : ", ") + "\"" +
            C.locString(CE->getBeginLoc()) + "\", \"" + FD->getName().str() +
            "\"";
  if (Sequenced && planHoistedCall(CE, Bounds, Info.CloneName, Tail)) {
    CallResults[CE] = Result;
    return Result;
  }
  std::string Args;
  for (unsigned I = 0; I < CE->getNumArgs(); ++I) {
    if (!carriesBounds(Callee->getParamDecl(I)->getType()))
      continue;
    if (Bounds[I].AfterOnly) {
      C.Stats.source("INIT: argument bounds not sequenced");
      Bounds[I] = BoundsRef::init();
    }
    Args += (Args.empty() ? "" : ", ") + Bounds[I].Text;
  }
  if (!Tail.empty())
    Args += (Args.empty() ? "" : ", ") + Tail;
  C.Plan.replaceToken(Ref->getLocation(), Info.CloneName);
  C.Plan.insertBefore(CE->getRParenLoc(), depth(CE) + 1,
                      (CE->getNumArgs() ? ", " : "") + Args);
  CallResults[CE] = Result;
  return Result;
}

/// The statement-expression form; false when the call's tokens cannot be
/// found (the caller then passes INIT for the late arguments).
bool FunctionRewriter::planHoistedCall(const CallExpr *CE,
                                       const std::vector<BoundsRef> &Bounds,
                                       const std::string &Clone,
                                       const std::string &Tail) {
  const FunctionDecl *Callee = CE->getDirectCallee();
  unsigned N = CE->getNumArgs(), Last = 0;
  for (unsigned I = 0; I < N; ++I)
    if (Bounds[I].AfterOnly)
      Last = I;
  SourceLocation Name = calleeRef(CE)->getLocation();
  SourceLocation LParen = C.Tokens.next(Name);
  std::vector<SourceLocation> Seps;
  for (unsigned I = 0; I <= Last; ++I)
    Seps.push_back(C.Tokens.next(CE->getArg(I)->getEndLoc()));
  if (LParen.isInvalid() || Seps.back().isInvalid())
    return false;
  for (SourceLocation S : Seps)
    if (S.isInvalid())
      return false;
  unsigned D = depth(CE) + 1;
  std::vector<std::string> Held(Last + 1), BoundsText(N);
  for (unsigned I = 0; I <= Last; ++I) {
    Held[I] = newName("h");
    QualType PT = Callee->getParamDecl(I)->getType();
    std::string Decl = C.declare(PT, Held[I]);
    if (Decl.empty())
      Decl = "__auto_type " + Held[I];
    std::string After = "); ";
    if (carriesBounds(PT)) {
      std::string HB = newName("hb");
      After += "__mpx_bnd " + HB + " = " + Bounds[I].Text + "; ";
      BoundsText[I] = HB;
    }
    C.Plan.wrap(CE->getArg(I), D, Decl + " = (", After);
  }
  std::string Call = Clone + "(";
  for (unsigned I = 0; I <= Last; ++I)
    Call += (I ? ", " : "") + Held[I];
  std::string Extra;
  for (unsigned I = 0; I < N; ++I) {
    if (!carriesBounds(Callee->getParamDecl(I)->getType()))
      continue;
    Extra += ", " + (I <= Last ? BoundsText[I] : Bounds[I].Text);
  }
  if (!Tail.empty())
    Extra += ", " + Tail;
  C.Plan.replaceToken(Name, "({");
  C.Plan.replaceToken(LParen, "");
  for (unsigned I = 0; I < Last; ++I)
    C.Plan.replaceToken(Seps[I], "");
  if (Last + 1 < N) {
    C.Plan.replaceToken(Seps[Last], Call + ", ");
    C.Plan.insertBefore(CE->getRParenLoc(), D, Extra);
  } else {
    C.Plan.insertBefore(CE->getRParenLoc(), D, Call + Extra);
  }
  C.Plan.insertAfter(CE->getRParenLoc(), D, "; })");
  return true;
}

/// alloca(n): [p, p + n - 1], with n evaluated once.
BoundsRef FunctionRewriter::allocaBounds(const CallExpr *CE) {
  if (CE->getNumArgs() < 1)
    return BoundsRef::init();
  std::string N = newName("n");
  SizeTemps.push_back(N);
  std::string T = newBoundsTemp();
  std::string V = newName("v");
  C.Plan.wrap(CE->getArg(0), depth(CE) + 1, "__mpx_stash(&" + N + ", ", ")");
  C.Plan.wrap(CE, depth(CE) - 1, "({ void *" + V + " = ",
              "; " + T + " = __mpx_make(" + V + ", " + N + "); " + V +
                  "; })");
  C.Stats.source("alloca");
  return {T, true, false};
}
