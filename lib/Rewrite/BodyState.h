//===- BodyState.h - what the planners of one body share --------*- C++ -*-===//
//
// Planning one function body is split among a walk (FunctionRewriter) and
// four planners: bounds (BoundsPlanner), checks (CheckPlanner), memory and
// the bounds table (MemoryPlanner), and calls (CallPlanner).  They share
// one BodyState: the function, its tree of nodes, the facts computed before
// the walk (tracked variables and their shadows, address-taken variables,
// the pure BoundsAnalysis), and the temporaries the edits declare at the
// top of the body.  BodyPlanner, their common base, gives each the helpers
// every planner uses: fresh names and temporaries, the evaluate-once wrap
// (Once.cpp), and the text of an expression spelled again.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_BODYSTATE_H
#define MPX_REWRITE_BODYSTATE_H

#include "Rewrite/BodyTree.h"
#include "Rewrite/BoundsAnalysis.h"
#include "Rewrite/Context.h"
#include "Rewrite/TempPool.h"
#include "Rewrite/VariableFacts.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace mpx {

class DominatedChecks;

/// Receives the functions whose clones this body calls, with the offset of
/// the top-level declaration making the first call.
using CloneUseFn =
    std::function<void(const clang::FunctionDecl *, clang::SourceLocation)>;

/// True when FD's body uses GCC's __builtin_va_arg_pack(_len)(): it only
/// works inlined, so FD's address is never taken, and it takes no bounds
/// through the hand-off area (keyed by that address).
bool forwardsVarargPack(const clang::FunctionDecl *FD);

/// The state of one body's planning, shared by its walk and its planners.
struct BodyState {
  BodyState(Context &C, const clang::FunctionDecl *FD, bool Cloned,
            CloneUseFn OnCloneUse);
  ~BodyState();

  /// The body's control-flow facts (dominance, what runs between two
  /// points), made once the facts about its variables are known, and
  /// shared by the planners.
  DominatedChecks &dominated();

  Context &C;
  const clang::FunctionDecl *FD;
  bool Cloned;       ///< FD is defined as a clone taking bounds
  bool ForwardsPack; ///< FD forwards __builtin_va_arg_pack()
  CloneUseFn OnCloneUse;
  clang::SourceLocation TopLoc; ///< where FD starts, as a file location
  BodyTree Tree;
  /// The trailing arguments of a call of an inlined helper: the slot
  /// caches this body hands it (HandedCaches.h); set once the body's
  /// caches are known.
  std::function<std::string(const clang::CallExpr *)> HandedCacheArgs =
      [](const clang::CallExpr *) { return std::string(); };

  // Facts computed before the walk (BodyEntry.cpp).
  /// The shadow bounds variable of each tracked local and parameter.
  llvm::DenseMap<const clang::VarDecl *, std::string> Shadows;
  /// The locals and parameters that have a shadow (Shadows' keys).
  llvm::DenseSet<const clang::VarDecl *> Tracked;
  /// What the body does to its variables.
  VariableFacts Vars;
  std::unique_ptr<BoundsAnalysis> Analysis;

  /// The object a tracked local set once (by its initialiser) points into,
  /// as a report describes it.
  llvm::DenseMap<const clang::VarDecl *, std::string> ShadowObjects;
  const clang::DeclStmt *CurrentDecl = nullptr; ///< the one being visited

  // What the body declares first (BodyEntry.cpp writes it).
  /// __mpx_bnd temporaries and temporaries of spelled types (TempPool.h)
  std::vector<BodyTemp> Temps;
  std::vector<std::string> SizeTemps;   ///< __SIZE_TYPE__ temporaries
  std::vector<std::string> ShadowDecls; ///< shadows with their initialisers
  std::vector<std::string> EntryStores; ///< table stores run on entry

private:
  std::unique_ptr<DominatedChecks> Dominated;
};

/// The base of a body's planners: the shared state and the helpers every
/// planner uses.
class BodyPlanner {
public:
  explicit BodyPlanner(BodyState &Body) : Body(Body), C(Body.C), FD(Body.FD) {}

protected:
  unsigned depth(const clang::Stmt *S) const { return Body.Tree.depth(S); }
  bool resultUnused(const clang::Expr *E) const {
    return Body.Tree.resultUnused(E);
  }
  std::string newName(llvm::StringRef Stem);
  /// A fresh __mpx_bnd temporary of the body; Escapes when a call receives
  /// its address.
  std::string newBoundsTemp(bool Escapes = false);
  /// Declares Name of type T among the function's typed temporaries;
  /// false when T cannot be spelled there.
  bool typedTemp(clang::QualType T, const std::string &Name);
  /// True when typedTemp(T, ...) would declare one.
  bool canHoldTyped(clang::QualType T) const;
  /// This function's address, as the hand-off area keys it.
  std::string self() const;
  /// The source text of E when it is one contiguous main-file range, or a
  /// string literal a macro wrote spelled from its tokens (to be evaluated
  /// again: callers check E has no side effects), else "".
  std::string exprText(const clang::Expr *E) const;
  /// The value an evaluate-once expression standing for E yields, V:
  /// `(void)V` when E's value is discarded.
  std::string yield(const clang::Expr *E, const std::string &V) const;
  /// Casts to void the `?:` whose discarded value E's rewriting yields.
  void voidDiscardedConditional(const clang::Expr *E) const;
  /// True when E is evaluated as part of a call's callee or arguments.
  bool insideCall(const clang::Expr *E) const;
  bool isMemoryPointer(const clang::Expr *LV) const {
    return Body.Analysis->isMemoryPointer(LV);
  }

  // Once.cpp: evaluate once, act, yield.
  /// The effects run on an operand held in the temporary named by its
  /// argument, each an expression.
  using EffectsFn =
      std::function<std::vector<std::string>(const std::string &)>;
  void onceText(const clang::Expr *E, bool AddressOf, const EffectsFn &Effects,
                bool Deref, std::string &Prefix, std::string &Suffix);
  void wrapOnce(const clang::Expr *E, unsigned Depth, bool AddressOf,
                const EffectsFn &Effects, bool Deref = false);

  BodyState &Body;
  Context &C;
  const clang::FunctionDecl *FD;
};

} // namespace mpx

#endif
