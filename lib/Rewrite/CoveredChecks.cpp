//===- CoveredChecks.cpp - field checks one struct check covers -----------===//
//
// The field accesses through each invariant parameter are counted once,
// before planning (a single access gains nothing from a covering check);
// a flag is named when the first check asks for it.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/CoveredChecks.h"
#include "Rewrite/BoundsAnalysis.h"
#include "Rewrite/DominatedChecks.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;
using namespace mpx;

/// True for a field an access may be checked on by its own address and
/// size: neither a bit-field, nor packed, nor of incomplete or variable
/// size.
static bool plainField(const ValueDecl *D) {
  const auto *F = dyn_cast_or_null<FieldDecl>(D);
  return F && !F->isBitField() && !isPackedMember(F) &&
         !F->getType()->isIncompleteType() &&
         !F->getType()->isVariableArrayType();
}

/// The parameter of Params LV is a member of (`p->f`, `p->f.g.h`, every
/// field a plain one), else null.
static const VarDecl *fieldBase(const Expr *LV,
                                const llvm::DenseSet<const VarDecl *> &Params) {
  const auto *ME = dyn_cast<MemberExpr>(LV->IgnoreParens());
  while (ME && !ME->isArrow()) {
    if (!plainField(ME->getMemberDecl()))
      return nullptr;
    ME = dyn_cast<MemberExpr>(ME->getBase()->IgnoreParens());
  }
  if (!ME || !plainField(ME->getMemberDecl()))
    return nullptr;
  const auto *DRE = dyn_cast<DeclRefExpr>(ME->getBase()->IgnoreParenImpCasts());
  const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  return VD && Params.count(VD) ? VD : nullptr;
}

namespace {
/// How many field accesses go through each parameter of a set.
class FieldAccesses : public RecursiveASTVisitor<FieldAccesses> {
public:
  explicit FieldAccesses(const llvm::DenseSet<const VarDecl *> &Params)
      : Params(Params) {}
  llvm::DenseMap<const VarDecl *, unsigned> Count;
  bool VisitMemberExpr(MemberExpr *ME) {
    if (ME->isArrow())
      if (const VarDecl *P = fieldBase(ME, Params))
        ++Count[P];
    return true;
  }

private:
  const llvm::DenseSet<const VarDecl *> &Params;
};
} // namespace

CoveredChecks::CoveredChecks(const FunctionDecl *FD, const ASTContext &AST,
                             const llvm::DenseSet<const VarDecl *> &Invariant)
    : AST(AST) {
  llvm::DenseSet<const VarDecl *> Params;
  for (const VarDecl *P : Invariant) {
    QualType T = P->getType()->getPointeeType();
    if (T->isRecordType() && !T->isIncompleteType() && !T.isVolatileQualified())
      Params.insert(P);
  }
  FieldAccesses Fields(Params);
  Fields.TraverseStmt(FD->getBody());
  Accesses = std::move(Fields.Count);
}

std::string CoveredChecks::flagFor(
    const Expr *LV, const std::string &Bounds,
    llvm::function_ref<std::string(const VarDecl *)> OwnBounds,
    llvm::function_ref<std::string()> NewName) {
  llvm::DenseSet<const VarDecl *> Params;
  for (const auto &KV : Accesses)
    if (KV.second >= 2)
      Params.insert(KV.first);
  const VarDecl *P = fieldBase(LV, Params);
  if (!P || Bounds.empty() || Bounds != OwnBounds(P))
    return "";
  for (const Cover &C : Covers)
    if (C.Param == P)
      return C.Flag;
  uint64_t Size =
      AST.getTypeSizeInChars(P->getType()->getPointeeType()).getQuantity();
  Covers.push_back({P, Bounds, NewName(), Size});
  return Covers.back().Flag;
}

std::string CoveredChecks::declarations() const {
  std::string Decl;
  for (const Cover &C : Covers)
    Decl += " const int " + C.Flag + " = __mpx_covers(" +
            C.Param->getName().str() + ", " + std::to_string(C.Size) + ", " +
            C.Bounds + ");";
  return Decl;
}
