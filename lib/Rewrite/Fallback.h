//===- Fallback.h - leaving what cannot be rewritten as written -*- C++ -*-===//
//
// What the tool cannot rewrite is left as written, in the smallest unit
// possible, with a clang-style warning and a --stats count (an error under
// --strict):
//  - a construct (OpenMP, a call forwarding __builtin_va_arg_pack(), ...)
//    is skipped by its planner;
//  - a function whose edits the emitter cannot place (its body comes from
//    an #include, say) keeps its body as written: emitMainFileOrFallback
//    finds which function bodies' edit groups fail, drops them and
//    emits the rest (a cloned one still returns INIT bounds); so does a
//    function nested too deeply to walk (Nesting.h);
//  - a file clang cannot parse is copied unchanged (the Driver, with
//    --unparsable=copy, which mpx-cc uses).
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_FALLBACK_H
#define MPX_REWRITE_FALLBACK_H

#include "Rewrite/Context.h"
#include "clang/AST/Decl.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace mpx {

/// Emits C.Plan, in which the edits of group G instrument the body of
/// Bodies[G - 1] (group 0: edits always made).  Function bodies whose
/// edits cannot be placed are left as written, unless --strict.
llvm::Expected<std::string>
emitMainFileOrFallback(Context &C,
                       const std::vector<const clang::FunctionDecl *> &Bodies);

/// Leaves FD's body as written (its edit group must hold no edits): a
/// warning saying Why (an error under --strict), a --stats count under
/// StatsReason, and, for a cloned function, INIT bounds for the pointer
/// it returns.
void leaveBodyAsWritten(Context &C, const clang::FunctionDecl *FD,
                        const std::string &Why, llvm::StringRef StatsReason);

} // namespace mpx

#endif
