//===- SlotCache.cpp - choosing the slots whose bounds stay local ---------===//
//
// One walk over the body collects the candidate slots and what rules them
// out (SlotCache.h); a slot is cached when it is accessed at least twice
// and nothing in the body can store other bounds for its value behind the
// cache's back except a call, after which the caches are forgotten.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/SlotCache.h"
#include "Rewrite/Context.h"
#include "Rewrite/FunctionRewriter.h"
#include "Rewrite/InitLeaves.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/Builtins.h"

using namespace clang;
using namespace mpx;

SlotCaches::Key mpx::slotKey(const Expr *LV) {
  LV = LV->IgnoreParens();
  if (const auto *DRE = dyn_cast<DeclRefExpr>(LV)) {
    const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
    if (VD && !VD->hasLocalStorage())
      return {VD, nullptr};
    return {};
  }
  const auto *ME = dyn_cast<MemberExpr>(LV);
  if (!ME || !ME->isArrow())
    return {};
  const auto *F = dyn_cast<FieldDecl>(ME->getMemberDecl());
  const auto *Base =
      dyn_cast<DeclRefExpr>(ME->getBase()->IgnoreParenImpCasts());
  if (!F || F->isBitField() || isPackedMember(F) || !Base)
    return {};
  const auto *VD = dyn_cast<VarDecl>(Base->getDecl());
  if (!VD || !VD->hasLocalStorage())
    return {};
  return {VD, F};
}

/// The canonical pointer type of a slot, for the aliasing test.
static const Type *slotType(const ASTContext &AST, QualType T) {
  return AST.getCanonicalType(T).getUnqualifiedType().getTypePtr();
}

/// True for void * and pointers to character types, which may alias a
/// slot of any pointer type.
static bool isWildcardPointer(QualType T) {
  const auto *PT = T->getAs<PointerType>();
  if (!PT)
    return true; // not a plain pointer (a block, a nullptr_t): be careful
  QualType P = PT->getPointeeType();
  return P->isVoidType() || P->isCharType();
}

/// True when the foreign pointer lvalue LV may name the slot of type T
/// (field F, null for a variable): another base's F; a field of another
/// struct at the same offset with the same type (a common initial
/// sequence); any other lvalue but a variable of the same type, or of
/// void * or a character pointer type.
static bool mayAlias(const ASTContext &AST, const Expr *LV, QualType T,
                     const FieldDecl *F) {
  if (const auto *ME = dyn_cast<MemberExpr>(LV->IgnoreParens()))
    if (const auto *G = dyn_cast<FieldDecl>(ME->getMemberDecl())) {
      if (!F)
        return false; // a field is no variable
      if (G == F)
        return true;
      if (G->getParent() == F->getParent() || G->isBitField())
        return false;
      return slotType(AST, G->getType()) == slotType(AST, T) &&
             AST.getFieldOffset(G) == AST.getFieldOffset(F);
    }
  if (isa<DeclRefExpr>(LV->IgnoreParens()))
    return false; // another variable is another object
  return isWildcardPointer(LV->getType()) ||
         slotType(AST, LV->getType()) == slotType(AST, T);
}

namespace {
/// What one walk over a body finds.
class SlotScan : public RecursiveASTVisitor<SlotScan> {
public:
  SlotScan(const ASTContext &AST, llvm::function_ref<bool(const Expr *)> InMem)
      : AST(AST), InMemory(InMem) {}

  llvm::DenseMap<SlotCaches::Key, unsigned> Uses;
  llvm::DenseSet<const VarDecl *> Changed;
  /// Every pointer in memory the body stores to, or loads.
  std::vector<const Expr *> Stores, Loads;
  bool Unsafe = false; ///< nothing may be cached

  bool VisitMemberExpr(MemberExpr *ME) {
    count(ME);
    return true;
  }
  bool VisitImplicitCastExpr(ImplicitCastExpr *CE) {
    if (CE->getCastKind() != CK_LValueToRValue)
      return true;
    const Expr *LV = CE->getSubExpr();
    if (isa<DeclRefExpr>(LV->IgnoreParens()))
      count(LV);
    if (inTable(LV))
      Loads.push_back(LV);
    return true;
  }
  bool VisitBinaryOperator(BinaryOperator *B) {
    if (B->isAssignmentOp())
      written(B->getLHS());
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *U) {
    if (U->isIncrementDecrementOp())
      written(U->getSubExpr());
    return true;
  }
  bool VisitVarDecl(VarDecl *VD) {
    // An initialised local struct or array holding pointers stores their
    // bounds through its own slots.
    if (VD->hasLocalStorage() && VD->getInit() &&
        !VD->getType()->isPointerType() && holdsPointers(VD->getType()))
      Unsafe = true;
    return true;
  }
  bool VisitCallExpr(CallExpr *CE) {
    if (const FunctionDecl *F = CE->getDirectCallee())
      if (F->hasAttr<ReturnsTwiceAttr>() || F->getName().contains("setjmp"))
        Unsafe = true;
    // A struct result is kept in a statement expression's temporary by the
    // call's wrap; not worth it.
    if (CE->getType()->isRecordType())
      Unsafe = true;
    return true;
  }
  bool VisitCompoundLiteralExpr(CompoundLiteralExpr *) {
    Unsafe = true; // a call's wrap would end its lifetime
    return true;
  }
  bool VisitAsmStmt(AsmStmt *) {
    Unsafe = true;
    return true;
  }
  bool VisitOMPExecutableDirective(OMPExecutableDirective *) {
    Unsafe = true;
    return true;
  }

private:
  void count(const Expr *LV) {
    SlotCaches::Key K = slotKey(LV);
    if (!K.first || !carriesBounds(LV->getType()) ||
        LV->getType().isVolatileQualified() || !InMemory(LV))
      return;
    // A volatile base may change behind the body's back (a volatile
    // struct's fields are volatile lvalues, refused above).
    if (const auto *VD = dyn_cast<VarDecl>(K.first))
      if (VD->getType().isVolatileQualified())
        return;
    ++Uses[K];
  }
  /// LV is assigned, incremented or decremented.
  void written(const Expr *LV) {
    LV = LV->IgnoreParens();
    if (const auto *DRE = dyn_cast<DeclRefExpr>(LV))
      if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
        if (VD->hasLocalStorage())
          Changed.insert(VD);
    QualType T = LV->getType();
    if (T->isRecordType() || T->isArrayType()) {
      if (holdsPointers(T))
        Unsafe = true; // a struct copy moves table entries
      return;
    }
    if (inTable(LV))
      Stores.push_back(LV);
  }
  /// A pointer in memory, whose bounds the table keeps.
  bool inTable(const Expr *LV) const {
    return carriesBounds(LV->getType()) && InMemory(LV);
  }
  const ASTContext &AST;
  llvm::function_ref<bool(const Expr *)> InMemory;
};
} // namespace

SlotCaches SlotCaches::find(const FunctionDecl *FD, const ASTContext &AST,
                            const llvm::DenseSet<const VarDecl *> &AddressTaken,
                            llvm::function_ref<bool(const Expr *)> InMemory) {
  SlotCaches R;
  SlotScan S(AST, InMemory);
  S.TraverseStmt(FD->getBody());
  if (S.Unsafe)
    return R;
  std::vector<std::pair<Key, unsigned>> Ordered;
  for (const auto &[K, N] : S.Uses) {
    const auto *Base = dyn_cast<VarDecl>(K.first);
    if (N < 2 || !Base)
      continue;
    QualType T = K.second ? K.second->getType() : Base->getType();
    // Another lvalue that may be this slot.
    auto Aliases = [&](const Expr *LV) {
      return slotKey(LV) != K && mayAlias(AST, LV, T, K.second);
    };
    if (llvm::any_of(S.Stores, Aliases))
      continue;
    // The slot's address must not change: a field through a base the body
    // never assigns, nor lets anything else assign.
    if (K.second && (S.Changed.count(Base) || AddressTaken.count(Base)))
      continue;
    Ordered.push_back({K, llvm::any_of(S.Loads, Aliases) ? 0u : 1u});
  }
  // Numbered in source order, so that the output does not depend on
  // pointer values.
  llvm::sort(Ordered, [](const auto &A, const auto &B) {
    auto Loc = [](const Key &K) {
      return K.second ? K.second->getLocation() : K.first->getLocation();
    };
    auto LA = Loc(A.first).getRawEncoding(), LB = Loc(B.first).getRawEncoding();
    if (LA != LB)
      return LA < LB;
    return A.first.first->getLocation().getRawEncoding() <
           B.first.first->getLocation().getRawEncoding();
  });
  for (const auto &P : Ordered) {
    R.Index[P.first] = R.Count++;
    R.Deferred.push_back(P.second);
  }
  return R;
}

int SlotCaches::indexOf(const Expr *LV) const {
  Key K = slotKey(LV);
  if (!K.first)
    return -1;
  auto It = Index.find(K);
  return It == Index.end() ? -1 : int(It->second);
}

bool SlotCaches::mayWriteMemory(const ASTContext &AST, const CallExpr *CE) {
  const FunctionDecl *F = CE->getDirectCallee();
  unsigned ID = F ? F->getBuiltinID() : 0;
  if (!ID)
    return true;
  return !AST.BuiltinInfo.isConst(ID) && !AST.BuiltinInfo.isPure(ID);
}
