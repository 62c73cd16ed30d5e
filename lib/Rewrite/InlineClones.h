//===- InlineClones.h - clones inlined everywhere ------------*- C++ -*-===//
//
// A small static function the compiler inlines into its callers in the
// plain build (Lua's `index2value`, an interpreter's `read16`) is no longer
// inlined once rewritten: its clone carries checks, table loads and the
// bounds of its result, and both GCC's and Clang's heuristics find it too
// large.  Each call then pays a call, the bounds returned through memory,
// and the flush and reload of the caller's slot caches around it.  The
// clone of such a function is declared `always_inline`: a static leaf (it
// calls nothing but compiler builtins, so it cannot recurse, and is one
// the plain build inlines too: GCC's -Warray-bounds, which looks into
// inlined bodies, then warns of what it warns of there), neither
// variadic nor carrying attributes of its own, without loops, switches,
// labels, inline assembly, statement expressions, static locals or
// variably modified types, and of at most MaxInlinedCloneNodes statements
// and expressions as parsed (macros expanded: Lua's `index2value`, 20
// lines, is between 250 and 300).  Every condition is one that lets both
// compilers inline it at any optimisation level.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_INLINECLONES_H
#define MPX_REWRITE_INLINECLONES_H
#include "clang/AST/Decl.h"

namespace mpx {

/// The largest body (statements and expressions) whose clone is inlined.
constexpr unsigned MaxInlinedCloneNodes = 300;

/// True when the clone of definition FD is declared always_inline.
bool inlinesClone(const clang::FunctionDecl *FD);

} // namespace mpx

#endif
