//===- VariableFacts.h - what a body does to its variables ------*- C++ -*-===//
//
// Found once per body, before it is planned, in one traversal: the locals
// it declares, the variables whose address it takes, those it assigns with
// `=`, those it changes in any way, and from these the pointer parameters
// and locals whose value never changes once set.  The walk decides from
// them which pointers keep their bounds in a shadow variable; the
// dominated checks rest on the invariant parameters and locals, the
// covering checks (made at entry) on the parameters.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_VARIABLEFACTS_H
#define MPX_REWRITE_VARIABLEFACTS_H

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/DenseSet.h"
#include <vector>

namespace mpx {

/// The variable an assignment to LV writes: LV itself or a member of it
/// reached through `.` (s.f.g); null when LV is reached through a pointer
/// or is no variable.
const clang::VarDecl *assignedVariable(const clang::Expr *LV);

struct VariableFacts {
  using VarSet = llvm::DenseSet<const clang::VarDecl *>;
  /// The variables the body declares (not its parameters), in order.
  std::vector<const clang::VarDecl *> Locals;
  /// Variables whose address, or the address of a part of them, is taken:
  /// &v, &v.f, &v.a[i], and v.a for an array member v.a decaying to a
  /// pointer (any of which lets a pointer write change v).
  VarSet AddressTaken;
  /// Variables assigned with `=` (++, += and the like keep a pointer's
  /// object, and with it its bounds).
  VarSet Reassigned;
  /// Variables assigned, incremented or decremented.
  VarSet Changed;
  /// The pointer parameters whose value never changes in the body: not
  /// volatile, never changed, address not taken.
  VarSet InvariantParams;
  /// The pointer locals set once: declared with an initialiser in the
  /// body's outermost block (run at most once, never jumped over), not
  /// volatile, never changed, address not taken, in a body without goto
  /// (which could run the declaration again between two uses).
  VarSet InvariantLocals;
  /// The body holds a goto or a computed goto.
  bool HasGoto = false;

  static VariableFacts of(const clang::FunctionDecl *FD);
  /// The invariant parameters and locals.
  VarSet invariant() const {
    VarSet All = InvariantParams;
    All.insert(InvariantLocals.begin(), InvariantLocals.end());
    return All;
  }
};

} // namespace mpx

#endif
