//===- KeptMacroNames.h - macro names left unexpanded -----------*- C++ -*-===//
//
// An object-like macro may name itself in its expansion: json-c's
// `#define current tok->stack[tok->depth].current`.  The preprocessor does
// not expand the inner `current` again (a field name here); written out
// in a spelled-out invocation it would be, since the macro is still
// defined there.  Around each statement that holds such a name, the macro
// is set aside (`#pragma push_macro`, `#undef`, `#pragma pop_macro`), and
// every invocation of it there is spelled out.  The directives stand
// between statements: inside the arguments of mpxrt.h's checks, which are
// macros, they would be read before the arguments are expanded.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_KEPTMACRONAMES_H
#define MPX_REWRITE_KEPTMACRONAMES_H

#include "Rewrite/Context.h"
#include "clang/AST/Stmt.h"

namespace mpx {

/// Plans the directives and spelled-out invocations the kept macro names
/// of Body (TokenLog::keepsMacroName) need.
void planKeptMacroNames(Context &C, const clang::Stmt *Body);

} // namespace mpx

#endif
