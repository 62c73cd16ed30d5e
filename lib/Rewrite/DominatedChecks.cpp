//===- DominatedChecks.cpp - checks another identical check made ----------===//
//
// The parameters whose value and bounds never change are found once; the
// control-flow graph and its dominator tree are built the first time a
// check through one of them is planned.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/DominatedChecks.h"
#include "Rewrite/BoundsAnalysis.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;
using namespace mpx;

DominatedChecks::DominatedChecks(
    const FunctionDecl *FD, ASTContext &AST,
    const llvm::DenseSet<const VarDecl *> &Invariant)
    : FD(FD), AST(AST), Invariant(Invariant) {}

DominatedChecks::~DominatedChecks() = default;

/// p->f with p invariant: the parameter, the field's offset and size.
bool DominatedChecks::keyOf(const AccessFacts &A, const std::string &Bounds,
                            Key &K) const {
  if (A.Shape != AccessShape::Through || !A.ConstantRange)
    return false;
  const auto *DRE = dyn_cast<DeclRefExpr>(A.Base->IgnoreParenImpCasts());
  const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  if (!VD || !Invariant.count(VD))
    return false;
  K = Key(VD, A.Offset, A.Size, Bounds);
  return true;
}

void DominatedChecks::buildGraph() {
  Built = true;
  CFG::BuildOptions Opts;
  Opts.setAllAlwaysAdd();
  Graph = CFG::buildCFG(FD, FD->getBody(), &AST, Opts);
  if (!Graph)
    return;
  Dom = std::make_unique<CFGDomTree>(Graph.get());
  for (const CFGBlock *B : *Graph) {
    unsigned I = 0;
    for (const CFGElement &E : *B) {
      if (std::optional<CFGStmt> S = E.getAs<CFGStmt>())
        Pos.try_emplace(S->getStmt(), B, I);
      ++I;
    }
  }
}

bool DominatedChecks::dominates(const Stmt *A, const Stmt *B) {
  if (!Built)
    buildGraph();
  if (!Dom)
    return false;
  auto PA = Pos.find(A), PB = Pos.find(B);
  if (PA == Pos.end() || PB == Pos.end())
    return false;
  if (PA->second.first == PB->second.first)
    return PA->second.second < PB->second.second;
  return Dom->properlyDominates(PA->second.first, PB->second.first);
}

bool DominatedChecks::redundant(const Expr *LV, const AccessFacts &A,
                                const std::string &Bounds) {
  Key K;
  if (!keyOf(A, Bounds, K))
    return false;
  auto It = Planned.find(K);
  if (It == Planned.end())
    return false;
  const Stmt *At = LV->IgnoreParens();
  for (const Expr *Earlier : It->second)
    if (dominates(Earlier, At))
      return true;
  return false;
}

void DominatedChecks::planned(const Expr *LV, const AccessFacts &A,
                              const std::string &Bounds) {
  Key K;
  if (keyOf(A, Bounds, K))
    Planned[K].push_back(LV->IgnoreParens());
}
