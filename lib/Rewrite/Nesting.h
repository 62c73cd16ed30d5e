//===- Nesting.h - bodies nested too deeply to rewrite ----------*- C++ -*-===//
//
// The planners walk a body recursively, a few hundred bytes of stack per
// level of nesting.  Clang parses a left-associative chain (`a + a + ...`,
// `p->n->n->...`) without recursion, so its depth is bounded only by the
// file's size.  A body nested deeper than MaxNesting levels is left as
// written (Fallback.h) before any recursive walk meets it; the work's
// stack (CrashGuard.cpp) holds MaxNesting levels with room to spare.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_NESTING_H
#define MPX_REWRITE_NESTING_H

namespace clang {
class Stmt;
} // namespace clang

namespace mpx {

/// The deepest nesting of statements and expressions the tool rewrites.
constexpr unsigned MaxNesting = 100000;

/// True when S's tree is more than Limit levels deep (found without
/// recursion).
bool nestsDeeperThan(const clang::Stmt *S, unsigned Limit);

} // namespace mpx

#endif
