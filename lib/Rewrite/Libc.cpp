//===- Libc.cpp - checking calls of libc functions --------------------------===//
//
// A call of a libc function listed in LibcTable.def becomes, in place,
//   ({ T0 h0 = (a0); __mpx_bnd hb0 = B(a0); ...   arguments, once, in order
//      BEFORE                                     checks of whole ranges
//      ({ __auto_type r = name(h0, ...);         the real function
//         AFTER  t = RESULT;  r; }); })          table effects, bounds
// so every range is checked before libc touches it, reported at the call's
// own line, and a returned pointer into an argument keeps its bounds.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/FormatArgs.h"
#include "Rewrite/FunctionRewriter.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringMap.h"
#include <cstring>

using namespace clang;
using namespace mpx;

namespace {
struct LibcEntry {
  const char *Before, *After, *Result;
};
} // namespace

static const LibcEntry *libcEntry(llvm::StringRef Name) {
  static const llvm::StringMap<LibcEntry> Table = {
#define LIBC(Name, Before, After, Result) {#Name, {Before, After, Result}},
#include "Rewrite/LibcTable.def"
#undef LIBC
  };
  auto It = Table.find(Name);
  return It == Table.end() ? nullptr : &It->second;
}

bool mpx::isCheckedLibcFunction(const Context &C, const FunctionDecl *FD) {
  return libcEntry(FD->getName()) &&
         (C.SM.isInSystemHeader(FD->getLocation()) || FD->getBuiltinID());
}

namespace {
/// What the placeholders of a table template stand for in one call.
struct Placeholders {
  std::vector<std::string> Vals;    ///< $N: the argument temporaries
  std::vector<std::string> Written; ///< &N: literal formats as written
  std::vector<std::string> Bnds;    ///< @N: their bounds
  std::string Result;               ///< $r
  std::string Loc;                  ///< %L: "file:line:col", "function"
  std::string ReadLoc;              ///< %R: Loc, or 0, 0 under --check=w
  std::string WriteLoc;             ///< %W: Loc, or 0, 0 under --check=r
  std::string Rest;                 ///< $...: ", " and the variadic ones
  std::string Pairs;                ///< $@...: their count, (value, bounds)
};
} // namespace

/// Replaces the placeholders of a table template.
static std::string expand(llvm::StringRef T, const Placeholders &P) {
  static const std::pair<const char *, std::string Placeholders::*> Named[] = {
      {"$@...", &Placeholders::Pairs}, {"$...", &Placeholders::Rest},
      {"%L", &Placeholders::Loc},      {"%R", &Placeholders::ReadLoc},
      {"%W", &Placeholders::WriteLoc}, {"$r", &Placeholders::Result}};
  std::string Out;
  for (size_t I = 0; I < T.size(); ++I) {
    llvm::StringRef Tail = T.substr(I);
    bool Done = false;
    for (const auto &[Name, Field] : Named)
      if (!Done && Tail.starts_with(Name)) {
        Out += P.*Field;
        I += strlen(Name) - 1;
        Done = true;
      }
    if (Done)
      continue;
    char Ch = T[I];
    if ((Ch == '$' || Ch == '@' || Ch == '&') && I + 1 < T.size() &&
        isdigit((unsigned char)T[I + 1])) {
      unsigned N = T[I + 1] - '0';
      const auto &Vec = Ch == '$' ? P.Vals : Ch == '&' ? P.Written : P.Bnds;
      Out += N < Vec.size() && !Vec[N].empty() ? Vec[N] : "__mpx_init()";
      I += 1;
    } else {
      Out += Ch;
    }
  }
  return Out;
}

/// The checks of a libc call under --check: reads or writes turned off
/// become __mpx_check_none (operands still evaluated, since later checks
/// may use them); under --check=none nothing is checked.
static std::string checksFor(std::string Before, const RewriteOptions &O) {
  if (O.Check == CheckMode::None)
    return "";
  auto Disable = [&](llvm::StringRef Name) {
    std::string Out;
    for (size_t P = 0; P < Before.size();) {
      if (llvm::StringRef(Before).substr(P).starts_with(Name)) {
        Out += "__mpx_check_none(";
        P += Name.size();
      } else {
        Out += Before[P++];
      }
    }
    Before = Out;
  };
  if (!O.checksReads())
    Disable("__mpx_check_r(");
  if (!O.checksWrites())
    Disable("__mpx_check_w(");
  return Before;
}

std::string FunctionRewriter::planLibcCall(const CallExpr *CE) {
  const FunctionDecl *Callee = CE->getDirectCallee();
  const LibcEntry *E = libcEntry(Callee->getName());
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
  unsigned D = depth(CE) + 1;
  std::string All = std::string(E->Before) + E->After + E->Result;
  auto UsesBounds = [&](unsigned I) {
    if (I >= Callee->getNumParams())
      return All.find("$@...") != std::string::npos;
    return I < 10 && All.find("@" + std::to_string(I)) != std::string::npos;
  };
  std::vector<std::string> Vals(N), Bnds(N);
  std::string Rest, Pairs;
  unsigned NVar = 0;
  for (unsigned I = 0; I < N; ++I) {
    const Expr *A = CE->getArg(I);
    Vals[I] = newName("h");
    bool IsParam = I < Callee->getNumParams();
    QualType PT = IsParam ? Callee->getParamDecl(I)->getType() : A->getType();
    std::string Decl = IsParam ? C.declare(PT, Vals[I]) : "";
    if (Decl.empty())
      Decl = "__auto_type " + Vals[I];
    Decl = "__attribute__((unused)) " + Decl;
    std::string After = "); ";
    if (carriesBounds(PT) && UsesBounds(I)) {
      Bnds[I] = newName("hb");
      After += "__attribute__((unused)) __mpx_bnd " + Bnds[I] + " = " +
               boundsOf(A).Text + "; ";
    }
    C.Plan.wrap(A, D, Decl + " = (", After);
    if (I + 1 < N)
      C.Plan.replaceToken(Seps[I], "");
    if (!IsParam) {
      Rest += ", " + Vals[I];
      Pairs += ", " + Vals[I] + ", " +
               (Bnds[I].empty() ? "__mpx_init()" : Bnds[I]);
      ++NVar;
    }
  }
  Pairs = std::to_string(NVar) + Pairs;
  std::string Loc = "\"" + C.locString(CE->getBeginLoc()) + "\", \"" +
                    FD->getName().str() + "\"";
  bool Void = CE->getType()->isVoidType();
  std::string R = Void ? "" : newName("r");
  std::string ReadLoc = C.Opts.checksReads() ? Loc : "0, 0";
  // A string literal argument, and the format when the compiler reads it,
  // are passed as written (evaluated again: they have no side effects), so
  // that the compiler still checks the format against the arguments
  // (-Wformat) and does not take it for a variable one
  // (-Wformat-nonliteral, -Wformat-security).
  std::vector<std::string> Written(N);
  int Format = formatArgIndex(Callee);
  bool Pure = llvm::none_of(CE->arguments(), [&](const Expr *A) {
    return A->HasSideEffects(C.AST);
  });
  for (unsigned I = 0; I < N; ++I) {
    const Expr *A = CE->getArg(I);
    if (isa<StringLiteral>(A->IgnoreParenImpCasts()) ||
        (Pure && int(I) == Format && isReadableFormat(C.AST, A)))
      Written[I] = exprText(A);
    if (Written[I].empty())
      Written[I] = Vals[I];
  }
  std::string WriteLoc = C.Opts.checksWrites() ? Loc : "0, 0";
  const Placeholders P{Vals,    Written,  Bnds, R,    Loc,
                       ReadLoc, WriteLoc, Rest, Pairs};
  auto X = [&](const char *T) { return expand(T, P); };
  std::string Call = Callee->getName().str() + "(";
  for (unsigned I = 0; I < N; ++I)
    Call += (I ? ", " : "") + Written[I];
  Call += ")";
  // The call and what follows it go in a block of their own, whose first
  // statement declares the result (no declaration after the checks).
  std::string Text = checksFor(X(E->Before), C.Opts) + " ({ ";
  Text += Void ? Call + "; " : "__auto_type " + R + " = " + Call + "; ";
  Text += X(E->After);
  std::string Result;
  if (carriesBounds(CE->getType()) && *E->Result) {
    Result = newBoundsTemp();
    Text += " " + Result + " = " + X(E->Result) + ";";
  }
  if (!Void)
    Text += resultUnused(CE) ? " (void)" + R + ";" : " " + R + ";";
  C.Plan.replaceToken(Ref->getLocation(), "({");
  C.Plan.replaceToken(LParen, "");
  C.Plan.replaceToken(CE->getRParenLoc(), Text + " }); })");
  C.Stats.source("libc call checked");
  return Result;
}
