//===- Libc.cpp - checking calls of libc functions ------------------------===//
//
// A call of a libc function listed in LibcTable.cpp becomes, in place,
//   ({ T0 h0 = (a0); __mpx_bnd hb0 = B(a0); ...   arguments, once, in order
//      BEFORE                                     checks of whole ranges
//      ({ __auto_type r = name(h0, ...);         the real function (or a
//                                                 helper checking and
//                                                 computing it: strchr)
//         AFTER  t = RESULT;  r; }); })          table effects, bounds
// so every range is checked before libc touches it, reported at the call's
// own line, and a returned pointer into an argument keeps its bounds.
// When an argument holds a compound literal, the same is a comma
// expression over temporaries of the function, so that the literal lives
// as long as its block:
//   ((void)(h0 = (a0)), (void)(hb0 = B(a0)), ..., (void)(CHECK), ...,
//    r = name(h0, ...), (void)(AFTER), ..., (void)(t = RESULT), r)
//
//===----------------------------------------------------------------------===//
#include "Rewrite/BoundsInto.h"
#include "Rewrite/CallPlanner.h"
#include "Rewrite/FormatArgs.h"
#include "Rewrite/LibcText.h"
#include "Rewrite/OnceForm.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;
using namespace mpx;

llvm::StringRef mpx::libcName(const FunctionDecl *FD) {
  llvm::StringRef N = FD->getName();
  if (FD->getBuiltinID() && N.consume_front("__builtin_"))
    return N;
  return FD->getName();
}

bool mpx::isCheckedLibcFunction(const Context &C, const FunctionDecl *FD) {
  return libc::lookup(libcName(FD)) &&
         (C.SM.isInSystemHeader(FD->getLocation()) || FD->getBuiltinID());
}

/// Says that libc call CE is left unchecked: its tokens could not be
/// rewritten (a warning, a --stats count, a check-map entry).
void CallPlanner::libcCallUnchecked(const CallExpr *CE) {
  const char *Why = "libc call whose tokens could not be rewritten";
  C.warn(CE->getBeginLoc(), "call to '" +
                                CE->getDirectCallee()->getName().str() +
                                "' is not checked: its tokens could not be "
                                "rewritten");
  C.Stats.unchecked(Why);
  C.Map.add({CE->getSourceRange(), FD, "call", MarkStatus::Unchecked, Why});
}

std::string CallPlanner::planLibcCall(const CallExpr *CE) {
  const FunctionDecl *Callee = CE->getDirectCallee();
  const libc::Function &F = *libc::lookup(libcName(Callee));
  const auto *Ref =
      dyn_cast<DeclRefExpr>(CE->getCallee()->IgnoreParenImpCasts());
  unsigned N = CE->getNumArgs();
  SourceLocation LParen = Ref ? C.Tokens.next(Ref->getLocation())
                              : SourceLocation();
  std::vector<SourceLocation> Seps;
  bool Ok = Ref && C.Tokens.is(LParen, "(") &&
            C.Tokens.is(CE->getRParenLoc(), ")") &&
            argumentCommas(CE, N, Seps) &&
            llvm::none_of(CE->arguments(), [](const Expr *A) {
              return A->refersToBitField(); // __auto_type cannot hold one
            });
  std::vector<ArgHold> Holds(N);
  for (unsigned I = 0; I < N; ++I) {
    QualType PT = I < Callee->getNumParams()
                      ? Callee->getParamDecl(I)->getType()
                      : CE->getArg(I)->getType();
    Holds[I].Type = heldType(PT, CE->getArg(I));
    Holds[I].MaybeUnused = true; // checks may be off (--check)
  }
  // The call is a comma expression over temporaries of the function where
  // their types can be spelled (HeldArgs.cpp).  A compound literal held
  // inside a statement expression would die with it, while the call may
  // return (strchr) or keep (strtok) a pointer into it: such a call needs
  // the comma form.
  bool Comma = Ok && heldTypesSpellable(Holds, CE->getType());
  if (!Comma && llvm::any_of(CE->arguments(), holdsCompoundLiteral))
    Ok = false;
  if (!Ok) {
    libcCallUnchecked(CE);
    return "";
  }
  for (unsigned I = 0; I < N; ++I)
    if (carriesBounds(Holds[I].Type) && libc::usesArgBounds(F, I))
      Holds[I].Bounds = Bounds.boundsOf(passedValue(CE->getArg(I))).Text;
  libc::CallNames Names;
  Names.Loc = C.site(CE->getBeginLoc(), FD).Arg;
  Names.Reads = C.Opts.checksReads();
  Names.Writes = C.Opts.checksWrites();
  for (const HeldArg &H : holdArguments(CE, Holds, Seps, Comma)) {
    Names.Args.push_back(H.Value);
    Names.Bounds.push_back(H.Bounds);
  }
  if (!CE->getType()->isVoidType()) {
    Names.Result = newName("r");
    if (Comma)
      typedTemp(CE->getType(), Names.Result);
  }
  if (F.Saved.K != libc::Bounds::None)
    Names.Saved = newBoundsTemp();
  std::string Result;
  if (carriesBounds(CE->getType()) && F.Result.K != libc::Bounds::None)
    Result = newBoundsTemp();
  std::string Close = libcCallEnd(CE, F, Names, Comma, Result);
  C.Plan.replaceToken(Ref->getLocation(), OnceForm::comma(Comma).open());
  C.Plan.replaceToken(LParen, "");
  C.Plan.replaceToken(CE->getRParenLoc(), Close);
  C.Plan.source("libc call checked");
  C.Map.add({CE->getSourceRange(), FD, "call", MarkStatus::Checked,
             "the memory " + Callee->getName().str() +
                 " reads and writes is checked"});
  return Result;
}

/// What replaces the ')' of a checked libc call: the checks, the call, the
/// table effects and the result's bounds (into Result).
std::string CallPlanner::libcCallEnd(const CallExpr *CE,
                                     const libc::Function &F,
                                     const libc::CallNames &Names, bool Comma,
                                     const std::string &Result) {
  std::string Call = CE->getDirectCallee()->getName().str() + "(";
  for (unsigned I = 0; I < CE->getNumArgs(); ++I)
    Call += (I ? ", " : "") + libcArgAsWritten(CE, I, Names.Args[I]);
  Call += ")";
  // A helper that checks and computes the result at once replaces the call
  // (cast to the call's own type: strchr's char *, strspn's size_t).
  std::string Helper = libc::yieldingCall(F, Names);
  if (!Helper.empty())
    Call = "(__typeof__(" + Call + "))" + Helper;
  std::vector<libc::Step> Before = libc::beforeSteps(F, Names);
  std::vector<libc::Step> After = libc::afterSteps(F, Names);
  if (!Result.empty())
    After.push_back(
        {"", boundsInto(Result, libc::boundsText(F.Result, Names))});
  OnceForm Form = OnceForm::comma(Comma);
  auto Steps = [&](const std::vector<libc::Step> &Ss) {
    std::string Out;
    for (const libc::Step &S : Ss)
      Out += Form.stepIf(S.Guard, S.Expr);
    return Out;
  };
  const std::string &R = Names.Result;
  if (R.empty())
    return Steps(Before) + Form.step(Call) + Steps(After) +
           Form.close("(void)0");
  std::string Yield = yield(CE, R);
  // The result is declared after the checks: in a block of its own in the
  // statement form (no declaration after a statement).
  return Steps(Before) +
         Form.closeInBlock(
             Form.bind("__auto_type " + R, R, Call) + Steps(After), Yield);
}

/// True when argument I of CE is a size GCC's -Wstringop-truncation reads
/// (strncpy, stpncpy, strncat) and not a constant: the call passes it
/// through __mpx_opaque_size (mpxrt.h), or the checks' zero-size test gives
/// GCC a path on which the call copies nothing, and a warning about it.
static bool sizeToHide(const ASTContext &AST, const CallExpr *CE, unsigned I) {
  llvm::StringRef Name = libcName(CE->getDirectCallee());
  return I == 2 &&
         (Name == "strncpy" || Name == "stpncpy" || Name == "strncat") &&
         !CE->getArg(I)->isIntegerConstantExpr(AST);
}

/// What the real call passes as its argument I: the temporary Temp, or
/// the argument as written when it is a string literal or the format the
/// compiler reads (evaluated again: they have no side effects), so that
/// the compiler still checks the format against the arguments (-Wformat)
/// and does not take it for a variable one (-Wformat-nonliteral,
/// -Wformat-security).
std::string CallPlanner::libcArgAsWritten(const CallExpr *CE, unsigned I,
                                          const std::string &Temp) const {
  const Expr *A = CE->getArg(I);
  bool Again = isa<StringLiteral>(A->IgnoreParenImpCasts());
  if (!Again && int(I) == formatArgIndex(CE->getDirectCallee()) &&
      isReadableFormat(C.AST, A))
    Again = llvm::none_of(CE->arguments(), [&](const Expr *X) {
      return X->HasSideEffects(C.AST);
    });
  // Text a macro spelled cannot always be written again (exprText gives "").
  std::string Text = Again ? exprText(A) : "";
  if (sizeToHide(C.AST, CE, I))
    return "__mpx_opaque_size(" + Temp + ")";
  return Text.empty() ? Temp : Text;
}
