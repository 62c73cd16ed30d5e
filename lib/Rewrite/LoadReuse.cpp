//===- LoadReuse.cpp - a table load whose slot was just read --------------===//
#include "Rewrite/LoadReuse.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;
using namespace mpx;

namespace {
/// The variables an lvalue names; Other when it names anything else that
/// has a value (a function, a member through a call...).
class Names : public RecursiveASTVisitor<Names> {
public:
  std::vector<const VarDecl *> Vars;
  bool Other = false;
  bool VisitDeclRefExpr(DeclRefExpr *DRE) {
    if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl())) {
      if (llvm::find(Vars, VD) == Vars.end())
        Vars.push_back(VD);
    } else if (!isa<EnumConstantDecl>(DRE->getDecl())) {
      Other = true;
    }
    return true;
  }
  bool VisitCallExpr(CallExpr *) {
    Other = true;
    return true;
  }
};
} // namespace

/// The structure of the slot Load reads, and with Vars the variables it
/// names; false for a slot whose reads need not read the same bytes (a
/// volatile or side-effecting lvalue, one naming more than variables).
bool LoadReuse::shapeOf(const CastExpr *Load, llvm::FoldingSetNodeID &Shape,
                        std::vector<const VarDecl *> *Vars) const {
  const Expr *LV = Load->getSubExpr();
  if (LV->getType().isVolatileQualified() || LV->HasSideEffects(AST))
    return false;
  LV->IgnoreParens()->Profile(Shape, AST, /*Canonical=*/true);
  if (!Vars)
    return true;
  Names N;
  N.TraverseStmt(const_cast<Expr *>(LV));
  if (N.Other)
    return false;
  *Vars = std::move(N.Vars);
  return true;
}

/// True when A, run before B on every path to B, is also sequenced before
/// it: in another statement or full expression, or on the side of a
/// sequencing operator that runs first.
bool LoadReuse::sequencedBefore(const Stmt *A, const Stmt *B) const {
  // The lowest common ancestor of A and B, and its children on their
  // paths, found by depth: no set of A's ancestors per pair of loads (a
  // function with thousands of loads of one field asks for every pair).
  const Stmt *X = A, *Y = B, *FromA = nullptr, *FromB = nullptr;
  unsigned DX = Tree.depth(X), DY = Tree.depth(Y);
  for (; DX > DY; DX = Tree.depth(X)) {
    FromA = X;
    if (!(X = Tree.parent(X)))
      return false;
  }
  for (; DY > DX; DY = Tree.depth(Y)) {
    FromB = Y;
    if (!(Y = Tree.parent(Y)))
      return false;
  }
  while (X != Y) {
    FromA = X;
    FromB = Y;
    X = Tree.parent(X);
    Y = Tree.parent(Y);
    if (!X || !Y)
      return false;
  }
  const Stmt *Common = X;
  if (!FromB || !FromA) // one holds the other
    return false;
  if (const auto *Op = dyn_cast<BinaryOperator>(Common))
    return (Op->getOpcode() == BO_LAnd || Op->getOpcode() == BO_LOr ||
            Op->getOpcode() == BO_Comma) &&
           FromA == Op->getLHS() && FromB == Op->getRHS();
  if (const auto *CO = dyn_cast<ConditionalOperator>(Common))
    return FromA == CO->getCond();
  // Statements, and the full expressions of statements, run in turn.
  return !isa<Expr>(Common);
}

std::optional<BoundsRef> LoadReuse::earlier(const CastExpr *Load) {
  llvm::FoldingSetNodeID Shape;
  std::vector<const VarDecl *> Vars;
  if (!shapeOf(Load, Shape, &Vars))
    return std::nullopt;
  for (auto It = Loads.rbegin(); It != Loads.rend(); ++It)
    if (It->Shape == Shape && Graph.readsSameBytes(It->Load, Load, Vars) &&
        sequencedBefore(It->Load, Load)) // the cheaper test first
      return It->Bounds;
  return std::nullopt;
}

void LoadReuse::add(const CastExpr *Load, const BoundsRef &R) {
  llvm::FoldingSetNodeID Shape;
  if (shapeOf(Load, Shape, nullptr))
    Loads.push_back({Shape, Load, R});
}

void LoadReuse::forget(llvm::ArrayRef<const Stmt *> Gone) {
  llvm::erase_if(Loads, [&](const Planned &P) {
    return llvm::is_contained(Gone, P.Load);
  });
}
