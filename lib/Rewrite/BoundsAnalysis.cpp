//===- BoundsAnalysis.cpp - where bounds come from, what to check ---------===//
//
// Objects and literals give their extent, arithmetic and casts keep their
// operand's bounds, null pointer constants give NULL bounds, integers cast
// to pointers give INIT, pointers read from memory give the bounds table's
// entry, fields give their container's narrowed (docs/design.md, "The
// representation of bounds").  Every answer is a BoundsSource value; an
// operand whose bounds are passed on is referred to by expression
// (SourceKind::Expression), so that a planner makes each expression's
// bounds once.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/BoundsAnalysis.h"
#include "Rewrite/Context.h"
#include "clang/AST/ASTContext.h"

using namespace clang;
using namespace mpx;

namespace {

BoundsSource make(SourceKind K, const Expr *Node, std::string Label = "") {
  BoundsSource S;
  S.Kind = K;
  S.Node = Node;
  S.Label = std::move(Label);
  return S;
}

BoundsSource around(SourceKind K, const Expr *Node, BoundsSource Inner,
                    std::string Label = "") {
  BoundsSource S = make(K, Node, std::move(Label));
  S.Inner = std::make_shared<const BoundsSource>(std::move(Inner));
  return S;
}

BoundsSource null() {
  return make(SourceKind::Null, nullptr, "null pointer constant");
}

BoundsSource init() { return BoundsSource(); }

bool isNullConstant(const ASTContext &AST, const Expr *E) {
  return E->isNullPointerConstant(const_cast<ASTContext &>(AST),
                                  Expr::NPC_ValueDependentIsNotNull);
}

} // namespace

BoundsSource mpx::expressionSource(const Expr *E) {
  return make(SourceKind::Expression, E);
}

BoundsSource mpx::unknownSource(llvm::StringRef Why, bool Counted) {
  BoundsSource S;
  S.Why = Why.str();
  if (Counted)
    S.Label = ("INIT: " + Why).str();
  return S;
}

BoundsSource BoundsAnalysis::sourceOf(const Expr *E) const {
  E = E->IgnoreParens();
  if (isNullConstant(AST, E))
    return null();
  if (const auto *CE = dyn_cast<CastExpr>(E))
    return castSource(CE);
  if (const auto *U = dyn_cast<UnaryOperator>(E)) {
    if (U->getOpcode() == UO_AddrOf)
      return addressOf(U->getSubExpr(), U);
    if (U->isIncrementDecrementOp())
      return isMemoryPointer(U->getSubExpr()) ? make(SourceKind::Update, U)
                                              : lvalueSource(U->getSubExpr());
    return init();
  }
  if (const auto *B = dyn_cast<BinaryOperator>(E))
    return binarySource(B);
  if (const auto *CO = dyn_cast<ConditionalOperator>(E))
    return make(SourceKind::Conditional, CO);
  if (const auto *Call = dyn_cast<CallExpr>(E)) {
    if (unsigned ID = Call->getBuiltinCallee())
      if (ID == Builtin::BI__builtin_alloca || ID == Builtin::BIalloca ||
          ID == Builtin::BI__builtin_alloca_uninitialized)
        return make(SourceKind::Alloca, Call);
    return make(SourceKind::Call, Call);
  }
  if (const auto *VA = dyn_cast<VAArgExpr>(E))
    return make(SourceKind::VaArg, VA);
  if (const auto *Ch = dyn_cast<ChooseExpr>(E))
    return expressionSource(Ch->getChosenSubExpr());
  if (const auto *G = dyn_cast<GenericSelectionExpr>(E))
    return G->isResultDependent() ? init()
                                  : expressionSource(G->getResultExpr());
  return unknownSource("other expression");
}

BoundsSource BoundsAnalysis::originOf(const Expr *E) const {
  BoundsSource S = sourceOf(E);
  while (true) {
    if (S.Kind == SourceKind::Expression)
      S = sourceOf(S.Node);
    else if (S.Kind == SourceKind::Same || S.Kind == SourceKind::After)
      S = *S.Inner;
    else
      return S;
  }
}

BoundsSource BoundsAnalysis::binarySource(const BinaryOperator *B) const {
  switch (B->getOpcode()) {
  case BO_Sub:
    if (isa<OffsetOfExpr>(B->getRHS()->IgnoreParenImpCasts()))
      // container_of: the field's bounds must not follow the container.
      return unknownSource("container_of (offsetof subtracted)");
    [[fallthrough]];
  case BO_Add:
    return expressionSource(
        B->getLHS()->getType()->isPointerType() ? B->getLHS() : B->getRHS());
  case BO_AddAssign:
  case BO_SubAssign:
    return isMemoryPointer(B->getLHS()) ? make(SourceKind::Update, B)
                                        : lvalueSource(B->getLHS());
  case BO_Assign:
    if (isMemoryPointer(B->getLHS()))
      return around(SourceKind::Store, B, expressionSource(B->getRHS()));
    return around(SourceKind::Assigned, B, lvalueSource(B->getLHS()));
  case BO_Comma:
    return around(SourceKind::After, B, expressionSource(B->getRHS()));
  default:
    return init();
  }
}

BoundsSource BoundsAnalysis::castSource(const CastExpr *CE) const {
  const Expr *Sub = CE->getSubExpr();
  switch (CE->getCastKind()) {
  case CK_LValueToRValue:
    return isMemoryPointer(Sub) ? make(SourceKind::Load, CE)
                                : lvalueSource(Sub);
  case CK_ArrayToPointerDecay:
    return arrayOf(Sub, CE);
  case CK_NullToPointer:
    return null();
  case CK_IntegralToPointer:
    return unknownSource("integer cast to pointer");
  case CK_BitCast: {
    const MemberExpr *Field = nullptr;
    if (Fields.castsBackToContainer(CE, Field))
      return around(SourceKind::Same, CE, rootOf(Field),
                    "container: field pointer cast to its struct");
    if ((Field = Fields.rawFieldAddress(CE)))
      return around(SourceKind::Same, CE, rootOf(Field),
                    "field address as raw bytes or overlay (enclosing)");
    if (Fields.isComputedContainerOf(CE))
      // container_of: the field's bounds must not follow the container.
      return unknownSource("container_of (run-time offset subtracted)");
    return expressionSource(Sub);
  }
  case CK_NoOp:
  case CK_AddressSpaceConversion:
  case CK_LValueBitCast:
    return expressionSource(Sub);
  default:
    return init();
  }
}

/// Bounds of the pointer stored in lvalue LV that is not in memory.
BoundsSource BoundsAnalysis::lvalueSource(const Expr *LV) const {
  LV = LV->IgnoreParens();
  if (const auto *DRE = dyn_cast<DeclRefExpr>(LV))
    if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
      if (Tracked.count(VD)) {
        BoundsSource S = make(SourceKind::Shadow, LV);
        S.Var = VD;
        return S;
      }
  return init();
}

/// The whole of a named object.  An extern array of incomplete type is as
/// large as its symbol (the linker knows, GCC's checker asked it too); any
/// other object of unknown size gets INIT.
BoundsSource BoundsAnalysis::objectSource(const VarDecl *VD) const {
  QualType T = VD->getType();
  BoundsSource S;
  S.Var = VD;
  if (T->isIncompleteArrayType() && VD->hasGlobalStorage() &&
      Opts.IncompleteTypeBounds) {
    S.Kind = SourceKind::Symbol;
    S.Label = "array of incomplete type (its symbol's size)";
    return S;
  }
  if (T->isIncompleteType() || T->isFunctionType())
    return unknownSource("object of unknown size");
  S.Kind = SourceKind::Object;
  S.Label = T->isArrayType() ? "array" : "address of object";
  return S;
}

BoundsSource BoundsAnalysis::literalSource(const Expr *L, const Expr *At,
                                           const char *Label) const {
  BoundsSource S = make(SourceKind::Literal, At, Label);
  S.Literal = L;
  S.Size = AST.getTypeSizeInChars(L->getType()).getQuantity();
  return S;
}

BoundsSource BoundsAnalysis::arrayOf(const Expr *A, const Expr *Whole) const {
  A = A->IgnoreParens();
  if (const auto *DRE = dyn_cast<DeclRefExpr>(A)) {
    if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
      return objectSource(VD);
    return init();
  }
  if (isa<StringLiteral>(A) || isa<CompoundLiteralExpr>(A) ||
      isa<PredefinedExpr>(A))
    return literalSource(A, A,
                         isa<CompoundLiteralExpr>(A) ? "compound literal"
                                                     : "string literal");
  if (const auto *ME = dyn_cast<MemberExpr>(A))
    return fieldSource(ME, Whole);
  if (const auto *AS = dyn_cast<ArraySubscriptExpr>(A))
    return rowSource(AS, Whole);
  if (const auto *U = dyn_cast<UnaryOperator>(A))
    if (U->getOpcode() == UO_Deref)
      return expressionSource(U->getSubExpr());
  return unknownSource("other array");
}

BoundsSource BoundsAnalysis::addressOf(const Expr *LV,
                                       const Expr *Whole) const {
  LV = LV->IgnoreParens();
  if (const auto *DRE = dyn_cast<DeclRefExpr>(LV)) {
    if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
      return objectSource(VD);
    return init();
  }
  if (const auto *U = dyn_cast<UnaryOperator>(LV))
    if (U->getOpcode() == UO_Deref)
      return expressionSource(U->getSubExpr());
  if (const auto *AS = dyn_cast<ArraySubscriptExpr>(LV))
    return expressionSource(AS->getBase());
  if (const auto *ME = dyn_cast<MemberExpr>(LV))
    return Whole ? fieldSource(ME, Whole) : rootOf(ME);
  if (isa<CompoundLiteralExpr>(LV) || isa<StringLiteral>(LV))
    return literalSource(LV, Whole ? Whole : LV, "compound literal");
  return unknownSource("address of other lvalue");
}

BoundsSource BoundsAnalysis::rootOf(const Expr *LV) const {
  LV = LV->IgnoreParens();
  while (const auto *ME = dyn_cast<MemberExpr>(LV)) {
    if (ME->isArrow())
      return expressionSource(ME->getBase());
    LV = ME->getBase()->IgnoreParens();
  }
  if (isa<CompoundLiteralExpr>(LV))
    return unknownSource("field of a compound literal");
  return addressOf(LV, nullptr);
}

/// The field ME's address or decayed value (the node Whole): narrowed to
/// the field, to a flexible array's start, or the container's.  Enclosing
/// fields contain ME, so the root's bounds (themselves narrowed when
/// reached through an array field, p->a[2].b) suffice.
BoundsSource BoundsAnalysis::fieldSource(const MemberExpr *ME,
                                         const Expr *Whole) const {
  std::optional<uint64_t> Extent = Fields.narrowingExtent(ME);
  if (!Extent && Fields.flexibleArrayField(ME)) {
    // Runs to the end of the allocation, but starts where it starts: a
    // step back into the fields before it is still reported.  A sized
    // array is flexible only in an object bigger than its struct.
    const auto *F = cast<FieldDecl>(ME->getMemberDecl());
    BoundsSource S = around(SourceKind::FlexibleField, Whole, rootOf(ME),
                            "field (flexible array, lower bound narrowed)");
    S.Member = ME;
    if (!Fields.isVariableSize(F)) {
      S.Size = AST.getTypeSizeInChars(F->getType()).getQuantity();
      S.ToEnd = Fields.bytesToStructEnd(ME);
    }
    return S;
  }
  if (!Extent)
    return rootOf(ME);
  BoundsSource S =
      around(SourceKind::Field, Whole, rootOf(ME), "field (narrowed)");
  S.Member = ME;
  S.Size = *Extent;
  return S;
}

/// m[i] decaying: the whole of m, or the row under --narrow=innermost.
BoundsSource BoundsAnalysis::rowSource(const ArraySubscriptExpr *Row,
                                       const Expr *Whole) const {
  BoundsSource Outer = expressionSource(Row->getBase());
  if (Opts.Narrow != NarrowMode::Innermost)
    return Outer;
  BoundsSource S =
      around(SourceKind::Row, Whole, std::move(Outer), "array row (narrowed)");
  S.Size = AST.getTypeSizeInChars(Row->getType()).getQuantity();
  return S;
}

/// True for a pointer lvalue that lives in memory (not a tracked local).
bool BoundsAnalysis::isMemoryPointer(const Expr *LV) const {
  LV = LV->IgnoreParens();
  if (!carriesBounds(LV->getType()))
    return false;
  if (const auto *DRE = dyn_cast<DeclRefExpr>(LV))
    if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
      return !Tracked.count(VD);
  // A pointer in a packed struct may be misaligned: not kept in the table
  // (its loads get INIT).
  if (const auto *ME = dyn_cast<MemberExpr>(LV))
    if (const auto *F = dyn_cast_or_null<FieldDecl>(ME->getMemberDecl()))
      if (isPackedMember(F))
        return false;
  return true;
}
