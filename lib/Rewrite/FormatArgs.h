//===- FormatArgs.h - format arguments the compiler checks -------*- C++ -*-===//
//
// gcc and clang check a printf or scanf format against the arguments
// (-Wformat) only when they can read the format as a string literal, and
// -Wformat-security and -Wformat-nonliteral complain when they cannot.  A
// rewrite that held a format in a temporary or in a statement expression
// would turn those warnings on in builds with -Werror, and turn -Wformat's
// checks off.  So a format argument is passed as written when the compiler
// reads it: these predicates say when.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_FORMATARGS_H
#define MPX_REWRITE_FORMATARGS_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"

namespace mpx {

/// True when the compiler reads E as a string literal whose bytes are a
/// whole NUL-terminated string: a literal, a literal plus a constant offset
/// within it, c ? a : b of such, a const variable initialised with one, or
/// a format_arg function's result (gettext) for one.  Such a format needs
/// no bounds: nothing it names can be overrun by reading it.
bool isWholeFormat(const clang::ASTContext &AST, const clang::Expr *E);

/// True when E is a format the compiler reads and that can be evaluated
/// again at the call without changing the program: a whole format without
/// side effects, or a variable (a format parameter of a function with the
/// format attribute, which the compiler trusts).
bool isReadableFormat(const clang::ASTContext &AST, const clang::Expr *E);

/// The 0-based index of FD's format argument (its format attribute, which
/// clang also gives the printf family it knows), or -1.
int formatArgIndex(const clang::FunctionDecl *FD);

} // namespace mpx

#endif
