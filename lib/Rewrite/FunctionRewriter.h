//===- FunctionRewriter.h - the walk over one function body -----*- C++ -*-===//
//
// Plans the edits of one function body (never touches text): the facts the
// planners need are computed first (BodyEntry.cpp: tracked variables and
// their shadows, the pure BoundsAnalysis), then one walk visits every
// evaluated expression once and hands each construct to its planner:
//  - bounds of pointer expressions: BoundsPlanner;
//  - reads and writes through memory: CheckPlanner;
//  - pointers and structs in memory, the bounds table: MemoryPlanner;
//  - calls: CallPlanner.
// The walk itself plans what belongs to the body as a whole: shadow
// updates of tracked locals, returns' bounds, loop versioning and the
// declarations the body starts with.  BoundsPlanner asks the walk, as its
// EditedBounds, for the bounds the memory and call planners make.
// Every operand is evaluated once and in C's order: bounds are read from
// shadow variables or from temporaries assigned while the value is
// computed, sequenced with statement expressions where C leaves order open.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_FUNCTIONREWRITER_H
#define MPX_REWRITE_FUNCTIONREWRITER_H

#include "Rewrite/BodyState.h"
#include "Rewrite/BoundsPlanner.h"
#include "Rewrite/CallPlanner.h"
#include "Rewrite/CheckPlanner.h"
#include "Rewrite/MemoryPlanner.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/DenseSet.h"
#include <optional>
#include <string>

namespace mpx {

class FunctionRewriter : public BodyPlanner, private EditedBounds {
public:
  explicit FunctionRewriter(BodyState &Body);
  /// Plans every edit of the body.
  void run();

private:
  // BodyEntry.cpp: the facts found first, and the body's declarations.
  void findTrackedVariables();
  void dropRegister();
  void addBodyDeclarations();

  // FunctionRewriter.cpp: the walk.
  void visit(const clang::Stmt *S);
  void visitStmt(const clang::Stmt *S);
  void visitChildren(const clang::Stmt *S);
  void visitExpr(const clang::Expr *E);
  void visitAssignment(const clang::BinaryOperator *B);
  void visitAccess(const clang::Expr *LV, AccessKind K);
  void visitCall(const clang::CallExpr *CE);
  void visitVarDecl(const clang::VarDecl *VD);
  void visitReturn(const clang::ReturnStmt *R);
  void planAsmOutputs(const clang::GCCAsmStmt *A);
  void quietBitwiseOfBooleans(const clang::BinaryOperator *B);
  void planReturnBounds(const clang::ReturnStmt *R, const BoundsRef &B);
  void visitLoop(const clang::Stmt *S);
  void versionLoopIfChecked(const clang::Stmt *Loop, size_t EditsBefore,
                            size_t ChecksBefore,
                            llvm::ArrayRef<const clang::Stmt *> Updates);
  static std::vector<const clang::Stmt *> initUpdates(const clang::ForStmt *F);
  struct FlagPlace {
    bool InitAfter = false;
    std::optional<clang::SourceLocation> Around;
  };
  FlagPlace flagPlace(const clang::Stmt *S) const;
  void enterLoop(const clang::Stmt *S);
  void leaveLoop(const clang::Stmt *S);
  std::string boundsOfVariable(const clang::VarDecl *VD) const;
  void visitArraySizes(clang::QualType T, clang::SourceRange Within);
  void setShadowFrom(const clang::Expr *Value, const std::string &Shadow);

  // EditedBounds: the memory and call planners make these.
  BoundsRef loadBounds(const clang::CastExpr *Load) override {
    return Memory->loadBounds(Load);
  }
  BoundsRef updateBounds(const clang::Expr *E) override {
    return Memory->planPointerUpdate(E);
  }
  void storeBounds(const clang::BinaryOperator *B) override {
    Memory->planPointerStore(B);
  }
  std::string callResult(const clang::CallExpr *CE) override {
    return Calls.rewriteCall(CE);
  }
  BoundsRef allocaBounds(const clang::CallExpr *CE) override {
    return Calls.allocaBounds(CE);
  }
  BoundsRef vaArgBounds(const clang::VAArgExpr *E) override {
    return Calls.vaArgBounds(E);
  }

  BoundsPlanner Bounds;
  CallPlanner Calls;
  /// Made once the facts are known (their constructors plan their own).
  std::optional<MemoryPlanner> Memory;
  std::optional<CheckPlanner> Checks;
  /// The variable-length array sizes already visited.
  llvm::DenseSet<const clang::Expr *> VisitedSizes;
};

} // namespace mpx

#endif
