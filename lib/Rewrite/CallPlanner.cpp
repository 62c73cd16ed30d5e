//===- CallPlanner.cpp - passing bounds to clones, and alloca -------------===//
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
#include "Rewrite/CallPlanner.h"
#include "Rewrite/BoundsInto.h"
#include "Rewrite/FormatArgs.h"
#include "Rewrite/FunctionIndex.h"
#include "Rewrite/OnceForm.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;
using namespace mpx;

/// True for a direct call's callee that is instrumented but has no clone
/// (variadic, or not cloneable): its entry takes bounds from the hand-off.
static bool takesHandoff(const Context &C, const FunctionDecl *FD) {
  // An old-style definition in this file: its entry takes them too.
  const FunctionDecl *Def = FD->getDefinition();
  if (!FD->hasPrototype() &&
      !(Def && C.Files.isInstrumented(Def->getLocation())))
    return false;
  if (Def && forwardsVarargPack(Def))
    return false;
  if (C.Fns.isCloned(FD) || FD->getBuiltinID() ||
      C.SM.isInSystemHeader(FD->getLocation()) ||
      FD->getName().starts_with("__"))
    return false;
  return FD->isVariadic() || hasBoundsInSignature(FD);
}

static const DeclRefExpr *calleeRef(const CallExpr *CE) {
  return dyn_cast<DeclRefExpr>(CE->getCallee()->IgnoreParenImpCasts());
}

/// True when CE passes GCC's __builtin_va_arg_pack() on (clang parses it
/// as an undeclared function): GCC wants that call left exactly as
/// written, the pack last, in a direct call.
static bool forwardsArgPack(const CallExpr *CE) {
  for (const Expr *A : CE->arguments())
    if (const auto *Inner = dyn_cast<CallExpr>(A->IgnoreParenImpCasts()))
      if (const FunctionDecl *F = Inner->getDirectCallee())
        if (F->getName() == "__builtin_va_arg_pack")
          return true;
  return false;
}

std::string CallPlanner::rewriteCall(const CallExpr *CE) {
  auto It = CallResults.find(CE);
  if (It != CallResults.end())
    return It->second;
  CallResults[CE] = "";
  if (forwardsArgPack(CE)) {
    C.Plan.source("INIT: arguments of a call forwarding "
                  "__builtin_va_arg_pack()");
    return "";
  }
  const FunctionDecl *Callee = CE->getDirectCallee();
  const DeclRefExpr *Ref = calleeRef(CE);
  std::string R;
  if (Callee && Ref && isFormatFunction(C, Callee))
    R = planFormatCall(CE);
  else if (Callee && Ref && isCheckedLibcFunction(C, Callee) &&
           CE->isEvaluatable(C.AST))
    // strlen("abc"): folded by the compiler, reading nothing at run time
    // (and it may stand where a constant must, a case label).
    C.Plan.source("libc call folded to a constant");
  else if (Callee && Ref && isCheckedLibcFunction(C, Callee))
    R = planLibcCall(CE);
  else if (!Callee || (Ref && takesHandoff(C, Callee)))
    R = planIndirectCall(CE);
  else
    R = planCloneCall(CE);
  CallResults[CE] = R;
  return R;
}

/// A direct call of a function with a clone: the clone's name, the
/// arguments' bounds appended, and the result's bounds' temporary.
std::string CallPlanner::planCloneCall(const CallExpr *CE) {
  const FunctionDecl *Callee = CE->getDirectCallee();
  const DeclRefExpr *Ref = calleeRef(CE);
  if (!Ref || !C.Fns.isCloned(Callee) ||
      CE->getNumArgs() != Callee->getNumParams())
    return "";
  const FunctionInfo &Info = C.Fns.info(Callee);
  Body.OnCloneUse(Callee, Body.TopLoc);
  std::vector<BoundsRef> ArgBounds(CE->getNumArgs());
  bool Sequenced = false;
  for (unsigned I = 0; I < CE->getNumArgs(); ++I) {
    if (!carriesBounds(Callee->getParamDecl(I)->getType()))
      continue;
    ArgBounds[I] = literalFormatArg(CE, I) ? BoundsRef::init()
                                           : Bounds.boundsOf(CE->getArg(I));
    Sequenced |= ArgBounds[I].AfterOnly;
  }
  std::string Result;
  std::string Tail;
  if (carriesBounds(Callee->getReturnType())) {
    Result = newBoundsTemp(/*Escapes=*/true);
    Tail = "&" + Result;
  }
  if (Info.TakesLocation)
    Tail += std::string(Tail.empty() ? "" : ", ") +
            C.site(CE->getBeginLoc(), FD).Arg;
  std::string Caches = Body.HandedCacheArgs(CE);
  if (!Caches.empty())
    Tail += std::string(Tail.empty() ? "" : ", ") + Caches;
  if (Sequenced && planHoistedCall(CE, ArgBounds, Info.CloneName, Tail))
    return Result;
  std::string Args;
  for (unsigned I = 0; I < CE->getNumArgs(); ++I) {
    if (!carriesBounds(Callee->getParamDecl(I)->getType()))
      continue;
    if (ArgBounds[I].AfterOnly) {
      C.Plan.source("INIT: argument bounds not sequenced");
      ArgBounds[I] = BoundsRef::init();
    }
    Args += (Args.empty() ? "" : ", ") + boundsArgument(ArgBounds[I].Text);
  }
  if (!Tail.empty())
    Args += (Args.empty() ? "" : ", ") + Tail;
  C.Plan.replaceToken(Ref->getLocation(), Info.CloneName);
  C.Plan.insertBefore(CE->getRParenLoc(), depth(CE) + 1,
                      (CE->getNumArgs() ? ", " : "") + Args);
  return Result;
}

/// The arguments up to the last late one held in temporaries, in order
/// (HeldArgs.cpp): in a statement expression, or as a comma expression over
/// temporaries of the function when an argument holds a compound literal
/// (which a statement expression would end the life of, though the callee
/// may keep its address).  False when the call's tokens cannot be found or
/// a temporary's type cannot be spelled (the caller then passes INIT for
/// the late arguments).
bool CallPlanner::planHoistedCall(const CallExpr *CE,
                                  const std::vector<BoundsRef> &ArgBounds,
                                  const std::string &Clone,
                                  const std::string &Tail) {
  const FunctionDecl *Callee = CE->getDirectCallee();
  unsigned N = CE->getNumArgs(), Last = 0;
  for (unsigned I = 0; I < N; ++I)
    if (ArgBounds[I].AfterOnly)
      Last = I;
  SourceLocation Name = calleeRef(CE)->getLocation();
  SourceLocation LParen = C.Tokens.next(Name);
  std::vector<SourceLocation> Seps;
  if (!C.Tokens.is(LParen, "(") || !argumentCommas(CE, Last + 1, Seps))
    return false;
  std::vector<ArgHold> Holds(Last + 1);
  std::vector<std::string> Written(Last + 1);
  for (unsigned I = 0; I <= Last; ++I) {
    QualType PT = Callee->getParamDecl(I)->getType();
    Written[I] = writtenFormatArg(CE, I);
    Holds[I] = {heldType(PT, CE->getArg(I)),
                carriesBounds(PT) ? ArgBounds[I].Text : "",
                /*MaybeUnused=*/!Written[I].empty()}; // passed as written
  }
  bool Comma = heldTypesSpellable(Holds, C.AST.VoidTy);
  if (!Comma && llvm::any_of(CE->arguments(), holdsCompoundLiteral)) {
    C.Plan.source("INIT: call with a compound literal argument whose "
                  "temporaries cannot be spelled");
    return false;
  }
  std::vector<HeldArg> Held = holdArguments(CE, Holds, Seps, Comma);
  unsigned D = depth(CE) + 1;
  std::string Call = Clone + "(";
  for (unsigned I = 0; I <= Last; ++I)
    Call +=
        (I ? ", " : "") + (Written[I].empty() ? Held[I].Passed : Written[I]);
  std::string Extra;
  for (unsigned I = 0; I < N; ++I) {
    if (!carriesBounds(Callee->getParamDecl(I)->getType()))
      continue;
    Extra +=
        ", " + boundsArgument(I <= Last ? Held[I].Bounds : ArgBounds[I].Text);
  }
  if (!Tail.empty())
    Extra += ", " + Tail;
  OnceForm Form = OnceForm::comma(Comma);
  C.Plan.replaceToken(Name, Form.open());
  C.Plan.replaceToken(LParen, "");
  if (Last + 1 < N) {
    C.Plan.replaceToken(Seps[Last], Call + ", ");
    C.Plan.insertBefore(CE->getRParenLoc(), D, Extra);
  } else {
    C.Plan.insertBefore(CE->getRParenLoc(), D, Call + Extra);
  }
  C.Plan.closeAt(CE->getSourceRange(), D, Form.close("")); // the call's value
  return true;
}

/// alloca(n): [p, p + n - 1], with n evaluated once.  The text that makes
/// the bounds is the call's own (depth(CE)), inside the text a user of the
/// bounds wraps the call in (depth(CE) - 1: `void *q = alloca(n)`, an arm
/// of `?:`), which reads them once the call is done.
BoundsRef CallPlanner::allocaBounds(const CallExpr *CE) {
  if (CE->getNumArgs() < 1)
    return BoundsRef::init();
  std::string N = newName("n");
  Body.SizeTemps.push_back(N);
  std::string T = newBoundsTemp();
  std::string V = newName("v");
  C.Plan.wrap(CE->getArg(0), depth(CE) + 1, "__mpx_stash(&" + N + ", ", ")");
  OnceForm Form(OnceForm::StatementExpression);
  C.Plan.wrap(CE, depth(CE), Form.open() + Form.hold("void *" + V, V, false),
              Form.held() +
                  Form.step(boundsInto(T, "__mpx_make(" + V + ", " + N + ")")) +
                  Form.close(V));
  C.Plan.source("alloca");
  return BoundsRef::temporary(T, BoundsOrigin::Alloca);
}

/// The parameter types of the function CE calls: its prototype's, or an
/// old-style definition's (whose arguments keep C's default promotions:
/// they are held as they come); false when neither is known.
static bool calleeParams(const CallExpr *CE, std::vector<QualType> &Params,
                         bool &Prototyped, QualType &Result) {
  QualType FT = CE->getCallee()->getType();
  if (FT->isPointerType())
    FT = FT->getPointeeType();
  Result = FT->castAs<FunctionType>()->getReturnType();
  const auto *Proto = FT->getAs<FunctionProtoType>();
  Prototyped = Proto;
  if (Proto) {
    Params.assign(Proto->param_type_begin(), Proto->param_type_end());
    return true;
  }
  const FunctionDecl *Def =
      CE->getDirectCallee() ? CE->getDirectCallee()->getDefinition() : nullptr;
  if (!Def)
    return false;
  for (const ParmVarDecl *P : Def->parameters())
    Params.push_back(P->getType());
  return true;
}

/// A call through a function pointer: the callee and the arguments are
/// evaluated in order into temporaries, the pointer arguments' bounds are
/// left in the thread-local hand-off area for the callee's original-ABI
/// entry, and a returned pointer's bounds are taken back from it:
///   ({ __auto_type f = (fp); char *h1 = (p); __mpx_bnd hb1 = B(p);
///      __mpx_handoff_arg(f, 0, h1, hb1);
///      ({ __auto_type r = f(h1); t = __mpx_handoff_result(f, r); r; }); })
/// The bounds are taken as each argument is evaluated and handed off once
/// all are, so that a call in a later argument cannot overwrite them.  With
/// a compound literal in an argument, the same is a comma expression over
/// temporaries of the function (HeldArgs.cpp).
std::string CallPlanner::planIndirectCall(const CallExpr *CE) {
  const Expr *Callee = CE->getCallee();
  std::vector<QualType> Params;
  bool Proto;
  QualType ResultType;
  if (!calleeParams(CE, Params, Proto, ResultType))
    return "";
  bool PointerArgs = false;
  for (QualType P : Params)
    PointerArgs |= carriesBounds(P);
  for (unsigned I = Params.size(); I < CE->getNumArgs(); ++I)
    PointerArgs |= carriesBounds(CE->getArg(I)->getType());
  for (const Expr *A : CE->arguments())
    if (A->refersToBitField())
      return ""; // __auto_type cannot hold a bit-field
  bool PointerResult = carriesBounds(ResultType);
  if (!PointerArgs && !PointerResult)
    return "";
  unsigned N = CE->getNumArgs();
  SourceLocation LParen = C.Tokens.next(Callee->getEndLoc());
  std::vector<SourceLocation> Seps;
  if (!C.Tokens.is(LParen, "(") || !C.Tokens.is(CE->getRParenLoc(), ")") ||
      !argumentCommas(CE, N, Seps))
    return "";
  // A function named directly is called by its name, parenthesised against
  // function-like macros: a call through a pointer would keep GCC from
  // inlining an always_inline function (__builtin_va_arg_pack needs that).
  const auto *Named = dyn_cast<DeclRefExpr>(Callee->IgnoreImpCasts());
  if (Named && !isa<FunctionDecl>(Named->getDecl()))
    Named = nullptr;
  std::vector<ArgHold> Holds(N);
  for (unsigned I = 0; I < N; ++I)
    Holds[I].Type = I < Params.size() && Proto
                        ? heldType(Params[I], CE->getArg(I))
                        : CE->getArg(I)->getType();
  bool Comma = heldTypesSpellable(Holds, ResultType) &&
               (Named || canHoldTyped(Callee->getType()));
  if (!Comma && llvm::any_of(CE->arguments(), holdsCompoundLiteral)) {
    C.Plan.source("INIT: call with a compound literal argument whose "
                  "temporaries cannot be spelled");
    return "";
  }
  if (!Comma) // held as they come
    for (unsigned I = Proto ? Params.size() : 0; I < N; ++I)
      Holds[I].Type = QualType();
  std::string F =
      Named ? "(" + Named->getDecl()->getName().str() + ")" : newName("f");
  std::vector<std::string> Written = handOffArgs(CE, Params, Holds);
  OnceForm Form = OnceForm::comma(Comma);
  if (Named) {
    C.Plan.replaceToken(Named->getLocation(), Form.open());
  } else {
    if (Comma)
      typedTemp(Callee->getType(), F); // spellable: tested above
    C.Plan.wrap(Callee, depth(CE) + 1,
                Form.open() + Form.hold("__auto_type " + F, F, false),
                Form.held());
  }
  C.Plan.replaceToken(LParen, "");
  std::vector<HeldArg> Held = holdArguments(CE, Holds, Seps, Comma);
  std::string Result = PointerResult ? newBoundsTemp() : "";
  C.Plan.replaceToken(
      CE->getRParenLoc(),
      indirectCallEnd(CE, F, Held, Written, Params.size(), Comma, Result));
  C.Plan.source(PointerResult ? "call result through the hand-off area"
                              : "arguments through the hand-off area");
  return Result;
}

/// Fills in the bounds of the arguments of CE that hand theirs off, and
/// returns the arguments the call passes again as written ("" for none).
std::vector<std::string>
CallPlanner::handOffArgs(const CallExpr *CE,
                         const std::vector<QualType> &Params,
                         std::vector<ArgHold> &Holds) {
  std::vector<std::string> Written(CE->getNumArgs());
  for (unsigned I = 0; I < CE->getNumArgs(); ++I) {
    const Expr *A = CE->getArg(I);
    bool IsParam = I < Params.size();
    Written[I] = writtenFormatArg(CE, I);
    Holds[I].MaybeUnused = !Written[I].empty(); // passed as written
    if (carriesBounds(A->getType()) && (!IsParam || carriesBounds(Params[I])) &&
        !literalFormatArg(CE, I))
      Holds[I].Bounds = Bounds.boundsOf(A).Text;
  }
  return Written;
}

/// What replaces the ')' of a call through the hand-off area: the
/// hand-offs, the call, and the result's bounds taken back into Result.
std::string CallPlanner::indirectCallEnd(
    const CallExpr *CE, const std::string &F, const std::vector<HeldArg> &Held,
    const std::vector<std::string> &Written, unsigned NumParams, bool Comma,
    const std::string &Result) {
  std::string Self = handoffAddress(F);
  OnceForm Form = OnceForm::comma(Comma);
  std::string Args, Steps;
  for (unsigned I = 0; I < Held.size(); ++I) {
    const HeldArg &H = Held[I];
    Args += (I ? ", " : "") + (Written[I].empty() ? H.Passed : Written[I]);
    if (H.Bounds.empty())
      continue;
    Steps += Form.step(I < NumParams ? "__mpx_handoff_arg(" + Self + ", " +
                                           std::to_string(I) + ", " + H.Value +
                                           ", " + H.Bounds + ")"
                                     : "__mpx_handoff_vararg(" + Self + ", " +
                                           H.Value + ", " + H.Bounds + ")");
  }
  std::string Call = F + "(" + Args + ")";
  if (Result.empty())
    return Steps + Form.close(Call);
  std::string R = newName("r");
  if (Comma)
    typedTemp(CE->getType(), R);
  std::string Yield = yield(CE, R);
  return Steps +
         Form.closeInBlock(Form.bind("__auto_type " + R, R, Call) +
                               Form.step(Result + " = __mpx_handoff_result(" +
                                         Self + ", " + R + ")"),
                           Yield);
}

/// True when argument I of CE is its callee's format and a whole literal
/// the compiler reads (FormatArgs.h): it is passed as written, with INIT
/// bounds, since taking its bounds would hold it in a statement expression.
bool CallPlanner::literalFormatArg(const CallExpr *CE, unsigned I) {
  const FunctionDecl *Callee = CE->getDirectCallee();
  const Expr *A = CE->getArg(I);
  if (!Callee || formatArgIndex(Callee) != int(I) || !isWholeFormat(C.AST, A) ||
      A->HasSideEffects(C.AST))
    return false;
  C.Plan.source("INIT: literal format passed as written");
  return true;
}

/// Argument I of CE as written when it is its callee's format and the
/// compiler reads it, else "": a call whose arguments are held in
/// temporaries passes it again, for the compiler's format checks.
std::string CallPlanner::writtenFormatArg(const CallExpr *CE,
                                          unsigned I) const {
  const FunctionDecl *Callee = CE->getDirectCallee();
  if (!Callee || formatArgIndex(Callee) != int(I) ||
      !isReadableFormat(C.AST, CE->getArg(I)))
    return "";
  return exprText(CE->getArg(I));
}
