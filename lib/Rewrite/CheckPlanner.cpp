//===- CheckPlanner.cpp - a check on every read and write through memory --===//
//
// An access is an lvalue read (lvalue-to-rvalue), written (assignment) or
// both (compound assignment, ++, --) that lies in memory reached through a
// pointer or an array: *p, p[i], i[p], p->f, (*p).f, a[i], and members of
// those.  The lvalue is rewritten as
//   (*({ __auto_type a = &(LV); __mpx_check_w(a, sizeof(*a), B, loc, fn); a;
//   }))
// so it is evaluated once, checked with its own size against the bounds of
// the pointer it was reached through, and stays an lvalue.  Bit-fields are
// checked on their storage unit through the enclosing struct's address.
// Named objects (x, s.f) need no check; accesses whose bounds are INIT or
// whose index is a constant inside a named array are counted as safe.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/CheckPlanner.h"
#include "Rewrite/OnceForm.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/RecordLayout.h"

using namespace clang;
using namespace mpx;

CheckPlanner::CheckPlanner(BodyState &Body, BoundsPlanner &Bounds)
    : BodyPlanner(Body), Bounds(Bounds), Dominated(&Body.dominated()),
      Covered(std::make_unique<CoveredChecks>(
          FD, C.AST, Body.Vars.InvariantParams, Body.Vars.InvariantLocals)),
      Upward(std::make_unique<UpwardLoops>(C.AST, Body.Vars.AddressTaken)) {
  const auto &Fixed = Body.Vars.InvariantParams;
  const auto &FixedLocals = Body.Vars.InvariantLocals;
  Neighbours = std::make_unique<NeighbourChecks>(
      FD, C.AST, *Dominated, [&](const VarDecl *V) {
        return Fixed.count(V) || FixedLocals.count(V);
      });
}

std::string CheckPlanner::declarations() {
  for (const auto &[DS, Decl] : Covered->localDeclarations())
    C.Plan.insertAfter(DS->getEndLoc(), depth(DS), Decl);
  return Covered->declarations() + Upward->declarations() +
         Neighbours->declarations();
}

std::string CheckPlanner::leaveLoop(const VarDecl *Held,
                                    llvm::function_ref<std::string()> Value) {
  std::string Text, HeldName;
  // Each step cast to void before a comma (clang's -Wcomma).
  for (const auto &[Flag, VD] : Upward->leave()) {
    if (VD == Held && HeldName.empty())
      HeldName = Value();
    Text += (Text.empty() ? "" : ", ") + ("(void)(" + Flag) +
            " = __mpx_above_lower(" +
            (VD == Held ? HeldName : VD->getName().str()) + ", " +
            Body.Shadows.lookup(VD) + "))";
  }
  return Text;
}

void CheckPlanner::planAccess(const Expr *LV, AccessKind K) {
  const Expr *L = LV->IgnoreParens();
  AccessFacts A = Body.Analysis->access(L, K);
  if (A.Shape == AccessShape::Vector)
    planVectorCheck(cast<ArraySubscriptExpr>(L), K);
  else if (A.Shape == AccessShape::Through)
    planAccessCheck(L, K, A);
  else if (A.Shape == AccessShape::NotModelled)
    // An lvalue the rewriter does not model (a statement expression, a
    // call returning a struct): nothing to check it against.
    C.Stats.elide("lvalue not reached through a pointer");
}

/// The check of an access through a pointer, or why it needs none.
void CheckPlanner::planAccessCheck(const Expr *L, AccessKind K,
                                   const AccessFacts &A) {
  auto Skip = [&](MarkStatus S, const std::string &Why) {
    C.Stats.elide(Why);
    markAccess(L, K, S, Why);
  };
  if (!A.Wanted)
    return Skip(MarkStatus::Unchecked, "access kind not checked (--check)");
  if (A.ConstantIndex)
    return Skip(MarkStatus::Proved, "constant index inside a named array");
  BoundsRef B = Bounds.boundsOf(A.Base);
  if (B.Init) {
    C.Stats.elide("INIT bounds (pointer of unknown provenance)");
    return markAccess(L, K, MarkStatus::Unchecked, "INIT bounds: " + B.Why);
  }
  std::string Why;
  if (Dominated->redundant(L, A, B.Text, Why))
    return Skip(MarkStatus::Proved, Why);
  planCheck(L, K, A, B);
  Dominated->planned(L, A, B.Text);
}

static const char *kindName(AccessKind K) {
  return K == AccessKind::Read    ? "read"
         : K == AccessKind::Write ? "write"
                                  : "read-write";
}

void CheckPlanner::markAccess(const Expr *LV, AccessKind K, MarkStatus S,
                              llvm::StringRef Why) {
  C.Map.add({LV->getSourceRange(), FD, kindName(K), S, Why.str()});
}

std::string CheckPlanner::checkCall(AccessKind K, const std::string &Addr,
                                    const std::string &Size, const BoundsRef &B,
                                    const SiteRef &Site) const {
  const char *Fn = K == AccessKind::Read ? "__mpx_check_r" : "__mpx_check_w";
  return std::string(Fn) + "(" + Addr + ", " + Size + ", " + B.Text + ", " +
         Site.Arg + ")";
}

void CheckPlanner::planCheck(const Expr *LV, AccessKind K, const AccessFacts &A,
                             const BoundsRef &B) {
  if (const auto *ME = dyn_cast<MemberExpr>(LV))
    if (const auto *F = dyn_cast_or_null<FieldDecl>(ME->getMemberDecl()))
      if (F->isBitField() || isPackedMember(F))
        return planBitFieldCheck(ME, K, B);
  SiteRef Site =
      C.site(LV->getBeginLoc(), FD, B.From, Bounds.objectOf(B), B.FromDetail);
  CheckAction Action{LV, K != AccessKind::Read, B.Text, B.From, Site.Row};
  Action.ConstantRange = A.ConstantRange;
  Action.Offset = A.Offset;
  Action.Size = A.Size;
  C.Plan.check(Action, [&] {
    if (planCheckedAddress(LV, K, A, B, Site))
      return;
    auto Check = [&](const std::string &V) -> std::vector<std::string> {
      return {checkCall(K, V, "sizeof(*" + V + ")", B, Site)};
    };
    wrapOnce(LV, depth(LV), /*AddressOf=*/true, Check, /*Deref=*/true);
  });
}

/// The check without a temporary, when LV's pointer type can be spelled:
///   (*(T *)__mpx_check_rp(&(LV), sizeof(T), B, loc, fn))
/// or, when LV's bounds are a temporary assigned while LV is evaluated, the
/// helper reads them through their address once its arguments are computed:
///   (*(T *)__mpx_check_rpb(&(LV), sizeof(T), &t, loc, fn))
/// False when the statement-expression form is needed.
bool CheckPlanner::planCheckedAddress(const Expr *LV, AccessKind K,
                                      const AccessFacts &A, const BoundsRef &B,
                                      const SiteRef &Site) {
  QualType T = LV->getType();
  if ((B.AfterOnly && !B.Variable) || holdsCompoundLiteral(LV) ||
      T->isVariablyModifiedType() || T->isIncompleteType())
    return false;
  std::string Ptr = C.declare(C.AST.getPointerType(T), "", FD);
  if (Ptr.empty())
    return false;
  std::string Fn = K == AccessKind::Read
                       ? (B.AfterOnly ? "__mpx_check_rpb" : "__mpx_check_rp")
                       : (B.AfterOnly ? "__mpx_check_wpb" : "__mpx_check_wp");
  // The check's flag, if any: a covering check's (suffix c), else that of
  // the lower test before a loop (suffix u), else a neighbour cover's
  // (suffix c).
  std::string Flag = coveringFlag(LV, B);
  if (!Flag.empty())
    Fn += "c";
  else if (!(Flag = upwardFlag(A, B)).empty())
    Fn += "u";
  else if (!(Flag = neighbourFlag(LV, B)).empty())
    Fn += "c";
  std::string Bounds = B.AfterOnly ? "&" + B.Text : B.Text;
  std::string Size = std::to_string(C.AST.getTypeSizeInChars(T).getQuantity());
  C.Plan.wrap(LV, depth(LV), "(*(" + Ptr + ")" + Fn + "(&(",
              "), " + Size + ", " + Bounds + ", " + Site.Arg +
                  (Flag.empty() ? "" : ", " + Flag) + "))");
  return true;
}

/// The flag of the covering check of the element LV lies in
/// (CoveredChecks.h), or "".  Bounds a temporary receives are the
/// parameter's own narrowed along LV's steps when they come from narrowing;
/// any other temporary (a table load, a call) is never covered.
std::string CheckPlanner::coveringFlag(const Expr *LV, const BoundsRef &B) {
  if (B.AfterOnly && B.From != BoundsOrigin::Field)
    return "";
  auto Own = [&](const VarDecl *P) { return Body.Shadows.lookup(P); };
  auto Name = [&] {
    C.Stats.CoveringChecks++;
    return newName("cv");
  };
  std::string Flag = Covered->flagFor(LV, B.Text, B.AfterOnly, Own, Name);
  if (!Flag.empty())
    C.Stats.merged(B.AfterOnly
                       ? "subobject narrowed from a pointer the body never "
                         "changes: covered by one check of its element"
                       : "element of a pointer the body never changes: "
                         "covered by one check of the element");
  return Flag;
}

/// The flag argument of a neighbour cover (NeighbourChecks.h): a leader's
/// assignment or a member's flag, or "".
std::string CheckPlanner::neighbourFlag(const Expr *LV, const BoundsRef &B) {
  if (B.AfterOnly)
    return "";
  auto Own = [&](const VarDecl *P) { return Body.Shadows.lookup(P); };
  NeighbourChecks::Role R =
      Neighbours->roleOf(LV, B.Text, Own, [&] { return newName("nb"); });
  if (R.Leader)
    C.Stats.CoveringChecks++;
  else if (!R.Flag.empty())
    C.Stats.merged("neighbouring access through a pointer unchanged since a "
                   "check of its element: covered by that check");
  return R.Flag;
}

/// The flag of the lower-bound test before a loop that only moves the
/// pointer an access is reached through up (UpwardPointers.h), or "": for
/// a constant range at or above a variable checked against its own shadow.
std::string CheckPlanner::upwardFlag(const AccessFacts &A, const BoundsRef &B) {
  if (B.AfterOnly || !A.ConstantRange || !A.Base)
    return "";
  const Expr *P = A.Base->IgnoreParenImpCasts();
  if (const auto *U = dyn_cast<UnaryOperator>(P)) // *p++: p's old value
    if (U->isIncrementOp())
      P = U->getSubExpr()->IgnoreParenImpCasts();
  const auto *DRE = dyn_cast<DeclRefExpr>(P);
  const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  if (!VD || Body.Shadows.lookup(VD) != B.Text || B.Text.empty())
    return "";
  std::string Flag =
      Upward->flagFor(VD, A.Offset, [&] { return newName("up"); });
  if (!Flag.empty())
    ++C.Stats.LowerTestedBeforeLoop;
  return Flag;
}

/// v[i] with v of a vector type: an element's address cannot be taken, so
/// the element is reached through a pointer to the element type and
/// checked against the vector object, narrowed from the bounds it was
/// reached through (B):
///   (*({ __auto_type vb = &(V); __auto_type vi = (I);
///        __typeof__((*vb)[0]) *a = (__typeof__((*vb)[0]) *)vb + vi;
///        check(a, sizeof(*a), narrow(B, vb, sizeof(*vb))); a; }))
/// A vector rvalue (a call's result) is held in a temporary first and the
/// element read from it inside the statement expression.
void CheckPlanner::planVectorCheck(const ArraySubscriptExpr *AS, AccessKind K) {
  const Expr *V = AS->getBase();
  SourceLocation LBracket = C.Tokens.next(V->getEndLoc());
  if (!Body.Analysis->access(AS, K).Wanted) {
    C.Stats.elide("access kind not checked (--check)");
    markAccess(AS, K, MarkStatus::Unchecked,
               "access kind not checked (--check)");
    return;
  }
  if (AS->getLHS() != V || !C.Tokens.is(LBracket, "[") ||
      !C.Tokens.is(AS->getRBracketLoc(), "]")) {
    C.warn(AS->getBeginLoc(), "vector element access is not checked: its "
                              "tokens could not be rewritten");
    C.Stats.unchecked("vector element access whose tokens could not be "
                      "rewritten");
    markAccess(AS, K, MarkStatus::Unchecked,
               "vector element access whose tokens could not be rewritten");
    return;
  }
  std::string VB = newName("vb"), VI = newName("vi"), A = newName("a");
  bool LValue = V->isLValue();
  // An element outside its vector is an overflow whatever the vector lies
  // in (a struct, an array of vectors): the vector's own extent, within
  // the bounds it was reached through.
  BoundsRef Outer =
      LValue ? Bounds.planBounds(Body.Analysis->addressOf(V, nullptr))
             : BoundsRef::init();
  std::string Own = VB + ", sizeof(*" + VB + ")";
  BoundsRef B{Outer.Init ? "__mpx_make(" + Own + ")"
                         : "__mpx_narrow(" + Outer.Text + ", " + Own + ")",
              false, false,
              Outer.Init ? BoundsOrigin::Object : BoundsOrigin::Field};
  std::string Elem = "__typeof__((*" + VB + ")[0])";
  SiteRef Site = C.site(AS->getBeginLoc(), FD, B.From, Bounds.objectOf(B));
  std::string Check = checkCall(K, A, "sizeof(*" + A + ")", B, Site);
  unsigned D = depth(AS);
  std::string Held = LValue ? VB : newName("vv"); // an rvalue vector
  OnceForm Form(OnceForm::StatementExpression);
  std::string Hold = Form.hold("__auto_type " + Held, Held, LValue);
  std::string Addr =
      LValue ? "" : Form.bind("__auto_type " + VB, VB, "&" + Held);
  // An lvalue stays one (*a outside); an rvalue's element is read inside,
  // while the temporary holding the vector lives.
  C.Plan.check({AS, K != AccessKind::Read, B.Text, B.From, Site.Row}, [&] {
    C.Plan.openAt(AS->getSourceRange(), D,
                  std::string(LValue ? "(*" : "(") + Form.open() + Hold);
    C.Plan.closeAt(V->getSourceRange(), D + 1,
                   Form.held() + Addr +
                       Form.hold("__auto_type " + VI, VI, false));
    C.Plan.replaceToken(LBracket, "");
    C.Plan.replaceToken(AS->getRBracketLoc(),
                        Form.held() +
                            Form.bind(Elem + " *" + A, A,
                                      "(" + Elem + " *)" + VB + " + " + VI) +
                            Form.step(Check) +
                            Form.close((LValue ? "" : "*") + A) + ")");
  });
}

/// A bit-field is checked on its storage unit, found from the layout and
/// addressed through the enclosing struct (whose address can be taken); a
/// packed member on its own bytes, the same way.
void CheckPlanner::planBitFieldCheck(const MemberExpr *ME, AccessKind K,
                                     const BoundsRef &B) {
  const auto *FDecl = cast<FieldDecl>(ME->getMemberDecl());
  const RecordDecl *RD = FDecl->getParent();
  const ASTRecordLayout &Layout = C.AST.getASTRecordLayout(RD);
  uint64_t Bit = Layout.getFieldOffset(FDecl->getFieldIndex());
  uint64_t Unit = C.AST.getTypeSizeInChars(FDecl->getType()).getQuantity();
  uint64_t Width =
      FDecl->isBitField() ? FDecl->getBitWidthValue(C.AST) : Unit * 8;
  uint64_t Off = FDecl->isBitField() ? Bit / (Unit * 8) * Unit : Bit / 8;
  uint64_t Len = Unit;
  if (Off + Unit > (uint64_t)Layout.getSize().getQuantity()) {
    Off = Bit / 8;
    Len = (Bit % 8 + Width + 7) / 8;
  }
  SiteRef Site =
      C.site(ME->getBeginLoc(), FD, B.From, Bounds.objectOf(B), B.FromDetail);
  auto Check = [&](const std::string &V) -> std::vector<std::string> {
    return {checkCall(K, "(const char *)" + V + " + " + std::to_string(Off),
                      std::to_string(Len), B, Site)};
  };
  const Expr *Base = ME->getBase();
  bool Arrow = ME->isArrow();
  C.Plan.check({ME, K != AccessKind::Read, B.Text, B.From, Site.Row}, [&] {
    wrapOnce(Base, depth(ME) + 1, /*AddressOf=*/!Arrow, Check, !Arrow);
  });
}
