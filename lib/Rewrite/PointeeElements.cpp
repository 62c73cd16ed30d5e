//===- PointeeElements.cpp - the element of a pointer an access lies in ---===//
//
// An access's steps are walked from the outside in, down to the pointer
// variable; counting visits every access of a body once, before planning.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/PointeeElements.h"
#include "Rewrite/BoundsAnalysis.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include <set>

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

/// The variable Wanted accepts that E names, else null.
static const VarDecl *varNamed(const Expr *E, VarFilter Wanted) {
  const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  return VD && Wanted(VD) ? VD : nullptr;
}

/// The constant value of E, when it has one that fits in 32 bits.
static std::optional<int64_t> smallConstant(const Expr *E,
                                            const ASTContext &AST) {
  std::optional<llvm::APSInt> V = E->getIntegerConstantExpr(AST);
  if (!V || V->getSignificantBits() > 32)
    return std::nullopt;
  return V->getExtValue();
}

static std::optional<PointeeElement> elementAt(const VarDecl *V, int64_t K) {
  if (!V)
    return std::nullopt;
  return PointeeElement{V, K};
}

std::optional<PointeeElement>
mpx::elementOf(const Expr *LV, const ASTContext &AST, VarFilter Wanted) {
  const Expr *E = LV->IgnoreParens();
  while (true) {
    if (const auto *ME = dyn_cast<MemberExpr>(E)) {
      if (!plainField(ME->getMemberDecl()))
        return std::nullopt;
      if (ME->isArrow())
        return elementAt(varNamed(ME->getBase(), Wanted), 0);
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
      return elementAt(varNamed(Base, Wanted), *K);
    }
    if (const auto *UO = dyn_cast<UnaryOperator>(E)) {
      if (UO->getOpcode() != UO_Deref)
        return std::nullopt;
      return elementAt(varNamed(UO->getSubExpr(), Wanted), 0);
    }
    return std::nullopt;
  }
}

namespace {
/// Counts the accesses reaching each element: the outermost step of each
/// (p->f, p[K], *p).
class ElementAccesses : public RecursiveASTVisitor<ElementAccesses> {
public:
  ElementAccesses(VarFilter Wanted, const ASTContext &AST)
      : Wanted(Wanted), AST(AST) {}
  std::map<PointeeElement, unsigned> Count;
  /// The distinct fields each element is reached at (null: the whole
  /// element, *p or p[K]).
  std::map<PointeeElement, std::set<const ValueDecl *>> Fields;
  // sizeof *p, _Alignof p->f: not evaluated, not accesses.
  bool TraverseUnaryExprOrTypeTraitExpr(UnaryExprOrTypeTraitExpr *) {
    return true;
  }
  bool VisitMemberExpr(MemberExpr *ME) {
    if (ME->isArrow())
      note(ME->getBase(), 0, ME->getMemberDecl());
    return true;
  }
  bool VisitArraySubscriptExpr(ArraySubscriptExpr *AS) {
    if (std::optional<int64_t> K = smallConstant(AS->getIdx(), AST))
      note(AS->getBase(), *K, nullptr);
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *UO) {
    if (UO->getOpcode() == UO_Deref)
      note(UO->getSubExpr(), 0, nullptr);
    return true;
  }

private:
  void note(const Expr *Base, int64_t K, const ValueDecl *Field) {
    if (const VarDecl *V = varNamed(Base, Wanted)) {
      ++Count[{V, K}];
      Fields[{V, K}].insert(Field);
    }
  }
  VarFilter Wanted;
  const ASTContext &AST;
};
} // namespace

std::map<PointeeElement, unsigned>
mpx::countElementAccesses(const Stmt *Body, const ASTContext &AST,
                          VarFilter Wanted) {
  ElementAccesses Elements(Wanted, AST);
  Elements.TraverseStmt(const_cast<Stmt *>(Body));
  return std::move(Elements.Count);
}

std::map<PointeeElement, unsigned>
mpx::countElementFields(const Stmt *Body, const ASTContext &AST,
                        VarFilter Wanted) {
  ElementAccesses Elements(Wanted, AST);
  Elements.TraverseStmt(const_cast<Stmt *>(Body));
  std::map<PointeeElement, unsigned> Out;
  for (const auto &[E, Fields] : Elements.Fields)
    Out[E] = Fields.size();
  return Out;
}

bool mpx::coverablePointee(const VarDecl *V, const ASTContext &AST) {
  if (!V->getType()->isPointerType())
    return false;
  QualType T = V->getType()->getPointeeType();
  return T->isObjectType() && !T->isIncompleteType() &&
         !T->isVariablyModifiedType() && !T.isVolatileQualified() &&
         !AST.getTypeSizeInChars(T).isZero();
}

uint64_t mpx::pointeeSize(const VarDecl *V, const ASTContext &AST) {
  return AST.getTypeSizeInChars(V->getType()->getPointeeType()).getQuantity();
}

std::string mpx::coversCall(const PointeeElement &E, const std::string &Bounds,
                            const ASTContext &AST, uint64_t Count) {
  uint64_t Size = pointeeSize(E.Var, AST);
  std::string Start = E.Var->getName().str();
  if (E.Element != 0) {
    // Unsigned arithmetic: an element below the object's start wraps to an
    // address the covering test rejects.
    uint64_t Off = uint64_t(E.Element < 0 ? -E.Element : E.Element) * Size;
    Start = "__MPX_INT(" + Start + ") " + (E.Element < 0 ? "- " : "+ ") +
            std::to_string(Off) + "u";
  }
  return "__mpx_covers(" + Start + ", " + std::to_string(Count * Size) + ", " +
         Bounds + ")";
}
