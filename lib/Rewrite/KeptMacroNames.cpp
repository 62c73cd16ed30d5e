//===- KeptMacroNames.cpp - macro names the preprocessor did not expand ---===//
#include "Rewrite/KeptMacroNames.h"
#include "clang/AST/Expr.h"
#include "clang/Basic/SourceManager.h"
#include <map>
#include <set>

using namespace clang;
using namespace mpx;

namespace {
/// A statement of a compound statement, by the indices of its first and
/// last logged tokens.
struct FullStatement {
  const Stmt *S;
  int First, Last;
};
} // namespace

/// The statements of every compound statement under S, past their labels
/// (directives between a `/* FALLTHRU */` comment and the `case` it
/// precedes would hide the comment from gcc's -Wimplicit-fallthrough), not
/// looking into expressions: a statement expression's statements may lie
/// in the arguments of a check.
static void collectStatements(const TokenLog &Tokens, const Stmt *S,
                              std::vector<FullStatement> &Out) {
  if (!S || isa<Expr>(S))
    return;
  if (const auto *CS = dyn_cast<CompoundStmt>(S))
    for (const Stmt *Child : CS->body()) {
      while (true) {
        if (const auto *SC = dyn_cast<SwitchCase>(Child))
          Child = SC->getSubStmt();
        else if (const auto *L = dyn_cast<LabelStmt>(Child))
          Child = L->getSubStmt();
        else
          break;
      }
      int First = Tokens.indexOf(Child->getBeginLoc());
      int Last = Tokens.indexOf(Child->getEndLoc());
      if (First >= 0 && Last >= First)
        Out.push_back({Child, First, Last});
    }
  for (const Stmt *Child : S->children())
    collectStatements(Tokens, Child, Out);
}

void mpx::planKeptMacroNames(Context &C, const Stmt *Body) {
  const TokenLog &Tokens = C.Tokens;
  int First = Tokens.indexOf(Body->getBeginLoc());
  int Last = Tokens.indexOf(Body->getEndLoc());
  std::vector<int> Kept;
  for (int I = First; I >= 0 && I <= Last; ++I)
    if (Tokens.keepsMacroName(Tokens.tokens()[I].Loc))
      Kept.push_back(I);
  if (Kept.empty())
    return;
  std::vector<FullStatement> Statements;
  collectStatements(Tokens, Body, Statements);
  // Each kept name belongs to the innermost statement around it.
  std::map<const Stmt *, std::set<std::string>> Names;
  std::vector<const Stmt *> Order;
  for (int I : Kept) {
    const FullStatement *In = nullptr;
    for (const FullStatement &F : Statements)
      if (F.First <= I && I <= F.Last &&
          (!In || F.Last - F.First < In->Last - In->First))
        In = &F;
    if (!In)
      continue;
    const LoggedToken &T = Tokens.tokens()[I];
    if (!Names.count(In->S))
      Order.push_back(In->S);
    Names[In->S].insert(T.Spelling.str());
    // The invocation the name comes from is spelled out, not left to the
    // macro, which is set aside here.
    C.Plan.insertBefore(T.Loc, 0, "");
  }
  for (const Stmt *S : Order) {
    std::string Open = "\n", Close = "\n";
    for (const std::string &N : Names[S]) {
      // #ifdef: a use, for -Wunused-macros.
      Open += "#pragma push_macro(\"" + N + "\")\n#ifdef " + N + "\n#undef " +
              N + "\n#endif\n";
      Close += "#pragma pop_macro(\"" + N + "\")\n";
    }
    // At file tokens (a statement may begin or end in an invocation), so
    // that they stand outside the texts that open and close there.
    SourceLocation Begin = C.SM.getExpansionRange(S->getBeginLoc()).getBegin();
    SourceLocation End = C.SM.getExpansionRange(S->getEndLoc()).getEnd();
    Open += C.lineDirective(Begin).substr(1); // one newline is enough
    Close += C.lineDirective(End).substr(1);
    C.Plan.insertBefore(Begin, 0, Open);
    C.Plan.insertAfter(End, 0, Close);
  }
}
