//===- CoveredChecks.cpp - element checks one entry check covers ----------===//
//
// The accesses inside each element of each invariant parameter are counted
// once, before planning (a single access gains nothing from a covering
// check); a flag is named when the first check asks for it.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/CoveredChecks.h"
#include "Rewrite/BoundsAnalysis.h"
#include "Rewrite/DominatedChecks.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

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

/// The parameter of Params that E names, else null.
static const VarDecl *paramNamed(const Expr *E,
                                 const CoveredChecks::VarSet &Params) {
  const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  return VD && Params.count(VD) ? VD : nullptr;
}

/// The constant value of E, when it has one that fits in 32 bits.
static std::optional<int64_t> smallConstant(const Expr *E,
                                            const ASTContext &AST) {
  std::optional<llvm::APSInt> V = E->getIntegerConstantExpr(AST);
  if (!V || V->getSignificantBits() > 32)
    return std::nullopt;
  return V->getExtValue();
}

std::optional<CoveredChecks::Key>
CoveredChecks::keyOf(const Expr *LV, const VarSet &Params) const {
  const Expr *E = LV->IgnoreParens();
  while (true) {
    if (const auto *ME = dyn_cast<MemberExpr>(E)) {
      if (!plainField(ME->getMemberDecl()))
        return std::nullopt;
      if (ME->isArrow()) {
        const VarDecl *P = paramNamed(ME->getBase(), Params);
        return P ? std::optional<Key>({P, 0}) : std::nullopt;
      }
      E = ME->getBase()->IgnoreParens();
      continue;
    }
    if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
      const Expr *Base = AS->getBase()->IgnoreParenImpCasts();
      std::optional<int64_t> K = smallConstant(AS->getIdx(), AST);
      if (!K)
        return std::nullopt;
      if (const auto *CAT = AST.getAsConstantArrayType(Base->getType())) {
        // An element of an array inside the element: within it only when
        // the index is inside the array.
        if (*K < 0 || uint64_t(*K) >= CAT->getSize().getZExtValue())
          return std::nullopt;
        E = Base->IgnoreParens();
        continue;
      }
      const VarDecl *P = paramNamed(Base, Params);
      return P ? std::optional<Key>({P, *K}) : std::nullopt;
    }
    if (const auto *UO = dyn_cast<UnaryOperator>(E)) {
      if (UO->getOpcode() != UO_Deref)
        return std::nullopt;
      const VarDecl *P = paramNamed(UO->getSubExpr(), Params);
      return P ? std::optional<Key>({P, 0}) : std::nullopt;
    }
    return std::nullopt;
  }
}

namespace {
/// How many accesses reach each element of each parameter of a set: the
/// outermost step of each (p->f, p[K], *p), counted once.
class ElementAccesses : public RecursiveASTVisitor<ElementAccesses> {
public:
  ElementAccesses(const CoveredChecks::VarSet &Params, const ASTContext &AST)
      : Params(Params), AST(AST) {}
  std::map<std::pair<const VarDecl *, int64_t>, unsigned> Count;
  // sizeof *p, _Alignof p->f: not evaluated, not accesses.
  bool TraverseUnaryExprOrTypeTraitExpr(UnaryExprOrTypeTraitExpr *) {
    return true;
  }
  bool VisitMemberExpr(MemberExpr *ME) {
    if (ME->isArrow())
      note(ME->getBase(), 0);
    return true;
  }
  bool VisitArraySubscriptExpr(ArraySubscriptExpr *AS) {
    if (std::optional<int64_t> K = smallConstant(AS->getIdx(), AST))
      note(AS->getBase(), *K);
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *UO) {
    if (UO->getOpcode() == UO_Deref)
      note(UO->getSubExpr(), 0);
    return true;
  }

private:
  void note(const Expr *Base, int64_t K) {
    if (const VarDecl *P = paramNamed(Base, Params))
      ++Count[{P, K}];
  }
  const CoveredChecks::VarSet &Params;
  const ASTContext &AST;
};
} // namespace

/// True for a pointer to an object of a known, non-zero size whose
/// accesses may be covered.
static bool coverablePointee(const VarDecl *V, const ASTContext &AST) {
  QualType T = V->getType()->getPointeeType();
  return T->isObjectType() && !T->isIncompleteType() &&
         !T->isVariablyModifiedType() && !T.isVolatileQualified() &&
         !AST.getTypeSizeInChars(T).isZero();
}

CoveredChecks::CoveredChecks(const FunctionDecl *FD, const ASTContext &AST,
                             const VarSet &Invariant, const VarSet &Locals)
    : AST(AST) {
  for (const VarDecl *P : Invariant)
    if (coverablePointee(P, AST))
      Params.insert(P);
  // An invariant local's cover is computed right after its declaration,
  // which must be a statement of the body's outermost block whose end is
  // in the file (the flag's declaration goes after it).
  if (const auto *Body = dyn_cast_or_null<CompoundStmt>(FD->getBody()))
    for (const Stmt *S : Body->body())
      if (const auto *DS = dyn_cast<DeclStmt>(S))
        for (const Decl *D : DS->decls())
          if (const auto *VD = dyn_cast<VarDecl>(D))
            if (Locals.count(VD) && coverablePointee(VD, AST) &&
                DS->getEndLoc().isFileID()) {
              Params.insert(VD);
              DeclOf[VD] = DS;
            }
  ElementAccesses Elements(Params, AST);
  Elements.TraverseStmt(FD->getBody());
  for (const auto &KV : Elements.Count)
    if (KV.second >= 2)
      Repeated.insert(KV.first);
}

std::string CoveredChecks::flagFor(
    const Expr *LV, const std::string &Bounds, bool Narrowed,
    llvm::function_ref<std::string(const VarDecl *)> OwnBounds,
    llvm::function_ref<std::string()> NewName) {
  std::optional<Key> K = keyOf(LV, Params);
  if (!K || !Repeated.count({K->Param, K->Element}) || Bounds.empty())
    return "";
  std::string Own = OwnBounds(K->Param);
  if (Own.empty() || (!Narrowed && Bounds != Own))
    return "";
  auto Decl = DeclOf.find(K->Param);
  if (Decl != DeclOf.end() &&
      !AST.getSourceManager().isBeforeInTranslationUnit(
          Decl->second->getEndLoc(), LV->getBeginLoc()))
    return ""; // in the declaration itself, before its flag exists
  for (const Cover &C : Covers)
    if (C.Param == K->Param && C.Element == K->Element)
      return C.Flag;
  uint64_t Size =
      AST.getTypeSizeInChars(K->Param->getType()->getPointeeType())
          .getQuantity();
  Covers.push_back({K->Param, K->Element, Own, NewName(), Size});
  return Covers.back().Flag;
}

/// The declaration of cover C's flag.
std::string CoveredChecks::declaration(const Cover &C) const {
  std::string Start = C.Param->getName().str();
  if (C.Element != 0) {
    // Unsigned arithmetic: an element below the object's start wraps to an
    // address the covering test rejects.
    uint64_t Off = uint64_t(C.Element < 0 ? -C.Element : C.Element) * C.Size;
    Start = "__MPX_INT(" + Start + ") " + (C.Element < 0 ? "- " : "+ ") +
            std::to_string(Off) + "u";
  }
  return " const int " + C.Flag + " = __mpx_covers(" + Start + ", " +
         std::to_string(C.Size) + ", " + C.Bounds + ");";
}

std::string CoveredChecks::declarations() const {
  std::string Decl;
  for (const Cover &C : Covers)
    if (!DeclOf.count(C.Param))
      Decl += declaration(C);
  return Decl;
}

std::vector<std::pair<const DeclStmt *, std::string>>
CoveredChecks::localDeclarations() const {
  std::vector<std::pair<const DeclStmt *, std::string>> Out;
  for (const Cover &C : Covers) {
    auto It = DeclOf.find(C.Param);
    if (It != DeclOf.end())
      Out.push_back({It->second, declaration(C)});
  }
  return Out;
}
