//===- Libc.cpp - checking calls of libc functions --------------------------===//
//
// A call of a libc function listed in LibcTable.cpp becomes, in place,
//   ({ T0 h0 = (a0); __mpx_bnd hb0 = B(a0); ...   arguments, once, in order
//      BEFORE                                     checks of whole ranges
//      ({ __auto_type r = name(h0, ...);         the real function
//         AFTER  t = RESULT;  r; }); })          table effects, bounds
// so every range is checked before libc touches it, reported at the call's
// own line, and a returned pointer into an argument keeps its bounds.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/FormatArgs.h"
#include "Rewrite/LibcText.h"
#include "Rewrite/FunctionRewriter.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;
using namespace mpx;

bool mpx::isCheckedLibcFunction(const Context &C, const FunctionDecl *FD) {
  return libc::lookup(FD->getName()) &&
         (C.SM.isInSystemHeader(FD->getLocation()) || FD->getBuiltinID());
}

std::string FunctionRewriter::planLibcCall(const CallExpr *CE) {
  const FunctionDecl *Callee = CE->getDirectCallee();
  const libc::Function &F = *libc::lookup(Callee->getName());
  const auto *Ref =
      dyn_cast<DeclRefExpr>(CE->getCallee()->IgnoreParenImpCasts());
  unsigned N = CE->getNumArgs();
  SourceLocation LParen = Ref ? C.Tokens.next(Ref->getLocation())
                              : SourceLocation();
  std::vector<SourceLocation> Seps;
  for (unsigned I = 0; I + 1 < N; ++I)
    Seps.push_back(C.Tokens.next(CE->getArg(I)->getEndLoc()));
  bool Ok = Ref && C.Tokens.is(LParen, "(") &&
            C.Tokens.is(CE->getRParenLoc(), ")");
  for (unsigned I = 0; Ok && I < N; ++I)
    Ok = !CE->getArg(I)->refersToBitField() &&
         (I + 1 == N || C.Tokens.is(Seps[I], ","));
  if (!Ok) {
    C.warn(CE->getBeginLoc(), "call to '" + Callee->getName().str() +
                                  "' is not checked: its tokens could not be "
                                  "rewritten");
    C.Stats.unchecked("libc call whose tokens could not be rewritten");
    return "";
  }
  libc::CallNames Names;
  Names.Loc = "\"" + C.locString(CE->getBeginLoc()) + "\", \"" +
              FD->getName().str() + "\"";
  Names.Reads = C.Opts.checksReads();
  Names.Writes = C.Opts.checksWrites();
  unsigned D = depth(CE) + 1;
  for (unsigned I = 0; I < N; ++I) {
    const Expr *A = CE->getArg(I);
    Names.Args.push_back(newName("h"));
    Names.Bounds.emplace_back();
    bool IsParam = I < Callee->getNumParams();
    QualType PT = IsParam ? Callee->getParamDecl(I)->getType() : A->getType();
    std::string Decl = IsParam ? C.declare(PT, Names.Args[I]) : "";
    if (Decl.empty())
      Decl = "__auto_type " + Names.Args[I];
    Decl = "__attribute__((unused)) " + Decl;
    std::string After = "); ";
    if (carriesBounds(PT) && libc::usesArgBounds(F, I)) {
      Names.Bounds[I] = newName("hb");
      After += "__attribute__((unused)) __mpx_bnd " + Names.Bounds[I] +
               " = " + boundsOf(A).Text + "; ";
    }
    C.Plan.wrap(A, D, Decl + " = (", After);
    if (I + 1 < N)
      C.Plan.replaceToken(Seps[I], "");
  }
  bool Void = CE->getType()->isVoidType();
  Names.Result = Void ? "" : newName("r");
  if (F.Saved.K != libc::Bounds::None)
    Names.Saved = newName("tok");
  std::string Call = Callee->getName().str() + "(";
  for (unsigned I = 0; I < N; ++I)
    Call += (I ? ", " : "") + libcArgAsWritten(CE, I, Names.Args[I]);
  Call += ")";
  // The call and what follows it go in a block of their own, whose first
  // statement declares the result (no declaration after the checks).
  std::string Text = libc::beforeText(F, Names) + " " + openStmtExpr();
  Text += Void ? Call + "; " : "__auto_type " + Names.Result + " = " + Call + "; ";
  Text += libc::afterText(F, Names);
  std::string Result;
  if (carriesBounds(CE->getType()) && F.Result.K != libc::Bounds::None) {
    Result = newBoundsTemp();
    Text += " " + Result + " = " + libc::boundsText(F.Result, Names) + ";";
  }
  if (!Void)
    Text += resultUnused(CE) ? " (void)" + Names.Result + ";"
                             : " " + Names.Result + ";";
  C.Plan.replaceToken(Ref->getLocation(), openStmtExpr());
  C.Plan.replaceToken(LParen, "");
  C.Plan.replaceToken(CE->getRParenLoc(), Text + " }); })");
  C.Stats.source("libc call checked");
  return Result;
}

/// What the real call passes as its argument I: the temporary Temp, or
/// the argument as written when it is a string literal or the format the
/// compiler reads (evaluated again: they have no side effects), so that
/// the compiler still checks the format against the arguments (-Wformat)
/// and does not take it for a variable one (-Wformat-nonliteral,
/// -Wformat-security).
std::string FunctionRewriter::libcArgAsWritten(const CallExpr *CE, unsigned I,
                                               const std::string &Temp) const {
  const Expr *A = CE->getArg(I);
  if (isa<StringLiteral>(A->IgnoreParenImpCasts()))
    return exprText(A);
  if (int(I) != formatArgIndex(CE->getDirectCallee()) ||
      !isReadableFormat(C.AST, A))
    return Temp;
  bool Pure = llvm::none_of(CE->arguments(), [&](const Expr *X) {
    return X->HasSideEffects(C.AST);
  });
  return Pure ? exprText(A) : Temp;
}
