//===- NeighbourChecks.cpp - one check of an element for its fields -------===//
//
// The fields reached of each element are counted once, before planning (an
// element reached at one field only gains nothing: identical checks are
// dropped by DominatedChecks).  Roles are given in planning order, the
// order of the source; a member must be dominated by a leader planned
// before it, in another outermost expression, so no order of evaluation
// the compiler picks inside an expression can run it first.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/NeighbourChecks.h"

using namespace clang;
using namespace mpx;

NeighbourChecks::NeighbourChecks(const FunctionDecl *FD, const ASTContext &AST,
                                 DominatedChecks &Dominated, VarFilter Skip)
    : FD(FD), AST(AST), Dominated(Dominated) {
  auto Wanted = [&](const VarDecl *V) {
    return !Skip(V) && Dominated.trackable(V) && coverablePointee(V, AST);
  };
  ElementUses Uses = elementUses(FD->getBody(), AST, Wanted);
  for (const auto &[Element, Fields] : Uses.Fields)
    if (Fields >= 2)
      Repeated[Element] = Uses.Bytes[Element];
}

/// The outermost expression E lies in, through statement expressions:
/// nothing in it is sequenced before the rest of it as a whole.
const Stmt *NeighbourChecks::outermostExpression(const Expr *E) {
  if (!Parents)
    Parents = std::make_unique<ParentMap>(FD->getBody());
  const Stmt *Outer = E;
  for (const Stmt *S = E; S; S = Parents->getParent(S))
    if (isa<Expr>(S))
      Outer = S;
  return Outer;
}

NeighbourChecks::Role NeighbourChecks::roleOf(
    const Expr *LV, const std::string &Bounds,
    llvm::function_ref<std::string(const VarDecl *)> OwnBounds,
    llvm::function_ref<std::string()> NewName) {
  auto Any = [](const VarDecl *) { return true; };
  std::optional<ElementAccess> A = accessOf(LV, AST, Any);
  if (!A || Bounds.empty())
    return {};
  const PointeeElement *E = &A->Element;
  // The test covers the bytes of the element the body reaches.
  auto Reached = Repeated.find(*E);
  if (Reached == Repeated.end() || !Reached->second.contains(A->Bytes) ||
      OwnBounds(E->Var) != Bounds)
    return {};
  Group &G = Groups[{*E, Bounds}];
  const Stmt *Outer = outermostExpression(LV);
  if (G.LeaderIn.count(Outer))
    return {}; // the flag is assigned in this expression
  for (const auto &[L, LeaderOuter] : G.Leaders)
    if (LeaderOuter != Outer && Dominated.reachesUnchanged(L, LV, E->Var)) {
      G.UsedIn.insert(Outer);
      return {G.Flag, false};
    }
  if (G.UsedIn.count(Outer))
    return {}; // the flag is read in this expression
  if (G.Flag.empty()) {
    G.Flag = NewName();
    Flags.push_back(G.Flag);
  }
  G.Leaders.push_back({LV, Outer});
  G.LeaderIn.insert(Outer);
  G.UsedIn.insert(Outer);
  return {"(" + G.Flag + " = " + coversCall(E->Var, Reached->second, Bounds) +
              ")",
          true};
}

std::string NeighbourChecks::declarations() const {
  std::string Decl;
  for (const std::string &F : Flags)
    Decl += " __attribute__((unused)) int " + F + " = 0;";
  return Decl;
}
