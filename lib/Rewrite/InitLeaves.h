//===- InitLeaves.h - the pointers an initialiser list stores ---*- C++ -*-===//
//
// Walks the semantic form of a brace initialiser and calls back, for every
// initialised object of pointer type, with its access path spelled in C
// ("names[1]", "o.buf", "t[2].next") and its initialiser expression.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_INITLEAVES_H
#define MPX_REWRITE_INITLEAVES_H

#include "clang/AST/Expr.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <string>

namespace mpx {

/// True when an object of type T holds a pointer with bounds.
bool holdsPointers(clang::QualType T);

void forEachPointerLeaf(
    const clang::Expr *Init, const std::string &Path,
    llvm::function_ref<void(const std::string &, const clang::Expr *)> Fn);

} // namespace mpx

#endif
