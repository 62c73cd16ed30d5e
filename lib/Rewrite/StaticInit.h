//===- StaticInit.h - bounds of statically initialised pointers -*- C++ -*-===//
//
// Globals and statics initialised with pointers at compile time
// (`char *names[] = {"a", "bb"}`, `struct ops o = {.buf = buf}`) get exact
// bounds in the table before main runs: one constructor per translation
// unit, appended to the file, stores them.  A function-local static gets
// the same stores right after its declaration, once.  Bounds come from the
// initialiser: a string or compound literal's size, or the whole object an
// address points into; anything else is left INIT and counted.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_STATICINIT_H
#define MPX_REWRITE_STATICINIT_H

#include "Rewrite/Context.h"
#include "clang/AST/Decl.h"

namespace mpx {

/// Plans the file's constructor and the once-blocks of local statics.
void planStaticInitialisers(Context &C);

/// The bounds of constant initialiser E, whose value is read back as Value,
/// or "" when they cannot be known.
std::string staticBounds(Context &C, const clang::Expr *E,
                         const std::string &Value);

} // namespace mpx

#endif
