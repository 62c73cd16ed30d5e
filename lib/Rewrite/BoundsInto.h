//===- BoundsInto.h - the text that moves bounds ---------------*- C++ -*-===//
//
// Every place the rewriter stores bounds in a variable (a shadow, a bounds
// temporary, the clone's returned bounds) writes its text through
// boundsInto.  Where the bounds are one call of a runtime helper that
// returns them (`__mpx_narrow(b, p, n)`), the store is that helper's
// out-parameter form (`__mpx_narrow_to(&(t), b, p, n)`): Clang at -O0 gives
// each assignment of a returned struct its own stack slot, never shared, so
// a function with hundreds of field accesses had kilobytes of frame; the
// store through a pointer needs none, and optimised code is the same.
// Bounds copied from a variable are copied a word at a time
// (`__mpx_set(t, b)`): GCC copies a struct of two words as one 16-byte
// load and store, and a load of 16 bytes just written as two 8-byte
// halves (by the helper that computed them, or by the callee that
// returned them) cannot be forwarded from the stores: a stall of a dozen
// cycles at each such copy.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_BOUNDSINTO_H
#define MPX_REWRITE_BOUNDSINTO_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace mpx {

/// C text (an expression) that stores the bounds Src in the variable Dst.
std::string boundsInto(llvm::StringRef Dst, llvm::StringRef Src);

/// The text that passes the bounds B to a called function: a variable's
/// as a value made of its two words (`__mpx_arg(b)`), which optimising
/// compilers move a word at a time, so that the variable itself is only
/// ever read by field (GCC keeps a bounds variable that a call receives
/// whole in memory: stored at the function's entry and at each change,
/// and moved to the call's stack arguments 16 bytes at once).
std::string boundsArgument(llvm::StringRef B);

} // namespace mpx

#endif
