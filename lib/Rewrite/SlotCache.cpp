//===- SlotCache.cpp - choosing the slots whose bounds stay local ---------===//
//
// One walk over the body collects the candidate slots and what rules them
// out (SlotCache.h); a slot is cached when it is accessed at least twice
// on some path (one access runs after another) and nothing in the body can
// store other bounds for its value behind the cache's back except a call, after
// which the caches are forgotten.  Its accesses that run alone (no other
// before or after them on any path) go to the table.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/SlotCache.h"
#include "Rewrite/BoundsAnalysis.h"
#include "Rewrite/Context.h"
#include "Rewrite/InitLeaves.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/Builtins.h"
#include <set>

using namespace clang;
using namespace mpx;

namespace {
/// An lvalue's chain of member accesses: the fields from the outermost
/// inward, down to the first `->` (Arrow) or to a base that is no member
/// access.
struct Chain {
  const Expr *Base = nullptr;
  std::vector<const FieldDecl *> Fields;
  bool Arrow = false;
};
} // namespace

static Chain chainOf(const Expr *LV) {
  Chain C;
  const Expr *E = LV->IgnoreParens();
  while (const auto *ME = dyn_cast<MemberExpr>(E)) {
    const auto *F = dyn_cast<FieldDecl>(ME->getMemberDecl());
    if (!F)
      return {};
    C.Fields.push_back(F);
    E = ME->getBase()->IgnoreParens();
    if (ME->isArrow()) {
      C.Arrow = true;
      break;
    }
  }
  std::reverse(C.Fields.begin(), C.Fields.end());
  C.Base = E;
  return C;
}

/// The local variable a chain starts from: `B->...` with B a pointer or an
/// array, `s. ...` with s a struct or union; else null.
static const VarDecl *chainRoot(const Chain &C) {
  if (C.Fields.empty())
    return nullptr;
  const auto *DRE = dyn_cast<DeclRefExpr>(C.Base->IgnoreParenImpCasts());
  const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  if (!VD || !VD->hasLocalStorage())
    return nullptr;
  if (!C.Arrow && (DRE != C.Base || !VD->getType()->isRecordType()))
    return nullptr;
  return VD;
}

const FunctionDecl *mpx::knownDefinition(const FunctionDecl *F) {
  const FunctionDecl *Def = F ? F->getDefinition() : nullptr;
  if (!Def || !Def->hasBody() || Def->isWeak())
    return nullptr;
  return Def;
}

SlotCaches::Key mpx::slotKey(const Expr *LV) {
  LV = LV->IgnoreParens();
  if (const auto *DRE = dyn_cast<DeclRefExpr>(LV)) {
    // A global by its first declaration: an `extern` (a header's, or one
    // in a block) and the definition name one slot.
    const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
    if (VD && !VD->hasLocalStorage())
      return {VD->getCanonicalDecl(), {}};
    return {};
  }
  Chain C = chainOf(LV);
  const VarDecl *VD = chainRoot(C);
  if (!VD)
    return {};
  for (const FieldDecl *F : C.Fields)
    if (F->isBitField() || isPackedMember(F))
      return {};
  return {VD, std::move(C.Fields)};
}

/// The canonical type of a slot or member, for the aliasing tests.
static const Type *slotType(const ASTContext &AST, QualType T) {
  return AST.getCanonicalType(T).getUnqualifiedType().getTypePtr();
}

/// The record an object of type T is or is an array of, or null.
static const RecordDecl *recordOf(QualType T) {
  const auto *RT = T->getBaseElementTypeUnsafe()->getAs<RecordType>();
  return RT ? RT->getDecl()->getDefinition() : nullptr;
}

/// True when a record R is X or holds an X (at any depth, not through a
/// pointer).
static bool holdsRecord(const RecordDecl *R, const RecordDecl *X) {
  if (R == X)
    return true;
  for (const FieldDecl *F : R->fields())
    if (const RecordDecl *M = recordOf(F->getType()))
      if (holdsRecord(M, X))
        return true;
  return false;
}

/// True when a field of Fields[0..Last] is the member of a union that
/// holds an X: an X there shares bytes with that field.
static bool unionHolds(llvm::ArrayRef<const FieldDecl *> Fields, size_t Last,
                       const RecordDecl *X) {
  for (size_t I = 0; I <= Last; ++I) {
    const RecordDecl *P = Fields[I]->getParent()->getDefinition();
    if (P->isUnion() && holdsRecord(P, X->getDefinition()))
      return true;
  }
  return false;
}

/// True when two chains name distinct members of one union type.
static bool unionSiblings(llvm::ArrayRef<const FieldDecl *> A,
                          llvm::ArrayRef<const FieldDecl *> B) {
  for (const FieldDecl *F : A)
    for (const FieldDecl *G : B)
      if (F != G && F->getParent() == G->getParent() &&
          F->getParent()->isUnion())
        return true;
  return false;
}

/// True when the member chain C of another lvalue may share bytes with
/// the slot K.  From the same variable the paths tell: one holds the other,
/// or they part at a union.  Otherwise, from the innermost field outward:
/// the same fields up to one chain's base may be the same object; where
/// they part, distinct members of one struct are distinct bytes, members
/// of unrelated records overlap only inside a union that holds the other's
/// record, or as a common initial sequence (the same type at the same
/// offset).
static bool chainsMayOverlap(const ASTContext &AST, const Chain &C,
                             const SlotCaches::Key &K) {
  if (chainRoot(C) == K.Base) {
    size_t I = 0, N = std::min(C.Fields.size(), K.Path.size());
    while (I < N && C.Fields[I] == K.Path[I])
      ++I;
    return I == N || C.Fields[I]->getParent()->isUnion();
  }
  if (unionSiblings(C.Fields, K.Path))
    return true;
  int A = int(K.Path.size()) - 1, B = int(C.Fields.size()) - 1;
  while (A >= 0 && B >= 0 && K.Path[A] == C.Fields[B])
    --A, --B;
  if (A < 0 || B < 0)
    return true;
  const FieldDecl *F = K.Path[A], *G = C.Fields[B];
  if (F->getParent() == G->getParent())
    return false;
  if (unionHolds(K.Path, A, G->getParent()) ||
      unionHolds(C.Fields, B, F->getParent()))
    return true;
  return !G->isBitField() &&
         slotType(AST, G->getType()) == slotType(AST, F->getType()) &&
         AST.getFieldOffset(G) == AST.getFieldOffset(F);
}

/// True when copying a struct of LV's type to or from LV may cover the slot
/// K: an object of that type, or of the union LV is a member of, is one of
/// the objects the slot is in (`*B`, `B->f`, ...), or may hold `*B`.
/// Objects of other types are other bytes.
static bool copyMayCover(const Expr *LV, const SlotCaches::Key &K) {
  if (K.Path.empty())
    return false; // a pointer variable is in no struct
  const RecordDecl *R = recordOf(LV->getType());
  if (!R)
    return true;
  for (const FieldDecl *F : chainOf(LV).Fields)
    if (F->getParent()->isUnion()) {
      R = F->getParent()->getDefinition();
      break;
    }
  auto Parent = [](const FieldDecl *F) {
    return F->getParent()->getDefinition();
  };
  return holdsRecord(R, Parent(K.Path.front())) ||
         llvm::any_of(K.Path,
                      [&](const FieldDecl *F) { return Parent(F) == R; });
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

/// True when the foreign pointer lvalue LV may name the slot K of type T:
/// a member chain that may overlap it (chainsMayOverlap), any other
/// lvalue but a variable of the same type, or of void * or a character
/// pointer type.
static bool mayAlias(const ASTContext &AST, const Expr *LV, QualType T,
                     const SlotCaches::Key &K) {
  if (isa<MemberExpr>(LV->IgnoreParens())) {
    if (K.Path.empty())
      return false; // a field is no variable
    return chainsMayOverlap(AST, chainOf(LV), K);
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

  std::map<SlotCaches::Key, std::vector<const Stmt *>> Uses;
  llvm::DenseSet<const VarDecl *> Changed;
  /// Every pointer in memory the body stores to, or loads.
  std::vector<const Expr *> Stores, Loads;
  /// Other members the body writes (an integer, a union's other member).
  std::vector<const Expr *> Writes;
  /// Structs holding pointers the body copies to, and from; locals it
  /// initialises with such values.
  std::vector<const Expr *> RecordWrites, Copied;
  llvm::DenseSet<const VarDecl *> Initialised;
  std::vector<const CallExpr *> Calls;
  bool Unsafe = false; ///< nothing may be cached
  /// The body writes an atomic or volatile object, by which another thread
  /// may learn of its stores: none is held back (a store held back past
  /// the write would leave that thread the table's older entry, which
  /// matches when the block was freed and handed out again at the same
  /// address).
  bool Synchronises = false;

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
    else if (LV->getType()->isRecordType() && holdsPointers(LV->getType()))
      Copied.push_back(LV); // a struct copy reads the source's entries
    return true;
  }
  bool VisitBinaryOperator(BinaryOperator *B) {
    if (B->isAssignmentOp()) {
      written(B->getLHS());
      synchronisingWrite(B->getLHS());
    }
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *U) {
    if (U->isIncrementDecrementOp()) {
      written(U->getSubExpr());
      synchronisingWrite(U->getSubExpr());
    }
    return true;
  }
  bool VisitAtomicExpr(AtomicExpr *) { // __atomic_*, __c11_atomic_*, C11's
    Synchronises = true;
    return true;
  }
  bool VisitVarDecl(VarDecl *VD) {
    // An initialised local struct or array holding pointers stores their
    // bounds through its own slots.
    if (VD->hasLocalStorage() && VD->getInit() &&
        !VD->getType()->isPointerType() && holdsPointers(VD->getType()))
      Initialised.insert(VD);
    return true;
  }
  bool VisitCallExpr(CallExpr *CE) {
    Calls.push_back(CE);
    if (const FunctionDecl *F = CE->getDirectCallee())
      if (returnsTwice(F))
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
    if (!K.Base || !carriesBounds(LV->getType()) ||
        LV->getType().isVolatileQualified() || !InMemory(LV))
      return;
    // A volatile base may change behind the body's back (a volatile
    // struct's fields are volatile lvalues, refused above).
    if (const auto *VD = dyn_cast<VarDecl>(K.Base))
      if (VD->getType().isVolatileQualified())
        return;
    Uses[K].push_back(LV);
  }
  void synchronisingWrite(const Expr *LV) {
    QualType T = LV->getType();
    if (T->isAtomicType() || T.isVolatileQualified())
      Synchronises = true;
  }
  /// LV is assigned, incremented or decremented.
  void written(const Expr *LV) {
    LV = LV->IgnoreParens();
    if (const auto *DRE = dyn_cast<DeclRefExpr>(LV)) {
      if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
        if (VD->hasLocalStorage())
          Changed.insert(VD);
      count(LV); // a global's store is an access of its slot (a member's
                 // is counted as a member expression)
    }
    QualType T = LV->getType();
    if (T->isRecordType() || T->isArrayType()) {
      // A struct copy moves table entries into the destination's slots;
      // through a cast, they may be any slots.
      if (holdsPointers(T) && castsPointer(LV))
        Unsafe = true;
      else if (holdsPointers(T))
        RecordWrites.push_back(LV);
      return;
    }
    if (inTable(LV))
      Stores.push_back(LV);
    else if (isa<MemberExpr>(LV))
      Writes.push_back(LV);
  }
  /// True when an explicit cast to a pointer type is part of LV.
  static bool castsPointer(const Stmt *S) {
    if (const auto *CE = dyn_cast<ExplicitCastExpr>(S))
      if (CE->getType()->isPointerType())
        return true;
    return llvm::any_of(S->children(),
                        [](const Stmt *C) { return C && castsPointer(C); });
  }
  /// A pointer in memory, whose bounds the table keeps.
  bool inTable(const Expr *LV) const {
    return carriesBounds(LV->getType()) && InMemory(LV);
  }
  const ASTContext &AST;
  llvm::function_ref<bool(const Expr *)> InMemory;
};
} // namespace

/// A slot's place in the source: its innermost field's (or its
/// variable's), then its variable's, then its fields'.
static std::vector<unsigned> sourceOrder(const SlotCaches::Key &K) {
  auto Raw = [](const Decl *D) { return D->getLocation().getRawEncoding(); };
  std::vector<unsigned> R;
  R.push_back(K.Path.empty() ? Raw(K.Base) : Raw(K.Path.back()));
  R.push_back(Raw(K.Base));
  for (const FieldDecl *F : K.Path)
    R.push_back(Raw(F));
  return R;
}

SlotCaches SlotCaches::find(
    const FunctionDecl *FD, const ASTContext &AST,
    const llvm::DenseSet<const VarDecl *> &AddressTaken,
    llvm::function_ref<bool(const Expr *)> InMemory,
    llvm::function_ref<std::vector<bool>(ArrayRef<const Stmt *>)> Alone) {
  SlotCaches R;
  SlotScan S(AST, InMemory);
  S.TraverseStmt(FD->getBody());
  if (S.Unsafe)
    return R;
  std::vector<std::pair<Key, unsigned>> Ordered;
  std::set<Key> WithAlone;
  for (const auto &[K, Uses] : S.Uses) {
    const auto *Base = dyn_cast<VarDecl>(K.Base);
    if (Uses.size() < 2 || !Base)
      continue;
    std::vector<bool> Single = Alone(Uses);
    if (llvm::all_of(Single, [](bool A) { return A; }))
      continue;
    QualType T = K.Path.empty() ? Base->getType() : K.Path.back()->getType();
    // Another lvalue that may be this slot.
    auto Aliases = [&](const Expr *LV) {
      return slotKey(LV) != K && mayAlias(AST, LV, T, K);
    };
    if (llvm::any_of(S.Stores, Aliases))
      continue;
    // A write of other bytes of it (a union's other member).
    auto Overlaps = [&](const Expr *LV) {
      return !K.Path.empty() && chainsMayOverlap(AST, chainOf(LV), K);
    };
    if (llvm::any_of(S.Writes, Overlaps))
      continue;
    // A struct copy over it, or the initialisation of its variable.
    auto Covers = [&](const Expr *LV) {
      if (const auto *DRE = dyn_cast<DeclRefExpr>(LV->IgnoreParens()))
        if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
          if (VD->hasLocalStorage() && !AddressTaken.count(VD))
            return VD == Base; // a local nothing points to is itself
      return copyMayCover(LV, K);
    };
    if (llvm::any_of(S.RecordWrites, Covers) || S.Initialised.count(Base))
      continue;
    // The slot's address must not change: a member of a variable the body
    // never assigns, nor lets anything else assign.
    if (!K.Path.empty() && (S.Changed.count(Base) || AddressTaken.count(Base)))
      continue;
    // A local struct's stores write through: a held-back entry flushed
    // after its block ends would land on whatever the stack holds there.
    bool WriteThrough = Base->getType()->isRecordType() || S.Synchronises ||
                        llvm::any_of(S.Loads, Aliases) ||
                        llvm::any_of(S.Copied, Covers);
    Ordered.push_back({K, WriteThrough ? 0u : 1u});
    for (size_t I = 0; I < Uses.size(); ++I)
      if (Single[I]) {
        R.AloneUses.insert(cast<Expr>(Uses[I])->IgnoreParens());
        WithAlone.insert(K);
      }
  }
  // Numbered in source order, so that the output does not depend on
  // pointer values.
  llvm::sort(Ordered, [](const auto &A, const auto &B) {
    return sourceOrder(A.first) < sourceOrder(B.first);
  });
  for (const auto &P : Ordered) {
    R.Index[P.first] = R.Count++;
    R.Deferred.push_back(P.second);
    R.AnyAlone.push_back(WithAlone.count(P.first));
    R.Keys.push_back(P.first);
    const auto *Base = cast<VarDecl>(P.first.Base);
    R.Types.push_back(P.first.Path.empty() ? Base->getType()
                                           : P.first.Path.back()->getType());
  }
  return R;
}

int SlotCaches::indexOf(const Expr *LV) const {
  if (AloneUses.count(LV->IgnoreParens()))
    return -1;
  Key K = slotKey(LV);
  if (!K.Base)
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

SlotEffects SlotCaches::effectsOf(const FunctionDecl *FD,
                                  const ASTContext &AST) {
  SlotEffects E;
  // Every pointer lvalue counts as one in memory: the callee's own locals
  // are other objects than the caller's slots whatever their shadow.
  SlotScan S(AST, [](const Expr *) { return true; });
  S.TraverseStmt(FD->getBody());
  E.Unknown = S.Unsafe;
  E.Stores = std::move(S.Stores);
  E.Loads = std::move(S.Loads);
  E.Writes = std::move(S.Writes);
  E.RecordWrites = std::move(S.RecordWrites);
  E.Copied = std::move(S.Copied);
  for (const CallExpr *CE : S.Calls) {
    if (!mayWriteMemory(AST, CE))
      continue; // a const or pure builtin
    const FunctionDecl *Def = knownDefinition(CE->getDirectCallee());
    if (!Def || Def->isVariadic()) {
      E.Unknown = true;
      continue;
    }
    E.Callees.push_back(Def);
  }
  return E;
}

/// True when LV, an lvalue of another function, is a local of it: another
/// object than any slot of the caller.
static bool calleeLocal(const Expr *LV) {
  const auto *DRE = dyn_cast<DeclRefExpr>(LV->IgnoreParens());
  const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  return VD && VD->hasLocalStorage();
}

bool SlotCaches::touchedBy(unsigned I, const SlotEffects &E,
                           const ASTContext &AST, Touch Only) const {
  if (E.Unknown)
    return true;
  const Key &K = Keys[I];
  QualType T = Types[I];
  // A pointer lvalue of the callee: the same global, or what mayAlias says
  // of any other lvalue (the callee's chains start from its own locals,
  // compared field by field).
  auto Aliases = [&](const Expr *LV) {
    if (const auto *DRE = dyn_cast<DeclRefExpr>(LV->IgnoreParens()))
      return K.Path.empty() && DRE->getDecl()->getCanonicalDecl() == K.Base;
    return mayAlias(AST, LV, T, K);
  };
  auto Overlaps = [&](const Expr *LV) {
    return !K.Path.empty() && chainsMayOverlap(AST, chainOf(LV), K);
  };
  auto Covers = [&](const Expr *LV) {
    return !calleeLocal(LV) && copyMayCover(LV, K);
  };
  if (Only == Touch::Written)
    return llvm::any_of(E.Stores, Aliases) ||
           llvm::any_of(E.Writes, Overlaps) ||
           llvm::any_of(E.RecordWrites, Covers) ||
           llvm::any_of(E.Copied, Covers);
  return touchedBy(I, E, AST, Touch::Written) ||
         llvm::any_of(E.Loads, Aliases);
}
