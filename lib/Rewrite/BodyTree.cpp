//===- BodyTree.cpp - the nodes of one body: parents and depths -----------===//
#include "Rewrite/BodyTree.h"
#include "clang/AST/Stmt.h"

using namespace clang;
using namespace mpx;

void BodyTree::add(const Stmt *S, unsigned Level, const Stmt *Parent) {
  if (!S)
    return;
  Nodes[S] = {DepthsPerLevel * Level, Parent};
  for (const Stmt *Child : S->children())
    add(Child, Level + 1, S);
}

unsigned BodyTree::depth(const Stmt *S) const {
  auto It = Nodes.find(S);
  return It == Nodes.end() ? DepthsPerLevel : It->second.Depth;
}

bool BodyTree::resultUnused(const Expr *E) const {
  const Stmt *P = parent(E);
  while (P && isa<ParenExpr>(P)) {
    E = cast<Expr>(P);
    P = parent(P);
  }
  if (!P || isa<CompoundStmt>(P) || isa<LabelStmt>(P) || isa<CaseStmt>(P) ||
      isa<DefaultStmt>(P))
    return true;
  // A comma's left operand; its right one when the comma's value is
  // unused too (for (...; ...; a++, b++)).
  if (const auto *B = dyn_cast<BinaryOperator>(P))
    return B->getOpcode() == BO_Comma && (B->getLHS() == E || resultUnused(B));
  if (const auto *F = dyn_cast<ForStmt>(P))
    return F->getInit() == E || F->getInc() == E || F->getBody() == E;
  if (const auto *Cast = dyn_cast<CStyleCastExpr>(P))
    return Cast->getType()->isVoidType();
  if (const auto *I = dyn_cast<IfStmt>(P))
    return I->getThen() == E || I->getElse() == E;
  if (const auto *W = dyn_cast<WhileStmt>(P))
    return W->getBody() == E;
  if (const auto *Do = dyn_cast<DoStmt>(P))
    return Do->getBody() == E;
  return false;
}
