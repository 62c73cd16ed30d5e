//===- FieldExtents.h - how far a field's bounds reach ----------*- C++ -*-===//
//
// The facts behind narrowing (docs/narrowing.md): the extent a field's
// address is narrowed to, which trailing arrays run to the end of their
// allocation, and the casts that make a field pointer its container's
// again.  Pure: it reads the AST and the options only.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_FIELDEXTENTS_H
#define MPX_REWRITE_FIELDEXTENTS_H

#include "Rewrite/Options.h"
#include "clang/AST/Expr.h"
#include <cstdint>
#include <optional>

namespace mpx {

class FieldExtents {
public:
  FieldExtents(const clang::ASTContext &AST, const RewriteOptions &Opts)
      : AST(AST), Opts(Opts) {}

  /// Bytes the address of ME (or ME decaying) is narrowed to, from that
  /// address; none when the enclosing object's bounds apply unchanged.
  std::optional<uint64_t> narrowingExtent(const clang::MemberExpr *ME) const;
  /// A last array field that runs to the end of the allocation (flexible,
  /// struct hack, or any size through a pointer), when narrowing is on.
  bool flexibleArrayField(const clang::MemberExpr *ME) const;
  /// Trailing [], [0], [1] arrays (every trailing array with
  /// --flexible-trailing-arrays; any member of a union is trailing) and
  /// fields marked bnd_variable_size.
  bool isVariableSize(const clang::FieldDecl *F) const;
  /// From the start of the last array field ME to the end of the struct
  /// the pointer it is reached through points to.
  uint64_t bytesToStructEnd(const clang::MemberExpr *ME) const;
  /// (struct S *)&s->first or (struct S *)s->name: a pointer to a field of
  /// S cast back to S; Field is set to that field.
  bool castsBackToContainer(const clang::CastExpr *CE,
                            const clang::MemberExpr *&Field) const;
  /// The field whose address CE converts to raw bytes or to another
  /// struct type, or null.
  const clang::MemberExpr *rawFieldAddress(const clang::CastExpr *CE) const;
  /// (struct T *)(q - n) with n computed at run time: container_of with
  /// an offset kept in a variable.
  bool isComputedContainerOf(const clang::CastExpr *CE) const;

private:
  bool trailingThroughPointer(const clang::MemberExpr *ME) const;
  std::optional<uint64_t> flexibleExtent(const clang::MemberExpr *ME) const;
  uint64_t fieldOffset(const clang::FieldDecl *F) const;

  const clang::ASTContext &AST;
  const RewriteOptions &Opts;
};

} // namespace mpx

#endif
