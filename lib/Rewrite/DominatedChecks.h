//===- DominatedChecks.h - checks another identical check made --*- C++ -*-===//
//
// A check of `p->f` (or of any constant range of bytes from p: *p, p[3])
// tests the same address against the same bounds as an earlier identical
// check as long as p has not changed in between.  That holds everywhere
// for p a parameter the body never changes (nor lets anything change: its
// address is not taken) or a local set once by its declaration; for any
// other local or parameter whose address is not taken, it holds when no
// statement on a path from the earlier check to the later one assigns,
// increments or declares p (`for (; *s; s++) if (*s == ' ')`: the test's
// check covers the body's).  Once such a check has run, an identical one
// later on every path (dominated by it in the body's control-flow graph)
// cannot fail where the first did not: it is not emitted.  A failing first
// check reports at its own line, as before; in count mode the accesses it
// dominates are not reported again.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_DOMINATEDCHECKS_H
#define MPX_REWRITE_DOMINATEDCHECKS_H
#include "Rewrite/BoundsAnalysis.h"
#include "Rewrite/VariableFacts.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/Analysis/Analyses/Dominators.h"
#include "clang/Analysis/CFG.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <tuple>
#include <vector>

namespace mpx {

/// The invariant checks planned in one body, and which later ones they
/// make redundant.
class DominatedChecks {
public:
  /// Vars: what FD does to its variables (the invariant ones, those whose
  /// address it takes).
  /// CallWrites: whether a call may write memory the body can see (by
  /// default, any call but of a const or pure builtin).
  using CallWritesFn = std::function<bool(const clang::CallExpr *)>;
  DominatedChecks(const clang::FunctionDecl *FD, clang::ASTContext &AST,
                  const VariableFacts &Vars, CallWritesFn CallWrites = {});
  ~DominatedChecks();

  /// True when a check of LV against Bounds was already planned at an
  /// access evaluated before LV on every path to it, and both test the same
  /// address against the same bounds whenever they run.  Why says which
  /// kind of pointer made it so.
  bool redundant(const clang::Expr *LV, const AccessFacts &A,
                 const std::string &Bounds, std::string &Why);
  /// Records the check of LV against Bounds, which is emitted.
  void planned(const clang::Expr *LV, const AccessFacts &A,
               const std::string &Bounds);

  /// True for a variable nothing but the body's own statements changes:
  /// invariant, or a local (or parameter) whose address is not taken.
  bool trackable(const clang::VarDecl *VD) const;
  /// True when the access Earlier runs before Later on every path to it and
  /// no statement in between changes VD (trackable).
  bool reachesUnchanged(const clang::Expr *Earlier, const clang::Expr *Later,
                        const clang::VarDecl *VD);
  /// True when Earlier runs before Later on every path to it and, on every
  /// path from the one to the other, nothing changes the variables Vars
  /// (each trackable) nor writes memory (a store to anything but a local
  /// whose address is not taken, a call that may write, inline assembly):
  /// two reads of one lvalue naming only Vars then read the same bytes.
  bool readsSameBytes(const clang::Stmt *Earlier, const clang::Stmt *Later,
                      llvm::ArrayRef<const clang::VarDecl *> Vars);
  /// For each of Stmts, true when on no path through the body does
  /// another of them, or itself round a loop, run before or after it;
  /// false for one not in the body's control-flow graph, and for all when
  /// the graph could not be built.
  std::vector<bool> alone(llvm::ArrayRef<const clang::Stmt *> Stmts);

private:
  using Key =
      std::tuple<const clang::VarDecl *, int64_t, uint64_t, std::string>;
  /// A statement's block and its position in it.
  using Place = std::pair<const clang::CFGBlock *, unsigned>;
  bool keyOf(const AccessFacts &A, const std::string &Bounds, Key &K) const;
  bool place(const clang::Stmt *S, Place &P);
  bool dominates(const Place &A, const Place &B) const;
  bool unchangedBetween(const clang::VarDecl *VD, const Place &A,
                        const Place &B) const;
  using RangeTest =
      llvm::function_ref<bool(const clang::CFGBlock *, unsigned, unsigned)>;
  bool nothingBetween(const Place &A, const Place &B, RangeTest WritesIn) const;
  bool memoryWrittenIn(const clang::CFGBlock *B, unsigned From,
                       unsigned To) const;
  bool writesMemory(const clang::Stmt *S) const;
  bool writesIn(const clang::VarDecl *VD, const clang::CFGBlock *B,
                unsigned From, unsigned To) const;
  void buildGraph();

  const clang::FunctionDecl *FD;
  clang::ASTContext &AST;
  VariableFacts::VarSet Invariant;
  VariableFacts::VarSet AddressTaken;
  CallWritesFn CallWrites;
  std::map<Key, std::vector<const clang::Expr *>> Planned;
  bool Built = false;
  std::unique_ptr<clang::CFG> Graph;
  std::unique_ptr<clang::CFGDomTree> Dom;
  llvm::DenseMap<const clang::Stmt *, Place> Pos;
  /// The variables each element of a block assigns, increments or
  /// declares: (position, variable), in order.
  llvm::DenseMap<const clang::CFGBlock *,
                 std::vector<std::pair<unsigned, const clang::VarDecl *>>>
      Writes;
  /// The positions of each block's elements that may write memory.
  llvm::DenseMap<const clang::CFGBlock *, std::vector<unsigned>> MemoryWrites;
};

} // namespace mpx

#endif
