//===- DominatedChecks.cpp - checks another identical check made ----------===//
//
// The control-flow graph, its dominator tree and the variables each of its
// elements writes are built the first time a check through a variable is
// planned.  Whether a variable changes between two checks is a walk of
// the blocks on the paths from the first to the second, bounded so that a
// body of thousands of blocks stays linear.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/DominatedChecks.h"
#include "Rewrite/BoundsAnalysis.h"
#include "Rewrite/SlotCache.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;
using namespace mpx;

/// Blocks a check-to-check walk visits at most; past it, the later check
/// stays.
static constexpr unsigned WalkBudget = 64;

DominatedChecks::DominatedChecks(const FunctionDecl *FD, ASTContext &AST,
                                 const VariableFacts &Vars,
                                 CallWritesFn CallWrites)
    : FD(FD), AST(AST), Invariant(Vars.invariant()),
      AddressTaken(Vars.AddressTaken), CallWrites(std::move(CallWrites)) {
  if (!this->CallWrites)
    this->CallWrites = [&AST](const CallExpr *CE) {
      return SlotCaches::mayWriteMemory(AST, CE);
    };
}

DominatedChecks::~DominatedChecks() = default;

/// p->f with p a variable nothing else can change: the variable, the
/// field's offset and size.
bool DominatedChecks::keyOf(const AccessFacts &A, const std::string &Bounds,
                            Key &K) const {
  if (A.Shape != AccessShape::Through || !A.ConstantRange)
    return false;
  const auto *DRE = dyn_cast<DeclRefExpr>(A.Base->IgnoreParenImpCasts());
  const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  if (!VD || !trackable(VD))
    return false;
  K = Key(VD, A.Offset, A.Size, Bounds);
  return true;
}

bool DominatedChecks::trackable(const VarDecl *VD) const {
  return Invariant.count(VD) ||
         (VD->hasLocalStorage() && !AddressTaken.count(VD) &&
          !VD->getType().isVolatileQualified());
}

bool DominatedChecks::reachesUnchanged(const Expr *Earlier, const Expr *Later,
                                       const VarDecl *VD) {
  Place E, L;
  if (!place(Earlier->IgnoreParens(), E) || !place(Later->IgnoreParens(), L))
    return false;
  return dominates(E, L) &&
         (Invariant.count(VD) || unchangedBetween(VD, E, L));
}

/// The variable E names when it is an lvalue a statement writes.
static const VarDecl *writtenVar(const Expr *E) {
  const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParens());
  return DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
}

/// The variables statement S itself assigns, increments or declares.
static void writesOf(const Stmt *S,
                     llvm::SmallVectorImpl<const VarDecl *> &Out) {
  if (const auto *U = dyn_cast<UnaryOperator>(S)) {
    if (U->isIncrementDecrementOp())
      if (const VarDecl *VD = writtenVar(U->getSubExpr()))
        Out.push_back(VD);
  } else if (const auto *B = dyn_cast<BinaryOperator>(S)) {
    if (B->isAssignmentOp())
      if (const VarDecl *VD = writtenVar(B->getLHS()))
        Out.push_back(VD);
  } else if (const auto *D = dyn_cast<DeclStmt>(S)) {
    for (const Decl *Each : D->decls())
      if (const auto *VD = dyn_cast<VarDecl>(Each))
        Out.push_back(VD);
  } else if (const auto *Asm = dyn_cast<GCCAsmStmt>(S)) {
    for (const Expr *O : Asm->outputs())
      if (const VarDecl *VD = writtenVar(O))
        Out.push_back(VD);
  }
}

void DominatedChecks::buildGraph() {
  Built = true;
  CFG::BuildOptions Opts;
  Opts.setAllAlwaysAdd();
  Graph = CFG::buildCFG(FD, FD->getBody(), &AST, Opts);
  if (!Graph)
    return;
  Dom = std::make_unique<CFGDomTree>(Graph.get());
  for (const CFGBlock *B : *Graph) {
    unsigned I = 0;
    for (const CFGElement &E : *B) {
      if (std::optional<CFGStmt> S = E.getAs<CFGStmt>()) {
        Pos.try_emplace(S->getStmt(), B, I);
        llvm::SmallVector<const VarDecl *, 2> W;
        writesOf(S->getStmt(), W);
        for (const VarDecl *VD : W)
          Writes[B].emplace_back(I, VD);
        if (writesMemory(S->getStmt()))
          MemoryWrites[B].push_back(I);
      }
      ++I;
    }
  }
}

bool DominatedChecks::place(const Stmt *S, Place &P) {
  if (!Built)
    buildGraph();
  if (!Dom)
    return false;
  auto It = Pos.find(S);
  if (It == Pos.end())
    return false;
  P = It->second;
  return true;
}

bool DominatedChecks::dominates(const Place &A, const Place &B) const {
  if (A.first == B.first)
    return A.second < B.second;
  return Dom->properlyDominates(A.first, B.first);
}

/// True when an element of block B at a position in [From, To) writes VD.
bool DominatedChecks::writesIn(const VarDecl *VD, const CFGBlock *B,
                               unsigned From, unsigned To) const {
  auto It = Writes.find(B);
  if (It == Writes.end())
    return false;
  for (const auto &[At, Var] : It->second)
    if (Var == VD && At >= From && At < To)
      return true;
  return false;
}

/// True when no statement run after A and before B, on any path from A
/// (which dominates B) to B, writes VD.
bool DominatedChecks::unchangedBetween(const VarDecl *VD, const Place &A,
                                       const Place &B) const {
  return nothingBetween(A, B, [&](const CFGBlock *X, unsigned F, unsigned T) {
    return writesIn(VD, X, F, T);
  });
}

/// True when an element of block B at a position in [From, To) may write
/// memory.
bool DominatedChecks::memoryWrittenIn(const CFGBlock *B, unsigned From,
                                      unsigned To) const {
  auto It = MemoryWrites.find(B);
  if (It == MemoryWrites.end())
    return false;
  return llvm::any_of(It->second,
                      [&](unsigned At) { return At >= From && At < To; });
}

/// True when S itself may write memory: stores to anything but a trackable
/// local, declarations of a variable whose address is taken or that is
/// static, calls that may write (CallWrites), inline assembly, atomic
/// operations.
bool DominatedChecks::writesMemory(const Stmt *S) const {
  auto Local = [&](const Expr *LV) {
    const VarDecl *VD = writtenVar(LV);
    return VD && VD->hasLocalStorage() && !AddressTaken.count(VD);
  };
  if (const auto *U = dyn_cast<UnaryOperator>(S))
    return U->isIncrementDecrementOp() && !Local(U->getSubExpr());
  if (const auto *B = dyn_cast<BinaryOperator>(S))
    return B->isAssignmentOp() && !Local(B->getLHS());
  if (const auto *D = dyn_cast<DeclStmt>(S))
    return llvm::any_of(D->decls(), [&](const Decl *Each) {
      const auto *VD = dyn_cast<VarDecl>(Each);
      return VD && (!VD->hasLocalStorage() || AddressTaken.count(VD));
    });
  if (const auto *CE = dyn_cast<CallExpr>(S))
    return CallWrites(CE);
  // An atomic operation (__atomic_*, __c11_atomic_*, <stdatomic.h>'s) is
  // no call to clang: it may store through its pointer.
  return isa<AsmStmt>(S) || isa<AtomicExpr>(S);
}

bool DominatedChecks::readsSameBytes(const Stmt *Earlier, const Stmt *Later,
                                     llvm::ArrayRef<const VarDecl *> Vars) {
  Place E, L;
  if (!place(Earlier, E) || !place(Later, L) || !dominates(E, L))
    return false;
  for (const VarDecl *VD : Vars)
    if (!trackable(VD) || (!Invariant.count(VD) && !unchangedBetween(VD, E, L)))
      return false;
  return nothingBetween(E, L, [&](const CFGBlock *X, unsigned F, unsigned T) {
    return memoryWrittenIn(X, F, T);
  });
}

/// True when no element run after A and before B, on any path from A (which
/// dominates B) to B, is one WritesIn finds in its block's range.  Such a
/// path never runs A's block again (it would run A again), so its blocks are
/// those reachable from A's block without passing it that reach B's block
/// without passing it.
bool DominatedChecks::nothingBetween(const Place &A, const Place &B,
                                     RangeTest WritesIn) const {
  const CFGBlock *BA = A.first, *BB = B.first;
  if (BA == BB)
    return !WritesIn(BA, A.second + 1, B.second);
  llvm::SmallPtrSet<const CFGBlock *, 16> Back{BB};
  llvm::SmallVector<const CFGBlock *, 16> Work{BB};
  while (!Work.empty()) {
    const CFGBlock *X = Work.pop_back_val();
    for (const CFGBlock *P : X->preds())
      if (P && P != BA && Back.insert(P).second) {
        if (Back.size() > WalkBudget)
          return false;
        Work.push_back(P);
      }
  }
  if (WritesIn(BA, A.second + 1, ~0u))
    return false;
  bool Loops = false; // B's block reached again after B
  for (const CFGBlock *S : BB->succs())
    Loops |= S && S != BA && Back.count(S);
  for (const CFGBlock *X : Back) {
    bool Whole = X != BB || Loops;
    if (WritesIn(X, 0, Whole ? ~0u : B.second))
      return false;
  }
  return true;
}

bool DominatedChecks::redundant(const Expr *LV, const AccessFacts &A,
                                const std::string &Bounds, std::string &Why) {
  Key K;
  if (!keyOf(A, Bounds, K))
    return false;
  auto It = Planned.find(K);
  Place At;
  if (It == Planned.end() || !place(LV->IgnoreParens(), At))
    return false;
  const VarDecl *VD = std::get<0>(K);
  bool Fixed = Invariant.count(VD);
  for (const Expr *Earlier : It->second) {
    Place E;
    if (!place(Earlier, E) || !dominates(E, At) ||
        (!Fixed && !unchangedBetween(VD, E, At)))
      continue;
    Why = Fixed ? "dominated by the same check (invariant pointer)"
                : "dominated by the same check (pointer unchanged since)";
    return true;
  }
  return false;
}

void DominatedChecks::planned(const Expr *LV, const AccessFacts &A,
                              const std::string &Bounds) {
  Key K;
  if (keyOf(A, Bounds, K))
    Planned[K].push_back(LV->IgnoreParens());
}

std::vector<bool> DominatedChecks::alone(llvm::ArrayRef<const Stmt *> Stmts) {
  std::vector<bool> Alone(Stmts.size(), false);
  std::vector<const CFGBlock *> Block(Stmts.size(), nullptr);
  llvm::DenseMap<const CFGBlock *, unsigned> Held; // block -> how many
  for (size_t I = 0; I < Stmts.size(); ++I) {
    Place P;
    if (place(Stmts[I], P))
      ++Held[Block[I] = P.first];
  }
  // The blocks from which a holder can be reached (the holders included),
  // by one walk back from all of them.
  llvm::DenseSet<const CFGBlock *> Reaching;
  llvm::SmallVector<const CFGBlock *, 32> Work;
  for (const auto &[B, N] : Held)
    if (Reaching.insert(B).second)
      Work.push_back(B);
  while (!Work.empty())
    for (const CFGBlock *P : Work.pop_back_val()->preds())
      if (P && Reaching.insert(P).second)
        Work.push_back(P);
  // A holder whose successor reaches a holder (itself, round a loop) runs
  // before another use; one reached from another holder runs after one.
  llvm::DenseSet<const CFGBlock *> Together;
  for (const auto &[B, N] : Held) {
    bool Before = N > 1 || llvm::any_of(B->succs(), [&](const CFGBlock *S) {
                    return S && Reaching.count(S);
                  });
    if (Before)
      Together.insert(B);
  }
  // A holder reached from one that runs before another use is itself
  // after that one: mark the holders reachable from a Together holder.
  llvm::DenseSet<const CFGBlock *> After;
  for (const CFGBlock *B : Together)
    Work.push_back(B);
  while (!Work.empty())
    for (const CFGBlock *S : Work.pop_back_val()->succs())
      if (S && Reaching.count(S) && After.insert(S).second)
        Work.push_back(S);
  for (size_t I = 0; I < Stmts.size(); ++I)
    Alone[I] = Block[I] && !Together.count(Block[I]) && !After.count(Block[I]);
  return Alone;
}
