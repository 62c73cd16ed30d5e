//===- LoopVersioning.h - one test before a loop for all its checks -*- C++
//-*-===//
//
// A counted loop  for (i = A; i < B; i++) BODY  (or  while (i < B) { BODY;
// i++; }, whose first value is i's before the loop) whose every planned edit is
// a check of an access  V[E], *(V + E), V->f or V[E].f, with V a pointer or
// array the loop does not change and E linear in i (the rest of E unchanged
// by the loop), can only touch the elements of V between E at i's first and
// last value.  One test before the loop (the guard) proves them all within
// V's bounds, and the loop then runs as written, without checks:
//   { if (GUARD) { LOOP AS WRITTEN } else INSTRUMENTED LOOP }
// When the guard fails the instrumented loop runs, so a report still names
// the faulting access and nothing runs before it.  A loop whose edits are
// checks and the versions of loops nested in it is versioned whole: the
// guard also ranges over the nested counted loops' counters, testing each
// index at every corner of their ranges (LoopVersioning.cpp).  V may also
// be a pointer field W->f of a pointer W the loop does not change, in a loop
// that writes no memory and calls nothing (so W->f keeps its value): the
// guard tests that the field lies in W's bounds, then reads it and its
// table entry once, and the loop's loads of it drop out with its checks.
// V may be an array member W->a (W->s.a, a flexible array too) of a pointer
// W the loop does not change, in any loop: its address is arithmetic on W,
// and the guard narrows W's bounds to it as the checks do.
// In such a loop the bound B may be an integer field W->n too, read by the
// guard once it has tested that the field lies in W's bounds.  The counter
// may also be a pointer, for (p = A; p < B; p += K) (a pointer induction
// loop): the accesses through p (*p, p[E], p->f) are then elements of its
// first value at offsets from 0 to the last one the condition admits,
// tested against the bounds p starts the loop with; the unchecked copy
// first sets p's bounds variable as the instrumented init would.
// #line directives keep both copies on their original lines.  Compilers
// vectorise the unchecked copy, which per-access checks (each with an exit
// to the report) prevent.
//
// This file analyses the loop and builds the text; FunctionRewriter decides
// when to ask (after planning the loop's checks) and places the edits.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_LOOPVERSIONING_H
#define MPX_REWRITE_LOOPVERSIONING_H

#include "Rewrite/BoundsPlanner.h"
#include "Rewrite/Context.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseSet.h"
#include <functional>
#include <optional>
#include <string>

namespace mpx {

/// What loop versioning needs to know about the function around the loop.
struct LoopFacts {
  /// Variables whose address the function takes.
  const llvm::DenseSet<const clang::VarDecl *> &AddressTaken;
  /// The bounds text a check through V uses when V is a pointer with a
  /// shadow or a named array; "" otherwise.
  std::function<std::string(const clang::VarDecl *)> BoundsOfVariable;
  /// A fresh identifier starting with __mpx_.
  std::function<std::string(llvm::StringRef)> NewName;
  /// The bounds text a check uses for the pointer a planned table load
  /// reads (Load: the lvalue-to-rvalue conversion); "" for none.
  std::function<std::string(const clang::Expr *)> LoadedBounds =
      [](const clang::Expr *) { return std::string(); };
  /// True when the table operations of pointer lvalue LV go through a slot
  /// cache (whose table entry may be behind: SlotCache.h).
  std::function<bool(const clang::Expr *)> CachedSlot =
      [](const clang::Expr *) { return true; };
  /// The bounds text of pointer expression E (a pointer counter's first
  /// value) when it can be read before E is evaluated, before the loop:
  /// a bounds variable or an object's extent; "" otherwise.
  std::function<std::string(const clang::Expr *)> EntryBounds =
      [](const clang::Expr *) { return std::string(); };
  /// How the bounds of array member address E (W->a decaying) were
  /// narrowed from W's, when a narrowing was planned for it; null
  /// otherwise.
  std::function<const MemberNarrowing *(const clang::Expr *)> Narrowing =
      [](const clang::Expr *) -> const MemberNarrowing * { return nullptr; };
};

/// The edits that version a loop: Prefix goes before its first token,
/// Suffix after End (its last token, the ';' included).
struct LoopVersion {
  std::string Prefix, Suffix;
  clang::SourceLocation End;
  /// True when the guard also ranges over counted loops nested in the loop.
  bool Nest = false;
};

/// The last token of Loop (a for, while or do statement), its ';' included,
/// when the loop's text can be wrapped or copied as it is: written in the
/// main file, with no preprocessor directive in it or between it and the
/// token before it (a #pragma there applies to the loop); none otherwise.
std::optional<clang::SourceLocation> wrappableLoop(const Context &C,
                                                   const clang::Stmt *Loop);

/// Plans the versioning of F (a for loop, or a while loop whose body ends
/// in its increment: while (i < n) { ...; i++; }), whose planned edits
/// make exactly Checks, the table loads Loads and the bounds captures
/// Captures; none when F is not a counted loop of that shape, a load is not
/// one of a pointer field the guard reads instead, or a capture not the
/// narrowing of an array member whose bounds the guard makes instead.
std::optional<LoopVersion> versionLoop(
    const Context &C, const clang::Stmt *F, llvm::ArrayRef<CheckAction> Checks,
    llvm::ArrayRef<const clang::Stmt *> Loads,
    llvm::ArrayRef<const clang::Stmt *> Captures, const LoopFacts &Facts);

} // namespace mpx

#endif
