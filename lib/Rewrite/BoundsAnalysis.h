//===- BoundsAnalysis.h - where bounds come from, what to check -*- C++ -*-===//
//
// The pure half of instrumenting a body: for a pointer expression, where
// its bounds come from (a BoundsSource: a local's bounds variable, a named
// object, a literal, a field narrowed from its container, a bounds-table
// load, a call's result, ..., INIT or NULL), and for an access, what it is
// checked through.  It plans nothing and counts nothing: the planners
// (BoundsPlanner.h, CheckPlanner.h) turn its answers into edits, each
// source once.  The facts it rests on (which locals keep their bounds in a
// variable) are computed before the walk.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_BOUNDSANALYSIS_H
#define MPX_REWRITE_BOUNDSANALYSIS_H

#include "Rewrite/FieldExtents.h"
#include "Rewrite/Options.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/DenseSet.h"
#include <memory>
#include <string>

namespace mpx {

enum class SourceKind {
  Null,          ///< a null pointer constant
  Unknown,       ///< INIT: nothing better is known (Why)
  Expression,    ///< the bounds of another expression, Node
  Same,          ///< Inner's, counted under Label (a field cast back)
  After,         ///< Inner's, valid once Node is evaluated (a comma)
  Shadow,        ///< the bounds variable of the tracked local Var
  Object,        ///< the extent of the named object Var
  Symbol,        ///< an extern array of incomplete type: its symbol's size
  Literal,       ///< the Size bytes of the literal Node, captured
  Field,         ///< Inner narrowed to Size bytes at the value of Node
  FlexibleField, ///< Inner with its lower bound at the value of Node
  Row,           ///< Inner narrowed to a row of Size bytes (innermost)
  Load,          ///< the table entry of the pointer the cast Node loads
  Update,        ///< the table entry of the slot Node updates (p->q++)
  Store,         ///< Inner (the stored value's) once the store Node is done
  Assigned,      ///< Inner (a local's) once the assignment Node is done
  Call,          ///< the result of the call Node
  Alloca,        ///< the block alloca call Node returns
  VaArg,         ///< the bounds handed with the argument va_arg Node reads
  Conditional,   ///< either arm's, for the ?: Node
};

/// Where the bounds of a pointer expression come from: a value, with no
/// edits behind it.
struct BoundsSource {
  SourceKind Kind = SourceKind::Unknown;
  /// The expression acted on (captured, narrowed, loaded, called) or, for
  /// Expression, referred to.
  const clang::Expr *Node = nullptr;
  const clang::VarDecl *Var = nullptr;       ///< Shadow, Object, Symbol
  const clang::MemberExpr *Member = nullptr; ///< Field, FlexibleField
  const clang::Expr *Literal = nullptr;      ///< Literal: the literal
  /// Literal, Field, Row: the bytes the bounds cover; FlexibleField: the
  /// array's declared bytes when it has a size, else 0.
  uint64_t Size = 0;
  /// FlexibleField of a sized array: bytes from it to its struct's end.
  uint64_t ToEnd = 0;
  /// The bounds narrowed, kept or passed on.
  std::shared_ptr<const BoundsSource> Inner;
  /// What --stats counts this source as, "" for nothing.
  std::string Label;
  /// Unknown: why nothing better is known.
  std::string Why = "pointer of unknown provenance";
};

enum class AccessKind { Read, Write, ReadWrite };

/// What an lvalue is checked through.
enum class AccessShape {
  Through,     ///< memory reached through the pointer Base
  Vector,      ///< an element of a vector (checked against the vector)
  Named,       ///< part of a named object: nothing to check
  NotModelled, ///< an lvalue the analysis does not model (nothing to check)
  None,        ///< not an access (a function designator, a variable)
};

struct AccessFacts {
  AccessShape Shape = AccessShape::None;
  const clang::Expr *Base = nullptr; ///< Through: the pointer
  bool Wanted = false;               ///< --check selects its kind
  bool ConstantIndex = false;        ///< a[CONST] inside the named array a
  /// Through: the bytes accessed are [Base + Offset, Base + Offset + Size),
  /// both constants (*p, p[3], p->f, p->f.g; not a bit-field, not a
  /// variable index or size).
  bool ConstantRange = false;
  int64_t Offset = 0;
  uint64_t Size = 0;
};

class BoundsAnalysis {
public:
  /// Tracked: the locals and parameters whose bounds live in a variable.
  BoundsAnalysis(const clang::ASTContext &AST, const RewriteOptions &Opts,
                 const llvm::DenseSet<const clang::VarDecl *> &Tracked)
      : AST(AST), Opts(Opts), Tracked(Tracked), Fields(AST, Opts) {}

  /// Where the bounds of pointer expression E come from.
  BoundsSource sourceOf(const clang::Expr *E) const;
  /// The same, following Expression, Same and After to the first source
  /// that makes bounds.
  BoundsSource originOf(const clang::Expr *E) const;
  /// The bounds of &LV; Whole is the & node when there is one.
  BoundsSource addressOf(const clang::Expr *LV, const clang::Expr *Whole) const;
  /// The bounds of array lvalue A decaying to a pointer (the node Whole).
  BoundsSource arrayOf(const clang::Expr *A, const clang::Expr *Whole) const;
  /// The bounds of the object a member chain starts from, not narrowed.
  BoundsSource rootOf(const clang::Expr *LV) const;
  /// What the access K to LV is checked through.
  AccessFacts access(const clang::Expr *LV, AccessKind K) const;
  /// True for a pointer lvalue that lives in memory (not a tracked local).
  bool isMemoryPointer(const clang::Expr *LV) const;
  const FieldExtents &fields() const { return Fields; }

private:
  BoundsSource castSource(const clang::CastExpr *CE) const;
  BoundsSource binarySource(const clang::BinaryOperator *B) const;
  BoundsSource lvalueSource(const clang::Expr *LV) const;
  BoundsSource objectSource(const clang::VarDecl *VD) const;
  BoundsSource fieldSource(const clang::MemberExpr *ME,
                           const clang::Expr *Whole) const;
  BoundsSource rowSource(const clang::ArraySubscriptExpr *Row,
                         const clang::Expr *Whole) const;
  BoundsSource literalSource(const clang::Expr *L, const clang::Expr *At,
                             const char *Label) const;
  const clang::Expr *basePointer(const clang::Expr *LV, bool &Named) const;
  bool constantIndexInNamedArray(const clang::Expr *LV) const;
  bool constantOffset(const clang::Expr *LV, int64_t &Offset) const;
  void setConstantRange(const clang::Expr *LV, AccessFacts &A) const;

  const clang::ASTContext &AST;
  const RewriteOptions &Opts;
  const llvm::DenseSet<const clang::VarDecl *> &Tracked;
  FieldExtents Fields;
};

/// True for a member of a packed struct (its address would be misaligned).
bool isPackedMember(const clang::FieldDecl *F);

/// Sources built by the analysis.
BoundsSource expressionSource(const clang::Expr *E);
BoundsSource unknownSource(llvm::StringRef Why, bool Counted = true);

} // namespace mpx

#endif
