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

ByteRange ByteRange::join(const ByteRange &R) const {
  if (empty())
    return R;
  if (R.empty())
    return *this;
  return {std::min(Begin, R.Begin), std::max(End, R.End)};
}

/// Element K of V, at Offset bytes into it, reaching Size bytes.
static std::optional<ElementAccess> accessAt(const VarDecl *V, int64_t K,
                                             uint64_t Offset, uint64_t Size,
                                             const ASTContext &AST) {
  if (!V || !coverablePointee(V, AST))
    return std::nullopt;
  int64_t Start = K * int64_t(pointeeSize(V, AST)) + int64_t(Offset);
  return ElementAccess{{V, K}, {Start, Start + int64_t(Size)}};
}

std::optional<ElementAccess>
mpx::accessOf(const Expr *LV, const ASTContext &AST, VarFilter Wanted) {
  if (LV->getType()->isIncompleteType() || LV->getType()->isFunctionType())
    return std::nullopt;
  uint64_t Size = AST.getTypeSizeInChars(LV->getType()).getQuantity();
  uint64_t Offset = 0; // of LV in the steps walked so far
  const Expr *E = LV->IgnoreParens();
  while (true) {
    if (const auto *ME = dyn_cast<MemberExpr>(E)) {
      if (!plainField(ME->getMemberDecl()))
        return std::nullopt;
      Offset += AST.getFieldOffset(ME->getMemberDecl()) / AST.getCharWidth();
      if (ME->isArrow())
        return accessAt(varNamed(ME->getBase(), Wanted), 0, Offset, Size, AST);
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
        Offset += uint64_t(*K) *
                  AST.getTypeSizeInChars(CAT->getElementType()).getQuantity();
        E = Base->IgnoreParens();
        continue;
      }
      return accessAt(varNamed(Base, Wanted), *K, Offset, Size, AST);
    }
    if (const auto *UO = dyn_cast<UnaryOperator>(E)) {
      if (UO->getOpcode() != UO_Deref)
        return std::nullopt;
      return accessAt(varNamed(UO->getSubExpr(), Wanted), 0, Offset, Size, AST);
    }
    return std::nullopt;
  }
}

std::optional<PointeeElement>
mpx::elementOf(const Expr *LV, const ASTContext &AST, VarFilter Wanted) {
  if (std::optional<ElementAccess> A = accessOf(LV, AST, Wanted))
    return A->Element;
  return std::nullopt;
}

namespace {
/// Counts the accesses reaching each element (the outermost step of each:
/// p->f, p[K], *p) and gathers the bytes the whole lvalues reach.  Parents
/// are visited before their children: a step of a larger lvalue, the
/// operand of & and an array decaying to a pointer are marked as such
/// before they are visited.
class ElementAccesses : public RecursiveASTVisitor<ElementAccesses> {
public:
  ElementAccesses(VarFilter Wanted, const ASTContext &AST)
      : Wanted(Wanted), AST(AST) {}
  ElementUses Uses;
  /// The distinct fields each element is reached at (null: the whole
  /// element, *p or p[K]).
  std::map<PointeeElement, std::set<const ValueDecl *>> Fields;
  // sizeof *p, _Alignof p->f: not evaluated, not accesses.
  bool TraverseUnaryExprOrTypeTraitExpr(UnaryExprOrTypeTraitExpr *) {
    return true;
  }
  // Inside a loop an access may run again.
  bool TraverseForStmt(ForStmt *S) {
    return inLoop([&] { return RecursiveASTVisitor::TraverseForStmt(S); });
  }
  bool TraverseWhileStmt(WhileStmt *S) {
    return inLoop([&] { return RecursiveASTVisitor::TraverseWhileStmt(S); });
  }
  bool TraverseDoStmt(DoStmt *S) {
    return inLoop([&] { return RecursiveASTVisitor::TraverseDoStmt(S); });
  }
  bool VisitMemberExpr(MemberExpr *ME) {
    if (ME->isArrow())
      note(ME->getBase(), 0, ME->getMemberDecl());
    else
      Inner.insert(ME->getBase()->IgnoreParens());
    reach(ME);
    return true;
  }
  bool VisitArraySubscriptExpr(ArraySubscriptExpr *AS) {
    if (std::optional<int64_t> K = smallConstant(AS->getIdx(), AST)) {
      note(AS->getBase(), *K, nullptr);
      Inner.insert(AS->getBase()->IgnoreParenImpCasts());
    }
    reach(AS);
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *UO) {
    if (UO->getOpcode() == UO_Deref) {
      note(UO->getSubExpr(), 0, nullptr);
      reach(UO);
    } else if (UO->getOpcode() == UO_AddrOf)
      Inner.insert(UO->getSubExpr()->IgnoreParens());
    return true;
  }
  bool VisitImplicitCastExpr(ImplicitCastExpr *IC) {
    if (IC->getCastKind() == CK_ArrayToPointerDecay)
      Inner.insert(IC->getSubExpr()->IgnoreParens());
    return true;
  }

private:
  template <typename F> bool inLoop(F Traverse) {
    ++Loops;
    bool Result = Traverse();
    --Loops;
    return Result;
  }
  void note(const Expr *Base, int64_t K, const ValueDecl *Field) {
    if (const VarDecl *V = varNamed(Base, Wanted)) {
      ++Uses.Accesses[{V, K}];
      Fields[{V, K}].insert(Field);
      if (Loops)
        Uses.InLoops.insert({V, K});
    }
  }
  /// The bytes the lvalue E reaches, unless it is a step of a larger one
  /// or not read or written itself.
  void reach(const Expr *E) {
    if (Inner.count(E))
      return;
    if (std::optional<ElementAccess> A = accessOf(E, AST, Wanted)) {
      ByteRange &R = Uses.Bytes[A->Element];
      R = R.join(A->Bytes);
    }
  }
  VarFilter Wanted;
  const ASTContext &AST;
  std::set<const Expr *> Inner;
  unsigned Loops = 0; ///< loops around the node visited
};
} // namespace

ElementUses mpx::elementUses(const Stmt *Body, const ASTContext &AST,
                             VarFilter Wanted) {
  ElementAccesses Elements(Wanted, AST);
  Elements.TraverseStmt(const_cast<Stmt *>(Body));
  for (const auto &[E, Fields] : Elements.Fields)
    Elements.Uses.Fields[E] = Fields.size();
  return std::move(Elements.Uses);
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

std::string mpx::coversCall(const VarDecl *V, const ByteRange &R,
                            const std::string &Bounds) {
  std::string Start = V->getName().str();
  if (R.Begin != 0)
    // Unsigned arithmetic: a range below the object's start wraps to an
    // address the covering test rejects.
    Start = "__MPX_INT(" + Start + ") " + (R.Begin < 0 ? "- " : "+ ") +
            std::to_string(R.Begin < 0 ? -uint64_t(R.Begin) : R.Begin) + "u";
  return "__mpx_covers(" + Start + ", " + std::to_string(R.End - R.Begin) +
         ", " + Bounds + ")";
}
