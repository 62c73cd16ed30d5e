//===- VariableFacts.h - what a body does to its variables ------*- C++ -*-===//
//
// Found once per body, before it is planned, in one traversal: the locals
// it declares, the variables whose address it takes, those it assigns with
// `=`, those it changes in any way, and from these the pointer parameters
// whose value never changes.  The walk decides from them which pointers
// keep their bounds in a shadow variable; the dominated and covering
// checks rest on the invariant parameters.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_VARIABLEFACTS_H
#define MPX_REWRITE_VARIABLEFACTS_H

#include "clang/AST/Decl.h"
#include "llvm/ADT/DenseSet.h"
#include <vector>

namespace mpx {

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

  static VariableFacts of(const clang::FunctionDecl *FD);
};

} // namespace mpx

#endif
