//===- CheckPlanner.h - a check on every access through memory --*- C++ -*-===//
//
// Plans the check of every read and write the walk reports, or records why
// it needs none (CheckPlanner.cpp): an access through a pointer or into an
// array is checked with its own size against the bounds BoundsPlanner
// gives its base, unless a dominating check of the same bounds covers it
// (DominatedChecks) or one check of its struct at entry does
// (CoveredChecks); a pointer a loop only moves up is tested against its
// lower bound once, before the loop (UpwardPointers).  Vector elements,
// bit-fields and packed members get checks of their own shape.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_CHECKPLANNER_H
#define MPX_REWRITE_CHECKPLANNER_H

#include "Rewrite/BoundsPlanner.h"
#include "Rewrite/CoveredChecks.h"
#include "Rewrite/DominatedChecks.h"
#include "Rewrite/NeighbourChecks.h"
#include "Rewrite/UpwardPointers.h"
#include <memory>

namespace mpx {

class CheckPlanner : public BodyPlanner {
public:
  CheckPlanner(BodyState &Body, BoundsPlanner &Bounds);
  /// Plans the check of the access LV of kind K (not of its operands).
  void planAccess(const clang::Expr *LV, AccessKind K);
  /// The declarations of the parameters' covering flags, for the body's
  /// start; the locals' are placed after their declarations.
  std::string declarations();
  /// Enters loop S (for, while, do), whose accesses are planned next;
  /// Placeable: the test of its flags has a place.
  void enterLoop(const clang::Stmt *S, bool Placeable) {
    Upward->enter(S, Placeable);
  }
  /// Leaves it: the text that sets the flags of the pointers it only moves
  /// up which its checks used (UpwardPointers.h), "" when none did; the
  /// value of Held, when given, read from the variable Value names (asked
  /// once, when a flag is set from it).
  std::string leaveLoop(const clang::VarDecl *Held = nullptr,
                        llvm::function_ref<std::string()> Value = nullptr);

private:
  void planAccessCheck(const clang::Expr *L, AccessKind K,
                       const AccessFacts &A);
  /// Records in the check map what became of an access that gets no check.
  void markAccess(const clang::Expr *LV, AccessKind K, MarkStatus S,
                  llvm::StringRef Why);
  void planCheck(const clang::Expr *LV, AccessKind K, const AccessFacts &A,
                 const BoundsRef &B);
  void planVectorCheck(const clang::ArraySubscriptExpr *AS, AccessKind K);
  void planBitFieldCheck(const clang::MemberExpr *ME, AccessKind K,
                         const BoundsRef &B);
  std::string checkCall(AccessKind K, const std::string &Addr,
                        const std::string &Size, const BoundsRef &B,
                        const SiteRef &Site) const;
  std::string coveringFlag(const clang::Expr *LV, const BoundsRef &B);
  std::string upwardFlag(const AccessFacts &A, const BoundsRef &B);
  std::string neighbourFlag(const clang::Expr *LV, const BoundsRef &B);
  bool planCheckedAddress(const clang::Expr *LV, AccessKind K,
                          const AccessFacts &A, const BoundsRef &B,
                          const SiteRef &Site);

  BoundsPlanner &Bounds;
  DominatedChecks *Dominated; ///< the body's (BodyState::dominated)
  std::unique_ptr<CoveredChecks> Covered;
  std::unique_ptr<UpwardLoops> Upward;
  std::unique_ptr<NeighbourChecks> Neighbours;
};

} // namespace mpx

#endif
