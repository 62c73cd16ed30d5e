//===- LoopShape.h - counted loops and linear indices -----------*- C++ -*-===//
//
// The analysis behind loop versioning (LoopVersioning.h): what a for loop
// (or a while loop whose body ends in its increment) changes, whether it
// counts an integer variable from A to B by a constant step without
// wrapping (or moves a pointer from A towards B by a constant number of
// elements: a pointer induction loop), and whether an expression is
// invariant in it or linear in its variable with every intermediate value
// exact (so that the values at the first and last iteration bound all the
// others).
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_LOOPSHAPE_H
#define MPX_REWRITE_LOOPSHAPE_H

#include "Rewrite/Context.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseSet.h"
#include <vector>

namespace mpx {

/// How an expression depends on the loop variable.
enum class Form { Invariant, Linear, Other };

/// Comparison of the loop condition, written with the variable on the left.
enum class LoopCmp { Lt, Le, Gt, Ge };

class LoopShape {
public:
  /// Loop: a for loop, or a while loop whose body ends in its increment.
  LoopShape(const Context &C, const clang::Stmt *Loop,
            const llvm::DenseSet<const clang::VarDecl *> &AddressTaken);

  /// True when F is a counted loop versioning can handle.
  bool valid() const { return Valid; }

  const clang::VarDecl *var() const { return Var; }
  /// True when the variable is a pointer (for (p = a; p < end; p++)): the
  /// guard ranges over its offsets, in elements, from its first value.
  bool pointer() const { return Var && Var->getType()->isPointerType(); }
  /// The step, in units of the variable (elements for a pointer), and
  /// whether the variable moves up.
  uint64_t step() const { return Step; }
  bool increasing() const { return Increasing; }
  /// The first value: the init's right-hand side, or the variable itself
  /// when the loop has no init.
  const clang::Expr *first() const { return First; }
  /// The other side of the condition.
  const clang::Expr *bound() const { return Bound; }
  /// When the bound is a variable the init declares after the counter
  /// (for (int i = 0, n = m; i < n; i++), for (T *p = a, *e = a + n; ...)),
  /// of the counter's type, unchanged by the loop: that variable, whose
  /// initialiser the guard evaluates in its place.  Null otherwise.
  const clang::VarDecl *boundDecl() const { return BoundDecl; }
  /// When the bound is a field read through a pointer variable the loop
  /// does not change (i < v->n), in a loop that writes no memory and calls
  /// nothing: that field, which the guard may read once it has tested
  /// that the field lies in the variable's bounds.  Null otherwise.
  const clang::MemberExpr *boundField() const { return BoundField; }
  const clang::Expr *cond() const { return Cond; }
  LoopCmp cmp() const { return Cmp; }
  /// True when the comparison is done in an unsigned type.
  bool unsignedCompare() const { return UnsignedCmp; }

  /// How E depends on the loop variable.  A linear E may hold casts that
  /// keep its values exact; the written ones go to Casts, for the guard to
  /// leave out (it computes E exactly, in a type wider than all of them).
  /// With Narrow, a linear E may also hold arithmetic in a wrapping type
  /// narrower than a pointer (unsigned int, or int under -fwrapv), and
  /// conversions into such a type: each such subexpression goes to Narrow,
  /// for the guard to test that its exact values at the first and last
  /// iteration lie in its type's range (then it never wraps in between).
  /// Extra names the counters of counted loops nested in this one, whose
  /// references count as linear too (a nest's guard, LoopVersioning.h).
  Form form(const clang::Expr *E,
            std::vector<const clang::CStyleCastExpr *> *Casts = nullptr,
            std::vector<const clang::Expr *> *Narrow = nullptr,
            llvm::ArrayRef<const clang::VarDecl *> Extra = {}) const;
  /// The width in bits of T when arithmetic in it wraps and T is narrower
  /// than a pointer; 0 otherwise.
  unsigned narrowWrapBits(clang::QualType T) const;
  /// True when VD's value (an array's address) is the same all through the
  /// loop and VD is in scope before it.
  bool unchanged(const clang::VarDecl *VD) const { return invariantVar(VD); }
  /// True when E has the same value all through the loop and can be
  /// evaluated before it (pure, naming only variables the loop does not
  /// change or declare).
  bool invariantExpr(const clang::Expr *E) const { return invariant(E); }
  /// True when the loop may write memory: a store to anything but a local
  /// whose address is never taken, or a call.
  bool writesMemory() const { return WritesMemory; }
  /// W->f when E reads field f through a pointer variable W the loop does
  /// not change, in a loop that writes no memory and calls nothing (so
  /// every read gives the same value), f not volatile; null otherwise.
  const clang::MemberExpr *fieldRead(const clang::Expr *E) const;
  /// True when VD is declared inside the loop (its init included).
  bool declaresVar(const clang::VarDecl *VD) const {
    return Declared.count(VD);
  }

private:
  void findEffects();
  bool matchInit();
  bool matchCond();
  bool matchInc();
  bool typesAgree() const;
  bool isVar(const clang::Expr *E,
             llvm::ArrayRef<const clang::VarDecl *> Extra = {}) const;
  bool pure(const clang::Expr *E) const;
  const clang::VarDecl *initDeclared(const clang::Expr *E) const;
  bool invariantVar(const clang::VarDecl *VD) const;
  bool invariant(const clang::Expr *E) const;
  bool exactType(clang::QualType T) const;
  bool wraps(clang::QualType T) const;
  bool exactCast(const clang::CastExpr *CE) const;

  const Context &C;
  const clang::Stmt *Init = nullptr, *Body = nullptr;
  const clang::Expr *CondE = nullptr, *IncE = nullptr;
  const llvm::DenseSet<const clang::VarDecl *> &Taken;
  llvm::DenseSet<const clang::VarDecl *> Modified, Declared;
  bool WritesMemory = false;
  bool Blocked = false;
  bool Valid = false;
  const clang::VarDecl *Var = nullptr;
  const clang::Expr *First = nullptr, *Bound = nullptr, *Cond = nullptr;
  const clang::MemberExpr *BoundField = nullptr;
  const clang::VarDecl *BoundDecl = nullptr;
  LoopCmp Cmp = LoopCmp::Lt;
  bool Increasing = true;
  bool UnsignedCmp = false;
  uint64_t Step = 0;
};

} // namespace mpx

#endif
