//===- MacroTruths.h - macros spelled out without new warnings --*- C++ -*-===//
//
// Compilers are lenient toward code that comes from macros: an address
// that cannot be null tested for null, a doubled pair of parentheses
// around `==`, a comma's discarded left operand.  Where the emitter spells
// a macro invocation out, that code becomes plain text and would warn
// (and break a -Werror build); these plan the same values written so that
// neither gcc nor clang warns.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_MACROTRUTHS_H
#define MPX_REWRITE_MACROTRUTHS_H

#include "Rewrite/BodyTree.h"
#include "Rewrite/EditPlan.h"
#include "clang/AST/Expr.h"

namespace mpx {

/// Plans what S needs when it is a truth test written in a macro: a
/// never-null operand `o` becomes `((void)0, o)`, a condition `((x == y))`
/// becomes `0 != (x == y)`.
void planMacroTruths(EditPlan &Plan, const BodyTree &Tree,
                     const clang::Stmt *S);
/// The same for the expression S and every node under it, only where the
/// macro is spelled out: the operand of a `sizeof`, which is not visited
/// otherwise (glibc's assert tests its condition there too, and gcc's
/// -Waddress looks inside).
void planMacroTruthsUnder(EditPlan &Plan, const BodyTree &Tree,
                          const clang::Stmt *S);
/// A comparison written in a macro whose operands are the same
/// expression (`(head) == (del)` given `head` twice): its right operand
/// becomes `((void)0, x)` where the macro is spelled out (gcc's and
/// clang's -Wtautological-compare, quiet in macros).
void hideSelfComparison(EditPlan &Plan, const BodyTree &Tree,
                        const clang::BinaryOperator *B);
/// A comma's left operand written in a macro, cast to void where the
/// macro is spelled out (clang's -Wcomma).
void voidCommaOperand(EditPlan &Plan, const BodyTree &Tree,
                      const clang::BinaryOperator *B);

} // namespace mpx

#endif
