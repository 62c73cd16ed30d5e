//===- UpwardPointers.h - pointers a loop only moves up ---------*- C++ -*-===//
//
// In a loop that changes a pointer variable p only by p++, ++p or p += K
// (K a non-negative constant), every access at p or above it (*p, p[2],
// p->f) lies at or above where p pointed when the loop began.  So when p
// was then at or above its lower bound, no access through p inside the
// loop can fall below it: the lower bound is tested once, before the loop,
// into a flag, and each such access tests only its upper bound while the
// flag holds; when it does not, each access is checked in full and reports
// at its own line.
//   before:  { (void)(__mpx_up1 = __mpx_above_lower(p, B));  LOOP }
//   or, after an expression init:
//            for ((void)(p = buf), (void)(__mpx_up1 = ...(p, B)); ...)
//   or, in a declaration init's last initialiser (p is not yet set there:
//   the value is):
//            for (char *p = __extension__ ({ __typeof__(p) __mpx_v1 = (buf);
//                   (void)(__mpx_up1 = ...(__mpx_v1, B)); __mpx_v1; }); ...)
//   *p:      (*(T *)__mpx_check_rpu(&(*p), sizeof(T), B, site, __mpx_up1))
// The flag is a variable of the body (0 until set), so a loop entered any
// other way than from its start (a label inside it) is never given one,
// nor is a loop a macro writes (the test would have no place).
// This file finds the pointers and names the flags; CheckPlanner uses them
// and FunctionRewriter places the tests before the loops.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_UPWARDPOINTERS_H
#define MPX_REWRITE_UPWARDPOINTERS_H
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <string>
#include <utility>
#include <vector>

namespace mpx {

/// The loops being walked, innermost last, and the flags their checks use.
class UpwardLoops {
public:
  using VarSet = llvm::DenseSet<const clang::VarDecl *>;

  /// AddressTaken: the variables whose address the body takes (they may
  /// change behind the loop's back).
  UpwardLoops(clang::ASTContext &AST, const VarSet &AddressTaken)
      : AST(AST), AddressTaken(AddressTaken) {}

  /// Enters loop S (for, while or do): finds the pointers it only moves
  /// up, none unless Placeable (the flags' test has a place before the
  /// loop).  Every enter is matched by a leave.
  void enter(const clang::Stmt *S, bool Placeable = true);
  /// True when the flags of loop S are set after its init (a for loop
  /// whose init is an expression, such as p = buf, or a declaration, such
  /// as char *p = buf, which the flags' tests must follow), rather than
  /// before the loop.
  static bool afterInit(const clang::Stmt *S);
  /// The declarator of for loop S's init declaration whose initialiser
  /// sets the flags, after evaluating itself: the last one, when it has
  /// a scalar type and an initialiser that is not a brace list; null for
  /// any other loop.
  static const clang::VarDecl *hostOf(const clang::Stmt *S);
  /// Leaves the innermost loop: the flags its checks used, each with the
  /// variable whose lower bound sets it, in the order they were named.
  std::vector<std::pair<std::string, const clang::VarDecl *>> leave();

  /// The flag for a check of the bytes [Offset, Offset + n) from VD, when
  /// a loop being walked only moves VD up and Offset >= 0; "" otherwise.
  /// NewName names a flag the first time a loop needs one.
  std::string flagFor(const clang::VarDecl *VD, int64_t Offset,
                      llvm::function_ref<std::string()> NewName);

  /// The declarations of every flag named, for the body's start.
  std::string declarations() const;

private:
  struct Loop {
    const clang::Stmt *S;
    VarSet Upward;
    llvm::DenseMap<const clang::VarDecl *, std::string> Flags;
    std::vector<std::pair<std::string, const clang::VarDecl *>> Used;
  };
  VarSet upwardIn(const clang::Stmt *S) const;

  clang::ASTContext &AST;
  const VarSet &AddressTaken;
  std::vector<Loop> Stack;
  std::vector<std::string> Names;
};

} // namespace mpx

#endif
