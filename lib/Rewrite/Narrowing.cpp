//===- Narrowing.cpp - planning bounds narrowed to fields and rows --------===//
//
// Taking a field's address or letting an array field decay gives the
// intersection of the enclosing object's bounds with the field's extent
// (FieldExtents.h says which extent):
//   p->name  ->  ({ __auto_type v = (p->name);
//                   t = __mpx_narrow(B(p), v, 8); v; })
// a flexible-like trailing array keeps the enclosing object's upper bound
// and takes its own lower bound (__mpx_narrow_lower, or __mpx_narrow_tail
// for a sized array), and under --narrow=innermost a row of a
// multi-dimensional array is narrowed like a field.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/BoundsInto.h"
#include "Rewrite/BoundsPlanner.h"
#include "clang/AST/ASTContext.h"

using namespace clang;
using namespace mpx;

/// The bounds of a Field, FlexibleField or Row source.
BoundsRef BoundsPlanner::narrowedBounds(const BoundsSource &S) {
  if (S.Kind == SourceKind::Row) {
    BoundsRef Outer = planBounds(*S.Inner);
    if (Outer.Init)
      return Outer;
    C.Plan.source(S.Label);
    return narrowValue(S.Node, Outer, S.Size);
  }
  BoundsRef Root = planBounds(*S.Inner);
  if (S.Kind == SourceKind::Field) {
    BoundsRef R = narrowValue(S.Node, Root, S.Size);
    R.Describe = fieldPhrase(S.Member, objectOf(Root));
    Narrowings[S.Node] = {R.Text, Root.Text, "__mpx_narrow",
                          ", " + std::to_string(S.Size)};
    return R;
  }
  std::string Tail;
  if (S.Size)
    Tail = ", " + std::to_string(S.Size) + ", " + std::to_string(S.ToEnd);
  MemberNarrowing N{newBoundsTemp(), Root.Text,
                    Tail.empty() ? "__mpx_narrow_lower" : "__mpx_narrow_tail",
                    Tail};
  wrapOnce(S.Node, depth(S.Node), false, [&](const std::string &V) {
    return std::vector<std::string>{boundsInto(N.Temp, N.text(V))};
  });
  Narrowings[S.Node] = N;
  return BoundsRef::temporary(N.Temp, BoundsOrigin::Field);
}

const MemberNarrowing *BoundsPlanner::narrowingOf(const Expr *Whole) const {
  auto It = Narrowings.find(Whole);
  return It == Narrowings.end() ? nullptr : &It->second;
}

/// "field 'name' of struct user", and ", narrowed from " what Outer
/// describes when it is known.  (The report gives the size.)
std::string BoundsPlanner::fieldPhrase(const MemberExpr *ME,
                                       const std::string &Outer) const {
  const auto *F = cast<FieldDecl>(ME->getMemberDecl());
  const RecordDecl *R = F->getParent();
  std::string Record = R->isUnion() ? "union" : "struct";
  if (R->getIdentifier())
    Record += " " + R->getName().str();
  else if (const TypedefNameDecl *TD = R->getTypedefNameForAnonDecl())
    Record = TD->getName().str();
  std::string Out = "field '" + F->getName().str() + "' of " + Record;
  return Outer.empty() ? Out : Out + ", narrowed from " + Outer;
}

/// Captures the value of Whole and narrows Outer to the Size bytes it
/// points to.
BoundsRef BoundsPlanner::narrowValue(const Expr *Whole, const BoundsRef &Outer,
                                     uint64_t Size) {
  std::string Temp = newBoundsTemp();
  wrapOnce(Whole, depth(Whole), false, [&](const std::string &V) {
    return std::vector<std::string>{
        boundsInto(Temp, "__mpx_narrow(" + Outer.Text + ", " + V + ", " +
                             std::to_string(Size) + ")")};
  });
  return BoundsRef::temporary(Temp, BoundsOrigin::Field);
}
