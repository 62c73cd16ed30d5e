//===- SlotCacheCalls.cpp - what a call may do to the caller's caches -----===//
//
// A call that may write memory is fenced: the caches whose stores are held
// back are flushed before it and every cache is forgotten after it
// (SlotCacheUse.cpp).  When the callee and everything it calls have their
// bodies in the file, their pointer loads and stores say which slots they
// may touch; the caches of the other slots need neither: nothing in the
// call reads their table entries, nor stores other bounds for their values.
// An interpreter's `read16(vm)`, which only moves `vm->pc`, keeps the
// caches of `vm->sp` and `vm->fp` across the call.  A call whose callees
// write no memory at all (a string comparison) leaves every byte of the
// caller's memory as it was (writesMemory, for LoadReuse.h).
//
//===----------------------------------------------------------------------===//
#include "Rewrite/SlotCache.h"
#include "Rewrite/VariableFacts.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;
using namespace mpx;

/// The most functions one call's effects are gathered from.
static constexpr unsigned MaxCallees = 32;

/// Appends the lists of From to Into.
static void merge(SlotEffects &Into, const SlotEffects &From) {
  auto Append = [](std::vector<const Expr *> &A,
                   const std::vector<const Expr *> &B) {
    A.insert(A.end(), B.begin(), B.end());
  };
  Append(Into.Stores, From.Stores);
  Append(Into.Loads, From.Loads);
  Append(Into.Writes, From.Writes);
  Append(Into.RecordWrites, From.RecordWrites);
  Append(Into.Copied, From.Copied);
}

const SlotEffects &CallEffects::of(const CallExpr *CE) {
  const FunctionDecl *Def = knownDefinition(CE->getDirectCallee());
  if (!Def || Def->isVariadic())
    return Unknown;
  auto It = ByCallee.find(Def);
  if (It == ByCallee.end())
    It = ByCallee.try_emplace(Def, gather(Def)).first;
  return It->second;
}

/// One function's own effects, scanned once per file (the closures of
/// many callees share their functions).
const SlotEffects &CallEffects::own(const FunctionDecl *F) {
  auto It = OwnEffects.find(F);
  if (It == OwnEffects.end())
    It = OwnEffects.try_emplace(F, SlotCaches::effectsOf(F, AST)).first;
  return It->second;
}

SlotEffects CallEffects::gather(const FunctionDecl *Def) {
  SlotEffects All;
  llvm::SmallPtrSet<const FunctionDecl *, 8> Seen{Def};
  std::vector<const FunctionDecl *> Work{Def};
  while (!Work.empty()) {
    const FunctionDecl *Next = Work.back();
    Work.pop_back();
    const SlotEffects &E = own(Next);
    if (E.Unknown)
      return Unknown;
    for (const FunctionDecl *G : E.Callees)
      if (Seen.insert(G).second)
        Work.push_back(G);
    if (Seen.size() > MaxCallees)
      return Unknown;
    merge(All, E);
  }
  return All;
}

namespace {
/// What a body writes: Memory when it stores to anything but its own
/// locals (a variable of automatic storage, or a member of one) or holds
/// inline assembly; the calls it makes, for the caller to follow.
class BodyWrites : public RecursiveASTVisitor<BodyWrites> {
public:
  bool Memory = false;
  std::vector<const CallExpr *> Calls;

  bool VisitBinaryOperator(BinaryOperator *B) {
    if (B->isAssignmentOp())
      target(B->getLHS());
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *U) {
    if (U->isIncrementDecrementOp())
      target(U->getSubExpr());
    return true;
  }
  bool VisitAsmStmt(AsmStmt *) {
    Memory = true;
    return true;
  }
  bool VisitAtomicExpr(AtomicExpr *) { // __atomic_*, __c11_atomic_*
    Memory = true;
    return true;
  }
  bool VisitCallExpr(CallExpr *CE) {
    Calls.push_back(CE);
    return true;
  }

private:
  void target(const Expr *LV) {
    const VarDecl *VD = assignedVariable(LV);
    if (!VD || !VD->hasLocalStorage())
      Memory = true;
  }
};
} // namespace

/// How deep writesMemory follows calls.
static constexpr unsigned MaxWriteDepth = 8;

bool CallEffects::writesMemory(const CallExpr *CE) {
  if (!SlotCaches::mayWriteMemory(AST, CE))
    return false; // a const or pure builtin
  const FunctionDecl *Def = knownDefinition(CE->getDirectCallee());
  return !Def || bodyWrites(Def, 0);
}

/// True when Def's body, or one it calls, may write memory its caller can
/// see.  A function met again while its answer is being found (recursion)
/// counts as writing.
bool CallEffects::bodyWrites(const FunctionDecl *Def, unsigned Depth) {
  auto [It, New] = Writers.try_emplace(Def, true);
  if (!New || Depth > MaxWriteDepth)
    return It->second || Depth > MaxWriteDepth;
  BodyWrites W;
  W.TraverseStmt(Def->getBody());
  bool Writes = W.Memory;
  for (const CallExpr *Call : W.Calls) {
    if (Writes)
      break;
    if (!SlotCaches::mayWriteMemory(AST, Call))
      continue;
    const FunctionDecl *GDef = knownDefinition(Call->getDirectCallee());
    Writes = !GDef || bodyWrites(GDef, Depth + 1);
  }
  Writers[Def] = Writes;
  return Writes;
}
